// Personal notebook tokens (issue 35): the service's rules (hashing, expiry, cap, revoke) and their scope (the
// gateway's sign-in only; /api refuses them), on the real app and database. The gateway with a stock client is
// test/notebook/personalTokens.test.ts (kernel lane).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NOTEBOOK_TOKEN_LIMITS, type CreatedNotebookToken, type NotebookTokenList } from '@finedu/domain';
import { notebookTokenAudit, notebookTokens, users } from '../../src/db/schema/index.js';
import { ManualClock } from '../../src/lib/clock.js';
import { NotebookTokenService } from '../../src/modules/notebookTokens/index.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let clock: ManualClock;
let student: Session;
let student2: Session;
let service: NotebookTokenService;

beforeAll(async () => {
  clock = new ManualClock(new Date('2026-11-29T08:00:00Z'));
  t = await createTestApp({}, { clock });
  student = await t.login('student');
  student2 = await t.login('student2');
  service = new NotebookTokenService(t.app.db, () => clock.now());
});

afterAll(async () => {
  await t.close();
});

const create = (as: Session, body: unknown) => t.call<CreatedNotebookToken>('POST', '/api/admin/notebook-token', { as, body });
const list = (as: Session) => t.call<NotebookTokenList>('GET', '/api/admin/notebook-token', { as });
const revoke = (as: Session, id: number) => t.call<null>('DELETE', `/api/admin/notebook-token/${id}`, { as });

async function revokeAll(as: Session): Promise<void> {
  for (const token of (await list(as)).data.list) if (token.live) expect((await revoke(as, token.id)).code).toBe(1);
}

describe('creating a token', () => {
  it('answers the token once, stores only its sha256, and lists it without the secret', async () => {
    const made = await create(student, { name: 'JupyterLab at home', expires_in_days: 30 });
    expect(made.code).toBe(1);
    const { token, secret } = made.data;
    expect(secret).toMatch(/^fnb_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'JupyterLab at home', hint: secret.slice(4, 10), live: true, last_used_at: null, revoked_at: null });
    expect(new Date(token.expires_at).getTime() - new Date(token.created_at).getTime()).toBe(30 * DAY);

    const [row] = await t.app.db.select().from(notebookTokens).where(eq(notebookTokens.id, token.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(4));

    const listed = await list(student);
    expect(listed.data.list.map((x) => x.id)).toContain(token.id);
    expect(JSON.stringify(listed.data)).not.toContain(secret);
    expect(listed.data.max_live).toBe(NOTEBOOK_TOKEN_LIMITS.maxLive);
    // Another user's list does not show it.
    expect((await list(student2)).data.list.map((x) => x.id)).not.toContain(token.id);
    await revokeAll(student);
  });

  it('refuses an expiry that is not offered and an empty or long name, in the caller’s language', async () => {
    for (const body of [{ name: 'x', expires_in_days: 365 }, { name: 'x', expires_in_days: 0 }, { name: '   ', expires_in_days: 7 }, { name: 'x'.repeat(41), expires_in_days: 7 }]) {
      const res = await create(student, body);
      expect(res.code).not.toBe(1);
      expect(res.message.length).toBeGreaterThan(0);
    }
    const zh = await t.call('POST', '/api/admin/notebook-token', { as: student, body: { name: 'x', expires_in_days: 365 }, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.code).toBe(0);
    expect(zh.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await list(student)).data.list.filter((x) => x.live)).toHaveLength(0);
  });

  it('keeps at most maxLive live tokens per user; a revoked or expired one makes room', async () => {
    const made: number[] = [];
    for (let i = 0; i < NOTEBOOK_TOKEN_LIMITS.maxLive; i++) {
      const res = await create(student, { name: `t${i}`, expires_in_days: i === 0 ? 7 : 90 });
      expect(res.code).toBe(1);
      made.push(res.data.token.id);
    }
    const over = await create(student, { name: 'one too many', expires_in_days: 7 });
    expect(over.code).toBe(0);
    expect(over.message).toMatch(/at most 5|最多/);
    // The cap is per user: student2 is not affected.
    const other = await create(student2, { name: 'mine', expires_in_days: 7 });
    expect(other.code).toBe(1);

    expect((await revoke(student, made[1]!)).code).toBe(1);
    expect((await create(student, { name: 'after a revoke', expires_in_days: 7 })).code).toBe(1);
    expect((await create(student, { name: 'full again', expires_in_days: 7 })).code).toBe(0);
    // The 7-day token expires: room for one more.
    clock.advance(8 * DAY);
    expect((await create(student, { name: 'after an expiry', expires_in_days: 7 })).code).toBe(1);
    const listed = (await list(student)).data.list;
    expect(listed.find((x) => x.id === made[0])!.live).toBe(false);
    await revokeAll(student);
    await revokeAll(student2);
  });
});

describe('revoking', () => {
  it('revokes only the caller’s own token, and audits create and revoke with the actor and address', async () => {
    const { data } = await create(student, { name: 'vscode', expires_in_days: 7 });
    const foreign = await revoke(student2, data.token.id);
    expect(foreign.code).toBe(0);
    expect(await service.authenticate(data.secret)).toMatchObject({ id: student.user.id });

    expect((await revoke(student, data.token.id)).code).toBe(1);
    expect(await service.authenticate(data.secret)).toBeNull();
    // Again: nothing changes, no second audit entry.
    expect((await revoke(student, data.token.id)).code).toBe(1);
    expect((await revoke(student, 999_999)).code).toBe(0);

    const audit = await t.app.db.select().from(notebookTokenAudit).where(eq(notebookTokenAudit.tokenId, data.token.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['create', student.user.id],
      ['revoke', student.user.id],
    ]);
    expect(audit.every((a) => a.ip.length > 0)).toBe(true);
  });
});

describe('signing in at the gateway', () => {
  it('knows a live token’s owner, notes its use at most once a minute, and refuses expired, unknown and malformed tokens', async () => {
    const { data } = await create(student, { name: 'lab', expires_in_days: 7 });
    expect(await service.authenticate(data.secret)).toEqual({ id: student.user.id, role: student.user.role, edu_id: student.user.edu_id });
    const used = (await list(student)).data.list.find((x) => x.id === data.token.id)!;
    expect(used.last_used_at).toBe(clock.now().toISOString());
    clock.advance(30_000);
    await service.authenticate(data.secret);
    expect((await list(student)).data.list.find((x) => x.id === data.token.id)!.last_used_at).toBe(used.last_used_at);

    expect(await service.authenticate(`${data.secret.slice(0, -1)}${data.secret.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await service.authenticate(data.secret.slice(4))).toBeNull();
    expect(await service.authenticate('')).toBeNull();
    clock.advance(7 * DAY);
    expect(await service.authenticate(data.secret)).toBeNull();
  });

  it('refuses the token of a disabled account', async () => {
    const { data } = await create(student2, { name: 'lab', expires_in_days: 7 });
    expect(await service.authenticate(data.secret)).not.toBeNull();
    await t.app.db.update(users).set({ status: 0 }).where(eq(users.id, student2.user.id));
    try {
      expect(await service.authenticate(data.secret)).toBeNull();
    } finally {
      await t.app.db.update(users).set({ status: 1 }).where(eq(users.id, student2.user.id));
    }
  });

  it('opens nothing of /api: the API answers a personal token as signed out', async () => {
    const { data } = await create(student, { name: 'scope', expires_in_days: 7 });
    const headers = { authorization: `Bearer ${data.secret}`, 'x-user-id': String(student.user.id) };
    for (const url of ['/api/admin/current', '/api/admin/notebook-token']) {
      const res = await t.call('GET', url, { headers });
      expect(res.code).toBe(-401);
    }
    const made = await t.call('POST', '/api/admin/notebook-token', { headers, body: { name: 'from a token', expires_in_days: 7 } });
    expect(made.code).toBe(-401);
    // Nor as a Jupyter-style header.
    expect((await t.call('GET', '/api/admin/current', { headers: { authorization: `token ${data.secret}` } })).code).toBe(-401);
  });
});
