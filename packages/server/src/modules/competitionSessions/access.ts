// Who may run or read a competition's quiz papers and results: the competitions module's rules (access.ts there),
// answered with the competition's row, and the sessions of one competition.
import type { Db } from '../../db/client.js';
import type { CompetitionRow, CompetitionSessionRow } from '../../db/schema/competitions.js';
import type { AuthUser } from '../../types.js';
import { manageable as manageableCompetition, readable as readableCompetition, sessionNotFound } from '../competitions/index.js';
import * as repo from './repository.js';

export { competitionNotFound, entryScope, mayManage, mayRead, readOnly, sessionNotFound } from '../competitions/index.js';

export interface StaffView {
  competition: CompetitionRow;
  manage: boolean;
  scope: number | undefined;
}

/** A competition the caller may read ("not found" otherwise), with what they may do in it. */
export async function readable(db: Db, caller: AuthUser, id: number): Promise<StaffView> {
  const view = await readableCompetition(db, caller, id);
  return { competition: view.competition.row, manage: view.manage, scope: view.scope };
}

/** A competition the caller runs: readers are refused as read-only, others find nothing. */
export async function manageable(db: Db, caller: AuthUser, id: number): Promise<CompetitionRow> {
  return (await manageableCompetition(db, caller, id)).row;
}

/** A session of the competition (another competition's session answers "not found"). */
export async function sessionOf(db: Db, competitionId: number, sessionId: number): Promise<CompetitionSessionRow> {
  const row = await repo.findSession(db, sessionId);
  if (row === null || row.competitionId !== competitionId) throw sessionNotFound();
  return row;
}
