// SQL of the roster: participants (registrations), teams and their advisers.
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  colleges,
  competitionGroups,
  competitionParticipants,
  competitionResults,
  competitionSubmissions,
  competitionTeamAdvisers,
  competitionTeams,
  users,
} from '../../db/schema/index.js';
import type { CompetitionParticipantRow, CompetitionTeamRow } from '../../db/schema/competitions.js';
import type { UserRow } from '../../db/schema/users.js';
import { escapeLike } from './repository.js';

export interface ParticipantView {
  row: CompetitionParticipantRow;
  user: UserRow;
  eduTitle: string | null;
  groupName: string;
  teamName: string | null;
}

export interface ParticipantFilter {
  competitionId: number;
  /** Only participants of this college (`null` = competition accounts). */
  eduId?: number | null | undefined;
  keyword?: string | undefined;
  status?: string | undefined;
  groupId?: number | undefined;
  teamless?: boolean | undefined;
  ids?: number[] | undefined;
}

function participantWhere(filter: ParticipantFilter): SQL | undefined {
  const conditions: SQL[] = [eq(competitionParticipants.competitionId, filter.competitionId)];
  if (filter.eduId === null) conditions.push(isNull(users.eduId));
  else if (filter.eduId !== undefined) conditions.push(eq(users.eduId, filter.eduId));
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(users.username, like), ilike(users.name, like))!);
  }
  if (filter.status !== undefined) conditions.push(eq(competitionParticipants.status, filter.status));
  if (filter.groupId !== undefined) conditions.push(eq(competitionParticipants.groupId, filter.groupId));
  if (filter.teamless) conditions.push(isNull(competitionParticipants.teamId));
  if (filter.ids !== undefined) conditions.push(filter.ids.length === 0 ? sql`false` : inArray(competitionParticipants.id, filter.ids));
  return and(...conditions);
}

const participantColumns = {
  row: competitionParticipants,
  user: users,
  eduTitle: colleges.title,
  groupName: competitionGroups.name,
  teamName: competitionTeams.name,
};

function participantQuery(db: Db) {
  return db
    .select(participantColumns)
    .from(competitionParticipants)
    .innerJoin(users, eq(users.id, competitionParticipants.userId))
    .innerJoin(competitionGroups, eq(competitionGroups.id, competitionParticipants.groupId))
    .leftJoin(colleges, eq(colleges.id, users.eduId))
    .leftJoin(competitionTeams, eq(competitionTeams.id, competitionParticipants.teamId));
}

const asView = (r: { row: CompetitionParticipantRow; user: UserRow; eduTitle: string | null; groupName: string; teamName: string | null }): ParticipantView => r;

export async function listParticipants(db: Db, filter: ParticipantFilter, offset: number, limit: number): Promise<{ rows: ParticipantView[]; total: number }> {
  const where = participantWhere(filter);
  const [rows, totals] = await Promise.all([
    participantQuery(db).where(where).orderBy(asc(competitionParticipants.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(competitionParticipants).innerJoin(users, eq(users.id, competitionParticipants.userId)).where(where),
  ]);
  return { rows: rows.map(asView), total: totals[0]?.n ?? 0 };
}

export async function findParticipantViews(db: Db, filter: ParticipantFilter): Promise<ParticipantView[]> {
  return (await participantQuery(db).where(participantWhere(filter)).orderBy(asc(competitionParticipants.id))).map(asView);
}

export async function findRegistration(db: Db, competitionId: number, userId: number): Promise<CompetitionParticipantRow | null> {
  const rows = await db
    .select()
    .from(competitionParticipants)
    .where(and(eq(competitionParticipants.competitionId, competitionId), eq(competitionParticipants.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The caller's registrations in the given competitions. */
export async function registrationsOf(db: Db, userId: number, competitionIds?: number[]): Promise<CompetitionParticipantRow[]> {
  if (competitionIds !== undefined && competitionIds.length === 0) return [];
  return db
    .select()
    .from(competitionParticipants)
    .where(and(eq(competitionParticipants.userId, userId), competitionIds === undefined ? undefined : inArray(competitionParticipants.competitionId, competitionIds)));
}

export async function insertParticipant(db: Db, values: typeof competitionParticipants.$inferInsert): Promise<CompetitionParticipantRow> {
  const [row] = await db.insert(competitionParticipants).values(values).returning();
  return row!;
}

export async function updateParticipant(db: Db, id: number, values: Partial<typeof competitionParticipants.$inferInsert>): Promise<CompetitionParticipantRow> {
  const [row] = await db.update(competitionParticipants).set({ ...values, updatedAt: new Date() }).where(eq(competitionParticipants.id, id)).returning();
  return row!;
}

// teams

export interface TeamFilter {
  competitionId: number;
  eduId?: number | null | undefined;
  keyword?: string | undefined;
  groupId?: number | undefined;
  ids?: number[] | undefined;
}

function teamWhere(filter: TeamFilter): SQL | undefined {
  const conditions: SQL[] = [eq(competitionTeams.competitionId, filter.competitionId)];
  if (filter.eduId === null) conditions.push(isNull(competitionTeams.eduId));
  else if (filter.eduId !== undefined) conditions.push(eq(competitionTeams.eduId, filter.eduId));
  if (filter.keyword) conditions.push(ilike(competitionTeams.name, `%${escapeLike(filter.keyword)}%`));
  if (filter.groupId !== undefined) conditions.push(eq(competitionTeams.groupId, filter.groupId));
  if (filter.ids !== undefined) conditions.push(filter.ids.length === 0 ? sql`false` : inArray(competitionTeams.id, filter.ids));
  return and(...conditions);
}

export interface TeamRowView {
  row: CompetitionTeamRow;
  groupName: string;
  eduTitle: string | null;
}

export async function listTeams(db: Db, filter: TeamFilter, offset: number, limit: number): Promise<{ rows: TeamRowView[]; total: number }> {
  const where = teamWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({ row: competitionTeams, groupName: competitionGroups.name, eduTitle: colleges.title })
      .from(competitionTeams)
      .innerJoin(competitionGroups, eq(competitionGroups.id, competitionTeams.groupId))
      .leftJoin(colleges, eq(colleges.id, competitionTeams.eduId))
      .where(where)
      .orderBy(asc(competitionTeams.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(competitionTeams).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findTeam(db: Db, teamId: number): Promise<CompetitionTeamRow | null> {
  const rows = await db.select().from(competitionTeams).where(eq(competitionTeams.id, teamId)).limit(1);
  return rows[0] ?? null;
}

/** Lock a team row for the rest of the transaction (its size is checked before a member joins). */
export async function lockTeam(db: Db, teamId: number): Promise<CompetitionTeamRow | null> {
  const rows = await db.select().from(competitionTeams).where(eq(competitionTeams.id, teamId)).for('update');
  return rows[0] ?? null;
}

export async function findTeamByCode(db: Db, code: string): Promise<CompetitionTeamRow | null> {
  const rows = await db.select().from(competitionTeams).where(eq(competitionTeams.inviteCode, code)).limit(1);
  return rows[0] ?? null;
}

export async function teamNameTaken(db: Db, competitionId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: competitionTeams.id })
    .from(competitionTeams)
    .where(and(eq(competitionTeams.competitionId, competitionId), eq(competitionTeams.name, name), exceptId === undefined ? undefined : ne(competitionTeams.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function findTeamByName(db: Db, competitionId: number, name: string): Promise<CompetitionTeamRow | null> {
  const rows = await db.select().from(competitionTeams).where(and(eq(competitionTeams.competitionId, competitionId), eq(competitionTeams.name, name))).limit(1);
  return rows[0] ?? null;
}

export async function insertTeam(db: Db, values: typeof competitionTeams.$inferInsert): Promise<CompetitionTeamRow> {
  const [row] = await db.insert(competitionTeams).values(values).returning();
  return row!;
}

export async function updateTeam(db: Db, id: number, values: Partial<typeof competitionTeams.$inferInsert>): Promise<void> {
  await db.update(competitionTeams).set(values).where(eq(competitionTeams.id, id));
}

export async function deleteTeam(db: Db, id: number): Promise<void> {
  await db.update(competitionParticipants).set({ teamId: null, updatedAt: new Date() }).where(eq(competitionParticipants.teamId, id));
  await db.delete(competitionTeams).where(eq(competitionTeams.id, id));
}

/** Members of teams (every registration that names the team, whatever its status), oldest first. */
export async function teamMembers(db: Db, teamIds: number[]): Promise<Array<{ row: CompetitionParticipantRow; user: UserRow }>> {
  if (teamIds.length === 0) return [];
  return db
    .select({ row: competitionParticipants, user: users })
    .from(competitionParticipants)
    .innerJoin(users, eq(users.id, competitionParticipants.userId))
    .where(inArray(competitionParticipants.teamId, teamIds))
    .orderBy(asc(competitionParticipants.createdAt), asc(competitionParticipants.id));
}

export async function teamAdvisers(db: Db, teamIds: number[]): Promise<Array<{ teamId: number; user: UserRow }>> {
  if (teamIds.length === 0) return [];
  return db
    .select({ teamId: competitionTeamAdvisers.teamId, user: users })
    .from(competitionTeamAdvisers)
    .innerJoin(users, eq(users.id, competitionTeamAdvisers.userId))
    .where(inArray(competitionTeamAdvisers.teamId, teamIds))
    .orderBy(asc(users.id));
}

export async function setTeamAdvisers(db: Db, teamId: number, userIds: number[]): Promise<void> {
  await db.delete(competitionTeamAdvisers).where(eq(competitionTeamAdvisers.teamId, teamId));
  if (userIds.length > 0) await db.insert(competitionTeamAdvisers).values(userIds.map((userId) => ({ teamId, userId })));
}

/** Teams a teacher advises. */
export async function advisedTeamIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ teamId: competitionTeamAdvisers.teamId }).from(competitionTeamAdvisers).where(eq(competitionTeamAdvisers.userId, userId));
  return rows.map((r) => r.teamId);
}

export async function teamsByIds(db: Db, ids: number[]): Promise<TeamRowView[]> {
  if (ids.length === 0) return [];
  return db
    .select({ row: competitionTeams, groupName: competitionGroups.name, eduTitle: colleges.title })
    .from(competitionTeams)
    .innerJoin(competitionGroups, eq(competitionGroups.id, competitionTeams.groupId))
    .leftJoin(colleges, eq(colleges.id, competitionTeams.eduId))
    .where(inArray(competitionTeams.id, ids))
    .orderBy(asc(competitionTeams.id));
}

/** Whether a team has anything scored to lose (submissions or results): such a team is never deleted. */
export async function teamHasRecords(db: Db, teamId: number): Promise<boolean> {
  const [subs, results] = await Promise.all([
    db.select({ id: competitionSubmissions.id }).from(competitionSubmissions).where(eq(competitionSubmissions.teamId, teamId)).limit(1),
    db.select({ id: competitionResults.id }).from(competitionResults).where(eq(competitionResults.teamId, teamId)).limit(1),
  ]);
  return subs.length > 0 || results.length > 0;
}

export async function findUsers(db: Db, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(and(inArray(users.id, ids), isNull(users.deletedAt)));
}

/** Active teachers of a college (adviser candidates). */
export async function collegeTeachers(db: Db, eduId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.eduId, eduId), eq(users.role, 'edu_teacher'), eq(users.status, 1), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
}
