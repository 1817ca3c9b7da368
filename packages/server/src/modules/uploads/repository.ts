import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadParts, uploads, type NewUploadRow, type UploadPartRow, type UploadRow } from '../../db/schema/uploads.js';

export async function insertUpload(db: Db, row: NewUploadRow): Promise<UploadRow> {
  const [inserted] = await db.insert(uploads).values(row).returning();
  return inserted!;
}

/** The caller's own upload; another user's id reads as absent. */
export async function findUserUpload(db: Db, userId: number, id: string): Promise<UploadRow | null> {
  const rows = await db.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.userId, userId))).limit(1);
  return rows[0] ?? null;
}

/** The newest upload of the same bytes by the same user in a given state (resume, or "already uploaded"). */
export async function findSameFile(db: Db, userId: number, md5: string, size: number, status: 'uploading' | 'completed'): Promise<UploadRow | null> {
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.md5, md5), eq(uploads.size, size), eq(uploads.status, status)))
    .orderBy(desc(uploads.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function listParts(db: Db, uploadId: string): Promise<UploadPartRow[]> {
  return db.select().from(uploadParts).where(eq(uploadParts.uploadId, uploadId)).orderBy(asc(uploadParts.partNumber));
}

/** Records a finished part; a re-sent part replaces the earlier ETag (the browser retried it). */
export async function upsertPart(db: Db, part: { uploadId: string; partNumber: number; etag: string; size: number }): Promise<number> {
  await db
    .insert(uploadParts)
    .values(part)
    .onConflictDoUpdate({ target: [uploadParts.uploadId, uploadParts.partNumber], set: { etag: part.etag, size: part.size, createdAt: sql`now()` } });
  await db.update(uploads).set({ updatedAt: sql`now()` }).where(eq(uploads.id, part.uploadId));
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(uploadParts).where(eq(uploadParts.uploadId, part.uploadId));
  return row?.n ?? 0;
}

/** Moves an upload out of `uploading`; false when it was no longer uploading (a concurrent call won). */
export async function finishUpload(db: Db, id: string, status: 'completed' | 'aborted'): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ status, updatedAt: sql`now()`, ...(status === 'completed' ? { completedAt: sql`now()` } : {}) })
    .where(and(eq(uploads.id, id), eq(uploads.status, 'uploading')))
    .returning({ id: uploads.id });
  if (status === 'aborted') await db.delete(uploadParts).where(eq(uploadParts.uploadId, id));
  return rows.length > 0;
}
