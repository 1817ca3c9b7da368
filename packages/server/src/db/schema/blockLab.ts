import type { Block, Transaction } from '@finedu/domain';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { blockCases } from './blockCases.js';
import { colleges } from './colleges.js';
import { users } from './users.js';

/**
 * The blockchain lab (issue 11): one attempt per user and published case. Its chain (block_lab_blocks) and its
 * transactions (block_lab_transactions, `height` null while in the mempool) are the server's; `score`,
 * `steps_done` and `block_count` are the grade of the stored chain, kept for the lists.
 */
export const blockLabAttempts = pgTable(
  'block_lab_attempts',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => blockCases.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eduId: integer('edu_id').references(() => colleges.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    score: integer('score').notNull().default(0),
    stepsDone: integer('steps_done').notNull().default(0),
    blockCount: integer('block_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('block_lab_attempts_case_user_unique').on(t.caseId, t.userId), index('block_lab_attempts_user_idx').on(t.userId)],
);
export type BlockLabAttemptRow = typeof blockLabAttempts.$inferSelect;

/** An attempt's blocks, genesis (height 0) first; `data` is the domain's Block. */
export const blockLabBlocks = pgTable(
  'block_lab_blocks',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => blockLabAttempts.id, { onDelete: 'cascade' }),
    height: integer('height').notNull(),
    data: jsonb('data').$type<Block>().notNull(),
  },
  (t) => [uniqueIndex('block_lab_blocks_attempt_height_unique').on(t.attemptId, t.height)],
);

/** An attempt's signed transactions in the order they were made (`seq`); `height` null = in the mempool. */
export const blockLabTransactions = pgTable(
  'block_lab_transactions',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => blockLabAttempts.id, { onDelete: 'cascade' }),
    txId: varchar('tx_id', { length: 64 }).notNull(),
    seq: integer('seq').notNull(),
    data: jsonb('data').$type<Transaction>().notNull(),
    height: integer('height'),
  },
  (t) => [uniqueIndex('block_lab_transactions_attempt_tx_unique').on(t.attemptId, t.txId), index('block_lab_transactions_attempt_seq_idx').on(t.attemptId, t.seq)],
);
