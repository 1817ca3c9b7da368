// What an upload really stored: the md5 of its bytes and what they are, read back from storage once.
import { createHash } from 'node:crypto';
import { decideContentType, SNIFF_BYTES, type StorageAdapter } from '../../plugins/storage/index.js';

export interface StoredFileCheck {
  md5: string;
  /** The type the server serves the file as (extension and first bytes, on the allow-list). */
  contentType: string;
}

/** Streams the stored object once: its md5 (what the client declared must match) and its first bytes (its type). */
export async function checkStoredFile(storage: StorageAdapter, key: string): Promise<StoredFileCheck | null> {
  const object = await storage.read(key);
  if (object === null) return null;
  const hash = createHash('md5');
  const head: Buffer[] = [];
  let headBytes = 0;
  for await (const chunk of object.stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    hash.update(bytes);
    if (headBytes < SNIFF_BYTES) {
      head.push(bytes.subarray(0, SNIFF_BYTES - headBytes));
      headBytes += Math.min(bytes.length, SNIFF_BYTES - headBytes);
    }
  }
  return { md5: hash.digest('hex'), contentType: decideContentType(key, Buffer.concat(head)) };
}
