// The grade tab (issue 10): results per session (one per entry, i.e. team) and overall, ranked by the domain's
// ranking rules per group; adjustments with a reason (audited), the 复核 list, publishing, and the own results.
// A quiz session's scores come from its exam's grades; a data-modelling session's from the rows the scoring module
// writes into competition_results (read here, never computed).
import { rankEntries, roundScore, type CompetitionResult, type OverallResult, type ResultAdjust, type ScoreDirection } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { CompetitionResultRow, CompetitionRow, CompetitionSessionRow } from '../../db/schema/competitions.js';
import type { ExamAttemptRow } from '../../db/schema/exams.js';
import { badRequest, notFound } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import { closeIfOverdue, type ClosingDeps } from '../exams/index.js';
import { manageable, readable, sessionOf } from './access.js';
import { STAGE_ORDER, sessionCandidates } from './candidates.js';
import * as repo from './repository.js';
import type { TeamInfo } from './repository.js';

const resultNotFound = () => notFound('成绩不存在', 'Result not found');
export const finalScore = (r: Pick<CompetitionResultRow, 'score' | 'adjustedScore'>): number | null => r.adjustedScore ?? r.score;

/** One entry's result with its team, as the grade tab shows it. */
export function toResult(row: CompetitionResultRow, team: TeamInfo | undefined): CompetitionResult {
  return {
    id: row.id,
    session_id: row.sessionId,
    team_id: row.teamId,
    team_name: team?.name ?? '',
    members: team?.members ?? [],
    edu_title: team?.eduTitle ?? null,
    group_id: row.groupId,
    score: row.score,
    adjusted_score: row.adjustedScore,
    adjust_reason: row.adjustReason,
    final_score: finalScore(row),
    reached_at: row.reachedAt?.toISOString() ?? null,
    rank: row.rank,
    award: row.award,
    advanced: row.advanced,
    published: row.publishedAt !== null,
  };
}

/** Board order: by group, then rank (unranked last, by team). */
export function boardOrder(a: CompetitionResult, b: CompetitionResult): number {
  return (a.group_id ?? 0) - (b.group_id ?? 0) || (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || a.team_id - b.team_id;
}

/**
 * A quiz team's score: the mean of its members' exam scores, a member who did not sit counting 0 (every member sits;
 * one strong member cannot carry a team); reached when its last member submitted. An individual's is their own.
 * Null when nobody of the team submitted.
 */
export function quizTeamScore(memberIds: number[], attempts: Map<number, ExamAttemptRow>): { score: number | null; reachedAt: Date | null } {
  const sat = memberIds.map((id) => attempts.get(id)).filter((a): a is ExamAttemptRow => a !== undefined);
  if (sat.length === 0 || memberIds.length === 0) return { score: null, reachedAt: null };
  const total = sat.reduce((sum, a) => sum + (a.score ?? 0), 0);
  const reachedAt = new Date(Math.max(...sat.map((a) => (a.submittedAt ?? a.startedAt).getTime())));
  return { score: roundScore(total / memberIds.length), reachedAt };
}

/** Ranks a session's results per group by their final score (the adjusted one, else the score) and stores the ranks. */
export async function rankSession(db: Db, session: CompetitionSessionRow): Promise<void> {
  const rows = await repo.resultsOf(db, session.id);
  const groups = new Map<number | null, CompetitionResultRow[]>();
  for (const r of rows) groups.set(r.groupId, [...(groups.get(r.groupId) ?? []), r]);
  for (const list of groups.values()) {
    const ranked = rankEntries(
      list.map((r) => ({ entry_id: r.teamId, score: finalScore(r), reached_at: r.reachedAt, row: r })),
      session.direction as ScoreDirection,
    );
    for (const e of ranked) if (e.row.rank !== e.rank) await repo.updateResult(db, e.row.id, { rank: e.rank });
  }
}

/** Writes each admitted team's quiz score from its members' submitted, fully marked attempts (latest per member). */
export async function storeQuizScores(db: Db, session: CompetitionSessionRow, attempts: ExamAttemptRow[], now: Date): Promise<void> {
  const latest = new Map<number, ExamAttemptRow>();
  for (const a of attempts) if (a.status === 'submitted') latest.set(a.userId, a);
  const teams = new Map<number, { groupId: number; members: number[] }>();
  for (const c of await sessionCandidates(db, session)) {
    const team = teams.get(c.teamId) ?? { groupId: c.groupId, members: [] };
    team.members.push(c.userId);
    teams.set(c.teamId, team);
  }
  for (const [teamId, team] of teams) {
    const { score, reachedAt } = quizTeamScore(team.members, latest);
    await repo.upsertScore(db, { sessionId: session.id, teamId, groupId: team.groupId, score, reachedAt }, now);
  }
}

export class ResultService {
  constructor(private readonly deps: ClosingDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  private async view(competition: CompetitionRow, rows: CompetitionResultRow[], scope: number | undefined): Promise<CompetitionResult[]> {
    const teams = await repo.teamsOf(this.db, competition.id);
    return rows
      .filter((r) => scope === undefined || teams.get(r.teamId)?.eduId === scope)
      .map((r) => toResult(r, teams.get(r.teamId)))
      .sort(boardOrder);
  }

  async list(caller: AuthUser, id: number, sessionId: number, groupId?: number): Promise<CompetitionResult[]> {
    const { competition, scope } = await readable(this.db, caller, id);
    const session = await sessionOf(this.db, id, sessionId);
    const rows = (await repo.resultsOf(this.db, session.id)).filter((r) => groupId === undefined || r.groupId === groupId);
    return this.view(competition, rows, scope);
  }

  /**
   * Computes an ended session's results. Quiz: attempts still open past their deadline are closed (and graded) by the
   * exam engine first; the results wait until every answer is marked. Data modelling: the scoring module's rows are
   * ranked again (an organizer's adjustment stays). Refused once published.
   */
  async compute(caller: AuthUser, id: number, sessionId: number): Promise<CompetitionResult[]> {
    const competition = await manageable(this.db, caller, id);
    const session = await sessionOf(this.db, id, sessionId);
    const now = this.deps.clock.now();
    if (now.getTime() < session.endAt.getTime()) throw badRequest('场次尚未结束，不能计算成绩', 'The session has not ended; its results cannot be computed yet');
    if (session.publishedAt !== null) throw badRequest('成绩已发布，不能重新计算', 'The results are published; they can no longer be recomputed');
    if (session.kind === 'quiz') await this.computeQuiz(session);
    await rankSession(this.db, session);
    await repo.insertAudit(this.db, id, caller.id, 'results_compute', { session_id: session.id });
    return this.view(competition, await repo.resultsOf(this.db, session.id), undefined);
  }

  private async computeQuiz(session: CompetitionSessionRow): Promise<void> {
    if (session.examId === null) throw badRequest('该场次没有试卷', 'This session has no paper');
    const attempts: ExamAttemptRow[] = [];
    for (const found of await repo.attemptsOfExam(this.db, session.examId)) {
      const attempt = await closeIfOverdue(this.deps, found);
      if (attempt.status === 'in_progress') throw badRequest('仍有选手在作答（含延时），请稍后计算', 'Some participants are still answering (extra time included); compute later');
      if (attempt.unmarked + attempt.ungraded > 0) throw badRequest('仍有答卷待批阅，请先完成阅卷', 'Some answers still await marking; finish the marking first');
      attempts.push(attempt);
    }
    await storeQuizScores(this.db, session, attempts, this.deps.clock.now());
  }

  async adjust(caller: AuthUser, id: number, resultId: number, body: ResultAdjust): Promise<CompetitionResult> {
    const competition = await manageable(this.db, caller, id);
    const row = await repo.findResult(this.db, resultId);
    if (row === null) throw resultNotFound();
    const session = await repo.findSession(this.db, row.sessionId);
    if (session === null || session.competitionId !== id) throw resultNotFound();
    if (row.publishedAt !== null) throw badRequest('成绩已发布，不能调整', 'The results are published; they can no longer be adjusted');
    const reason = body.reason.trim();
    if (reason === '') throw badRequest('调整成绩须填写原因', 'An adjustment needs a reason');
    if (body.adjusted_score !== null && !Number.isFinite(body.adjusted_score)) throw badRequest('调整后的成绩无效', 'The adjusted score is not a number');
    const award = body.award === undefined ? row.award : body.award === null || body.award === '' ? null : body.award;
    await this.db.transaction(async (tx) => {
      await repo.updateResult(tx, row.id, { adjustedScore: body.adjusted_score, adjustReason: reason, award });
      await repo.insertAudit(tx, id, caller.id, 'result_adjust', {
        session_id: row.sessionId,
        result_id: row.id,
        team_id: row.teamId,
        score: row.score,
        from: row.adjustedScore,
        to: body.adjusted_score,
        award_from: row.award,
        award,
        reason,
      });
    });
    await rankSession(this.db, session);
    const [result] = await this.view(competition, [(await repo.findResult(this.db, row.id))!], undefined);
    return result!;
  }

  /** The 复核 list: the top `top` entries of each group, to check before publishing. */
  async review(caller: AuthUser, id: number, sessionId: number, top: number): Promise<CompetitionResult[]> {
    const all = await this.list(caller, id, sessionId);
    return all.filter((r) => r.rank !== null && r.rank <= top);
  }

  /**
   * Publishes a session's results: participants see them, the exam's scores are released (quiz), and the board's
   * freeze is lifted (the session's published_at; the board version moves). Audited.
   */
  async publish(caller: AuthUser, id: number, sessionId: number): Promise<CompetitionResult[]> {
    const competition = await manageable(this.db, caller, id);
    const session = await sessionOf(this.db, id, sessionId);
    const now = this.deps.clock.now();
    if (now.getTime() < session.endAt.getTime()) throw badRequest('场次尚未结束，不能发布成绩', 'The session has not ended; its results cannot be published yet');
    const rows = await repo.resultsOf(this.db, session.id);
    if (rows.length === 0) throw badRequest('请先计算成绩', 'Compute the results first');
    if (session.publishedAt === null) {
      await this.db.transaction(async (tx) => {
        await repo.publishResults(tx, session.id, now);
        await repo.markSessionPublished(tx, session.id, now);
        if (session.examId !== null) await repo.publishExam(tx, session.examId, now);
        await repo.insertAudit(tx, id, caller.id, 'results_publish', { session_id: session.id, results: rows.length });
      });
    }
    return this.view(competition, await repo.resultsOf(this.db, session.id), undefined);
  }

  /**
   * Overall results: a team is placed by the furthest stage it reached (决赛 before 复赛 before 初赛), then by the sum
   * of its final scores in that stage, with the domain's ranking rules, per group.
   */
  async overall(caller: AuthUser, id: number, groupId?: number): Promise<OverallResult[]> {
    const { scope } = await readable(this.db, caller, id);
    const sessions = await repo.sessionsOf(this.db, id);
    const byId = new Map(sessions.map((s) => [s.id, s]));
    const teams = await repo.teamsOf(this.db, id);
    const rows = (await repo.resultsOfSessions(this.db, sessions.map((s) => s.id))).filter((r) => scope === undefined || teams.get(r.teamId)?.eduId === scope);
    const entries = new Map<number, { teamId: number; groupId: number | null; sessions: Record<string, number | null>; stage: number; total: number | null; reached: number; direction: ScoreDirection }>();
    for (const r of rows) {
      const session = byId.get(r.sessionId)!;
      const stage = STAGE_ORDER[session.stage] ?? 0;
      const e = entries.get(r.teamId) ?? { teamId: r.teamId, groupId: r.groupId, sessions: {}, stage: -1, total: null, reached: 0, direction: 'max' as ScoreDirection };
      const score = finalScore(r);
      e.sessions[String(r.sessionId)] = score;
      if (stage > e.stage) Object.assign(e, { stage, total: null, reached: 0, direction: session.direction as ScoreDirection });
      if (stage === e.stage && score !== null) {
        e.total = roundScore((e.total ?? 0) + score);
        e.reached = Math.max(e.reached, r.reachedAt?.getTime() ?? 0);
      }
      entries.set(r.teamId, e);
    }
    const out: OverallResult[] = [];
    const list = [...entries.values()].filter((e) => groupId === undefined || e.groupId === groupId);
    for (const g of new Set(list.map((e) => e.groupId))) {
      let place = 0;
      const inGroup = list.filter((e) => e.groupId === g);
      for (const stage of [...new Set(inGroup.map((e) => e.stage))].sort((a, b) => b - a)) {
        const bucket = inGroup.filter((e) => e.stage === stage);
        const ranked = rankEntries(
          bucket.map((e) => ({ entry_id: e.teamId, score: e.total, reached_at: e.reached === 0 ? null : new Date(e.reached), e })),
          bucket[0]!.direction,
        );
        for (const r of ranked) {
          const team = teams.get(r.e.teamId);
          out.push({
            team_id: r.e.teamId,
            team_name: team?.name ?? '',
            group_id: r.e.groupId,
            edu_title: team?.eduTitle ?? null,
            sessions: r.e.sessions,
            total: r.e.total,
            rank: r.rank === null ? null : ++place,
          });
        }
      }
    }
    return out.sort((a, b) => (a.group_id ?? 0) - (b.group_id ?? 0) || (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || a.team_id - b.team_id);
  }

  /** The caller's own team's results in a competition, once published (nothing before). */
  async mine(caller: AuthUser, id: number): Promise<CompetitionResult[]> {
    const competition = await repo.findCompetition(this.db, id);
    const reg = competition === null ? null : await repo.registration(this.db, id, caller.id);
    if (competition === null || reg === null || reg.teamId === null) throw notFound('竞赛不存在', 'Competition not found');
    const sessions = await repo.sessionsOf(this.db, id);
    const rows = (await repo.resultsOfSessions(this.db, sessions.map((s) => s.id))).filter((r) => r.teamId === reg.teamId && r.publishedAt !== null);
    return this.view(competition, rows, undefined);
  }
}
