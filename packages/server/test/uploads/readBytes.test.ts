// readBytes (plugins/storage/readBytes.ts): the one way a stored file is read whole into memory (datasets, table
// previews, report checks, prediction files), with its bound checked on the stated size and on what actually streams.
import { Readable } from 'node:stream';
import { readBytes, StoredObjectTooLarge, type StorageAdapter } from '../../src/plugins/storage/index.js';

/** Storage at the unit's edge: one object whose stated size and streamed bytes the test chooses. */
function storageOf(object: { size: number; chunks: Buffer[] } | null): { storage: StorageAdapter; stream: () => Readable | undefined } {
  let stream: Readable | undefined;
  const storage = {
    read: async () => {
      if (object === null) return null;
      stream = Readable.from(object.chunks);
      return { size: object.size, contentType: 'text/csv', etag: '"e"', stream };
    },
  } as unknown as StorageAdapter;
  return { storage, stream: () => stream };
}

it('answers the whole object, null for a missing one', async () => {
  const { storage, stream } = storageOf({ size: 6, chunks: [Buffer.from('日'), Buffer.from('期')] });
  expect((await readBytes(storage, 'a.csv', 6))?.toString('utf8')).toBe('日期');
  expect(stream()?.destroyed).toBe(true);
  expect(await readBytes(storageOf(null).storage, 'gone.csv', 6)).toBeNull();
});

it('refuses an object stated larger than the bound without reading it', async () => {
  const { storage, stream } = storageOf({ size: 7, chunks: [Buffer.alloc(7)] });
  await expect(readBytes(storage, 'big.csv', 6)).rejects.toBeInstanceOf(StoredObjectTooLarge);
  expect(stream()?.destroyed).toBe(true);
});

it('stops reading an object that streams more than it stated', async () => {
  const { storage, stream } = storageOf({ size: 4, chunks: [Buffer.alloc(4), Buffer.alloc(4), Buffer.alloc(4)] });
  const refused = await readBytes(storage, 'liar.csv', 6).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(StoredObjectTooLarge);
  expect(refused).toMatchObject({ key: 'liar.csv', maxBytes: 6 });
  expect(stream()?.destroyed).toBe(true);
});
