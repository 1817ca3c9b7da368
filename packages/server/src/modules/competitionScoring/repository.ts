// SQL of the scoring engine: sessions and their viewers, the stored split, submissions (each scored by a job of the
// job queue), boards, snapshots and rank snapshots. The only file of this module that speaks SQL.
import type { BoardRow } from '@finedu/domain';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedMessage } from '../../errors.js';
import {

  competitionBoardSnapshots,
  competitionGroups,
  competitionParticipants,
  competitionRankSnapshots,
  competitions,
  competitionSessionEntries,
  competitionSessions,
  competitionSplitRows,
  competitionSplits,
  competitionSubmissions,
  competitionTeams,
  users,
  type CompetitionRow,
  type CompetitionSessionRow,
  type CompetitionSubmissionRow,
} from '../../db/schema/index.js';
import type { SplitRow } from './split.js';

/** The channel every change of a board is announced on (payload: a BoardEvent as JSON). */
export const BOARD_CHANNEL = 'finedu_board';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export interface SessionWithCompetition {
  session: CompetitionSessionRow;
  competition: CompetitionRow;
}

export async function findSession(db: Db, id: number): Promise<SessionWithCompetition | null> {
  const [row] = await db
    .select({ session: competitionSessions, competition: competitions })
    .from(competitionSessions)
    .innerJoin(competitions, eq(competitions.id, competitionSessions.competitionId))
    .where(eq(competitionSessions.id, id));
  return row ?? null;
}

export async function sessionVersion(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ version: competitionSessions.boardVersion }).from(competitionSessions).where(eq(competitionSessions.id, id));
  return row?.version ?? null;
}

/** The caller's accepted registration in a competition: their team and group. */
export async function acceptedEntry(db: Db, competitionId: number, userId: number): Promise<{ teamId: number | null; groupId: number } | null> {
  const [row] = await db
    .select({ teamId: competitionParticipants.teamId, groupId: competitionParticipants.groupId })
    .from(competitionParticipants)
    .where(and(eq(competitionParticipants.competitionId, competitionId), eq(competitionParticipants.userId, userId), eq(competitionParticipants.status, 'accepted')));
  return row ?? null;
}

/** Whether the team may take part in the session: admitted to it, or any team when the session admits everyone (no entries). */
export async function teamAdmitted(db: Db, sessionId: number, teamId: number): Promise<boolean> {
  const rows = await db
    .select({ teamId: competitionSessionEntries.teamId })
    .from(competitionSessionEntries)
    .where(eq(competitionSessionEntries.sessionId, sessionId))
    .limit(1);
  if (rows.length === 0) return true;
  const [own] = await db
    .select({ teamId: competitionSessionEntries.teamId })
    .from(competitionSessionEntries)
    .where(and(eq(competitionSessionEntries.sessionId, sessionId), eq(competitionSessionEntries.teamId, teamId)));
  return own !== undefined;
}

export async function teamCollege(db: Db, teamId: number): Promise<number | null> {
  const [row] = await db.select({ eduId: competitionTeams.eduId }).from(competitionTeams).where(eq(competitionTeams.id, teamId));
  return row?.eduId ?? null;
}

// ---- the split ---------------------------------------------------------------------------------------------------

export async function hasSplit(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db.select({ id: competitionSplits.sessionId }).from(competitionSplits).where(eq(competitionSplits.sessionId, sessionId));
  return row !== undefined;
}

/** Stores the split unless one exists (the first writer wins; a later call changes nothing). */
export async function storeSplit(
  db: Db,
  sessionId: number,
  made: { labelsFile: string; mode: string; seed: number; publicPercent: number },
  rows: readonly SplitRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(competitionSplits)
      .values({ sessionId, ...made, rows: rows.length, publicRows: rows.filter((r) => r.part === 'public').length })
      .onConflictDoNothing()
      .returning({ id: competitionSplits.sessionId });
    if (inserted.length === 0) return;
    for (let i = 0; i < rows.length; i += 1000) {
      await tx.insert(competitionSplitRows).values(rows.slice(i, i + 1000).map((r) => ({ sessionId, rowId: r.id, label: r.label, part: r.part })));
    }
  });
}

export async function splitRows(db: Db, sessionId: number): Promise<SplitRow[]> {
  const rows = await db
    .select({ id: competitionSplitRows.rowId, label: competitionSplitRows.label, part: competitionSplitRows.part })
    .from(competitionSplitRows)
    .where(eq(competitionSplitRows.sessionId, sessionId))
    .orderBy(asc(competitionSplitRows.rowId));
  return rows.map((r) => ({ id: r.id, label: r.label, part: r.part === 'public' ? 'public' : 'private' }));
}

// ---- submissions -------------------------------------------------------------------------------------------------

/**
 * Submissions that count against the scored limits: every accepted one (a refused file is `invalid` and never counts
 * here; refused files have a daily limit of their own, see reserveAttempt).
 */
const counted = ne(competitionSubmissions.status, 'invalid');

export interface Usage {
  today: number;
  total: number;
}

export async function usage(db: Db, sessionId: number, teamId: number, day: string): Promise<Usage> {
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${competitionSubmissions.dayKey} = ${day})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(competitionSubmissions)
    .where(and(eq(competitionSubmissions.sessionId, sessionId), eq(competitionSubmissions.teamId, teamId), counted));
  return { today: Number(row?.today ?? 0), total: Number(row?.total ?? 0) };
}

export interface NewSubmission {
  sessionId: number;
  teamId: number;
  userId: number;
  fileKey: string;
  filename: string;
  dayKey: string;
  createdAt: Date;
}

/** The error a submission holds while its file is being checked (left behind only by a process that died meanwhile). */
export const CHECKING = '校验未完成 / The file check did not finish';

export type AttemptRefusal = 'daily' | 'total' | 'refused';

/**
 * Reserves an attempt before its file is read: refused when the team has no scored submission left (daily or total)
 * or has sent `refusedDaily` refused files today. The reservation is an `invalid` row (it counts as a refused file
 * until acceptReserved turns it into a queued submission), written under the team's lock, so parallel submits of
 * one team never read more files than the limits allow.
 */
export async function reserveAttempt(
  db: Db,
  submission: NewSubmission,
  limits: { daily: number | null; total: number | null; refusedDaily: number },
): Promise<{ row: CompetitionSubmissionRow } | { refused: AttemptRefusal }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: competitionTeams.id }).from(competitionTeams).where(eq(competitionTeams.id, submission.teamId)).for('update');
    const used = await usage(tx, submission.sessionId, submission.teamId, submission.dayKey);
    if (limits.daily !== null && used.today >= limits.daily) return { refused: 'daily' as const };
    if (limits.total !== null && used.total >= limits.total) return { refused: 'total' as const };
    const [refused] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(competitionSubmissions)
      .where(
        and(
          eq(competitionSubmissions.sessionId, submission.sessionId),
          eq(competitionSubmissions.teamId, submission.teamId),
          eq(competitionSubmissions.dayKey, submission.dayKey),
          eq(competitionSubmissions.status, 'invalid'),
        ),
      );
    if (Number(refused?.n ?? 0) >= limits.refusedDaily) return { refused: 'refused' as const };
    const [row] = await tx.insert(competitionSubmissions).values({ ...submission, status: 'invalid', error: CHECKING }).returning();
    return { row: row! };
  });
}

/**
 * The reserved attempt's file passed: it becomes a queued submission within the limits (atomically), holding the
 * checked predictions for its scoring job, or stays refused.
 */
export async function acceptReserved(
  db: Db,
  reserved: CompetitionSubmissionRow,
  limits: { daily: number | null; total: number | null },
  predictions: number[],
): Promise<{ row: CompetitionSubmissionRow } | { refused: 'daily' | 'total' }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: competitionTeams.id }).from(competitionTeams).where(eq(competitionTeams.id, reserved.teamId)).for('update');
    const used = await usage(tx, reserved.sessionId, reserved.teamId, reserved.dayKey);
    if (limits.daily !== null && used.today >= limits.daily) return { refused: 'daily' as const };
    if (limits.total !== null && used.total >= limits.total) return { refused: 'total' as const };
    const [row] = await tx
      .update(competitionSubmissions)
      .set({ status: 'queued', error: null, predictions })
      .where(and(eq(competitionSubmissions.id, reserved.id), eq(competitionSubmissions.status, 'invalid')))
      .returning();
    return { row: row! };
  });
}

/** The reserved attempt's file was refused: why, kept in the team's history. */
export async function refuseReserved(db: Db, id: number, error: LocalizedMessage): Promise<void> {
  await db.update(competitionSubmissions).set({ error: error.zh, errorEn: error.en }).where(and(eq(competitionSubmissions.id, id), eq(competitionSubmissions.status, 'invalid')));
}

/** The check failed on the server's side (storage unreachable): the attempt is given back. */
export async function dropReserved(db: Db, id: number): Promise<void> {
  await db.delete(competitionSubmissions).where(and(eq(competitionSubmissions.id, id), eq(competitionSubmissions.status, 'invalid')));
}

export interface SubmissionView extends CompetitionSubmissionRow {
  userName: string;
  teamName: string;
  groupId: number;
}

const submissionView = {
  submission: competitionSubmissions,
  userName: users.name,
  teamName: competitionTeams.name,
  groupId: competitionTeams.groupId,
};

export async function teamSubmissions(db: Db, sessionId: number, teamId: number): Promise<SubmissionView[]> {
  const rows = await db
    .select(submissionView)
    .from(competitionSubmissions)
    .innerJoin(users, eq(users.id, competitionSubmissions.userId))
    .innerJoin(competitionTeams, eq(competitionTeams.id, competitionSubmissions.teamId))
    .where(and(eq(competitionSubmissions.sessionId, sessionId), eq(competitionSubmissions.teamId, teamId)))
    .orderBy(desc(competitionSubmissions.createdAt), desc(competitionSubmissions.id));
  return rows.map((r) => ({ ...r.submission, userName: r.userName, teamName: r.teamName, groupId: r.groupId }));
}

export interface SubmissionFilter {
  groupId?: number | undefined;
  teamId?: number | undefined;
  status?: string | undefined;
  /** College staff in a platform competition: only teams of this college. */
  eduId?: number | undefined;
}

export async function sessionSubmissions(db: Db, sessionId: number, filter: SubmissionFilter, page: number, pageSize: number): Promise<{ rows: SubmissionView[]; total: number }> {
  const where: SQL[] = [eq(competitionSubmissions.sessionId, sessionId)];
  if (filter.groupId !== undefined) where.push(eq(competitionTeams.groupId, filter.groupId));
  if (filter.teamId !== undefined) where.push(eq(competitionSubmissions.teamId, filter.teamId));
  if (filter.status !== undefined) where.push(eq(competitionSubmissions.status, filter.status));
  if (filter.eduId !== undefined) where.push(eq(competitionTeams.eduId, filter.eduId));
  const condition = and(...where);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(competitionSubmissions)
    .innerJoin(competitionTeams, eq(competitionTeams.id, competitionSubmissions.teamId))
    .where(condition);
  const rows = await db
    .select(submissionView)
    .from(competitionSubmissions)
    .innerJoin(users, eq(users.id, competitionSubmissions.userId))
    .innerJoin(competitionTeams, eq(competitionTeams.id, competitionSubmissions.teamId))
    .where(condition)
    .orderBy(desc(competitionSubmissions.createdAt), desc(competitionSubmissions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows.map((r) => ({ ...r.submission, userName: r.userName, teamName: r.teamName, groupId: r.groupId })), total: Number(count?.n ?? 0) };
}

/** Marks exactly `ids` (scored submissions of the team) as its final selection. */
export async function setFinals(db: Db, sessionId: number, teamId: number, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: competitionTeams.id }).from(competitionTeams).where(eq(competitionTeams.id, teamId)).for('update');
    const own = ids.length === 0 ? [] : await tx
      .select({ id: competitionSubmissions.id })
      .from(competitionSubmissions)
      .where(and(eq(competitionSubmissions.sessionId, sessionId), eq(competitionSubmissions.teamId, teamId), eq(competitionSubmissions.status, 'scored'), inArray(competitionSubmissions.id, ids)));
    if (own.length !== ids.length) return -1;
    await tx
      .update(competitionSubmissions)
      .set({ selected: sql`${competitionSubmissions.id} in (${ids.length === 0 ? sql`null` : sql.join(ids.map((id) => sql`${id}`), sql`, `)})` })
      .where(and(eq(competitionSubmissions.sessionId, sessionId), eq(competitionSubmissions.teamId, teamId)));
    return own.length;
  });
}

// ---- scoring: one job of the job queue per accepted submission (worker.ts) ----------------------------------------

/** What a scoring job works on: a submission not yet scored, with the predictions checked at submit. */
export interface ToScore {
  id: number;
  sessionId: number;
  fileKey: string;
  /** In the order of the session's split rows; null for a submission accepted before they were stored. */
  predictions: number[] | null;
  attempts: number;
}

/** A submission still to be scored (queued, or being scored by a job that died) is marked as being scored now. */
const unscored = inArray(competitionSubmissions.status, ['queued', 'scoring']);

/** Marks the submission as being scored by a job (one more attempt); null when it is scored or failed already. */
export async function startScoring(db: Db, id: number): Promise<ToScore | null> {
  const [row] = await db
    .update(competitionSubmissions)
    .set({ status: 'scoring', attempts: sql`${competitionSubmissions.attempts} + 1` })
    .where(and(eq(competitionSubmissions.id, id), unscored))
    .returning({
      id: competitionSubmissions.id,
      sessionId: competitionSubmissions.sessionId,
      fileKey: competitionSubmissions.fileKey,
      predictions: competitionSubmissions.predictions,
      attempts: competitionSubmissions.attempts,
    });
  return row === undefined ? null : { ...row, predictions: row.predictions ?? null };
}

/** Accepted submissions not yet scored, oldest first (sent again as jobs when an instance starts). */
export async function unscoredSubmissions(db: Db, limit = 1000): Promise<number[]> {
  const rows = await db.select({ id: competitionSubmissions.id }).from(competitionSubmissions).where(unscored).orderBy(asc(competitionSubmissions.id)).limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Writes the scores once: only while the submission is still unscored (its row lock orders two writers), so a
 * second job of the same submission, or a job taken over from an instance that came back, changes nothing. In the
 * same transaction the session's board version goes up and the change is announced (delivered at commit). Answers
 * the new version, or null.
 */
export async function writeScore(db: Db, id: number, scores: { public: number; private: number }, now: Date): Promise<{ sessionId: number; version: number } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(competitionSubmissions)
      .set({ status: 'scored', publicScore: scores.public, privateScore: scores.private, scoredAt: now, error: null, predictions: null, writes: sql`${competitionSubmissions.writes} + 1` })
      .where(and(eq(competitionSubmissions.id, id), unscored))
      .returning({ sessionId: competitionSubmissions.sessionId });
    if (row === undefined) return null;
    const version = await bumpVersion(tx, row.sessionId, 'score', now);
    return { sessionId: row.sessionId, version };
  });
}

/** A scoring that cannot succeed: stored with why (never ranked), unless the submission was scored meanwhile. */
export async function writeFailure(db: Db, id: number, error: LocalizedMessage, now: Date): Promise<boolean> {
  const rows = await db
    .update(competitionSubmissions)
    .set({ status: 'failed', error: error.zh, errorEn: error.en, scoredAt: now, predictions: null })
    .where(and(eq(competitionSubmissions.id, id), unscored))
    .returning({ id: competitionSubmissions.id });
  return rows.length > 0;
}

/** Raises the session's board version and announces the change (at commit) to every instance. */
export async function bumpVersion(db: Db, sessionId: number, reason: 'score' | 'freeze' | 'publish' | 'adjust' | 'reset' | 'snapshot', now: Date): Promise<number> {
  const [session] = await db
    .update(competitionSessions)
    .set({ boardVersion: sql`${competitionSessions.boardVersion} + 1` })
    .where(eq(competitionSessions.id, sessionId))
    .returning({ version: competitionSessions.boardVersion });
  const version = session?.version ?? 0;
  const event = JSON.stringify({ session_id: sessionId, version, reason, at: now.toISOString() });
  await db.execute(sql`select pg_notify(${BOARD_CHANNEL}, ${event})`);
  return version;
}

// ---- boards ------------------------------------------------------------------------------------------------------

export interface GroupRow {
  id: number;
  name: string;
}

export async function groupsOf(db: Db, competitionId: number): Promise<GroupRow[]> {
  return db
    .select({ id: competitionGroups.id, name: competitionGroups.name })
    .from(competitionGroups)
    .where(eq(competitionGroups.competitionId, competitionId))
    .orderBy(asc(competitionGroups.sort), asc(competitionGroups.id));
}

export interface EntryRow {
  id: number;
  name: string;
  groupId: number;
  college: string | null;
  members: string[];
}

/**
 * The entries of a session in one group: the teams admitted to it (every team with an accepted member when the
 * session has no admission list), with their accepted members' names and their college.
 */
export async function entries(db: Db, sessionId: number, competitionId: number, groupId: number): Promise<EntryRow[]> {
  const result = await db.execute<{ id: number; name: string; group_id: number; college: string | null; members: string[] | null }>(sql`
    select t.id, t.name, t.group_id, c.title as college,
      array_remove(array_agg(u.name order by u.id), null) as members
    from competition_teams t
    left join colleges c on c.id = t.edu_id
    join competition_participants p on p.team_id = t.id and p.status = 'accepted'
    left join users u on u.id = p.user_id
    where t.competition_id = ${competitionId} and t.group_id = ${groupId}
      and (not exists (select 1 from competition_session_entries e where e.session_id = ${sessionId})
        or exists (select 1 from competition_session_entries e where e.session_id = ${sessionId} and e.team_id = t.id))
    group by t.id, c.title`);
  return rowsOf<{ id: number; name: string; group_id: number; college: string | null; members: string[] | null }>(result).map((r) => ({
    id: Number(r.id),
    name: r.name,
    groupId: Number(r.group_id),
    college: r.college,
    members: r.members ?? [],
  }));
}

export interface AttemptRow {
  id: number;
  teamId: number;
  publicScore: number | null;
  privateScore: number | null;
  selected: boolean;
  createdAt: Date;
  scoredAt: Date | null;
}

/** Scored submissions of the group's teams; `until`: only those accepted and scored by then (the freeze). */
export async function scoredAttempts(db: Db, sessionId: number, groupId: number, until: Date | null): Promise<AttemptRow[]> {
  const where: SQL[] = [eq(competitionSubmissions.sessionId, sessionId), eq(competitionSubmissions.status, 'scored'), eq(competitionTeams.groupId, groupId)];
  if (until !== null) where.push(lte(competitionSubmissions.createdAt, until), lte(competitionSubmissions.scoredAt, until));
  return db
    .select({
      id: competitionSubmissions.id,
      teamId: competitionSubmissions.teamId,
      publicScore: competitionSubmissions.publicScore,
      privateScore: competitionSubmissions.privateScore,
      selected: competitionSubmissions.selected,
      createdAt: competitionSubmissions.createdAt,
      scoredAt: competitionSubmissions.scoredAt,
    })
    .from(competitionSubmissions)
    .innerJoin(competitionTeams, eq(competitionTeams.id, competitionSubmissions.teamId))
    .where(and(...where));
}

export async function findSnapshot(db: Db, sessionId: number, groupId: number, kind: 'freeze' | 'publish' | 'periodic'): Promise<{ rows: BoardRow[]; version: number; takenAt: Date } | null> {
  const [row] = await db
    .select({ rows: competitionBoardSnapshots.rows, version: competitionBoardSnapshots.version, takenAt: competitionBoardSnapshots.takenAt })
    .from(competitionBoardSnapshots)
    .where(and(eq(competitionBoardSnapshots.sessionId, sessionId), eq(competitionBoardSnapshots.groupId, groupId), eq(competitionBoardSnapshots.kind, kind)))
    .orderBy(desc(competitionBoardSnapshots.takenAt), desc(competitionBoardSnapshots.id))
    .limit(1);
  return row ?? null;
}

/** Stores the freeze snapshot unless one exists (taken once, never recomputed). Answers whether this call stored it. */
export async function storeSnapshotOnce(db: Db, sessionId: number, groupId: number, kind: 'freeze' | 'publish', rows: BoardRow[], version: number, takenAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(competitionBoardSnapshots)
    .values({ sessionId, groupId, kind, rows, version, takenAt })
    .onConflictDoNothing()
    .returning({ id: competitionBoardSnapshots.id });
  return inserted.length > 0;
}

/** Sessions whose freeze time has passed (not yet published) without a freeze snapshot of every group. */
export async function sessionsToFreeze(db: Db, now: Date): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select s.id from competition_sessions s
    where s.kind = 'modelling' and s.freeze_at is not null and s.freeze_at <= ${now.toISOString()}::timestamptz and s.published_at is null
      and exists (select 1 from competition_groups g where g.competition_id = s.competition_id and not exists (
        select 1 from competition_board_snapshots b where b.session_id = s.id and b.group_id = g.id and b.kind = 'freeze'))
    limit 50`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}


// ---- rank snapshots (the rank-change arrows) ----------------------------------------------------------------------

/** Data-modelling sessions running at `now` (started, not ended, results not published): their live boards are snapshotted. */
export async function runningModellingSessions(db: Db, now: Date): Promise<CompetitionSessionRow[]> {
  return db
    .select()
    .from(competitionSessions)
    .where(and(eq(competitionSessions.kind, 'modelling'), lte(competitionSessions.startAt, now), gt(competitionSessions.endAt, now), isNull(competitionSessions.publishedAt)));
}

/** When the newest rank snapshot of a board was taken, or null. */
export async function latestRankSnapshotAt(db: Db, sessionId: number, groupId: number): Promise<Date | null> {
  const [row] = await db
    .select({ takenAt: competitionRankSnapshots.takenAt })
    .from(competitionRankSnapshots)
    .where(and(eq(competitionRankSnapshots.sessionId, sessionId), eq(competitionRankSnapshots.groupId, groupId)))
    .orderBy(desc(competitionRankSnapshots.takenAt))
    .limit(1);
  return row?.takenAt ?? null;
}

export async function insertRankSnapshot(db: Db, sessionId: number, groupId: number, takenAt: Date, ranks: Record<string, number>): Promise<void> {
  await db.insert(competitionRankSnapshots).values({ sessionId, groupId, takenAt, ranks });
}

/**
 * The snapshot the arrows compare with: the newest taken at or before `oldEnough`, else the newest taken before
 * or at `now` (a board whose snapshots are all recent still shows changes since the first one).
 */
export async function referenceRankSnapshot(db: Db, sessionId: number, groupId: number, now: Date, oldEnough: Date): Promise<{ id: number; ranks: Record<string, number> } | null> {
  const [row] = await db
    .select({ id: competitionRankSnapshots.id, ranks: competitionRankSnapshots.ranks })
    .from(competitionRankSnapshots)
    .where(and(eq(competitionRankSnapshots.sessionId, sessionId), eq(competitionRankSnapshots.groupId, groupId), lte(competitionRankSnapshots.takenAt, now)))
    .orderBy(sql`${competitionRankSnapshots.takenAt} <= ${oldEnough.toISOString()}::timestamptz desc`, desc(competitionRankSnapshots.takenAt), desc(competitionRankSnapshots.id))
    .limit(1);
  return row ?? null;
}

/** Drops the snapshots taken before `before`, except the latest of each board. Answers how many went. */
export async function pruneRankSnapshots(db: Db, before: Date): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    delete from competition_rank_snapshots s
    where s.taken_at < ${before.toISOString()}::timestamptz
      and exists (select 1 from competition_rank_snapshots n
        where n.session_id = s.session_id and n.group_id = s.group_id and (n.taken_at > s.taken_at or (n.taken_at = s.taken_at and n.id > s.id)))
    returning s.id`);
  return rowsOf<{ id: number }>(result).length;
}
