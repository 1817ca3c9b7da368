// A whole 20 MB upload through the real domain UploadClient, the real app and the local-disk adapter,
// over real HTTP (the browser's path, with fetch standing in for XMLHttpRequest), then a byte-identical
// download, and a resume after an interrupted first attempt.
import { createHash, randomBytes } from 'node:crypto';
import { createHttpClient, UploadClient, type PartTransport, type StoredToken, type UploadProgress } from '@finedu/domain';
import { createTestApp, type Session, type TestApp } from '../helper.js';

const MIB = 1024 * 1024;
let t: TestApp;
let teacher: Session;

beforeAll(async () => {
  t = await createTestApp({ storage: { UPLOAD_PART_BYTES: String(5 * MIB) } });
  teacher = await t.login('teacher');
});
afterAll(async () => {
  // The last download's socket can still be finishing when the test ends; a keep-alive socket that is
  // busy when the app closes is kept until its 72 s keep-alive timeout. All requests are done: drop them.
  t.app.server.closeAllConnections();
  await t.close();
});

function http(session: Session) {
  const token: StoredToken = { token: session.token, user_id: session.user.id, saved_at: Date.now() };
  return createHttpClient({ baseURL: t.baseUrl, tokenStore: { get: () => token, clear: () => undefined } });
}

/** fetch-based part transport: signed URLs are same-origin paths, resolved against the app. */
function fetchTransport(log: string[]): PartTransport {
  return {
    async put(url, body, options = {}) {
      log.push(url);
      const response = await fetch(new URL(url, t.baseUrl), { method: 'PUT', body, signal: options.signal ?? null });
      if (!response.ok) throw new Error(`PUT ${response.status}`);
      options.onProgress?.(body.size);
      return { etag: response.headers.get('etag') ?? '' };
    },
  };
}

function memoryStore() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

test('20 MB reaches 100 % and downloads back byte-identical', async () => {
  const bytes = randomBytes(20 * MIB);
  const file = new File([bytes], 'dataset.csv', { type: 'text/csv', lastModified: 1 });
  const puts: string[] = [];
  const progress: UploadProgress[] = [];
  const client = new UploadClient(http(teacher), { transport: fetchTransport(puts), store: null });

  const result = await client.upload(file, { onProgress: (p) => progress.push(p) });

  expect(result.filename).toBe('dataset.csv');
  expect(puts).toHaveLength(4);
  expect(puts.every((url) => !url.includes(teacher.token))).toBe(true);
  expect(progress.at(-1)).toMatchObject({ phase: 'done', percent: 100, loaded: 20 * MIB });
  const response = await fetch(new URL(result.url, t.baseUrl));
  expect(response.status).toBe(200);
  const downloaded = Buffer.from(await response.arrayBuffer());
  expect(downloaded.length).toBe(bytes.length);
  expect(createHash('sha256').update(downloaded).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));

  const ranged = await fetch(new URL(result.url, t.baseUrl), { headers: { range: 'bytes=10485750-10485769' } });
  expect(ranged.status).toBe(206);
  expect(Buffer.from(await ranged.arrayBuffer())).toEqual(bytes.subarray(10485750, 10485770));
}, 60_000);

test('an interrupted upload resumes after a "reload" and sends only the missing parts', async () => {
  const bytes = randomBytes(12 * MIB);
  const file = new File([bytes], 'lecture.mp4', { type: 'video/mp4', lastModified: 2 });
  const store = memoryStore();

  // First attempt: the network dies at part 3.
  const firstPuts: string[] = [];
  const flaky = fetchTransport(firstPuts);
  const broken: PartTransport = {
    put: (url, body, options) => (url.includes('partNumber=3') ? Promise.reject(new Error('network down')) : flaky.put(url, body, options)),
  };
  await expect(new UploadClient(http(teacher), { transport: broken, store, retries: 1, backoff: { minTimeout: 1, maxTimeout: 1 }, concurrency: 1 }).upload(file)).rejects.toThrow('network down');
  expect(store.map.size).toBe(1);

  // After a reload: a new client, same store; parts 1 and 2 are skipped.
  const puts: string[] = [];
  const result = await new UploadClient(http(teacher), { transport: fetchTransport(puts), store }).upload(file);
  expect(puts.map((url) => new URL(url, t.baseUrl).searchParams.get('partNumber'))).toEqual(['3']);
  const downloaded = Buffer.from(await (await fetch(new URL(result.url, t.baseUrl))).arrayBuffer());
  expect(downloaded.equals(bytes)).toBe(true);
  expect(store.map.size).toBe(0);
}, 60_000);
