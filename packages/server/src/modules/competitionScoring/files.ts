// Reading the session files and predictions out of storage (local disk or S3) as text, with a size bound.
import type { StorageAdapter } from '../../plugins/storage/adapter.js';

/** Predictions and label files larger than this are refused (a test set of a few hundred thousand rows fits). */
export const MAX_CSV_BYTES = 32 * 1024 * 1024;

export class FileTooLargeError extends Error {
  constructor(
    message: string,
    /** The limit that was passed, in bytes. */
    readonly limit: number = MAX_CSV_BYTES,
  ) {
    super(message);
  }
}

/** The object's text (UTF-8), or null when storage has no such object. */
export async function readText(storage: StorageAdapter, key: string, maxBytes = MAX_CSV_BYTES): Promise<string | null> {
  const object = await storage.read(key);
  if (object === null) return null;
  if (object.size > maxBytes) {
    object.stream.destroy();
    throw new FileTooLargeError(`${key} is larger than ${maxBytes} bytes`, maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of object.stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      object.stream.destroy();
      throw new FileTooLargeError(`${key} is larger than ${maxBytes} bytes`, maxBytes);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
