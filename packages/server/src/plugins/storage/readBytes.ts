// A stored object's bytes, whole, with a bound: what every reader of a file into memory (datasets, table previews,
// report checks, prediction files) does, so the bound is checked the same way everywhere.
import type { StorageAdapter } from './adapter.js';

/** The object is larger than the reader agreed to hold (by its stated size, or by what it streamed). */
export class StoredObjectTooLarge extends Error {
  constructor(
    readonly key: string,
    readonly maxBytes: number,
  ) {
    super(`${key} is larger than ${maxBytes} bytes`);
  }
}

/**
 * The bytes of the object at `key`, or null when storage has none. Refuses (StoredObjectTooLarge) an object whose
 * stated size passes `maxBytes`, and stops reading one that streams more than it stated; the stream is closed either way.
 */
export async function readBytes(storage: StorageAdapter, key: string, maxBytes: number): Promise<Buffer | null> {
  const object = await storage.read(key);
  if (object === null) return null;
  try {
    if (object.size > maxBytes) throw new StoredObjectTooLarge(key, maxBytes);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of object.stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBytes) throw new StoredObjectTooLarge(key, maxBytes);
      chunks.push(buffer);
    }
    return Buffer.concat(chunks);
  } finally {
    object.stream.destroy();
  }
}
