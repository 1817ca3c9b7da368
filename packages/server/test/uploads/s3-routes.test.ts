// The same upload calls with S3 storage (s3rver on a random port): the browser PUTs to the bucket.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CompleteUploadResponse, SignPartsResponse, StorageMeta, UploadSession } from '@finedu/domain';
import S3rver from 's3rver';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

const MIB = 1024 * 1024;
const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

let s3: S3rver;
let dir = '';
let endpoint = '';
let t: TestApp;
let teacher: Session;
const clock = new ManualClock();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'finedu-s3rver-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'finedu', configs: [CORS] }] });
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  t = await createTestApp({
    storage: { STORAGE_ENDPOINT: endpoint, STORAGE_BUCKET: 'finedu', STORAGE_ACCESS_KEY: 'S3RVER', STORAGE_SECRET_KEY: 'S3RVER', UPLOAD_PART_BYTES: String(5 * MIB) },
  }, { clock });
  teacher = await t.login('teacher');
});
afterAll(async () => {
  t?.app.server.closeAllConnections(); // see big-upload.test.ts
  await t?.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

test('meta names the bucket, never the keys', async () => {
  const res = await t.call<StorageMeta>('GET', '/api/admin/other/meta', { as: teacher });
  expect(res.data).toMatchObject({ driver: 's3', oss_host: `${endpoint}/finedu/`, prefix: 'uploads/', path_media: 'media/' });
  expect(JSON.stringify(res.data)).not.toContain('S3RVER');
});

test('create → presigned PUTs straight to the bucket → complete → a /storage link that redirects to a short signed GET', async () => {
  const bytes = randomBytes(5 * MIB + 77);
  const created = await t.call<UploadSession>('POST', '/api/admin/upload', { as: teacher, body: { filename: 'a.bin', size: bytes.length, md5: md5(bytes) } });
  expect(created.code).toBe(1);
  const session = created.data;
  const signed = await t.call<SignPartsResponse>('POST', `/api/admin/upload/${session.id}/sign`, { as: teacher, body: { part_numbers: [1, 2] } });
  for (const part of signed.data.parts) {
    expect(part.url.startsWith(`${endpoint}/finedu/uploads/media/${teacher.user.id}/`)).toBe(true);
    expect(part.url).not.toMatch(/x-amz-checksum|x-amz-sdk-checksum/i);
    const body = bytes.subarray((part.part_number - 1) * session.part_size, part.part_number * session.part_size);
    const response = await fetch(part.url, { method: 'PUT', body: new Uint8Array(body) });
    expect(response.status).toBe(200);
    const recorded = await t.call('POST', `/api/admin/upload/${session.id}/part`, { as: teacher, body: { part_number: part.part_number, etag: response.headers.get('etag'), size: body.length } });
    expect(recorded.code).toBe(1);
  }
  const done = await t.call<CompleteUploadResponse>('POST', `/api/admin/upload/${session.id}/complete`, { as: teacher, body: {} });
  expect(done.code).toBe(1);
  expect(done.data.url).toMatch(/^\/storage\/uploads\/media\//);
  const redirect = await fetch(new URL(done.data.url, t.baseUrl), { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  const target = new URL(redirect.headers.get('location') ?? '');
  expect(target.origin).toBe(endpoint);
  // The bucket is told what to answer with: never the type the uploader declared.
  expect(target.searchParams.get('response-content-type')).toBe('application/octet-stream');
  expect(target.searchParams.get('response-content-disposition')).toMatch(/^attachment; filename="a\.bin"/);
  const file = await fetch(new URL(done.data.url, t.baseUrl));
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
  expect(md5(new Uint8Array(await file.arrayBuffer()))).toBe(md5(bytes));
});

test('an abandoned upload is marked aborted although s3rver cannot abort it, and cannot be completed afterwards', async () => {
  const bytes = randomBytes(5 * MIB + 1);
  const session = (await t.call<UploadSession>('POST', '/api/admin/upload', { as: teacher, body: { filename: 'left.bin', size: bytes.length, md5: md5(bytes) } })).data;
  const signed = await t.call<SignPartsResponse>('POST', `/api/admin/upload/${session.id}/sign`, { as: teacher, body: { part_numbers: [1] } });
  const part = signed.data.parts[0]!;
  const response = await fetch(part.url, { method: 'PUT', body: new Uint8Array(bytes.subarray(0, session.part_size)) });
  await t.call('POST', `/api/admin/upload/${session.id}/part`, { as: teacher, body: { part_number: 1, etag: response.headers.get('etag'), size: session.part_size } });

  clock.advance(25 * 60 * 60 * 1000);
  expect(await t.app.uploadSweeper.runOnce()).toEqual({ aborted: 1, unsupported: 1, failed: 0 });
  expect(await t.app.uploadSweeper.runOnce()).toEqual({ aborted: 0, unsupported: 0, failed: 0 });
  const late = await t.call('POST', `/api/admin/upload/${session.id}/complete`, { as: teacher, body: {}, headers: { 'accept-language': 'en-US' } });
  expect(late.code).toBe(0);
  expect(late.message).toMatch(/expired/);
});
