// @db postgres
// The upload calls through the real app (local-disk storage): meta, create/resume, sign, PUT parts
// over real HTTP, record, complete, abort, and every refusal.
import { createHash, randomBytes } from 'node:crypto';
import type { SignPartsResponse, StorageMeta, UploadSession, CompleteUploadResponse } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { uploads } from '../../src/db/schema/index.js';
import { UploadsService } from '../../src/modules/uploads/service.js';
import type { AuthUser } from '../../src/types.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

const MIB = 1024 * 1024;
const PART = 5 * MIB;
const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');

let t: TestApp;
let teacher: Session;
let student: Session;
let student2: Session;
let eduadmin2: Session;

beforeAll(async () => {
  t = await createTestApp({
    storage: { STORAGE_SECRET_KEY: 'never-show-this-secret', UPLOAD_PART_BYTES: String(PART), UPLOAD_MAX_BYTES: String(30 * MIB) },
  });
  [teacher, student, student2, eduadmin2] = await Promise.all([t.login('teacher'), t.login('student'), t.login('student2'), t.login('eduadmin2')]);
});
afterAll(async () => {
  t.app.server.closeAllConnections(); // see big-upload.test.ts
  await t.close();
});

const create = (as: Session, body: Record<string, unknown>) => t.call<UploadSession>('POST', '/api/admin/upload', { as, body });
const sign = (as: Session, id: string, part_numbers: unknown) => t.call<SignPartsResponse>('POST', `/api/admin/upload/${id}/sign`, { as, body: { part_numbers } });
const record = (as: Session, id: string, body: Record<string, unknown>) => t.call('POST', `/api/admin/upload/${id}/part`, { as, body });
const complete = (as: Session, id: string) => t.call<CompleteUploadResponse>('POST', `/api/admin/upload/${id}/complete`, { as, body: {} });
const abort = (as: Session, id: string) => t.call('DELETE', `/api/admin/upload/${id}`, { as });

/** PUT one part to its signed URL, as the browser does: no Authorization header. */
async function putPart(url: string, body: Uint8Array): Promise<string> {
  const response = await fetch(new URL(url, t.baseUrl), { method: 'PUT', body: new Uint8Array(body) });
  expect(response.status).toBe(200);
  return response.headers.get('etag') ?? '';
}

async function sendParts(as: Session, session: UploadSession, bytes: Buffer, only?: number[]): Promise<void> {
  const numbers = only ?? Array.from({ length: session.part_count }, (_, i) => i + 1);
  const signed = await sign(as, session.id, numbers);
  expect(signed.code).toBe(1);
  for (const part of signed.data.parts) {
    const body = bytes.subarray((part.part_number - 1) * session.part_size, part.part_number * session.part_size);
    const etag = await putPart(part.url, body);
    const recorded = await record(as, session.id, { part_number: part.part_number, etag, size: body.length });
    expect(recorded.code).toBe(1);
  }
}

describe('GET /api/admin/other/meta', () => {
  test('answers the storage settings of spec §3 and never a secret', async () => {
    const res = await t.call<StorageMeta>('GET', '/api/admin/other/meta', { as: student });
    expect(res.code).toBe(1);
    expect(res.data).toEqual({ driver: 'local', prefix: 'uploads/', path_media: 'media/', oss_host: '/storage/', cdn_prefix: '', part_size: PART, max_size: 30 * MIB });
    expect(JSON.stringify(res)).not.toContain('never-show-this-secret');
  });

  test('needs a signed-in user', async () => {
    expect((await t.call('GET', '/api/admin/other/meta')).code).toBe(-401);
    expect((await t.call('POST', '/api/admin/upload', { body: { filename: 'a.txt', size: 1, md5: md5(Buffer.from('a')) } })).code).toBe(-401);
  });
});

describe('an upload from start to finish', () => {
  // A PDF by its first bytes: the server serves a file as what its extension and bytes agree on.
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(PART + 1234)]);
  let session: UploadSession;

  test('create plans the parts and a key under the user folder', async () => {
    const res = await create(teacher, { filename: '期末 报告.PDF', size: bytes.length, md5: md5(bytes), content_type: 'application/pdf' });
    expect(res.code).toBe(1);
    session = res.data;
    expect(session.key).toMatch(new RegExp(`^uploads/media/${teacher.user.id}/[a-f0-9]{32}\\.pdf$`));
    expect(session).toMatchObject({ part_size: PART, part_count: 2, status: 'uploading', parts: [], file: null, filename: '期末 报告.PDF' });
  });

  test('signed part URLs carry no credentials and work without our auth headers', async () => {
    const signed = await sign(teacher, session.id, [1, 2]);
    expect(signed.code).toBe(1);
    expect(signed.data.parts.map((p) => p.part_number)).toEqual([1, 2]);
    for (const part of signed.data.parts) {
      expect(part.url).toMatch(/^\/storage\/uploads\/media\//);
      expect(part.url).not.toContain(teacher.token);
      expect(Date.parse(part.expires_at)).toBeGreaterThan(Date.now());
    }
    await sendParts(teacher, session, bytes, [1]);
  });

  test('creating again with the same md5 and size resumes, listing the parts done', async () => {
    const again = await create(teacher, { filename: '期末 报告.PDF', size: bytes.length, md5: md5(bytes) });
    expect(again.data.id).toBe(session.id);
    expect(again.data.parts.map((p) => p.part_number)).toEqual([1]);
    // Another user with the same bytes gets an upload of their own.
    const other = await create(student, { filename: 'x.pdf', size: bytes.length, md5: md5(bytes) });
    expect(other.data.id).not.toBe(session.id);
    await abort(student, other.data.id);
  });

  test('complete refuses while a part is missing, then answers {url, filename}', async () => {
    const early = await complete(teacher, session.id);
    expect(early.code).toBe(0);
    expect(early.message).toContain('2');
    await sendParts(teacher, session, bytes, [2]);
    const done = await complete(teacher, session.id);
    expect(done.code).toBe(1);
    expect(done.data.filename).toBe('期末 报告.PDF');
    const file = await fetch(new URL(done.data.url, t.baseUrl));
    expect(file.status).toBe(200);
    expect(md5(new Uint8Array(await file.arrayBuffer()))).toBe(md5(bytes));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="__ __.PDF"; filename*=UTF-8''${encodeURIComponent('期末 报告.PDF')}`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    // Completing twice is harmless.
    expect((await complete(teacher, session.id)).code).toBe(1);
  });

  test('the same file again is recognised as already uploaded', async () => {
    const res = await create(teacher, { filename: 'copy.pdf', size: bytes.length, md5: md5(bytes) });
    expect(res.data.status).toBe('completed');
    expect(res.data.file?.filename).toBe('copy.pdf');
    expect(res.data.file?.url).toContain(session.key);
  });

  test('a finished upload takes no more parts and cannot be aborted', async () => {
    expect((await sign(teacher, session.id, [1])).code).toBe(0);
    expect((await abort(teacher, session.id)).code).toBe(0);
  });
});

describe('the same file sent twice at once (two tabs resume one upload)', () => {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2 * PART + 77)]);
  const start = async () => {
    const res = await create(student, { filename: 'twice.pdf', size: bytes.length, md5: md5(bytes) });
    expect(res.code).toBe(1);
    await sendParts(student, res.data, bytes);
    return res.data;
  };
  const stored = async (url: string) => md5(new Uint8Array(await (await fetch(new URL(url, t.baseUrl))).arrayBuffer()));

  test('two completes on one instance both answer the file', async () => {
    const session = await start();
    const [a, b] = await Promise.all([complete(student, session.id), complete(student, session.id)]);
    expect([a.code, b.code, a.message, b.message]).toEqual([1, 1, a.message, b.message]);
    expect(b.data.url).toBe(a.data.url);
    expect(await stored(a.data.url)).toBe(md5(bytes));
  });

  test('two completes on two instances (one database, one bucket) both answer the file', async () => {
    // Another API instance: its own service over the same database and storage.
    const app = t.app;
    const other = new UploadsService(app.db, app.storage, app.storageLinks, app.storageConfig, app.log, app.clock);
    const caller = { id: student.user.id, role: student.user.role, edu_id: student.user.edu_id, username: student.user.username, token_id: 0 } as AuthUser;
    for (let round = 0; round < 3; round += 1) {
      // A new file each round (the same bytes would be recognised as uploaded).
      bytes[bytes.length - 1] = round;
      const session = await start();
      const [a, b] = await Promise.all([complete(student, session.id), other.complete(caller, session.id)]);
      expect(a.code).toBe(1);
      expect(b.url).toBe(a.data.url);
      expect(await stored(a.data.url)).toBe(md5(bytes));
    }
  });
});

describe('refusals', () => {
  const small = Buffer.from('hello refusals');
  let mine: UploadSession;
  beforeAll(async () => {
    mine = (await create(student, { filename: 'notes.txt', size: small.length, md5: md5(small) })).data;
  });

  test('a size over the limit, or an empty or wrongly typed body', async () => {
    const tooBig = await create(student, { filename: 'big.iso', size: 30 * MIB + 1, md5: md5(small) });
    expect(tooBig.code).toBe(0);
    expect(tooBig.message).toMatch(/上限|limit/);
    expect((await create(student, { filename: 'a.txt', size: 0, md5: md5(small) })).code).toBe(0);
    expect((await create(student, { filename: 'a.txt', size: '12', md5: md5(small) })).code).toBe(0);
    expect((await create(student, { filename: 'a.txt', size: 3, md5: 'not-an-md5' })).code).toBe(0);
    expect((await create(student, { filename: '', size: 3, md5: md5(small) })).code).toBe(0);
    expect((await create(student, { filename: 'x'.repeat(300), size: 3, md5: md5(small) })).code).toBe(0);
  });

  test('keys outside the user folder', async () => {
    const uid = student.user.id;
    for (const key of [
      `uploads/media/${teacher.user.id}/mine.txt`,
      `uploads/media/${uid}/../${teacher.user.id}/x.txt`,
      `uploads/media/${uid}/`,
      `uploads/other/${uid}/x.txt`,
      `/uploads/media/${uid}/x.txt`,
      `uploads/media/${uid}0/x.txt`,
      'etc/passwd',
    ]) {
      const res = await create(student, { filename: 'x.txt', size: 3, md5: md5(Buffer.from(key)), key });
      expect({ key, code: res.code }).toEqual({ key, code: 0 });
    }
    const inside = await create(student, { filename: 'x.txt', size: 3, md5: md5(Buffer.from('abc')), key: `uploads/media/${uid}/chosen/name.txt` });
    expect(inside.code).toBe(1);
    expect(inside.data.key).toBe(`uploads/media/${uid}/chosen/name.txt`);
  });

  test('part numbers out of range and a part of the wrong size', async () => {
    expect((await sign(student, mine.id, [0])).code).toBe(0);
    expect((await sign(student, mine.id, [2])).code).toBe(0);
    expect((await sign(student, mine.id, [10_001])).code).toBe(0);
    expect((await sign(student, mine.id, [])).code).toBe(0);
    expect((await record(student, mine.id, { part_number: 2, etag: '"x"', size: small.length })).code).toBe(0);
    expect((await record(student, mine.id, { part_number: 1, etag: '"x"', size: small.length + 1 })).code).toBe(0);
  });

  test('a malformed upload id', async () => {
    expect((await sign(student, 'nope', [1])).code).toBe(0);
    expect((await complete(student, '../../etc')).code).not.toBe(1);
  });

  test.each([
    ['a student of another college', () => student2],
    ['an admin of another college', () => eduadmin2],
    ['a teacher of the same college', () => teacher],
  ])('%s cannot touch a student upload', async (_who, other) => {
    const as = other();
    for (const res of [await sign(as, mine.id, [1]), await record(as, mine.id, { part_number: 1, etag: '"x"', size: small.length }), await complete(as, mine.id), await abort(as, mine.id)]) {
      expect(res.code).toBe(0);
      expect(res.data).toBeNull();
    }
    const again = await create(as, { filename: 'notes.txt', size: small.length, md5: md5(small) });
    expect(again.data.id).not.toBe(mine.id);
  });

  test('the student aborts their upload; it then takes no parts', async () => {
    const signed = await sign(student, mine.id, [1]);
    const url = signed.data.parts[0]!.url;
    const res = await abort(student, mine.id);
    expect(res).toMatchObject({ code: 1, data: { id: mine.id, status: 'aborted' } });
    expect((await sign(student, mine.id, [1])).code).toBe(0);
    expect((await complete(student, mine.id)).code).toBe(0);
    const late = await fetch(new URL(url, t.baseUrl), { method: 'PUT', body: new Uint8Array(small) });
    expect(late.status).toBe(404);
  });

  test('a row whose key lies outside the owner folder is never signed', async () => {
    const row = (await create(teacher, { filename: 'y.txt', size: 5, md5: md5(Buffer.from('yyyyy')) })).data;
    await t.app.db.update(uploads).set({ key: `uploads/media/${student.user.id}/planted.txt` }).where(eq(uploads.id, row.id));
    expect((await sign(teacher, row.id, [1])).code).toBe(0);
    expect((await complete(teacher, row.id)).code).toBe(0);
  });
});
