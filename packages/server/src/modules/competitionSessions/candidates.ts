// Who sits a session (issue 10): the accepted participants of the competition who belong to a team, and — in a
// stage after the competition's first — only the teams that advanced into the session. The exam engine asks
// `competitionExamCandidate` before it lets anyone start the exam of a quiz session, so the competition, not the
// candidate's college, decides who sits it.
import type { Db } from '../../db/client.js';
import type { CompetitionSessionRow } from '../../db/schema/competitions.js';
import * as repo from './repository.js';

export const STAGE_ORDER: Record<string, number> = { preliminary: 0, semifinal: 1, final: 2 };

/** Statuses in which a competition's sessions are sat. */
const LIVE = new Set(['registering', 'running', 'ended', 'published']);

/**
 * Whether the session admits only the teams that advanced into it: once any team advanced into it, or when the
 * competition has a session of an earlier stage (nobody sits a final before advancement chose its teams).
 */
export async function gated(db: Db, session: CompetitionSessionRow): Promise<{ gated: boolean; teams: Set<number> }> {
  const teams = new Set(await repo.admittedTeams(db, session.id));
  if (teams.size > 0) return { gated: true, teams };
  const stage = STAGE_ORDER[session.stage] ?? 0;
  const earlier = (await repo.sessionsOf(db, session.competitionId)).some((s) => (STAGE_ORDER[s.stage] ?? 0) < stage);
  return { gated: earlier, teams };
}

/** The caller's team when they may sit the session, else null. */
export async function admittedTeam(db: Db, session: CompetitionSessionRow, userId: number): Promise<{ teamId: number; groupId: number } | null> {
  const competition = await repo.findCompetition(db, session.competitionId);
  if (competition === null || !LIVE.has(competition.status)) return null;
  const reg = await repo.registration(db, session.competitionId, userId);
  if (reg === null || reg.status !== 'accepted' || reg.teamId === null) return null;
  const gate = await gated(db, session);
  if (gate.gated && !gate.teams.has(reg.teamId)) return null;
  return { teamId: reg.teamId, groupId: reg.groupId };
}

/** Every user who may sit the session (for the exam's candidate list). */
export async function sessionCandidates(db: Db, session: CompetitionSessionRow): Promise<Array<{ userId: number; teamId: number; groupId: number }>> {
  const gate = await gated(db, session);
  return (await repo.acceptedMembers(db, session.competitionId))
    .filter((m) => !gate.gated || gate.teams.has(m.teamId!))
    .map((m) => ({ userId: m.userId, teamId: m.teamId!, groupId: m.groupId }));
}

/**
 * For the exam engine: `null` when the exam is no competition's (its own rules apply), else whether `userId` may sit
 * it (whatever their college or role).
 */
export async function competitionExamCandidate(db: Db, examId: number, userId: number): Promise<boolean | null> {
  const session = await repo.sessionOfExam(db, examId);
  if (session === null) return null;
  return (await admittedTeam(db, session, userId)) !== null;
}
