import type { BlockHeader, MiningProgress, MiningResult } from '@finedu/domain';

/** What the page asks the mining worker (mining.worker.ts). */
export type MinerRequest = { type: 'mine'; header: BlockHeader; difficulty: number } | { type: 'stop' };

/** What the mining worker answers: progress reports, then the result. */
export type MinerReply = { type: 'progress'; progress: MiningProgress } | { type: 'done'; result: MiningResult };
