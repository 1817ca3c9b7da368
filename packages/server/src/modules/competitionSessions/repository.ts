// SQL of quiz sessions, results, advancement and the audit (issue 10). The only file of this module that speaks SQL.
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { CompetitionAuditAction } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import { colleges } from '../../db/schema/colleges.js';
import {
  competitionAudit,
  competitionGroups,
  competitionParticipants,
  competitionResults,
  competitionSessionEntries,
  competitionSessions,
  competitions,
  competitionTeams,
  type CompetitionResultRow,
  type CompetitionRow,
  type CompetitionSessionRow,
} from '../../db/schema/competitions.js';
import { examAttempts, exams, type ExamAttemptRow } from '../../db/schema/exams.js';
import { papers, type PaperRow } from '../../db/schema/questions.js';
import { users } from '../../db/schema/users.js';
import { bumpVersion } from '../competitionScoring/index.js';

export async function findCompetition(db: Db, id: number): Promise<CompetitionRow | null> {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id));
  return row ?? null;
}

export async function findSession(db: Db, id: number): Promise<CompetitionSessionRow | null> {
  const [row] = await db.select().from(competitionSessions).where(eq(competitionSessions.id, id));
  return row ?? null;
}

export async function sessionsOf(db: Db, competitionId: number): Promise<CompetitionSessionRow[]> {
  return db.select().from(competitionSessions).where(eq(competitionSessions.competitionId, competitionId)).orderBy(asc(competitionSessions.startAt), asc(competitionSessions.id));
}

/** The quiz session that owns an exam, if any. */
export async function sessionOfExam(db: Db, examId: number): Promise<CompetitionSessionRow | null> {
  const [row] = await db.select().from(competitionSessions).where(eq(competitionSessions.examId, examId));
  return row ?? null;
}

export async function setSessionExam(db: Db, sessionId: number, examId: number): Promise<void> {
  await db.update(competitionSessions).set({ examId, updatedAt: new Date() }).where(eq(competitionSessions.id, sessionId));
}

/** Marks the session published (the board's freeze is lifted); the scoring module raises its board version and announces it at commit. */
export async function markSessionPublished(db: Db, sessionId: number, at: Date): Promise<void> {
  await db.update(competitionSessions).set({ publishedAt: at, updatedAt: at }).where(eq(competitionSessions.id, sessionId));
  await bumpVersion(db, sessionId, 'publish', at);
}

export async function publishExam(db: Db, examId: number, at: Date): Promise<void> {
  await db.update(exams).set({ published: true, publishedAt: at, updatedAt: at }).where(eq(exams.id, examId));
}

export interface Registration {
  userId: number;
  teamId: number | null;
  groupId: number;
  status: string;
}

export async function registration(db: Db, competitionId: number, userId: number): Promise<Registration | null> {
  const [row] = await db
    .select({ userId: competitionParticipants.userId, teamId: competitionParticipants.teamId, groupId: competitionParticipants.groupId, status: competitionParticipants.status })
    .from(competitionParticipants)
    .where(and(eq(competitionParticipants.competitionId, competitionId), eq(competitionParticipants.userId, userId)));
  return row ?? null;
}

/** Accepted participants who belong to a team (every accepted participant of an individual competition has one). */
export async function acceptedMembers(db: Db, competitionId: number): Promise<Registration[]> {
  const rows = await db
    .select({ userId: competitionParticipants.userId, teamId: competitionParticipants.teamId, groupId: competitionParticipants.groupId, status: competitionParticipants.status })
    .from(competitionParticipants)
    .innerJoin(users, eq(users.id, competitionParticipants.userId))
    .where(and(eq(competitionParticipants.competitionId, competitionId), eq(competitionParticipants.status, 'accepted'), isNull(users.deletedAt)));
  return rows.filter((r) => r.teamId !== null);
}

/** Teams admitted to a session by advancement. */
export async function admittedTeams(db: Db, sessionId: number): Promise<number[]> {
  const rows = await db.select({ teamId: competitionSessionEntries.teamId }).from(competitionSessionEntries).where(eq(competitionSessionEntries.sessionId, sessionId));
  return rows.map((r) => r.teamId);
}

/** Replaces the teams a session admitted from `fromSessionId`. */
export async function setAdmitted(db: Db, sessionId: number, fromSessionId: number, teamIds: number[]): Promise<void> {
  await db.delete(competitionSessionEntries).where(and(eq(competitionSessionEntries.sessionId, sessionId), eq(competitionSessionEntries.fromSessionId, fromSessionId)));
  if (teamIds.length > 0) {
    await db
      .insert(competitionSessionEntries)
      .values(teamIds.map((teamId) => ({ sessionId, teamId, fromSessionId })))
      .onConflictDoNothing();
  }
}

export interface TeamInfo {
  id: number;
  name: string;
  groupId: number;
  eduId: number | null;
  eduTitle: string | null;
  members: string[];
}

export async function teamsOf(db: Db, competitionId: number): Promise<Map<number, TeamInfo>> {
  const rows = await db
    .select({ id: competitionTeams.id, name: competitionTeams.name, groupId: competitionTeams.groupId, eduId: competitionTeams.eduId, eduTitle: colleges.title })
    .from(competitionTeams)
    .leftJoin(colleges, eq(colleges.id, competitionTeams.eduId))
    .where(eq(competitionTeams.competitionId, competitionId))
    .orderBy(asc(competitionTeams.id));
  const out = new Map<number, TeamInfo>(rows.map((r) => [r.id, { ...r, members: [] }]));
  const members = await db
    .select({ teamId: competitionParticipants.teamId, name: users.name, username: users.username })
    .from(competitionParticipants)
    .innerJoin(users, eq(users.id, competitionParticipants.userId))
    .where(and(eq(competitionParticipants.competitionId, competitionId), eq(competitionParticipants.status, 'accepted')))
    .orderBy(asc(competitionParticipants.id));
  for (const m of members) if (m.teamId !== null) out.get(m.teamId)?.members.push(m.name === '' ? m.username : m.name);
  return out;
}

/** Submitted attempts of an exam (the latest per candidate wins; quiz exams allow one). */
export async function attemptsOfExam(db: Db, examId: number): Promise<ExamAttemptRow[]> {
  return db.select().from(examAttempts).where(eq(examAttempts.examId, examId)).orderBy(asc(examAttempts.userId), asc(examAttempts.attemptNo));
}

export async function resultsOf(db: Db, sessionId: number): Promise<CompetitionResultRow[]> {
  return db.select().from(competitionResults).where(eq(competitionResults.sessionId, sessionId)).orderBy(asc(competitionResults.id));
}

export async function resultsOfSessions(db: Db, sessionIds: number[]): Promise<CompetitionResultRow[]> {
  if (sessionIds.length === 0) return [];
  return db.select().from(competitionResults).where(inArray(competitionResults.sessionId, sessionIds));
}

export async function findResult(db: Db, id: number): Promise<CompetitionResultRow | null> {
  const [row] = await db.select().from(competitionResults).where(eq(competitionResults.id, id));
  return row ?? null;
}

/** A computed score, kept apart from the organizer's adjustment, award and advancement. */
export async function upsertScore(db: Db, row: { sessionId: number; teamId: number; groupId: number; score: number | null; reachedAt: Date | null }, at: Date): Promise<void> {
  await db
    .insert(competitionResults)
    .values({ ...row, updatedAt: at })
    .onConflictDoUpdate({ target: [competitionResults.sessionId, competitionResults.teamId], set: { score: row.score, reachedAt: row.reachedAt, groupId: row.groupId, updatedAt: at } });
}

export async function updateResult(
  db: Db,
  id: number,
  patch: Partial<Pick<CompetitionResultRow, 'rank' | 'adjustedScore' | 'adjustReason' | 'award' | 'advanced' | 'publishedAt' | 'groupId'>>,
): Promise<void> {
  await db.update(competitionResults).set(patch).where(eq(competitionResults.id, id));
}

export async function publishResults(db: Db, sessionId: number, at: Date): Promise<void> {
  await db.update(competitionResults).set({ publishedAt: at, updatedAt: at }).where(eq(competitionResults.sessionId, sessionId));
}

export async function insertAudit(db: Db, competitionId: number, actorId: number, action: CompetitionAuditAction, detail: Record<string, unknown>): Promise<void> {
  await db.insert(competitionAudit).values({ competitionId, actorId, action, detail });
}

/** Papers an organizer may use: the competition college's bank and the platform bank (platform competitions: the latter). */
export async function papersFor(db: Db, eduId: number | null): Promise<PaperRow[]> {
  const bank = eduId === null ? isNull(papers.eduId) : or(eq(papers.eduId, eduId), isNull(papers.eduId));
  return db.select().from(papers).where(and(bank, isNull(papers.deletedAt))).orderBy(asc(papers.id));
}

export async function findPaper(db: Db, id: number): Promise<PaperRow | null> {
  const [row] = await db.select().from(papers).where(and(eq(papers.id, id), isNull(papers.deletedAt)));
  return row ?? null;
}

export async function groupNames(db: Db, competitionId: number): Promise<Map<number, string>> {
  const rows = await db.select({ id: competitionGroups.id, name: competitionGroups.name }).from(competitionGroups).where(eq(competitionGroups.competitionId, competitionId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function collegeTitle(db: Db, eduId: number): Promise<string | null> {
  const [row] = await db.select({ title: colleges.title }).from(colleges).where(eq(colleges.id, eduId));
  return row?.title ?? null;
}
