import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One sample of the platform's figures a minute, kept for 7 days (pruned by the sampler), so the operations page
 * draws its history without a separate Prometheus. Several instances write the same minute once (the key).
 */
export const operationsSamples = pgTable('operations_samples', {
  takenAt: timestamp('taken_at', { withTimezone: true }).primaryKey(),
  figures: jsonb('figures').$type<Record<string, number>>().notNull(),
});

export type OperationsSampleRow = typeof operationsSamples.$inferSelect;

/** Platform-wide settings an operator edits in the app (the operations thresholds), by key. */
export const platformSettings = pgTable('platform_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});
