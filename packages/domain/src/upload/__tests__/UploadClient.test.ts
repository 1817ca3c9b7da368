import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import MockAdapter from 'axios-mock-adapter';
import type { AxiosRequestConfig } from 'axios';
import { createHttpClient } from '../../http/index.js';
import type { UploadSession } from '../../contract/uploads.js';
import { PartUploadError, resumeKey, UploadClient, xhrPartTransport, type KeyValueStore, type PartPutOptions, type PartTransport, type UploadProgress } from '../index.js';
import { installBlobArrayBuffer } from './blobPolyfill.js';

installBlobArrayBuffer();

const ID = 'a'.repeat(32);
const PART = 1000;
const envelope = (data: unknown) => ({ code: 1, data, message: 'ok' });

function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

function makeFile(size: number, name = 'report.pdf'): { file: File; bytes: Buffer } {
  const bytes = randomBytes(size);
  return { file: new File([bytes], name, { type: 'application/pdf', lastModified: 1_700_000_000_000 }), bytes };
}

/** The /api edge, faked with axios-mock-adapter on the project's real axios instance (auth headers + envelope). */
function fakeApi(options: { size: number; doneParts?: number[]; existingUrl?: string }) {
  const http = createHttpClient({ tokenStore: { get: () => ({ token: 'secret-token', user_id: 7, saved_at: Date.now() }), clear: () => undefined } });
  // axios-mock-adapter is typed against the CommonJS axios types; the instance is the same object.
  const mock = new MockAdapter(http as unknown as ConstructorParameters<typeof MockAdapter>[0]);
  const partCount = Math.ceil(options.size / PART);
  const state = {
    creates: [] as Array<Record<string, unknown>>,
    createHeaders: [] as Array<AxiosRequestConfig['headers']>,
    signs: [] as number[][],
    recorded: new Map<number, string>(),
    completed: 0,
    aborted: 0,
    urlVersion: 0,
  };
  const session = (): UploadSession => ({
    id: ID,
    key: `uploads/media/7/${'b'.repeat(32)}.pdf`,
    filename: 'report.pdf',
    size: options.size,
    md5: 'x',
    part_size: PART,
    part_count: partCount,
    status: 'uploading',
    parts: (options.doneParts ?? []).map((n) => ({ part_number: n, etag: `"done-${n}"`, size: PART })),
    file: options.existingUrl ? { url: options.existingUrl, filename: 'report.pdf' } : null,
  });
  mock.onPost('/api/admin/upload').reply((config) => {
    state.creates.push(JSON.parse(config.data as string) as Record<string, unknown>);
    state.createHeaders.push(config.headers);
    return [200, envelope(session())];
  });
  mock.onPost(`/api/admin/upload/${ID}/sign`).reply((config) => {
    const { part_numbers } = JSON.parse(config.data as string) as { part_numbers: number[] };
    state.signs.push(part_numbers);
    state.urlVersion += 1;
    const expires_at = new Date(Date.now() + 3600_000).toISOString();
    return [200, envelope({ parts: part_numbers.map((n) => ({ part_number: n, url: `https://storage.test/k?partNumber=${n}&v=${state.urlVersion}`, expires_at })) })];
  });
  mock.onPost(`/api/admin/upload/${ID}/part`).reply((config) => {
    const body = JSON.parse(config.data as string) as { part_number: number; etag: string };
    state.recorded.set(body.part_number, body.etag);
    return [200, envelope({ part_number: body.part_number, parts_done: state.recorded.size })];
  });
  mock.onPost(`/api/admin/upload/${ID}/complete`).reply(() => {
    state.completed += 1;
    return [200, envelope({ url: '/storage/uploads/media/7/b.pdf?sig=1', filename: 'report.pdf' })];
  });
  mock.onDelete(`/api/admin/upload/${ID}`).reply(() => {
    state.aborted += 1;
    return [200, envelope({ id: ID, status: 'aborted' })];
  });
  mock.onGet('/api/admin/other/meta').reply(200, envelope({ driver: 'local', prefix: 'uploads/', path_media: 'media/', oss_host: '/storage/', cdn_prefix: '', part_size: PART, max_size: 10_000 }));
  return { http, state };
}

/** A tiny fake part endpoint: records what was PUT, can fail a part a few times or hang until aborted. */
class FakeStorage implements PartTransport {
  readonly puts: Array<{ part: number; url: string; bytes: number }> = [];
  readonly stored = new Map<number, Blob>();
  readonly failures = new Map<number, number>();
  hang = false;
  active = 0;
  maxActive = 0;
  onPut?: () => void;

  async put(url: string, body: Blob, options: PartPutOptions = {}): Promise<{ etag: string }> {
    const part = Number(new URL(url).searchParams.get('partNumber'));
    this.puts.push({ part, url, bytes: body.size });
    this.active += 1;
    this.maxActive = Math.max(this.maxActive, this.active);
    this.onPut?.();
    try {
      await new Promise<void>((resolve, reject) => {
        if (options.signal?.aborted) return reject(options.signal.reason);
        const timer = this.hang ? undefined : setTimeout(resolve, 5);
        options.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(options.signal?.reason);
        });
      });
      const left = this.failures.get(part) ?? 0;
      if (left > 0) {
        this.failures.set(part, left - 1);
        throw new PartUploadError('Part upload failed: HTTP 403', 403);
      }
      options.onProgress?.(body.size);
      this.stored.set(part, body);
      return { etag: `"etag-${part}"` };
    } finally {
      this.active -= 1;
    }
  }
}

const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

describe('UploadClient', () => {
  test('hashes, creates, PUTs every part to its signed URL, completes, and reports progress by bytes', async () => {
    const { file, bytes } = makeFile(3500);
    const { http, state } = fakeApi({ size: 3500 });
    const storage = new FakeStorage();
    const store = memoryStore();
    const progress: UploadProgress[] = [];
    const client = new UploadClient(http, { transport: storage, store, backoff: { minTimeout: 1, maxTimeout: 1 } });

    const result = await client.upload(file, { onProgress: (p) => progress.push(p) });

    expect(result).toEqual({ url: '/storage/uploads/media/7/b.pdf?sig=1', filename: 'report.pdf' });
    expect(state.creates[0]).toEqual({ filename: 'report.pdf', size: 3500, md5: md5Of(bytes), content_type: 'application/pdf' });
    // Our /api calls carry the auth headers; the part PUTs go to storage URLs only.
    expect(String((state.createHeaders[0] as Record<string, unknown>).Authorization)).toBe('Bearer secret-token');
    expect(storage.puts.map((p) => p.part).sort()).toEqual([1, 2, 3, 4]);
    expect(storage.puts.every((p) => p.url.startsWith('https://storage.test/'))).toBe(true);
    expect(storage.puts.map((p) => p.bytes).sort((a, b) => a - b)).toEqual([500, 1000, 1000, 1000]);
    const sent = Buffer.concat(await Promise.all([1, 2, 3, 4].map(async (n) => Buffer.from(await storage.stored.get(n)!.arrayBuffer()))));
    expect(sent.equals(bytes)).toBe(true);
    expect([...state.recorded.entries()].sort()).toEqual([1, 2, 3, 4].map((n) => [n, `"etag-${n}"`]));
    expect(state.completed).toBe(1);

    const phases = [...new Set(progress.map((p) => p.phase))];
    expect(phases).toEqual(['hashing', 'uploading', 'completing', 'done']);
    const uploading = progress.filter((p) => p.phase === 'uploading').map((p) => p.loaded);
    expect(uploading).toEqual([...uploading].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual({ phase: 'done', loaded: 3500, total: 3500, percent: 100 });
    expect(store.map.size).toBe(0);
  });

  test('keeps at most 3 parts in flight', async () => {
    const { file } = makeFile(9000);
    const { http } = fakeApi({ size: 9000 });
    const storage = new FakeStorage();
    await new UploadClient(http, { transport: storage, store: null }).upload(file);
    expect(storage.puts).toHaveLength(9);
    expect(storage.maxActive).toBe(3);
  });

  test('resumes after a reload: no re-hash, parts already done are skipped', async () => {
    const { file, bytes } = makeFile(3500);
    const { http, state } = fakeApi({ size: 3500, doneParts: [1, 2] });
    const store = memoryStore();
    store.setItem(resumeKey(file), JSON.stringify({ md5: md5Of(bytes), upload_id: ID, saved_at: Date.now() }));
    const storage = new FakeStorage();
    const computeMd5 = jest.fn();
    const progress: UploadProgress[] = [];
    const client = new UploadClient(http, { transport: storage, store, computeMd5 });

    await client.upload(file, { onProgress: (p) => progress.push(p) });

    expect(computeMd5).not.toHaveBeenCalled();
    expect(state.creates[0]?.md5).toBe(md5Of(bytes));
    expect(storage.puts.map((p) => p.part).sort()).toEqual([3, 4]);
    expect(state.signs.flat().sort()).toEqual([3, 4]);
    expect(progress.find((p) => p.phase === 'uploading')?.loaded).toBe(2000);
    expect(state.completed).toBe(1);
  });

  test('a failing part is retried with a freshly signed URL', async () => {
    const { file } = makeFile(2500);
    const { http, state } = fakeApi({ size: 2500 });
    const storage = new FakeStorage();
    storage.failures.set(2, 2);
    const client = new UploadClient(http, { transport: storage, store: null, backoff: { minTimeout: 1, maxTimeout: 1 } });

    await client.upload(file);

    const part2 = storage.puts.filter((p) => p.part === 2);
    expect(part2).toHaveLength(3);
    expect(new Set(part2.map((p) => p.url)).size).toBe(3);
    expect(state.completed).toBe(1);
  });

  test('gives up after the retries and keeps the resume state', async () => {
    const { file } = makeFile(2500);
    const { http, state } = fakeApi({ size: 2500 });
    const storage = new FakeStorage();
    storage.failures.set(1, 10);
    const store = memoryStore();
    const client = new UploadClient(http, { transport: storage, store, retries: 2, backoff: { minTimeout: 1, maxTimeout: 1 } });

    await expect(client.upload(file)).rejects.toBeInstanceOf(PartUploadError);
    expect(storage.puts.filter((p) => p.part === 1)).toHaveLength(3);
    expect(state.completed).toBe(0);
    expect(store.getItem(resumeKey(file))).toContain(ID);
  });

  test('cancel aborts the parts in flight and keeps the upload for resume', async () => {
    const { file } = makeFile(5000);
    const { http, state } = fakeApi({ size: 5000 });
    const storage = new FakeStorage();
    storage.hang = true;
    const store = memoryStore();
    const controller = new AbortController();
    storage.onPut = () => {
      if (storage.active === 3) controller.abort();
    };
    const client = new UploadClient(http, { transport: storage, store });

    await expect(client.upload(file, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(storage.active).toBe(0);
    expect(storage.puts).toHaveLength(3);
    expect(state.recorded.size).toBe(0);
    expect(state.completed).toBe(0);
    expect(state.aborted).toBe(0);
    expect(store.getItem(resumeKey(file))).toContain(ID);
  });

  test('with abortOnCancel, cancel also aborts on the server and forgets the file', async () => {
    const { file } = makeFile(5000);
    const { http, state } = fakeApi({ size: 5000 });
    const storage = new FakeStorage();
    storage.hang = true;
    const store = memoryStore();
    const controller = new AbortController();
    storage.onPut = () => controller.abort();
    await expect(new UploadClient(http, { transport: storage, store, abortOnCancel: true }).upload(file, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(state.aborted).toBe(1);
    expect(store.map.size).toBe(0);
  });

  test('a file the user already uploaded returns at once', async () => {
    const { file } = makeFile(1500);
    const { http } = fakeApi({ size: 1500, existingUrl: '/storage/uploads/media/7/old.pdf' });
    const storage = new FakeStorage();
    await expect(new UploadClient(http, { transport: storage, store: null }).upload(file)).resolves.toEqual({ url: '/storage/uploads/media/7/old.pdf', filename: 'report.pdf' });
    expect(storage.puts).toHaveLength(0);
  });

  test('getMeta reads the storage settings', async () => {
    const { http } = fakeApi({ size: 1 });
    await expect(new UploadClient(http, { store: null }).getMeta()).resolves.toMatchObject({ prefix: 'uploads/', path_media: 'media/' });
  });
});

describe('xhrPartTransport', () => {
  let server: Server;
  let base = '';
  const received: Array<{ auth: string | undefined; body: Buffer }> = [];
  let exposeEtag = true;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'PUT', 'access-control-allow-headers': 'content-type', ...(exposeEtag ? { 'access-control-expose-headers': 'ETag' } : {}) };
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        received.push({ auth: req.headers.authorization, body });
        res.writeHead(200, { ...cors, etag: `"${md5Of(body)}"` }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('PUTs the bytes without our auth headers and reads the exposed ETag', async () => {
    const bytes = randomBytes(2048);
    const { etag } = await xhrPartTransport.put(`${base}/part?partNumber=1`, new Blob([bytes]));
    expect(etag).toBe(`"${md5Of(bytes)}"`);
    expect(received.at(-1)?.auth).toBeUndefined();
    expect(received.at(-1)?.body.equals(bytes)).toBe(true);
  });

  test('fails clearly when storage does not expose ETag', async () => {
    exposeEtag = false;
    await expect(xhrPartTransport.put(`${base}/part`, new Blob(['x']))).rejects.toThrow(/ETag/);
    exposeEtag = true;
  });
});

describe('stored-file links', () => {
  test('isStorageLinkStale: a /storage link close to its expiry, never anything else', async () => {
    const { isStorageLinkStale } = await import('../../contract/uploads.js');
    const now = 1_800_000_000_000;
    const link = (expires: number) => `/storage/uploads/media/7/a.pdf?expires=${expires}&name=a.pdf&signature=s`;
    expect(isStorageLinkStale(link(now / 1000 - 1), now)).toBe(true);
    expect(isStorageLinkStale(link(now / 1000 + 10), now)).toBe(true);
    expect(isStorageLinkStale(link(now / 1000 + 300), now)).toBe(false);
    expect(isStorageLinkStale('https://cdn.example/uploads/media/7/a.pdf', now)).toBe(false);
    expect(isStorageLinkStale('/storage/uploads/media/7/a.pdf?name=a.pdf&ref=r', now)).toBe(false);
  });

  test('freshLink asks the server to re-issue a link it signed', async () => {
    const http = createHttpClient({ tokenStore: { get: () => ({ token: 't', user_id: 7, saved_at: Date.now() }), clear: () => undefined } });
    const mock = new MockAdapter(http as unknown as ConstructorParameters<typeof MockAdapter>[0]);
    mock.onPost('/api/admin/storage/link').reply((config) => [200, envelope({ url: `${(JSON.parse(config.data as string) as { url: string }).url}&fresh`, expires_at: null })]);
    const link = await new UploadClient(http, { store: null }).freshLink('/storage/k?expires=1&signature=s');
    expect(link).toEqual({ url: '/storage/k?expires=1&signature=s&fresh', expires_at: null });
  });
});
