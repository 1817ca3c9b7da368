// The two storage adapters behind one interface, driven like the browser drives them: presigned part
// PUTs over real HTTP, then complete, then GET (whole and by Range).
import { randomBytes, createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { LocalStorageAdapter } from '../../src/plugins/storage/local.js';
import { StorageLinks } from '../../src/plugins/storage/links.js';
import { storageRoutes } from '../../src/plugins/storage/routes.js';
import { S3StorageAdapter } from '../../src/plugins/storage/s3.js';
import type { AbortOutcome, StorageAdapter } from '../../src/plugins/storage/adapter.js';

const MIB = 1024 * 1024;
const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');

interface Harness {
  adapter: StorageAdapter;
  /** Absolute URL for what the adapter signed (the local adapter signs same-origin paths). */
  absolute(url: string): string;
  /** s3rver accepts any ETag on complete (real S3 and our local disk refuse a wrong one). */
  checksEtags: boolean;
  /** s3rver has no AbortMultipartUpload (it answers 405); real S3 and our local disk abort. */
  abortOutcome: AbortOutcome;
}

async function putPart(url: string, body: Uint8Array): Promise<Response> {
  return fetch(url, { method: 'PUT', body: new Uint8Array(body) });
}

function describeAdapter(name: string, setup: () => Promise<Harness>, teardown: () => Promise<void>) {
  describe(`${name} adapter`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await setup();
    });
    afterAll(teardown);

    test('multipart upload through presigned URLs, then GET whole and by Range', async () => {
      const key = `uploads/media/7/${randomBytes(8).toString('hex')}.bin`;
      const first = randomBytes(5 * MIB);
      const second = randomBytes(1234);
      const { uploadId } = await h.adapter.createMultipartUpload(key, { contentType: 'application/x-test' });
      const etags: string[] = [];
      for (const [index, body] of [first, second].entries()) {
        const url = h.absolute(await h.adapter.signPartUrl(key, uploadId, index + 1, 600));
        expect(url).not.toMatch(/S3RVER(?!.*Signature)/); // credentials never appear in clear
        const response = await fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { origin: 'http://app.example' } });
        expect(response.status).toBe(200);
        // The browser must be able to read the ETag cross-origin.
        expect(response.headers.get('access-control-expose-headers') ?? '').toMatch(/etag/i);
        const etag = response.headers.get('etag');
        expect(etag?.replaceAll('"', '')).toBe(md5(body));
        etags.push(etag ?? '');
      }
      await h.adapter.completeMultipartUpload(key, uploadId, etags.map((etag, index) => ({ partNumber: index + 1, etag })));

      const info = await h.adapter.head(key);
      expect(info?.size).toBe(first.length + second.length);
      const whole = Buffer.concat([first, second]);

      const url = h.absolute(await h.adapter.getUrl(key, 600));
      const full = await fetch(url);
      expect(full.status).toBe(200);
      expect(md5(new Uint8Array(await full.arrayBuffer()))).toBe(md5(whole));

      const ranged = await fetch(url, { headers: { range: `bytes=${5 * MIB - 10}-${5 * MIB + 9}` } });
      expect(ranged.status).toBe(206);
      expect(Buffer.from(await ranged.arrayBuffer())).toEqual(whole.subarray(5 * MIB - 10, 5 * MIB + 10));

      const read = await h.adapter.read(key, { start: 0, end: 99 });
      const chunks: Buffer[] = [];
      for await (const chunk of read!.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks)).toEqual(whole.subarray(0, 100));
    });

    test('completing with a wrong ETag fails and stores nothing', async () => {
      if (!h.checksEtags) return;
      const key = `uploads/media/7/${randomBytes(8).toString('hex')}.txt`;
      const { uploadId } = await h.adapter.createMultipartUpload(key);
      const response = await putPart(h.absolute(await h.adapter.signPartUrl(key, uploadId, 1, 600)), Buffer.from('hello'));
      expect(response.status).toBe(200);
      await expect(h.adapter.completeMultipartUpload(key, uploadId, [{ partNumber: 1, etag: '"0123456789abcdef0123456789abcdef"' }])).rejects.toThrow();
      expect(await h.adapter.head(key)).toBeNull();
      await h.adapter.abortMultipartUpload(key, uploadId);
    });

    test('aborting an unfinished upload answers what storage could do, and never throws for "unsupported" or "already gone"', async () => {
      const key = `uploads/media/7/${randomBytes(8).toString('hex')}.bin`;
      const { uploadId } = await h.adapter.createMultipartUpload(key);
      const url = h.absolute(await h.adapter.signPartUrl(key, uploadId, 1, 600));
      expect((await putPart(url, Buffer.from('half an upload'))).status).toBe(200);
      expect(await h.adapter.abortMultipartUpload(key, uploadId)).toBe(h.abortOutcome);
      expect(await h.adapter.abortMultipartUpload(key, uploadId)).toBe(h.abortOutcome); // twice: nothing left, still fine
      if (h.abortOutcome === 'aborted') expect((await putPart(url, Buffer.from('late'))).status).toBe(404);
      expect(await h.adapter.head(key)).toBeNull();
    });

    test('head and read of a missing key answer null', async () => {
      expect(await h.adapter.head('uploads/media/7/missing.bin')).toBeNull();
      expect(await h.adapter.read('uploads/media/7/missing.bin')).toBeNull();
    });
  });
}

// ---- local disk, served by the /storage routes of a bare Fastify instance on a random port
let localDir = '';
let localServer: FastifyInstance | undefined;
let localBase = '';
let local: LocalStorageAdapter;

describeAdapter(
  'local disk',
  async () => {
    localDir = await mkdtemp(path.join(tmpdir(), 'finedu-storage-'));
    local = new LocalStorageAdapter({ root: path.join(localDir, 'storage'), maxPartBytes: 8 * MIB });
    await local.init();
    localServer = Fastify();
    await localServer.register(storageRoutes, { adapter: local, links: new StorageLinks({ secret: local.signingSecret(), ttl: 300 }), publicRead: false });
    localBase = await localServer.listen({ port: 0, host: '127.0.0.1' });
    return { adapter: local, absolute: (url) => new URL(url, localBase).toString(), checksEtags: true, abortOutcome: 'aborted' };
  },
  async () => {
    await localServer?.close();
    await rm(localDir, { recursive: true, force: true });
  },
);

describe('local disk /storage routes refuse', () => {
  let dir = '';
  let server: FastifyInstance;
  let base = '';
  let adapter: LocalStorageAdapter;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'finedu-storage-'));
    adapter = new LocalStorageAdapter({ root: path.join(dir, 'storage'), maxPartBytes: 1024, secret: 'test-secret' });
    await adapter.init();
    server = Fastify();
    await server.register(storageRoutes, { adapter, links: new StorageLinks({ secret: adapter.signingSecret(), ttl: 300 }), publicRead: false });
    base = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });
  const abs = (url: string) => new URL(url, base).toString();

  test('a tampered signature, another part number or key, and an expired URL', async () => {
    const key = 'uploads/media/1/a.txt';
    const { uploadId } = await adapter.createMultipartUpload(key);
    const good = new URL(abs(await adapter.signPartUrl(key, uploadId, 1, 600)));

    const tampered = new URL(good);
    tampered.searchParams.set('signature', `${good.searchParams.get('signature')?.slice(0, -2)}xx`);
    expect((await putPart(tampered.toString(), Buffer.from('x'))).status).toBe(403);

    const otherPart = new URL(good);
    otherPart.searchParams.set('partNumber', '2');
    expect((await putPart(otherPart.toString(), Buffer.from('x'))).status).toBe(403);

    const otherKey = new URL(good);
    otherKey.pathname = '/storage/uploads/media/2/a.txt';
    expect((await putPart(otherKey.toString(), Buffer.from('x'))).status).toBe(403);

    const expired = new URL(abs(await adapter.signPartUrl(key, uploadId, 1, -5)));
    expect((await putPart(expired.toString(), Buffer.from('x'))).status).toBe(403);

    const ok = await putPart(good.toString(), Buffer.from('x'));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-expose-headers')).toMatch(/ETag/);
  });

  test('a part over the size limit, a part after abort, a GET without signature, an unsatisfiable range', async () => {
    const key = 'uploads/media/1/b.txt';
    const { uploadId } = await adapter.createMultipartUpload(key);
    const url = abs(await adapter.signPartUrl(key, uploadId, 1, 600));
    expect((await putPart(url, randomBytes(2048))).status).toBe(413);
    expect((await putPart(url, Buffer.from('fine'))).status).toBe(200);
    await adapter.abortMultipartUpload(key, uploadId);
    expect((await putPart(url, Buffer.from('late'))).status).toBe(404);

    const { uploadId: second } = await adapter.createMultipartUpload(key);
    const response = await putPart(abs(await adapter.signPartUrl(key, second, 1, 600)), Buffer.from('0123456789'));
    await adapter.completeMultipartUpload(key, second, [{ partNumber: 1, etag: response.headers.get('etag') ?? '' }]);
    expect((await fetch(abs(`/storage/${key}`))).status).toBe(403);
    const signed = abs(await adapter.getUrl(key, 600));
    expect((await fetch(signed, { headers: { range: 'bytes=50-60' } })).status).toBe(416);
    const tail = await fetch(signed, { headers: { range: 'bytes=-3' } });
    expect(tail.status).toBe(206);
    expect(await tail.text()).toBe('789');
  });

  test('keys that would leave the storage folder', async () => {
    await expect(adapter.createMultipartUpload('../escape.txt')).rejects.toThrow();
    await expect(adapter.createMultipartUpload('uploads/../../x')).rejects.toThrow();
    await expect(adapter.createMultipartUpload('/etc/passwd')).rejects.toThrow();
    const response = await fetch(abs('/storage/..%2F..%2Fetc%2Fpasswd?expires=99999999999&signature=x'));
    expect(response.status).toBe(403);
  });
});

// ---- S3 API, against s3rver started here on a random port
let s3rver: S3rver | undefined;
let s3Dir = '';
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

describeAdapter(
  's3 (s3rver)',
  async () => {
    s3Dir = await mkdtemp(path.join(tmpdir(), 'finedu-s3rver-'));
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'finedu-test', configs: [CORS] }] });
    const { port } = (await s3rver.run()) as { port: number };
    const adapter = new S3StorageAdapter({ endpoint: `http://127.0.0.1:${port}`, bucket: 'finedu-test', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    return { adapter, absolute: (url) => url, checksEtags: false, abortOutcome: 'unsupported' };
  },
  async () => {
    await s3rver?.close();
    await rm(s3Dir, { recursive: true, force: true });
  },
);
