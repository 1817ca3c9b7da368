// Issue 37, item 11: an upload could name the key of a file already completed (the client may choose its key inside
// its own folder), so a link handed out earlier, and a prediction file already validated and queued for scoring, then
// served new bytes. A completed key is now immutable: an upload naming a key that holds a file (or that another
// upload holds) is refused with code 0, two creates of one fresh key let one through, and a new upload gets a key
// of its own.
import { createHash } from 'node:crypto';
import type { CompleteUploadResponse, MySubmissions, SignPartsResponse, Submission, UploadSession } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { uploads } from '../../src/db/schema/index.js';
import { createTestApp, type Envelope, type Session, type TestApp } from '../helper.js';
import { binaryLabels, labelsCsv, predictionsCsv, setupModelling, uploadText, type ModellingSetup } from '../competitions/scoringFixtures.js';

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const labels = binaryLabels(30);
let t: TestApp;
let student: Session;
let setup: ModellingSetup;

beforeAll(async () => {
  t = await createTestApp({ competitionWorkers: 0 });
  const admin = await t.login('admin');
  student = await t.login('student');
  setup = await setupModelling(t, { eduId: null, participants: [{ username: 'student' }], labelsUrl: await uploadText(t, admin, 'labels.csv', labelsCsv(labels)) });
}, 180_000);
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

const folder = () => `uploads/media/${student.user.id}/`;

/** Creates an upload and, when that is accepted, sends its bytes and completes it: the answer of the step that stopped. */
async function upload(key: string | undefined, text: string): Promise<{ step: 'create' | 'complete'; answer: Envelope<unknown>; session?: UploadSession }> {
  const bytes = Buffer.from(text, 'utf8');
  const created = await t.call<UploadSession>('POST', '/api/admin/upload', {
    as: student,
    body: { filename: 'file.csv', size: bytes.length, md5: md5(bytes), ...(key === undefined ? {} : { key }) },
    headers: { 'accept-language': 'en' },
  });
  if (created.code !== 1) return { step: 'create', answer: created };
  return { step: 'complete', answer: await finish(created.data, bytes), session: created.data };
}

async function sendPart(session: UploadSession, bytes: Buffer): Promise<void> {
  const signed = await t.call<SignPartsResponse>('POST', `/api/admin/upload/${session.id}/sign`, { as: student, body: { part_numbers: [1] } });
  const response = await fetch(new URL(signed.data.parts[0]!.url, t.baseUrl), { method: 'PUT', body: new Uint8Array(bytes) });
  const recorded = await t.call('POST', `/api/admin/upload/${session.id}/part`, { as: student, body: { part_number: 1, etag: response.headers.get('etag') ?? '', size: bytes.length } });
  expect(recorded.code).toBe(1);
}

const complete = (session: UploadSession) => t.call<CompleteUploadResponse>('POST', `/api/admin/upload/${session.id}/complete`, { as: student, body: {}, headers: { 'accept-language': 'en' } });

async function finish(session: UploadSession, bytes: Buffer): Promise<Envelope<CompleteUploadResponse>> {
  await sendPart(session, bytes);
  return complete(session);
}

async function served(url: string): Promise<string> {
  const response = await fetch(new URL(url, t.baseUrl));
  expect(response.status).toBe(200);
  return response.text();
}

test('a completed key cannot be written again: its link keeps serving the bytes it was issued for', async () => {
  const key = `${folder()}chosen-${Date.now()}.csv`;
  const first = await upload(key, 'id,target\n1,0.1\n');
  expect(first.answer.code).toBe(1);
  const link = (first.answer.data as CompleteUploadResponse).url;
  const again = await upload(key, 'id,target\n1,0.9\n');
  expect(again).toMatchObject({ step: 'create', answer: { code: 0, data: null } });
  expect(again.answer.message).toContain('a finished file is never replaced');
  expect(await served(link)).toBe('id,target\n1,0.1\n');
});

test('a validated prediction file is never replaced under its key: the scorer reads what was checked', async () => {
  const key = `${folder()}pred-${Date.now()}.csv`;
  const good = predictionsCsv(labels, 0.9);
  const uploaded = await upload(key, good);
  expect(uploaded.answer.code).toBe(1);
  const file = (uploaded.answer.data as CompleteUploadResponse).url;
  const submitted = await t.call<Submission>('POST', `/api/competition/session/${setup.sessionId}/submission`, { as: student, body: { file, filename: 'pred.csv' } });
  expect(submitted.data.status).toBe('queued');
  // After validation, before scoring: new bytes under the same key (a file that would fail, or score differently).
  const swap = await upload(key, 'id,target\n1,oops\n');
  expect(swap.answer.code).toBe(0);
  await t.app.competitionScoring.worker.drain();
  const mine = await t.call<MySubmissions>('GET', `/api/competition/session/${setup.sessionId}/submission`, { as: student });
  expect(mine.data.submissions.find((s) => s.id === submitted.data.id)).toMatchObject({ status: 'scored', error: null });
  expect(await served(file)).toBe(good);
});

test('two creates of one fresh key: one gets it, the other is refused', async () => {
  const key = `${folder()}race-${Date.now()}.csv`;
  const texts = ['id,target\n1,0.2\n', 'id,target\n1,0.8\n'];
  const answers = await Promise.all(
    texts.map((text) => {
      const bytes = Buffer.from(text);
      return t.call<UploadSession>('POST', '/api/admin/upload', { as: student, body: { filename: 'r.csv', size: bytes.length, md5: md5(bytes), key } });
    }),
  );
  expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
  const winner = answers.findIndex((a) => a.code === 1);
  const done = await finish(answers[winner]!.data, Buffer.from(texts[winner]!));
  expect(done.code).toBe(1);
  expect(await served(done.data.url)).toBe(texts[winner]);
});

test('uploads that already shared a key (before the rule): the first to finish keeps it, the other is refused', async () => {
  const a = await t.call<UploadSession>('POST', '/api/admin/upload', { as: student, body: { filename: 'a.csv', size: 5, md5: md5(Buffer.from('aaaaa')) } });
  const b = await t.call<UploadSession>('POST', '/api/admin/upload', { as: student, body: { filename: 'b.csv', size: 5, md5: md5(Buffer.from('bbbbb')) } });
  await sendPart(a.data, Buffer.from('aaaaa'));
  await sendPart(b.data, Buffer.from('bbbbb'));
  // As an older server let happen: both rows point at one key.
  await t.app.db.update(uploads).set({ key: a.data.key }).where(eq(uploads.id, b.data.id));
  const first = await complete(a.data);
  expect(first.code).toBe(1);
  const second = await complete(b.data);
  expect(second.code).toBe(0);
  expect(second.message).toContain('a finished file is never replaced');
  expect(await served(first.data.url)).toBe('aaaaa');
});

test('an upload without a key always gets a new one, even for bytes already uploaded under a chosen key', async () => {
  const text = `id,target\n1,0.${Date.now() % 9}\n`;
  const chosen = await upload(`${folder()}same-${Date.now()}.csv`, text);
  const fresh = await upload(undefined, `${text}2,0.5\n`);
  expect(fresh.answer.code).toBe(1);
  expect(fresh.session!.key).not.toBe(chosen.session!.key);
  expect(fresh.session!.key.startsWith(folder())).toBe(true);
});
