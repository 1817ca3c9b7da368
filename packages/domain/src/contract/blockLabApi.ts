// The zod half of the blockchain lab's calls (issue 11): an attempt's chain, its transactions and grade as the
// server answers them, and what the browser may send. The ledger's rules are ../blockchain (the same code runs
// in the browser, the lab's Web Worker and the server).
import { z } from 'zod';
import { BLOCK_LAB_CALLS } from './blockLabCalls.js';
import { BlockConsensus, BlockKey, BlockScenario } from './blockCase.js';
import { PublishedBlockCase, PublishedBlockCaseDetail, PublishedBlockCaseQuery } from './blockCaseApi.js';
import { schemasFor } from './callSchemas.js';
import { IdParams, Timestamp, paged, IdParam } from './common.js';
export { BLOCK_LAB_CALLS, blockLabPath } from './blockLabCalls.js';
export type { BlockLabCallName } from './blockLabCalls.js';

export const BLOCK_LAB_LIMITS = {
  /** Transactions one attempt may hold (mempool included). */
  transactions: 300,
  /** Blocks one attempt's chain may hold (genesis included). */
  blocks: 150,
  /** A mined block's timestamp may differ from the server's clock by this much. */
  clockSkewMs: 10 * 60 * 1000,
} as const;

const Hex64 = z.string().regex(/^[0-9a-f]{64}$/, '64 hex digits');
export const BlockLabFieldValue = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);
export type BlockLabFieldValue = z.infer<typeof BlockLabFieldValue>;

/** A signed ledger transaction (../blockchain/transaction.ts). */
export const BlockLabTransaction = z.object({
  id: z.string().max(64),
  from: z.string().max(64),
  action: z.string().max(64),
  asset: z.string().max(64),
  fields: z.record(z.string().max(64), BlockLabFieldValue),
  timestamp: z.number().int().nonnegative(),
  signer: z.string().max(66),
  signature: z.string().max(128),
});
export type BlockLabTransaction = z.infer<typeof BlockLabTransaction>;

/** A block (../blockchain/chain.ts): the header, its transactions' ids and its hash. */
export const BlockLabBlock = z.object({
  height: z.number().int().nonnegative(),
  prev_hash: z.string().max(64),
  merkle_root: z.string().max(64),
  timestamp: z.number().int().nonnegative(),
  nonce: z.number().int().nonnegative(),
  proposer: z.string().max(64),
  difficulty: z.number().int().min(0).max(6),
  tx_ids: z.array(z.string().max(64)).max(BLOCK_LAB_LIMITS.transactions),
  hash: z.string().max(64),
});
export type BlockLabBlock = z.infer<typeof BlockLabBlock>;

const Bilingual = z.object({ zh: z.string(), en: z.string() });

/** gradeAttempt's report (../blockchain/grading.ts). */
export const BlockLabStepGrade = z.object({
  order: z.number().int(),
  weight: z.number().int(),
  earned: z.number().int(),
  tx_id: z.string().nullable(),
  present: z.boolean(),
  valid: z.boolean(),
  in_order: z.boolean(),
  state_reached: z.boolean(),
  expected_state: z.string(),
  actual_state: z.string().nullable(),
  message: Bilingual,
});
export type BlockLabStepGrade = z.infer<typeof BlockLabStepGrade>;

export const BlockLabGrade = z.object({
  score: z.number().int().min(0).max(100),
  total_weight: z.number().int(),
  earned_weight: z.number().int(),
  chain_valid: z.boolean(),
  steps: z.array(BlockLabStepGrade),
  final_states: z.array(z.object({ asset: z.string(), expected: z.string(), actual: z.string(), ok: z.boolean() })),
  extra_tx_ids: z.array(z.string()),
});
export type BlockLabGrade = z.infer<typeof BlockLabGrade>;

/** The ledger after the chain's accepted transactions (replayLedger). */
export const BlockLabLedger = z.object({
  /** Balances in 分 by organization key. */
  balances: z.record(z.string(), z.number()),
  assets: z.record(
    z.string(),
    z.object({
      state: z.string(),
      history: z.array(z.object({ tx_id: z.string(), height: z.number().int(), action: z.string(), from: z.string(), state: z.string() })),
    }),
  ),
});
export type BlockLabLedger = z.infer<typeof BlockLabLedger>;

export const BlockLabAttemptStatus = z.enum(['active', 'completed']);
export type BlockLabAttemptStatus = z.infer<typeof BlockLabAttemptStatus>;

/** An attempt as the list calls answer it. */
export const BlockLabAttemptSummary = z.object({
  id: z.number().int(),
  case_id: z.number().int(),
  case_title: z.string(),
  scenario: BlockScenario,
  consensus: BlockConsensus,
  user_id: z.number().int(),
  status: BlockLabAttemptStatus,
  /** 0–100, the grade of the stored chain. */
  score: z.number().int(),
  /** Process steps that earned their weight. */
  steps_done: z.number().int(),
  step_count: z.number().int(),
  /** Blocks after genesis. */
  block_count: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
  completed_at: Timestamp.nullable(),
});
export type BlockLabAttemptSummary = z.infer<typeof BlockLabAttemptSummary>;

/** The whole attempt: the case as the lab reads it, the stored chain, the mempool, the ledger and the grade. */
export const BlockLabAttempt = BlockLabAttemptSummary.extend({
  user_name: z.string(),
  case: PublishedBlockCaseDetail,
  blocks: z.array(BlockLabBlock),
  /** Every transaction of the attempt, in the order they were made (those in blocks and those in the mempool). */
  transactions: z.array(BlockLabTransaction),
  /** Ids of the transactions not yet in a block, oldest first: the next block takes the first `tx_per_block`. */
  mempool: z.array(z.string()),
  ledger: BlockLabLedger,
  grade: BlockLabGrade,
  /** The caller does not own the attempt (a teacher looking at a student's chain): every change is refused. */
  read_only: z.boolean(),
});
export type BlockLabAttempt = z.infer<typeof BlockLabAttempt>;

/** A published case in the lab's list, with the caller's attempt if any. */
export const BlockLabCase = PublishedBlockCase.extend({
  attempt: BlockLabAttemptSummary.nullable(),
});
export type BlockLabCase = z.infer<typeof BlockLabCase>;

export const BlockLabCaseList = paged(BlockLabCase);
export type BlockLabCaseList = z.infer<typeof BlockLabCaseList>;

/** `POST …/transaction`: act as `actor` (an organization key of the case). The server adds timestamp, signer, id and signature. */
export const BlockLabTransactionInput = z
  .object({
    actor: BlockKey,
    transition: BlockKey,
    asset: BlockKey,
    fields: z.record(BlockKey, BlockLabFieldValue).default({}),
  })
  .strict();
export type BlockLabTransactionInput = z.input<typeof BlockLabTransactionInput>;

/**
 * `POST …/block`: a block the browser mined on the current tip. `tx_ids` must be the mempool's first
 * transactions in order (at most the case's `tx_per_block`, at least one); `hash` must be the hash of the header
 * the server rebuilds from the tip, the Merkle root of `tx_ids`, `timestamp`, `nonce`, `proposer` and the case's
 * difficulty.
 */
export const BlockLabBlockInput = z
  .object({
    tx_ids: z.array(Hex64).min(1).max(50),
    timestamp: z.number().int().nonnegative(),
    nonce: z.number().int().nonnegative(),
    proposer: BlockKey,
    hash: Hex64,
  })
  .strict();
export type BlockLabBlockInput = z.input<typeof BlockLabBlockInput>;

/** `POST …/fork`: an edited copy of the attempt's chain; `repair_from` re-signs and re-mines it from that height. */
export const BlockLabForkInput = z
  .object({
    blocks: z.array(BlockLabBlock).min(1).max(BLOCK_LAB_LIMITS.blocks),
    transactions: z.array(BlockLabTransaction).max(BLOCK_LAB_LIMITS.transactions),
    repair_from: z.number().int().min(1).optional(),
  })
  .strict();
export type BlockLabForkInput = z.input<typeof BlockLabForkInput>;

/** How a node sees one block of a copy (validateChain's BlockCheck without the per-transaction detail). */
export const BlockLabBlockCheck = z.object({
  height: z.number().int(),
  hash: z.string(),
  computed_hash: z.string(),
  hash_ok: z.boolean(),
  link_ok: z.boolean(),
  merkle_ok: z.boolean(),
  pow_ok: z.boolean(),
  signatures_ok: z.boolean(),
  valid: z.boolean(),
  chain_ok: z.boolean(),
  problems: z.array(z.string()),
  /** Ids of this block's transactions whose id or signature fails. */
  bad_tx_ids: z.array(z.string()),
});
export type BlockLabBlockCheck = z.infer<typeof BlockLabBlockCheck>;

export const BlockLabForkAnswer = z.object({
  /** The nodes accept the copy (every block valid). */
  accepted: z.boolean(),
  first_invalid_height: z.number().int().nullable(),
  blocks_checked: z.array(BlockLabBlockCheck),
  /** What the nodes say, in the caller's language (e.g. "区块 #2 的哈希与内容不符，其后 3 个区块的链接随之失效"). */
  message: z.string(),
  /** With `repair_from`: the repaired copy, the transactions re-signed and the hashes tried. */
  repaired: z
    .object({
      blocks: z.array(BlockLabBlock),
      transactions: z.array(BlockLabTransaction),
      resigned: z.array(z.string()),
      tries: z.number().int(),
    })
    .nullable(),
});
export type BlockLabForkAnswer = z.infer<typeof BlockLabForkAnswer>;

export const BlockLabStudentsQuery = z.object({ class_id: IdParam.optional() });
export type BlockLabStudentsQuery = z.input<typeof BlockLabStudentsQuery>;

export const BlockLabStudentRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  class_id: z.number().int().nullable(),
  class_name: z.string().nullable(),
  attempt: BlockLabAttemptSummary.nullable(),
});
export type BlockLabStudentRow = z.infer<typeof BlockLabStudentRow>;

/** The class overview of one case. */
export const BlockLabStudents = z.object({
  case_id: z.number().int(),
  case_title: z.string(),
  step_count: z.number().int(),
  /** The classes the caller may see (a teacher's own; an admin's college's), for the class filter. */
  classes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  students: z.array(BlockLabStudentRow),
  summary: z.object({ students: z.number().int(), started: z.number().int(), completed: z.number().int(), average_score: z.number().nullable() }),
});
export type BlockLabStudents = z.infer<typeof BlockLabStudents>;

/** The schemas of every block lab call (BLOCK_LAB_CALLS). */
export const BLOCK_LAB_SCHEMAS = schemasFor(BLOCK_LAB_CALLS)({
  listBlockLabCases: { query: PublishedBlockCaseQuery, response: BlockLabCaseList },
  startBlockLabAttempt: { params: IdParams, response: BlockLabAttempt },
  blockLabStudents: { params: IdParams, query: BlockLabStudentsQuery, response: BlockLabStudents },
  myBlockLabAttempts: { response: z.array(BlockLabAttemptSummary) },
  getBlockLabAttempt: { params: IdParams, response: BlockLabAttempt },
  submitBlockLabTransaction: { params: IdParams, body: BlockLabTransactionInput, response: BlockLabAttempt },
  submitBlockLabBlock: { params: IdParams, body: BlockLabBlockInput, response: BlockLabAttempt },
  checkBlockLabFork: { params: IdParams, body: BlockLabForkInput, response: BlockLabForkAnswer },
  resetBlockLabAttempt: { params: IdParams, response: BlockLabAttempt },
});
