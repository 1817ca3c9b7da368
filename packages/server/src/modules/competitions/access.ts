// Who may run or read a competition, and whose entries they see. Every management call goes through here.
import type { Db } from '../../db/client.js';
import type { CompetitionRow } from '../../db/schema/competitions.js';
import { AppError, notFound } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import { findCompetition, type CompetitionWithCollege } from './repository.js';

export const competitionNotFound = () => notFound('竞赛不存在', 'Competition not found');
export const sessionNotFound = () => notFound('场次不存在', 'Session not found');
export const readOnly = () => new AppError(0, { zh: '只能查看，无权修改该竞赛', en: 'You may view this competition but not change it' });

/** The organizer: sys_admin for platform competitions, the college's staff for the college's own. */
export function mayManage(caller: AuthUser, row: CompetitionRow): boolean {
  if (row.eduId === null) return caller.role === 'sys_admin';
  return (caller.role === 'edu_admin' || caller.role === 'edu_teacher') && caller.edu_id === row.eduId;
}

/**
 * Readers beside the organizer: sys_admin reads every competition; college staff read platform competitions that
 * are past their draft (their own students' entries only). Another college's competition does not exist for them.
 */
export function mayRead(caller: AuthUser, row: CompetitionRow): boolean {
  if (mayManage(caller, row)) return true;
  if (caller.role === 'sys_admin') return true;
  return row.eduId === null && row.status !== 'draft' && (caller.role === 'edu_admin' || caller.role === 'edu_teacher') && caller.edu_id !== null;
}

/**
 * The college whose entries the caller sees in this competition: `undefined` = every entry (organizer, sys_admin),
 * else only the entries of the caller's own college (college staff reading a platform competition).
 */
export function entryScope(caller: AuthUser, row: CompetitionRow): number | undefined {
  if (mayManage(caller, row) || caller.role === 'sys_admin') return undefined;
  return caller.edu_id ?? -1;
}

export interface StaffView {
  competition: CompetitionWithCollege;
  manage: boolean;
  scope: number | undefined;
}

/** A competition the caller may read ("not found" otherwise), with what they may do in it. */
export async function readable(db: Db, caller: AuthUser, id: number): Promise<StaffView> {
  const found = await findCompetition(db, id);
  if (found === null || !mayRead(caller, found.row)) throw competitionNotFound();
  return { competition: found, manage: mayManage(caller, found.row), scope: entryScope(caller, found.row) };
}

/** A competition the caller runs: readers are refused as read-only, others find nothing. */
export async function manageable(db: Db, caller: AuthUser, id: number): Promise<CompetitionWithCollege> {
  const view = await readable(db, caller, id);
  if (!view.manage) throw readOnly();
  if (view.competition.row.status === 'archived') throw new AppError(0, { zh: '竞赛已归档，不能修改', en: 'The competition is archived and cannot change' });
  return view.competition;
}
