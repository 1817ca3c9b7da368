// Issue 11: the blockchain lab's attempts as an attacker inside the college would probe them. A classmate (same
// class, same teacher) and a teacher of the same college who heads none of the student's classes get the answer of
// an id that does not exist for every attempt call, change nothing, and cannot slip a signature, signer or
// timestamp into a transaction. (The IDOR sweep covers the other college through tenants.ts' blockLabAttempt.)
import type { BlockLabAttempt, BlockLabCaseList } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let student: Session;
let classmate: Session;
let otherTeacher: Session;
let attempt: BlockLabAttempt;

beforeAll(async () => {
  t = await createTestApp();
  student = await t.login('student');
  const eduadmin = await t.login('eduadmin');
  for (const [username, role] of [
    ['labpeer', 'edu_student'],
    ['labteacher', 'edu_teacher'],
  ] as const) {
    const made = await t.call<{ id: number }>('POST', '/api/admin/user', { as: eduadmin, body: { username, name: username, password: 'Demo@2026', role } });
    expect(made.code).toBe(1);
  }
  const [own] = await t.app.db.select({ classId: users.classId }).from(users).where(eq(users.id, student.user.id));
  expect(own!.classId).not.toBeNull();
  await t.app.db.update(users).set({ classId: own!.classId }).where(eq(users.username, 'labpeer'));
  classmate = await t.login('labpeer');
  otherTeacher = await t.login('labteacher');
  const cases = await t.call<BlockLabCaseList>('GET', '/api/block-lab/case', { as: student });
  const receivable = cases.data.list.find((c) => c.scenario === 'receivable')!;
  attempt = (await t.call<BlockLabAttempt>('POST', `/api/block-lab/case/${receivable.id}/attempt`, { as: student })).data;
}, 120_000);
afterAll(async () => t.close());

describe('another user of the same college', () => {
  it.each([
    ['a classmate', () => classmate],
    ['a teacher heading none of the student classes', () => otherTeacher],
  ])('%s gets "not found" for every attempt call and changes nothing', async (_label, who) => {
    const as = who();
    const before = (await t.call<BlockLabAttempt>('GET', `/api/block-lab/attempt/${attempt.id}`, { as: student })).data;
    const missing = await t.call('GET', '/api/block-lab/attempt/99999999', { as });
    const probes = await Promise.all([
      t.call('GET', `/api/block-lab/attempt/${attempt.id}`, { as }),
      t.call('POST', `/api/block-lab/attempt/${attempt.id}/transaction`, { as, body: { actor: 'core', transition: 'repay', asset: 'AR-001', fields: { amount: 1, payee: 'bank' } } }),
      t.call('POST', `/api/block-lab/attempt/${attempt.id}/block`, { as, body: { tx_ids: before.mempool.slice(0, 1), timestamp: Date.now(), nonce: 0, proposer: 'core', hash: '0'.repeat(64) } }),
      t.call('POST', `/api/block-lab/attempt/${attempt.id}/fork`, { as, body: { blocks: before.blocks, transactions: before.transactions, repair_from: 1 } }),
      t.call('POST', `/api/block-lab/attempt/${attempt.id}/reset`, { as }),
    ]);
    for (const probe of probes) {
      expect(probe.status).toBeLessThan(500);
      expect({ code: probe.code, message: probe.message, data: probe.data }).toEqual({ code: missing.code, message: missing.message, data: null });
      expect(JSON.stringify(probe)).not.toContain('李同学');
    }
    const after = (await t.call<BlockLabAttempt>('GET', `/api/block-lab/attempt/${attempt.id}`, { as: student })).data;
    expect(after.blocks).toEqual(before.blocks);
    expect(after.transactions).toEqual(before.transactions);
  });

  it('the class overview of a teacher without classes lists nobody', async () => {
    const cases = await t.call<BlockLabCaseList>('GET', '/api/block-lab/case', { as: otherTeacher });
    const overview = await t.call<{ students: unknown[] }>('GET', `/api/block-lab/case/${cases.data.list[0]!.id}/students`, { as: otherTeacher });
    expect(overview.code).toBe(1);
    expect(overview.data.students).toEqual([]);
  });
});

describe('the owner', () => {
  it('cannot send a signature, a signer, a timestamp or an id with a transaction', async () => {
    const base = { actor: 'core', transition: 'repay', asset: 'AR-001', fields: { amount: 1, payee: 'bank' } };
    for (const extra of [{ signature: 'ab'.repeat(64) }, { signer: '02'.padEnd(66, 'a') }, { timestamp: 0 }, { id: 'cd'.repeat(32) }, { from: 'core' }]) {
      const answer = await t.call('POST', `/api/block-lab/attempt/${attempt.id}/transaction`, { as: student, body: { ...base, ...extra } });
      expect(answer.code).not.toBe(1);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
