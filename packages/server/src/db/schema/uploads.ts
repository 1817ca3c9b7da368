// Uploads straight to object storage: one row per multipart upload, one per part the browser finished.
// Storage keeps the bytes; these rows are the truth about who uploads what (s3rver and some S3
// look-alikes have no ListParts, so we never ask storage which parts exist).
import { bigint, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const uploads = pgTable(
  'uploads',
  {
    /** Random public id (never a sequence: ids appear in URLs). */
    id: varchar('id', { length: 32 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** College of the uploader at the time (null for system users). */
    eduId: integer('edu_id'),
    key: varchar('key', { length: 1024 }).notNull(),
    filename: varchar('filename', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 255 }),
    size: bigint('size', { mode: 'number' }).notNull(),
    md5: varchar('md5', { length: 32 }).notNull(),
    partSize: integer('part_size').notNull(),
    partCount: integer('part_count').notNull(),
    /** Storage's own multipart upload id. */
    storageUploadId: varchar('storage_upload_id', { length: 1024 }).notNull(),
    /** uploading → completed | aborted; the abandoned-upload sweeper passes through `aborting` (see modules/uploads/abandoned.ts). */
    status: varchar('status', { length: 16 }).notNull().default('uploading'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('uploads_user_md5_idx').on(t.userId, t.md5, t.size), index('uploads_key_idx').on(t.key)],
);

export const uploadParts = pgTable(
  'upload_parts',
  {
    uploadId: varchar('upload_id', { length: 32 })
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    etag: varchar('etag', { length: 256 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
);

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;
export type UploadPartRow = typeof uploadParts.$inferSelect;
