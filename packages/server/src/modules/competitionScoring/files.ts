// Reading the session files and predictions out of storage (local disk or S3) as text, with a size bound, or as CSV
// records while they stream in (readCsvRecords: the event loop runs between slices).
import { StringDecoder } from 'node:string_decoder';
import type { StorageAdapter } from '../../plugins/storage/adapter.js';
import { readBytes, StoredObjectTooLarge } from '../../plugins/storage/readBytes.js';
import { CsvReader, type CsvLimits, type CsvRecord } from './csv.js';

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
  const bytes = await readBytes(storage, key, maxBytes).catch((error: unknown) => {
    throw error instanceof StoredObjectTooLarge ? new FileTooLargeError(error.message, maxBytes) : error;
  });
  return bytes === null ? null : bytes.toString('utf8');
}

/** Text handed to the CSV reader at once: about a millisecond of work, then the event loop runs what waits. */
const SLICE_BYTES = 64 * 1024;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Streams a stored CSV file into `onRecord`, record by record: the size is checked before a byte is read and while
 * reading (FileTooLargeError), a record past the reader's limits or a bad record (`onRecord` throws) stops the read,
 * and the event loop runs between slices. False when storage has no such object.
 */
export async function readCsvRecords(
  storage: StorageAdapter,
  key: string,
  options: { maxBytes: number; limits?: CsvLimits },
  onRecord: (record: CsvRecord) => void,
): Promise<boolean> {
  const { maxBytes } = options;
  const object = await storage.read(key);
  if (object === null) return false;
  const tooLarge = () => new FileTooLargeError(`${key} is larger than ${maxBytes} bytes`, maxBytes);
  try {
    if (object.size > maxBytes) throw tooLarge();
    const reader = new CsvReader(options.limits);
    const decoder = new StringDecoder('utf8');
    let size = 0;
    for await (const chunk of object.stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBytes) throw tooLarge();
      for (let at = 0; at < buffer.length; at += SLICE_BYTES) {
        for (const record of reader.push(decoder.write(buffer.subarray(at, at + SLICE_BYTES)))) onRecord(record);
        await nextTurn();
      }
    }
    for (const record of reader.push(decoder.end())) onRecord(record);
    for (const record of reader.end()) onRecord(record);
    return true;
  } finally {
    object.stream.destroy();
  }
}
