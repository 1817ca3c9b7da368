import { and, asc, desc, eq, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadParts, uploads, type NewUploadRow, type UploadPartRow, type UploadRow } from '../../db/schema/uploads.js';

/**
 * Inserts an upload whose key no other upload holds (uploading, completed, or being aborted): null when one does.
 * Keys are never reused: a completed file's key is immutable, so a link, a validated prediction file or a submission
 * that names it always serves the bytes that were checked. Two creates of one key are serialised by an advisory lock.
 */
export async function insertUploadOnFreeKey(db: Db, row: NewUploadRow): Promise<UploadRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${row.key}))`);
    const [taken] = await tx.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.key, row.key), ne(uploads.status, 'aborted'))).limit(1);
    if (taken !== undefined) return null;
    const [inserted] = await tx.insert(uploads).values(row).returning();
    return inserted!;
  });
}

/** Whether another upload already completed a file at this key (rows from before keys were immutable). */
export async function keyCompletedByOther(db: Db, id: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.status, 'completed'), ne(uploads.id, id)))
    .limit(1);
  return rows.length > 0;
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

/**
 * Records activity on an upload still taking parts (`updated_at` is what the abandoned-upload sweeper reads);
 * false when it is no longer uploading. Call it before acting: once touched, the sweeper leaves the upload alone.
 */
export async function touchUpload(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ updatedAt: at })
    .where(and(eq(uploads.id, id), eq(uploads.status, 'uploading')))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** Records a finished part; a re-sent part replaces the earlier ETag (the browser retried it). */
export async function upsertPart(db: Db, part: { uploadId: string; partNumber: number; etag: string; size: number }): Promise<number> {
  await db
    .insert(uploadParts)
    .values(part)
    .onConflictDoUpdate({ target: [uploadParts.uploadId, uploadParts.partNumber], set: { etag: part.etag, size: part.size, createdAt: sql`now()` } });
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(uploadParts).where(eq(uploadParts.uploadId, part.uploadId));
  return row?.n ?? 0;
}

/** Moves an upload out of `uploading`; false when it was no longer uploading (a concurrent call won). */
export async function finishUpload(db: Db, id: string, status: 'completed' | 'aborted', at: Date, contentType?: string): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ status, updatedAt: at, ...(status === 'completed' ? { completedAt: at } : {}), ...(contentType === undefined ? {} : { contentType }) })
    .where(and(eq(uploads.id, id), eq(uploads.status, 'uploading')))
    .returning({ id: uploads.id });
  if (status === 'aborted') await db.delete(uploadParts).where(eq(uploadParts.uploadId, id));
  return rows.length > 0;
}

// ---- abandoned uploads. A sweep claims a row (`uploading` → `aborting`, `updated_at` = claim time) with one
// conditional UPDATE, aborts it in storage, then marks it `aborted`. A claim whose sweep died is taken over
// once it is older than the lease.

export type AbandonedUpload = Pick<UploadRow, 'id' | 'key' | 'storageUploadId' | 'status' | 'updatedAt'>;

export interface AbandonCutoffs {
  /** Unfinished uploads with no activity since before this are abandoned. */
  idleBefore: Date;
  /** Claims taken before this belong to a sweep that died. */
  claimedBefore: Date;
}

const abandoned = (cutoffs: AbandonCutoffs) =>
  or(
    and(eq(uploads.status, 'uploading'), lt(uploads.updatedAt, cutoffs.idleBefore)),
    and(eq(uploads.status, 'aborting'), lt(uploads.updatedAt, cutoffs.claimedBefore)),
  );

/** Oldest first; `skip`: ids this sweep already failed on. */
export async function findAbandoned(db: Db, cutoffs: AbandonCutoffs, skip: readonly string[], limit: number): Promise<AbandonedUpload[]> {
  return db
    .select({ id: uploads.id, key: uploads.key, storageUploadId: uploads.storageUploadId, status: uploads.status, updatedAt: uploads.updatedAt })
    .from(uploads)
    .where(and(abandoned(cutoffs), skip.length > 0 ? notInArray(uploads.id, [...skip]) : undefined))
    .orderBy(asc(uploads.updatedAt))
    .limit(limit);
}

/** Claims one abandoned upload for this sweep; false when another sweep claimed it first or it saw activity since. */
export async function claimAbandoned(db: Db, id: string, cutoffs: AbandonCutoffs, at: Date): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ status: 'aborting', updatedAt: at })
    .where(and(eq(uploads.id, id), abandoned(cutoffs)))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** The claimed upload is gone from storage: `aborted`, parts forgotten. */
export async function markAbandonedAborted(db: Db, id: string): Promise<void> {
  await db.update(uploads).set({ status: 'aborted' }).where(and(eq(uploads.id, id), eq(uploads.status, 'aborting')));
  await db.delete(uploadParts).where(eq(uploadParts.uploadId, id));
}

/** Storage refused: put the row back as it was, so the next sweep tries again. */
export async function releaseAbandoned(db: Db, upload: AbandonedUpload): Promise<void> {
  await db
    .update(uploads)
    .set({ status: upload.status, updatedAt: upload.updatedAt })
    .where(and(eq(uploads.id, upload.id), eq(uploads.status, 'aborting')));
}
