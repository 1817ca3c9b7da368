// SQL of competitions, their groups, sessions and audit trail (the roster's SQL is in rosterRepository.ts).
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CompetitionAuditAction } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import {
  colleges,
  competitionAudit,
  competitionGroups,
  competitionParticipants,
  competitionSessionEntries,
  competitionSessions,
  competitionTeams,
  competitions,
  users,
} from '../../db/schema/index.js';
import type { CompetitionGroupRow, CompetitionRow, CompetitionSessionRow, NewCompetitionSessionRow } from '../../db/schema/competitions.js';

export type NewCompetitionRow = typeof competitions.$inferInsert;

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface CompetitionCounts {
  groups: number;
  participants: number;
  pending: number;
  teams: number;
  sessions: number;
}

export interface CompetitionWithCollege {
  row: CompetitionRow;
  eduTitle: string | null;
}

/** Which competitions a list shows: any of these owners (`null` = platform), or every one. */
export interface CompetitionFilter {
  owners: 'all' | { platform: boolean; eduIds: number[] };
  keyword?: string | undefined;
  status?: string | undefined;
  /** Only these statuses (e.g. not drafts). */
  statuses?: readonly string[] | undefined;
  /** Leave out platform competitions still in draft (college staff never read those). */
  noPlatformDrafts?: boolean | undefined;
  /** Only those this user registered in. */
  registeredUser?: number | undefined;
  /** Only those listed for this user: open to everyone (not invited-only, not archived), or registered in. */
  listedFor?: number | undefined;
  /** Only those marked public. */
  publicOnly?: boolean | undefined;
}

const registered = (userId: number) =>
  sql`exists (select 1 from ${competitionParticipants} p where p.competition_id = ${competitions.id} and p.user_id = ${userId})`;

function whereOf(filter: CompetitionFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.owners !== 'all') {
    const owned: SQL[] = [];
    if (filter.owners.platform) owned.push(isNull(competitions.eduId));
    if (filter.owners.eduIds.length > 0) owned.push(inArray(competitions.eduId, filter.owners.eduIds));
    conditions.push(owned.length === 0 ? sql`false` : or(...owned)!);
  }
  if (filter.keyword) conditions.push(ilike(competitions.title, `%${escapeLike(filter.keyword)}%`));
  if (filter.status !== undefined) conditions.push(eq(competitions.status, filter.status));
  if (filter.statuses !== undefined) conditions.push(inArray(competitions.status, [...filter.statuses]));
  if (filter.noPlatformDrafts) conditions.push(sql`not (${competitions.eduId} is null and ${competitions.status} = 'draft')`);
  if (filter.registeredUser !== undefined) conditions.push(registered(filter.registeredUser));
  if (filter.listedFor !== undefined)
    conditions.push(or(and(sql`${competitions.visibility} <> 'invited'`, sql`${competitions.status} <> 'archived'`), registered(filter.listedFor))!);
  if (filter.publicOnly) conditions.push(eq(competitions.visibility, 'public'));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listCompetitions(db: Db, filter: CompetitionFilter, offset: number, limit: number): Promise<{ rows: CompetitionWithCollege[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({ row: competitions, eduTitle: colleges.title })
      .from(competitions)
      .leftJoin(colleges, eq(colleges.id, competitions.eduId))
      .where(where)
      .orderBy(desc(competitions.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(competitions).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findCompetition(db: Db, id: number): Promise<CompetitionWithCollege | null> {
  const rows = await db
    .select({ row: competitions, eduTitle: colleges.title })
    .from(competitions)
    .leftJoin(colleges, eq(colleges.id, competitions.eduId))
    .where(eq(competitions.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Lock a competition row for the rest of the transaction (status moves, roster changes). */
export async function lockCompetition(db: Db, id: number): Promise<CompetitionRow | null> {
  const rows = await db.select().from(competitions).where(eq(competitions.id, id)).for('update');
  return rows[0] ?? null;
}

export async function insertCompetition(db: Db, values: NewCompetitionRow): Promise<CompetitionRow> {
  const [row] = await db.insert(competitions).values(values).returning();
  return row!;
}

export async function updateCompetition(db: Db, id: number, values: Partial<NewCompetitionRow>): Promise<void> {
  await db.update(competitions).set({ ...values, updatedAt: new Date() }).where(eq(competitions.id, id));
}

export async function deleteCompetition(db: Db, id: number): Promise<void> {
  await db.delete(competitions).where(eq(competitions.id, id));
}

/**
 * Counts per competition. `eduId` narrows participants and teams to one college's (college staff reading a
 * platform competition see only their own students).
 */
export async function competitionCounts(db: Db, ids: number[], eduId?: number): Promise<Map<number, CompetitionCounts>> {
  const out = new Map<number, CompetitionCounts>(ids.map((id) => [id, { groups: 0, participants: 0, pending: 0, teams: 0, sessions: 0 }]));
  if (ids.length === 0) return out;
  const participantScope = eduId === undefined ? undefined : eq(users.eduId, eduId);
  const [groups, participants, teams, sessions] = await Promise.all([
    db.select({ id: competitionGroups.competitionId, n: count() }).from(competitionGroups).where(inArray(competitionGroups.competitionId, ids)).groupBy(competitionGroups.competitionId),
    db
      .select({ id: competitionParticipants.competitionId, status: competitionParticipants.status, n: count() })
      .from(competitionParticipants)
      .innerJoin(users, eq(users.id, competitionParticipants.userId))
      .where(and(inArray(competitionParticipants.competitionId, ids), participantScope))
      .groupBy(competitionParticipants.competitionId, competitionParticipants.status),
    db
      .select({ id: competitionTeams.competitionId, n: count() })
      .from(competitionTeams)
      .where(and(inArray(competitionTeams.competitionId, ids), eduId === undefined ? undefined : eq(competitionTeams.eduId, eduId)))
      .groupBy(competitionTeams.competitionId),
    db.select({ id: competitionSessions.competitionId, n: count() }).from(competitionSessions).where(inArray(competitionSessions.competitionId, ids)).groupBy(competitionSessions.competitionId),
  ]);
  for (const g of groups) out.get(g.id)!.groups = g.n;
  for (const p of participants) {
    const counts = out.get(p.id)!;
    if (p.status !== 'withdrawn' && p.status !== 'rejected') counts.participants += p.n;
    if (p.status === 'pending') counts.pending += p.n;
  }
  for (const t of teams) out.get(t.id)!.teams = t.n;
  for (const s of sessions) out.get(s.id)!.sessions = s.n;
  return out;
}

// groups

export interface GroupWithCounts {
  row: CompetitionGroupRow;
  participants: number;
  teams: number;
}

export async function listGroups(db: Db, competitionId: number, eduId?: number): Promise<GroupWithCounts[]> {
  const rows = await db.select().from(competitionGroups).where(eq(competitionGroups.competitionId, competitionId)).orderBy(asc(competitionGroups.sort), asc(competitionGroups.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [participants, teams] = await Promise.all([
    db
      .select({ id: competitionParticipants.groupId, n: count() })
      .from(competitionParticipants)
      .innerJoin(users, eq(users.id, competitionParticipants.userId))
      .where(and(inArray(competitionParticipants.groupId, ids), inArray(competitionParticipants.status, ['pending', 'accepted', 'suspended']), eduId === undefined ? undefined : eq(users.eduId, eduId)))
      .groupBy(competitionParticipants.groupId),
    db
      .select({ id: competitionTeams.groupId, n: count() })
      .from(competitionTeams)
      .where(and(inArray(competitionTeams.groupId, ids), eduId === undefined ? undefined : eq(competitionTeams.eduId, eduId)))
      .groupBy(competitionTeams.groupId),
  ]);
  const p = new Map(participants.map((r) => [r.id, r.n]));
  const t = new Map(teams.map((r) => [r.id, r.n]));
  return rows.map((row) => ({ row, participants: p.get(row.id) ?? 0, teams: t.get(row.id) ?? 0 }));
}

export async function findGroup(db: Db, competitionId: number, groupId: number): Promise<CompetitionGroupRow | null> {
  const rows = await db.select().from(competitionGroups).where(and(eq(competitionGroups.id, groupId), eq(competitionGroups.competitionId, competitionId))).limit(1);
  return rows[0] ?? null;
}

export async function findGroupByName(db: Db, competitionId: number, name: string): Promise<CompetitionGroupRow | null> {
  const rows = await db.select().from(competitionGroups).where(and(eq(competitionGroups.competitionId, competitionId), eq(competitionGroups.name, name))).limit(1);
  return rows[0] ?? null;
}

export async function findGroupByCode(db: Db, code: string): Promise<CompetitionGroupRow | null> {
  const rows = await db.select().from(competitionGroups).where(eq(competitionGroups.inviteCode, code)).limit(1);
  return rows[0] ?? null;
}

export async function insertGroup(db: Db, values: typeof competitionGroups.$inferInsert): Promise<CompetitionGroupRow> {
  const [row] = await db.insert(competitionGroups).values(values).returning();
  return row!;
}

export async function updateGroup(db: Db, id: number, values: Partial<typeof competitionGroups.$inferInsert>): Promise<void> {
  await db.update(competitionGroups).set(values).where(eq(competitionGroups.id, id));
}

export async function deleteGroup(db: Db, id: number): Promise<void> {
  await db.delete(competitionGroups).where(eq(competitionGroups.id, id));
}

/** Whether an invite code is used by any group or team (codes are looked up across both). */
export async function inviteCodeTaken(db: Db, code: string): Promise<boolean> {
  const [group, team] = await Promise.all([
    db.select({ id: competitionGroups.id }).from(competitionGroups).where(eq(competitionGroups.inviteCode, code)).limit(1),
    db.select({ id: competitionTeams.id }).from(competitionTeams).where(eq(competitionTeams.inviteCode, code)).limit(1),
  ]);
  return group.length > 0 || team.length > 0;
}

/** Registrations of a group, whatever their status (a group with any cannot be deleted). */
export async function groupRegistrations(db: Db, groupId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(competitionParticipants).where(eq(competitionParticipants.groupId, groupId));
  return row?.n ?? 0;
}

// sessions

export async function listSessions(db: Db, competitionIds: number[]): Promise<CompetitionSessionRow[]> {
  if (competitionIds.length === 0) return [];
  return db
    .select()
    .from(competitionSessions)
    .where(inArray(competitionSessions.competitionId, competitionIds))
    .orderBy(asc(competitionSessions.startAt), asc(competitionSessions.id));
}

export async function findSession(db: Db, competitionId: number, sessionId: number): Promise<CompetitionSessionRow | null> {
  const rows = await db.select().from(competitionSessions).where(and(eq(competitionSessions.id, sessionId), eq(competitionSessions.competitionId, competitionId))).limit(1);
  return rows[0] ?? null;
}

export async function insertSession(db: Db, values: NewCompetitionSessionRow): Promise<CompetitionSessionRow> {
  const [row] = await db.insert(competitionSessions).values(values).returning();
  return row!;
}

export async function updateSession(db: Db, id: number, values: Partial<NewCompetitionSessionRow>): Promise<CompetitionSessionRow> {
  const [row] = await db.update(competitionSessions).set({ ...values, updatedAt: new Date() }).where(eq(competitionSessions.id, id)).returning();
  return row!;
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.delete(competitionSessions).where(eq(competitionSessions.id, id));
}

/** Teams admitted to sessions by advancement (a session with none admits every accepted team). */
export async function admittedTeams(db: Db, sessionIds: number[]): Promise<Array<{ sessionId: number; teamId: number }>> {
  if (sessionIds.length === 0) return [];
  return db
    .select({ sessionId: competitionSessionEntries.sessionId, teamId: competitionSessionEntries.teamId })
    .from(competitionSessionEntries)
    .where(inArray(competitionSessionEntries.sessionId, sessionIds));
}

// audit

export async function insertAudit(db: Db, competitionId: number, actorId: number | null, action: CompetitionAuditAction, detail: Record<string, unknown>): Promise<void> {
  await db.insert(competitionAudit).values({ competitionId, actorId, action, detail });
}

/** Entries about the whole competition, which every reader of it may see (its schedule, its sessions, its results). */
export const COMPETITION_WIDE_AUDIT_ACTIONS = ['status.change', 'competition.publish', 'session_paper', 'results_compute', 'results_publish', 'advance'] as const satisfies readonly CompetitionAuditAction[];

/**
 * A reader's share of the trail (college staff of a platform competition, a team's advisers among them): the
 * competition-wide entries, and the entries about a team of their own college (its changes, its advisers, its
 * adjusted results). Another college's teams, registrations and accounts stay out.
 */
function readerAudit(eduId: number): SQL {
  return or(
    inArray(competitionAudit.action, [...COMPETITION_WIDE_AUDIT_ACTIONS]),
    sql`exists (select 1 from ${competitionTeams} where ${competitionTeams.competitionId} = ${competitionAudit.competitionId} and ${competitionTeams.eduId} = ${eduId}
      and ${competitionTeams.id}::text in (${competitionAudit.detail}->>'team_id', ${competitionAudit.detail}->>'to_team_id', ${competitionAudit.detail}->>'from_team_id', ${competitionAudit.detail}->>'into_team_id'))`,
  )!;
}

/** A page of the trail, newest first; `readerEduId` narrows it to a reader's share (readerAudit). */
export async function listAudit(db: Db, competitionId: number, action: string | undefined, offset: number, limit: number, readerEduId?: number) {
  const where = and(
    eq(competitionAudit.competitionId, competitionId),
    action === undefined ? undefined : eq(competitionAudit.action, action),
    readerEduId === undefined ? undefined : readerAudit(readerEduId),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ row: competitionAudit, actorName: users.name })
      .from(competitionAudit)
      .leftJoin(users, eq(users.id, competitionAudit.actorId))
      .where(where)
      .orderBy(desc(competitionAudit.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(competitionAudit).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
