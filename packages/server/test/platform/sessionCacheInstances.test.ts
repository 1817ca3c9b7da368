// @db postgres
// Two API instances on one database (issue 14): each caches sessions in its own memory and answers a signed-in call
// from that cache; a sign-out, a password change, a role change or a college's modules changed through the other
// instance must still reach it (the database announces every change, see lib/sessionCache.ts).
import type { CurrentUser } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { colleges, rateLimits, users } from '../../src/db/schema/index.js';
import { sha256 } from '../../src/lib/tokens.js';
import { createTestApp, DEMO_PASSWORD, type Envelope, type Session, type TestApp } from '../helper.js';

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { sameDatabaseAs: a });
}, 60_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The other instance hears a change by NOTIFY: allow it a moment to arrive (2 s at most). */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 40 && !accept(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

const current = (app: TestApp, session: Session) => app.call<CurrentUser>('GET', '/api/admin/current', { as: session });

/** Signs in on `a` and makes `b` cache the session (its first call reads the database, the second is served from memory). */
async function cachedOnB(username: string, password = DEMO_PASSWORD): Promise<Session> {
  const session = await a.login(username, password);
  expect((await current(b, session)).code).toBe(1);
  expect(b.app.sessionCache.get(sha256(session.token))?.user.username).toBe(username);
  expect((await current(b, session)).code).toBe(1);
  return session;
}

it('serves a cached session from memory until the other instance signs it out', async () => {
  const s = await cachedOnB('student');
  expect((await a.call('POST', '/api/admin/logout', { as: s })).code).toBe(1);
  const after = await eventually(() => current(b, s), (r) => r.code === -401);
  expect(after.code).toBe(-401);
  expect(b.app.sessionCache.get(sha256(s.token))?.token.revokedAt).not.toBeNull();
});

it("a password changed on one instance ends the user's other sessions on the other", async () => {
  const kept = await a.login('eduadmin2');
  const other = await cachedOnB('eduadmin2');
  const changed = await a.call('POST', '/api/admin/password/update', { as: kept, body: { old_password: DEMO_PASSWORD, password: 'NewPass#2026' } });
  expect(changed.code).toBe(1);
  expect((await eventually(() => current(b, other), (r) => r.code === -401)).code).toBe(-401);
  // The session that changed the password stays valid on both instances.
  expect((await current(b, kept)).code).toBe(1);
  expect((await current(a, kept)).code).toBe(1);
});

it('a role changed on one instance changes what the other allows: permissions, routes and guarded calls', async () => {
  const s = await cachedOnB('teacher');
  const before = await current(b, s);
  expect(before.data.permission['class.view']).toBe(true);
  expect((await b.call('GET', '/api/admin/class', { as: s })).code).toBe(1);

  await a.app.db.update(users).set({ role: 'edu_student' }).where(eq(users.id, s.user.id));
  const after = await eventually(() => current(b, s), (r) => r.data?.role === 'edu_student');
  expect(after.data.role).toBe('edu_student');
  expect(after.data.permission['class.view']).toBe(false);
  expect(after.data.permission['exam.take']).toBe(true);
  expect(after.data.allow_routes).not.toEqual(before.data.allow_routes);
  const refused = await b.call('GET', '/api/admin/class', { as: s });
  expect(refused.code).toBe(0);
  expect(refused.data).toBeNull();
});

it("a college's modules changed on one instance narrow the routes the other answers", async () => {
  const s = await cachedOnB('eduadmin');
  const collegeId = s.user.edu_id!;
  const all = (await current(b, s)).data.allow_routes;
  expect(all).toEqual(expect.arrayContaining(['CourseTeacher', 'EduQuestion', 'EduClass']));
  await a.app.db.update(colleges).set({ role: ['EduClass'] }).where(eq(colleges.id, collegeId));
  const narrowed = await eventually(() => current(b, s), (r) => r.data?.edu?.role.length === 1);
  expect(narrowed.data.edu?.role).toEqual(['EduClass']);
  expect(narrowed.data.allow_routes).toContain('EduClass');
  expect(narrowed.data.allow_routes).not.toContain('CourseTeacher');
  expect(narrowed.data.allow_routes).not.toContain('EduQuestion');
  expect(narrowed.data.allow_routes.length).toBeLessThan(all.length);
  await a.app.db.update(colleges).set({ role: [] }).where(eq(colleges.id, collegeId));
  expect((await eventually(() => current(b, s), (r) => r.data?.allow_routes.length === all.length)).data.allow_routes).toEqual(all);
});

it('never counts an ordinary signed-in GET against the shared rate limiter (no database write per call)', async () => {
  const s = await cachedOnB('systeacher');
  await a.app.db.delete(rateLimits);
  for (let i = 0; i < 5; i++) expect((await current(b, s)).code).toBe(1);
  expect(await a.app.db.select().from(rateLimits)).toEqual([]);
  // The limiter itself still counts where a route asks for it (a sign-in), so the check above can fail.
  const login: Envelope = await b.call('POST', '/api/admin/login', { body: { username: 'systeacher', password: 'wrong' } });
  expect(login.code).toBe(0);
  expect((await a.app.db.select().from(rateLimits)).length).toBe(1);
});

it("a kept answer follows the user's own profile change at once, and the other instance's after the announcement", async () => {
  const s = await cachedOnB('systeacher');
  expect((await a.call('POST', '/api/admin/current', { as: s, body: { name: '改名一' } })).code).toBe(1);
  expect((await current(a, s)).data.name).toBe('改名一');
  expect((await eventually(() => current(b, s), (r) => r.data?.name === '改名一')).data.name).toBe('改名一');
  expect((await b.call('POST', '/api/admin/current', { as: s, body: { name: '改名二' } })).code).toBe(1);
  expect((await current(b, s)).data.name).toBe('改名二');
});
