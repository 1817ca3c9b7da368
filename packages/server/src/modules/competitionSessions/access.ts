// Who may run or read a competition's quiz papers and results (the same rules as the competitions module's
// access.ts: the organizer manages; sys_admin reads all; college staff read platform competitions past their draft,
// their own students' entries only; another college's competition does not exist for them).
import type { Db } from '../../db/client.js';
import type { CompetitionRow, CompetitionSessionRow } from '../../db/schema/competitions.js';
import { AppError, notFound } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import * as repo from './repository.js';

export const competitionNotFound = () => notFound('竞赛不存在', 'Competition not found');
export const sessionNotFound = () => notFound('场次不存在', 'Session not found');
export const readOnly = () => new AppError(0, { zh: '只能查看，无权修改该竞赛', en: 'You may view this competition but not change it' });

/** The organizer: sys_admin for platform competitions, the college's staff for the college's own. */
export function mayManage(caller: AuthUser, row: CompetitionRow): boolean {
  if (row.eduId === null) return caller.role === 'sys_admin';
  return (caller.role === 'edu_admin' || caller.role === 'edu_teacher') && caller.edu_id === row.eduId;
}

export function mayRead(caller: AuthUser, row: CompetitionRow): boolean {
  if (mayManage(caller, row) || caller.role === 'sys_admin') return true;
  return row.eduId === null && row.status !== 'draft' && (caller.role === 'edu_admin' || caller.role === 'edu_teacher') && caller.edu_id !== null;
}

/** `undefined`: every entry; else only the entries (teams) of this college. */
export function entryScope(caller: AuthUser, row: CompetitionRow): number | undefined {
  if (mayManage(caller, row) || caller.role === 'sys_admin') return undefined;
  return caller.edu_id ?? -1;
}

export interface StaffView {
  competition: CompetitionRow;
  manage: boolean;
  scope: number | undefined;
}

/** A competition the caller may read ("not found" otherwise), with what they may do in it. */
export async function readable(db: Db, caller: AuthUser, id: number): Promise<StaffView> {
  const row = await repo.findCompetition(db, id);
  if (row === null || !mayRead(caller, row)) throw competitionNotFound();
  return { competition: row, manage: mayManage(caller, row), scope: entryScope(caller, row) };
}

/** A competition the caller runs: readers are refused as read-only, others find nothing. */
export async function manageable(db: Db, caller: AuthUser, id: number): Promise<CompetitionRow> {
  const view = await readable(db, caller, id);
  if (!view.manage) throw readOnly();
  if (view.competition.status === 'archived') throw new AppError(0, { zh: '竞赛已归档，不能修改', en: 'The competition is archived and cannot change' });
  return view.competition;
}

/** A session of the competition (another competition's session answers "not found"). */
export async function sessionOf(db: Db, competitionId: number, sessionId: number): Promise<CompetitionSessionRow> {
  const row = await repo.findSession(db, sessionId);
  if (row === null || row.competitionId !== competitionId) throw sessionNotFound();
  return row;
}
