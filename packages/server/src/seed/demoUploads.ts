// Demo files put into storage the way a browser does it, through the uploads service (create, sign, PUT each part,
// record it, complete with the md5 check), so seeded datasets and predictions are ordinary uploads of their user.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { LocalStorageAdapter, type StorageAdapter } from '../plugins/storage/index.js';
import type { UploadsService } from '../modules/uploads/index.js';
import type { AuthUser } from '../types.js';

export interface DemoUploader {
  uploads: UploadsService;
  storage: StorageAdapter;
}

/** The browser's step: PUT one part's bytes to its signed URL (local disk is written directly, the server not listening yet). */
async function putPart(storage: StorageAdapter, key: string, url: string, bytes: Buffer): Promise<string> {
  if (storage instanceof LocalStorageAdapter) {
    const query = new URL(url, 'http://local').searchParams;
    return storage.writePart(key, query.get('uploadId') ?? '', Number(query.get('partNumber')), Readable.from([bytes]));
  }
  const response = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes) });
  const etag = response.headers.get('etag') ?? '';
  if (!response.ok || etag === '') throw new Error(`storage refused a demo upload part: HTTP ${response.status}`);
  return etag;
}

/** Uploads `text` as `user`'s file `filename`; answers the uploader's link (what a form field would hold). */
export async function uploadAs({ uploads, storage }: DemoUploader, user: AuthUser, filename: string, text: string): Promise<string> {
  const bytes = Buffer.from(text, 'utf8');
  const md5 = createHash('md5').update(bytes).digest('hex');
  const session = await uploads.create(user, { filename, size: bytes.length, md5 });
  if (session.file !== null) return session.file.url;
  const numbers = Array.from({ length: session.part_count }, (_, i) => i + 1).filter((n) => !session.parts.some((p) => p.part_number === n));
  for (let i = 0; i < numbers.length; i += 100) {
    const { parts } = await uploads.sign(user, session.id, numbers.slice(i, i + 100));
    for (const part of parts) {
      const slice = bytes.subarray((part.part_number - 1) * session.part_size, part.part_number * session.part_size);
      const etag = await putPart(storage, session.key, part.url, slice);
      await uploads.recordPart(user, session.id, { part_number: part.part_number, etag, size: slice.length });
    }
  }
  return (await uploads.complete(user, session.id)).url;
}
