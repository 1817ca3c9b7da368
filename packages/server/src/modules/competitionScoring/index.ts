// What other modules use of the scoring engine: announcing a change of a session's board (publishing, an
// adjustment, a reset) so that every instance's open boards refetch.
import type { Db } from '../../db/client.js';
import { bumpVersion } from './repository.js';

export { bumpVersion };

/** Raises the session's board version and announces it to every instance (in `db`'s transaction when it is one). */
export async function announceBoardChange(db: Db, sessionId: number, reason: 'publish' | 'adjust' | 'reset' | 'freeze', now: Date): Promise<number> {
  return db.transaction((tx) => bumpVersion(tx, sessionId, reason, now));
}
export { buildRows, directionOf } from './board.js';
export { readText } from './files.js';
export { ranksOf } from './rankSnapshots.js';
export { entries, groupsOf, insertRankSnapshot, scoredAttempts } from './repository.js';
export { competitionScoringRoutes } from './routes.js';
export { SubmissionService } from './service.js';
export { type SessionSplits } from './splits.js';
export { ScoringWorker } from './worker.js';
