import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Personal notebook tokens (issue 35): what a student pastes into JupyterLab or VS Code to reach the notebook gateway
 * with a stock client. Only the sha256 of the random token is kept; the token opens the gateway alone, never /api.
 */
export const notebookTokens = pgTable(
  'notebook_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    name: varchar('name', { length: 64 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The token's first characters (after its prefix), shown in the list so the student can tell tokens apart. */
    hint: varchar('hint', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('notebook_tokens_user_idx').on(t.userId)],
);

/** Who created or revoked which personal notebook token, when and from where (the token's own row keeps no history). */
export const notebookTokenAudit = pgTable(
  'notebook_token_audit',
  {
    id: serial('id').primaryKey(),
    tokenId: integer('token_id').notNull().references(() => notebookTokens.id),
    userId: integer('user_id').notNull().references(() => users.id),
    actorId: integer('actor_id').notNull().references(() => users.id),
    action: varchar('action', { length: 16 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notebook_token_audit_user_idx').on(t.userId, t.createdAt)],
);
