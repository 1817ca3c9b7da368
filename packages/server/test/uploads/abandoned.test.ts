// Abandoned uploads (UPLOAD_ABANDON_HOURS, default 24) on local disk through the real app, with the
// server's clock moved by hand: what the sweeper aborts, what it leaves alone, and how it behaves when
// storage fails or several instances sweep at once.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, vi, test } from 'vitest';
import type { CompleteUploadResponse, SignPartsResponse, UploadSession } from '@finedu/domain';
import { eq, inArray } from 'drizzle-orm';
import { uploadParts, uploads, type UploadRow } from '../../src/db/schema/index.js';
import { ManualClock } from '../../src/lib/clock.js';
import { AbandonedUploadSweeper, sweepAbandoned } from '../../src/modules/uploads/abandoned.js';
import { loadStorageConfig } from '../../src/plugins/storage/config.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

const MIB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;
const PART = 5 * MIB;
const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');

const clock = new ManualClock();
let t: TestApp;
let student: Session;
let teacher: Session;

beforeAll(async () => {
  t = await createTestApp({ storage: { UPLOAD_PART_BYTES: String(PART), UPLOAD_MAX_BYTES: String(30 * MIB) } }, { clock });
  [student, teacher] = await Promise.all([t.login('student'), t.login('teacher')]);
});
afterAll(async () => {
  t.app.server.closeAllConnections(); // see big-upload.test.ts
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const create = (as: Session, bytes: Buffer, name = 'report.bin') =>
  t.call<UploadSession>('POST', '/api/admin/upload', { as, body: { filename: name, size: bytes.length, md5: md5(bytes) } });
const sign = (as: Session, id: string, part_numbers: number[]) => t.call<SignPartsResponse>('POST', `/api/admin/upload/${id}/sign`, { as, body: { part_numbers } });
const complete = (as: Session, id: string, headers: Record<string, string> = {}) =>
  t.call<CompleteUploadResponse>('POST', `/api/admin/upload/${id}/complete`, { as, body: {}, headers });

/** Signs, PUTs (as the browser does, without our auth headers) and records the given parts; answers the signed URLs. */
async function sendParts(as: Session, session: UploadSession, bytes: Buffer, numbers: number[]): Promise<string[]> {
  const signed = await sign(as, session.id, numbers);
  expect(signed.code).toBe(1);
  for (const part of signed.data.parts) {
    const body = bytes.subarray((part.part_number - 1) * session.part_size, part.part_number * session.part_size);
    const response = await fetch(new URL(part.url, t.baseUrl), { method: 'PUT', body: new Uint8Array(body) });
    expect(response.status).toBe(200);
    const recorded = await t.call('POST', `/api/admin/upload/${session.id}/part`, { as, body: { part_number: part.part_number, etag: response.headers.get('etag'), size: body.length } });
    expect(recorded.code).toBe(1);
  }
  return signed.data.parts.map((part) => part.url);
}

/** Starts an upload of `bytes` and sends its first part: what a student leaves behind when closing the tab. */
async function leaveHalfDone(as: Session, bytes = randomBytes(PART + 100)): Promise<{ session: UploadSession; bytes: Buffer; urls: string[] }> {
  const created = await create(as, bytes);
  expect(created.code).toBe(1);
  const urls = await sendParts(as, created.data, bytes, [1]);
  return { session: created.data, bytes, urls };
}

async function row(id: string): Promise<UploadRow> {
  const [found] = await t.app.db.select().from(uploads).where(eq(uploads.id, id));
  return found!;
}

/** Where the local adapter keeps an unfinished upload's parts. */
async function partsDir(id: string): Promise<string> {
  return path.join(t.config.dataDir, 'storage', 'multipart', (await row(id)).storageUploadId);
}

describe('the sweep', () => {
  let old: { session: UploadSession; bytes: Buffer; urls: string[] };
  let done: UploadSession;
  let fresh: UploadSession;

  test('aborts an upload idle for longer than the setting and deletes its parts; fresh and completed ones stay', async () => {
    old = await leaveHalfDone(student);
    const oldDir = await partsDir(old.session.id);
    expect(fs.readdirSync(oldDir).sort()).toEqual(['1', 'upload.json']);

    const small = randomBytes(1000);
    done = (await create(student, small, 'done.txt')).data;
    await sendParts(student, done, small, [1]);
    expect((await complete(student, done.id)).code).toBe(1);

    clock.advance(25 * HOUR);
    fresh = (await leaveHalfDone(teacher)).session;

    expect(await t.app.uploadSweeper.runOnce()).toEqual({ aborted: 1, unsupported: 0, failed: 0 });

    expect((await row(old.session.id)).status).toBe('aborted');
    expect(await t.app.db.select().from(uploadParts).where(eq(uploadParts.uploadId, old.session.id))).toEqual([]);
    expect(fs.existsSync(oldDir)).toBe(false);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'storage', 'tmp')).filter((name) => name.startsWith(path.basename(oldDir)))).toEqual([]);
    // A part URL signed before the sweep finds nothing to write to.
    const late = await fetch(new URL(old.urls[0]!, t.baseUrl), { method: 'PUT', body: new Uint8Array(randomBytes(PART)) });
    expect(late.status).toBe(404);

    expect((await row(fresh.id)).status).toBe('uploading');
    expect(fs.readdirSync(await partsDir(fresh.id)).sort()).toEqual(['1', 'upload.json']);

    const completed = await row(done.id);
    expect(completed.status).toBe('completed');
    expect(await t.app.storage.head(completed.key)).toMatchObject({ size: small.length });
  });

  test('a second sweep finds nothing to do', async () => {
    expect(await t.app.uploadSweeper.runOnce()).toEqual({ aborted: 0, unsupported: 0, failed: 0 });
    expect((await row(fresh.id)).status).toBe('uploading');
    expect((await row(done.id)).status).toBe('completed');
  });

  test('completing the aborted upload answers a clear error in the caller’s language', async () => {
    const zh = await complete(student, old.session.id);
    expect(zh.code).not.toBe(1);
    expect(zh.data).toBeNull();
    expect(zh.message).toMatch(/失效/);
    const en = await complete(student, old.session.id, { 'accept-language': 'en-US' });
    expect(en.code).not.toBe(1);
    expect(en.message).toMatch(/expired/);
    expect((await sign(student, old.session.id, [2])).code).toBe(0);
  });

  test('the same file again starts a new upload, which works end to end', async () => {
    const again = await create(student, old.bytes);
    expect(again.code).toBe(1);
    expect(again.data.id).not.toBe(old.session.id);
    expect(again.data.parts).toEqual([]);
    await sendParts(student, again.data, old.bytes, [1, 2]);
    expect((await complete(student, again.data.id)).code).toBe(1);
  });
});

test('a resumed upload within the window keeps working, however old it is', async () => {
  const { session, bytes } = await leaveHalfDone(student);
  clock.advance(20 * HOUR);
  const resumed = await create(student, bytes); // the page was reloaded: the client resumes
  expect(resumed.data.id).toBe(session.id);
  expect(resumed.data.parts.map((part) => part.part_number)).toEqual([1]);
  clock.advance(20 * HOUR); // 40 h since it started, 20 h since it resumed

  await t.app.uploadSweeper.runOnce();
  expect((await row(session.id)).status).toBe('uploading');
  await sendParts(student, session, bytes, [2]);
  expect((await complete(student, session.id)).code).toBe(1);
});

test('a storage error is logged and leaves the upload for the next sweep', async () => {
  const { session } = await leaveHalfDone(student);
  clock.advance(25 * HOUR);
  const before = await row(session.id);
  const warn = vi.spyOn(t.app.log, 'warn');
  vi.spyOn(t.app.storage, 'abortMultipartUpload').mockRejectedValueOnce(new Error('storage is down'));

  expect(await t.app.uploadSweeper.runOnce()).toEqual({ aborted: 0, unsupported: 0, failed: 1 });
  expect(warn).toHaveBeenCalledWith(expect.objectContaining({ upload: session.id }), expect.stringMatching(/next sweep/));
  const after = await row(session.id);
  expect(after.status).toBe('uploading');
  expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
  expect(fs.existsSync(await partsDir(session.id))).toBe(true);

  expect(await t.app.uploadSweeper.runOnce()).toEqual({ aborted: 1, unsupported: 0, failed: 0 });
  expect((await row(session.id)).status).toBe('aborted');
  expect(fs.existsSync(await partsDir(session.id))).toBe(false);
});

test('storage without AbortMultipartUpload: the upload is still marked aborted, and the sweep says so', async () => {
  const { session } = await leaveHalfDone(student);
  clock.advance(25 * HOUR);
  const warn = vi.spyOn(t.app.log, 'warn');
  vi.spyOn(t.app.storage, 'abortMultipartUpload').mockResolvedValueOnce('unsupported');
  expect(await t.app.uploadSweeper.runOnce()).toEqual({ aborted: 1, unsupported: 1, failed: 0 });
  expect((await row(session.id)).status).toBe('aborted');
  expect(warn).toHaveBeenCalledWith({ count: 1 }, expect.stringMatching(/lifecycle/));
});

test('concurrent sweeps (several instances on one database) abort each upload once', async () => {
  const left = await Promise.all([leaveHalfDone(student), leaveHalfDone(teacher), leaveHalfDone(student)]);
  clock.advance(25 * HOUR);
  const abortSpy = vi.spyOn(t.app.storage, 'abortMultipartUpload');
  const deps = { db: t.app.db, storage: t.app.storage, clock, log: t.app.log, abandonHours: 24 };
  const instances = [t.app.uploadSweeper, new AbandonedUploadSweeper(deps), new AbandonedUploadSweeper(deps)];

  const reports = await Promise.all(instances.map((sweeper) => sweeper.runOnce()));
  expect(reports.reduce((sum, report) => sum + report.aborted, 0)).toBe(left.length);
  const ids = left.map((l) => l.session.id);
  const rows = await t.app.db.select().from(uploads).where(inArray(uploads.id, ids));
  expect(rows.map((r) => r.status)).toEqual(['aborted', 'aborted', 'aborted']);
  const aborted = abortSpy.mock.calls.map(([, uploadId]) => uploadId).sort();
  expect(aborted).toEqual(rows.map((r) => r.storageUploadId).sort());
});

test('a claim left by a sweep that died is taken over after an hour; a live claim is not', async () => {
  const [dead, live] = await Promise.all([leaveHalfDone(student), leaveHalfDone(teacher)]);
  const now = clock.now().getTime();
  await t.app.db.update(uploads).set({ status: 'aborting', updatedAt: new Date(now - 2 * HOUR) }).where(eq(uploads.id, dead.session.id));
  await t.app.db.update(uploads).set({ status: 'aborting', updatedAt: new Date(now - 5 * 60 * 1000) }).where(eq(uploads.id, live.session.id));

  expect(await t.app.uploadSweeper.runOnce()).toEqual({ aborted: 1, unsupported: 0, failed: 0 });
  expect((await row(dead.session.id)).status).toBe('aborted');
  expect(fs.existsSync(await partsDir(dead.session.id))).toBe(false);
  expect((await row(live.session.id)).status).toBe('aborting');
  // While claimed, the owner cannot add parts or complete it.
  expect((await complete(teacher, live.session.id)).code).toBe(0);
  expect((await sign(teacher, live.session.id, [2])).code).toBe(0);
});

describe('UPLOAD_ABANDON_HOURS', () => {
  test('defaults to 24; 0 turns the sweeper off; a negative or non-number value is refused', () => {
    expect(loadStorageConfig({}).abandonHours).toBe(24);
    expect(loadStorageConfig({ UPLOAD_ABANDON_HOURS: '0' }).abandonHours).toBe(0);
    expect(loadStorageConfig({ UPLOAD_ABANDON_HOURS: '1.5' }).abandonHours).toBe(1.5);
    expect(() => loadStorageConfig({ UPLOAD_ABANDON_HOURS: '-1' })).toThrow(/UPLOAD_ABANDON_HOURS/);
    expect(() => loadStorageConfig({ UPLOAD_ABANDON_HOURS: 'soon' })).toThrow(/UPLOAD_ABANDON_HOURS/);
  });

  test('set to 0, nothing is ever aborted', async () => {
    const { session } = await leaveHalfDone(student);
    clock.advance(1000 * HOUR);
    const off = { db: t.app.db, storage: t.app.storage, clock, log: t.app.log, abandonHours: 0 };
    expect(await sweepAbandoned(off)).toEqual({ aborted: 0, unsupported: 0, failed: 0 });
    expect((await row(session.id)).status).toBe('uploading');
  });

  test('is read from the app’s storage settings', () => {
    expect(t.app.storageConfig.abandonHours).toBe(24);
  });
});
