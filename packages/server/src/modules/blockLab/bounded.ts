// Bounded work for the blockchain lab (issue 37): what a copy sent to the tamper lab may hold, and signature checks
// that keep the event loop answering. A secp256k1 verification costs about a millisecond; a chain copy of 150 blocks
// each listing the same 300 references used to verify 45 000 signatures on the main thread (74 s with /api/health
// waiting). Now a copy is refused past the limits below, each distinct transaction is verified once (the domain keeps
// the answers, so a stored chain re-graded on every read costs nothing the second time), and the verifications a
// request still needs run in small chunks between which the loop serves other requests.
import { BLOCK_CASE_LIMITS, BLOCK_LAB_LIMITS, checkTransaction, type Block, type Transaction } from '@finedu/domain';
import type { FastifyReply } from 'fastify';
import { AppError, badRequest } from '../../errors.js';

export const FORK_LIMITS = {
  /** Blocks in a copy: a chain holds no more (genesis included). */
  blocks: BLOCK_LAB_LIMITS.blocks,
  /** Transactions in a copy: an attempt holds no more. */
  transactions: BLOCK_LAB_LIMITS.transactions,
  /** References one block lists: no case lets a block carry more (a copy over its case's own limit is shown as such). */
  txPerBlock: BLOCK_CASE_LIMITS.txPerBlock,
  /** References in all blocks together: each transaction once, and as many again for a replay the student stages. */
  references: 2 * BLOCK_LAB_LIMITS.transactions,
} as const;

/** Tamper-lab checks running at once: one per user, this many in all (a refusal asks to retry after a second). */
export const FORK_CONCURRENCY = { perUser: 1, total: 4, retryAfterSeconds: 1 } as const;

/** Signature checks between two pauses (a few milliseconds of curve arithmetic). */
const VERIFY_CHUNK = 4;

/** Lets the event loop run the I/O that waits (a health check, another user's call) before going on. */
export const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Refuses a tamper-lab copy beyond the limits, naming the limit, before any hash or signature is computed. */
export function assertForkWithinLimits(body: { blocks: readonly Pick<Block, 'height' | 'tx_ids'>[]; transactions: readonly unknown[] }): void {
  if (body.blocks.length > FORK_LIMITS.blocks) {
    throw badRequest(`副本最多 ${FORK_LIMITS.blocks} 个区块，而不是 ${body.blocks.length} 个`, `A copy holds at most ${FORK_LIMITS.blocks} blocks, not ${body.blocks.length}`);
  }
  if (body.transactions.length > FORK_LIMITS.transactions) {
    throw badRequest(`副本最多 ${FORK_LIMITS.transactions} 笔交易，而不是 ${body.transactions.length} 笔`, `A copy holds at most ${FORK_LIMITS.transactions} transactions, not ${body.transactions.length}`);
  }
  let references = 0;
  for (const block of body.blocks) {
    if (block.tx_ids.length > FORK_LIMITS.txPerBlock) {
      throw badRequest(
        `副本中每个区块最多列出 ${FORK_LIMITS.txPerBlock} 笔交易，区块 #${block.height} 列出了 ${block.tx_ids.length} 笔`,
        `A block of a copy lists at most ${FORK_LIMITS.txPerBlock} transactions; block #${block.height} lists ${block.tx_ids.length}`,
      );
    }
    references += block.tx_ids.length;
  }
  if (references > FORK_LIMITS.references) {
    throw badRequest(`副本的区块一共最多列出 ${FORK_LIMITS.references} 笔交易，而不是 ${references} 笔`, `The blocks of a copy list at most ${FORK_LIMITS.references} transactions in all, not ${references}`);
  }
}

/**
 * Checks the id and signature of each distinct transaction (by object; the domain remembers each answer), a few at
 * a time with a pause between, so the synchronous validation and grading that follow find every answer known.
 */
export async function verifyInChunks(transactions: Iterable<Transaction>): Promise<void> {
  let done = 0;
  for (const tx of new Set(transactions)) {
    checkTransaction(tx);
    done += 1;
    if (done % VERIFY_CHUNK === 0) await pause();
  }
}

const running = new Map<number, number>();
let runningTotal = 0;

/**
 * Runs one tamper-lab check of `userId` within FORK_CONCURRENCY: a user's second check while the first runs is
 * refused with 429, any check past the total with 503, both with Retry-After (a check within the limits takes well
 * under a second, so the retry finds the slot free).
 */
export async function withForkSlot<T>(userId: number, reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  const mine = running.get(userId) ?? 0;
  if (mine >= FORK_CONCURRENCY.perUser || runningTotal >= FORK_CONCURRENCY.total) {
    void reply.header('retry-after', String(FORK_CONCURRENCY.retryAfterSeconds));
    if (mine >= FORK_CONCURRENCY.perUser) {
      throw new AppError(0, { zh: '你的上一次篡改校验还在进行，请稍后再试', en: 'Your previous tamper-lab check is still running: try again in a moment' }, 429);
    }
    throw new AppError(0, { zh: `同时进行的篡改校验已达上限 ${FORK_CONCURRENCY.total} 个，请稍后再试`, en: `${FORK_CONCURRENCY.total} tamper-lab checks are already running: try again in a moment` }, 503);
  }
  running.set(userId, mine + 1);
  runningTotal += 1;
  try {
    return await work();
  } finally {
    runningTotal -= 1;
    const left = (running.get(userId) ?? 1) - 1;
    if (left > 0) running.set(userId, left);
    else running.delete(userId);
  }
}
