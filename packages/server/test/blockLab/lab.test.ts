// The blockchain lab's attempts API (issue 11): the demo student's half-done attempt, a whole play of the 应收账款
// case through HTTP (blocks mined here with mineBlockSync at the case's difficulty) up to 100 points, every refusal
// of a transaction or a block, the tamper lab, and who may see or change an attempt.
import {
  BLOCK_LAB_CALLS,
  blockLabPath,
  mineBlockSync,
  nextBlockHeader,
  stepDefaults,
  tamperTransaction,
  validateChain,
  type BlockLabAttempt,
  type BlockLabAttemptSummary,
  type BlockLabCallName,
  type BlockLabCaseList,
  type BlockLabForkAnswer,
  type BlockLabStudents,
  type BlockProcessStep,
} from '@finedu/domain';
import { and, count, eq } from 'drizzle-orm';
import { blockLabAttempts, blockLabBlocks, blockLabTransactions } from '../../src/db/schema/index.js';
import { blockLabSeeder } from '../../src/seed/blockLab.js';
import { createTestApp, type CallOptions, type Envelope, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
let eduadmin: Session;
let teacher: Session;
let teacher2: Session;
let student: Session;
let student2: Session;
let receivableId: number;

async function call<T>(name: BlockLabCallName, params: Record<string, number>, options: CallOptions & { query?: string } = {}): Promise<Envelope<T>> {
  const def = BLOCK_LAB_CALLS[name];
  const { query, ...rest } = options;
  return t.call<T>(def.method, blockLabPath(name, params) + (query ?? ''), rest);
}

const en = { 'accept-language': 'en-US' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  eduadmin = await t.login('eduadmin');
  teacher = await t.login('teacher');
  teacher2 = await t.login('teacher2');
  student = await t.login('student');
  student2 = await t.login('student2');
  const cases = await call<BlockLabCaseList>('listBlockLabCases', {}, { as: student });
  expect(cases.code).toBe(1);
  receivableId = cases.data.list.find((c) => c.scenario === 'receivable')!.id;
}, 120_000);
afterAll(async () => t.close());

const steps = (attempt: BlockLabAttempt): BlockProcessStep[] => [...attempt.case.process].sort((a, b) => a.order - b.order);
const validator = (attempt: BlockLabAttempt) => attempt.case.organizations.find((o) => o.validator)!.key;

/** The block the browser would mine: the mempool's first `n`, on the current tip (or `tip`), at the case's difficulty. */
function mine(attempt: BlockLabAttempt, options: { n?: number; proposer?: string; timestamp?: number; tip?: { height: number; hash: string }; ids?: string[] } = {}) {
  const ids = options.ids ?? attempt.mempool.slice(0, options.n ?? attempt.case.tx_per_block);
  const txs = ids.map((id) => attempt.transactions.find((tx) => tx.id === id)!);
  const tip = options.tip ?? attempt.blocks[attempt.blocks.length - 1]!;
  const proposer = options.proposer ?? validator(attempt);
  const header = nextBlockHeader(tip, txs, { timestamp: options.timestamp ?? Math.max(Date.now(), attempt.blocks[attempt.blocks.length - 1]!.timestamp), proposer, difficulty: attempt.case.difficulty });
  const mined = mineBlockSync(header, attempt.case.difficulty);
  if (!mined.ok) throw new Error('mining failed');
  return { tx_ids: ids, timestamp: header.timestamp, nonce: mined.block.nonce, proposer, hash: mined.block.hash };
}

async function transact(attempt: BlockLabAttempt, step: BlockProcessStep, as = student) {
  return call<BlockLabAttempt>('submitBlockLabTransaction', { id: attempt.id }, { as, body: { actor: step.actor, transition: step.transition, asset: step.asset, fields: stepDefaults(step) } });
}

async function fresh(): Promise<BlockLabAttempt> {
  const started = await call<BlockLabAttempt>('startBlockLabAttempt', { id: receivableId }, { as: student });
  expect(started.code).toBe(1);
  const reset = await call<BlockLabAttempt>('resetBlockLabAttempt', { id: started.data.id }, { as: student });
  expect(reset.code).toBe(1);
  return reset.data;
}

describe('the demo attempt', () => {
  it('李同学 is half way through the receivable case: a valid chain, one transaction waiting', async () => {
    const mine = await call<BlockLabAttemptSummary[]>('myBlockLabAttempts', {}, { as: student });
    expect(mine.code).toBe(1);
    const summary = mine.data.find((a) => a.case_id === receivableId)!;
    expect(summary).toBeDefined();
    const got = await call<BlockLabAttempt>('getBlockLabAttempt', { id: summary.id }, { as: student });
    expect(got.code).toBe(1);
    const attempt = got.data;
    expect(attempt.read_only).toBe(false);
    expect(attempt.user_name).toBe('李同学');
    expect(attempt.score).toBe(50);
    expect(attempt.steps_done).toBe(3);
    expect(attempt.block_count).toBe(2);
    expect(attempt.blocks.length).toBe(3);
    expect(attempt.mempool.length).toBe(1);
    expect(attempt.transactions.length).toBe(4);
    expect(attempt.ledger.assets['AR-001']!.state).toBe('split');
    expect(validateChain(attempt.blocks, attempt.transactions, { difficulty: attempt.case.difficulty }).valid).toBe(true);
    for (const block of attempt.blocks) expect(block.hash.startsWith('0'.repeat(attempt.case.difficulty))).toBe(true);
  });

  it('running the seeder again adds nothing', async () => {
    const n = async () => (await t.app.db.select({ n: count() }).from(blockLabTransactions))[0]!.n;
    const before = { attempts: (await t.app.db.select({ n: count() }).from(blockLabAttempts))[0]!.n, txs: await n() };
    await blockLabSeeder.run({ db: t.app.db, config: t.config, log: () => undefined });
    expect((await t.app.db.select({ n: count() }).from(blockLabAttempts))[0]!.n).toBe(before.attempts);
    expect(await n()).toBe(before.txs);
  });
});

describe('a student plays the receivable case', () => {
  it('signs every step, mines the blocks and reaches 100 points', async () => {
    let attempt = await fresh();
    expect(attempt.score).toBe(0);
    expect(attempt.blocks.length).toBe(1);
    expect(attempt.blocks[0]!.proposer).toBe('genesis');
    const publicKeys = new Map(attempt.case.organizations.map((o) => [o.key, o.public_key]));
    for (const step of steps(attempt)) {
      const sent = await transact(attempt, step);
      expect(sent.code).toBe(1);
      attempt = sent.data;
      const tx = attempt.transactions[attempt.transactions.length - 1]!;
      expect(tx.signer).toBe(publicKeys.get(step.actor));
      expect(attempt.mempool).toContain(tx.id);
      if (attempt.mempool.length === attempt.case.tx_per_block) {
        const mined = await call<BlockLabAttempt>('submitBlockLabBlock', { id: attempt.id }, { as: student, body: mine(attempt) });
        expect(mined.code).toBe(1);
        attempt = mined.data;
        expect(attempt.mempool).toEqual([]);
      }
    }
    expect(attempt.score).toBe(100);
    expect(attempt.status).toBe('completed');
    expect(attempt.completed_at).not.toBeNull();
    expect(attempt.steps_done).toBe(6);
    expect(attempt.block_count).toBe(3);
    expect(attempt.grade.chain_valid).toBe(true);
    expect(attempt.ledger.assets['AR-001']!.state).toBe('repaid');
    // bank paid tier2 29 100 000 分 and core paid bank 30 000 000 分
    expect(attempt.ledger.balances['bank']).toBe(10_000_000_000 - 29_100_000 + 30_000_000);
    const row = (await t.app.db.select().from(blockLabAttempts).where(eq(blockLabAttempts.id, attempt.id)))[0]!;
    expect(row.score).toBe(100);
  });
});

describe('refusals', () => {
  it('an illegal transition is refused with its rule, in the caller language', async () => {
    const attempt = await fresh();
    const confirm = steps(attempt)[1]!;
    const zh = await transact(attempt, confirm);
    expect(zh.code).not.toBe(1);
    expect(zh.message).toContain('资产处于“none”状态');
    const english = await call('submitBlockLabTransaction', { id: attempt.id }, { as: student, headers: en, body: { actor: confirm.actor, transition: confirm.transition, asset: confirm.asset, fields: {} } });
    expect(english.code).not.toBe(1);
    expect(english.message).toContain('The asset is "none"');
    // An actor whose type may not make the transition, and an actor that is no organization.
    const wrongActor = await call('submitBlockLabTransaction', { id: attempt.id }, { as: student, body: { actor: 'bank', transition: 'issue', asset: 'AR-001', fields: stepDefaults(steps(attempt)[0]!) } });
    expect(wrongActor.code).not.toBe(1);
    expect(wrongActor.message).toContain('无权执行');
    const nobody = await call('submitBlockLabTransaction', { id: attempt.id }, { as: student, body: { actor: 'mallory', transition: 'issue', asset: 'AR-001', fields: {} } });
    expect(nobody.code).not.toBe(1);
    expect(nobody.message).toContain('mallory');
    // The mempool counts: after issue (not yet mined) a second issue of the same asset is illegal.
    expect((await transact(attempt, steps(attempt)[0]!)).code).toBe(1);
    const again = await transact(attempt, steps(attempt)[0]!);
    expect(again.code).not.toBe(1);
    expect(again.message).toContain('资产处于“issued”状态');
  });

  it('a forged transaction cannot enter: the body takes no signature, signer or timestamp', async () => {
    const attempt = await fresh();
    const step = steps(attempt)[0]!;
    const base = { actor: step.actor, transition: step.transition, asset: step.asset, fields: stepDefaults(step) };
    for (const extra of [{ signature: 'ab'.repeat(64) }, { signer: attempt.case.organizations[0]!.public_key }, { timestamp: 1 }, { id: 'cd'.repeat(32) }]) {
      const forged = await call('submitBlockLabTransaction', { id: attempt.id }, { as: student, body: { ...base, ...extra } });
      expect(forged.code).not.toBe(1);
    }
    const after = await call<BlockLabAttempt>('getBlockLabAttempt', { id: attempt.id }, { as: student });
    expect(after.data.transactions).toEqual([]);
  });

  it('refuses a wrong hash, a stale tip, a skipped transaction, a non-validator, a bad timestamp', async () => {
    let attempt = await fresh();
    for (const step of steps(attempt).slice(0, 3)) attempt = (await transact(attempt, step)).data;
    expect(attempt.mempool.length).toBe(3);
    const good = mine(attempt);
    const refused = async (body: object, text: string) => {
      const answer = await call('submitBlockLabBlock', { id: attempt.id }, { as: student, body });
      expect(answer.code).not.toBe(1);
      expect(answer.message).toContain(text);
    };
    // wrong nonce: the hash no longer matches the header
    await refused({ ...good, nonce: good.nonce + 1 }, '区块哈希与服务器');
    // a hash of the right header without the proof of work
    const lazy = nextBlockHeader(attempt.blocks[0]!, good.tx_ids.map((id) => attempt.transactions.find((tx) => tx.id === id)!), { timestamp: good.timestamp, proposer: good.proposer, difficulty: attempt.case.difficulty });
    const { hashBlock } = await import('@finedu/domain');
    let nonce = 0;
    while (hashBlock({ ...lazy, nonce }).startsWith('0')) nonce += 1;
    await refused({ ...good, nonce, hash: hashBlock({ ...lazy, nonce }) }, '工作量证明不足');
    // skipped: the second mempool transaction without the first
    await refused(mine(attempt, { ids: [attempt.mempool[1]!] }), '第 1 笔应为');
    // more than tx_per_block
    await refused(mine(attempt, { ids: attempt.mempool.slice(0, 3) }), '每个区块最多');
    // a proposer that is not a validator (tier1), and one that is no organization
    await refused(mine(attempt, { proposer: 'tier1' }), '不是验证节点');
    await refused(mine(attempt, { proposer: 'mallory' }), '不是本案例的机构');
    // too old, and too far ahead
    await refused(mine(attempt, { timestamp: Date.now() - 11 * 60 * 1000 }), '超过 10 分钟');
    await refused(mine(attempt, { timestamp: Date.now() + 11 * 60 * 1000 }), '超过 10 分钟');
    // the good block is accepted; mined again on the old tip, it is stale
    const accepted = await call<BlockLabAttempt>('submitBlockLabBlock', { id: attempt.id }, { as: student, body: good });
    expect(accepted.code).toBe(1);
    const stale = mine(accepted.data, { ids: accepted.data.mempool.slice(0, 1), tip: attempt.blocks[0]! });
    await refused(stale, '请在最新的链尾上重新挖矿');
    // Two submissions of one block at once: the attempt's row is locked, only one extends the tip.
    const twice = mine(accepted.data, { n: 1 });
    const both = await Promise.all([1, 2].map(() => call('submitBlockLabBlock', { id: attempt.id }, { as: student, body: twice })));
    expect(both.map((a) => a.code === 1).sort()).toEqual([false, true]);
    // The chain holds exactly genesis + the good block + one of the twins.
    const stored = await t.app.db.select({ n: count() }).from(blockLabBlocks).where(eq(blockLabBlocks.attemptId, attempt.id));
    expect(stored[0]!.n).toBe(3);
    const mined = await t.app.db.select({ n: count() }).from(blockLabTransactions).where(and(eq(blockLabTransactions.attemptId, attempt.id), eq(blockLabTransactions.height, 1)));
    expect(mined[0]!.n).toBe(2);
  });
});

describe('the tamper lab', () => {
  it('rejects a tampered copy naming the block, repairs it on request, and leaves the stored chain alone', async () => {
    let attempt = await fresh();
    for (const step of steps(attempt).slice(0, 4)) attempt = (await transact(attempt, step)).data;
    attempt = (await call<BlockLabAttempt>('submitBlockLabBlock', { id: attempt.id }, { as: student, body: mine(attempt) })).data;
    attempt = (await call<BlockLabAttempt>('submitBlockLabBlock', { id: attempt.id }, { as: student, body: mine(attempt) })).data;
    expect(attempt.blocks.length).toBe(3);
    const chainTxs = attempt.transactions;
    const untouched = await call<BlockLabForkAnswer>('checkBlockLabFork', { id: attempt.id }, { as: student, body: { blocks: attempt.blocks, transactions: chainTxs } });
    expect(untouched.code).toBe(1);
    expect(untouched.data.accepted).toBe(true);
    // Raise the issued amount of the first transaction (in block #1).
    const first = attempt.blocks[1]!.tx_ids[0]!;
    const tampered = chainTxs.map((tx) => (tx.id === first ? tamperTransaction(tx, { amount: 999_000_000 }) : tx));
    const answer = await call<BlockLabForkAnswer>('checkBlockLabFork', { id: attempt.id }, { as: student, body: { blocks: attempt.blocks, transactions: tampered } });
    expect(answer.code).toBe(1);
    expect(answer.data.accepted).toBe(false);
    expect(answer.data.first_invalid_height).toBe(1);
    expect(answer.data.message).toContain('区块 #1');
    expect(answer.data.message).toContain('其后 1 个区块');
    // The verdict's title (节点拒绝这条链) is the page's; the message says where and why, once.
    expect(answer.data.message).not.toContain('节点拒绝这条链');
    expect(answer.data.message.startsWith('区块 #1')).toBe(true);
    expect(answer.data.blocks_checked[1]!.bad_tx_ids).toEqual([first]);
    expect(answer.data.blocks_checked[2]!.chain_ok).toBe(false);
    expect(answer.data.repaired).toBeNull();
    const english = await call<BlockLabForkAnswer>('checkBlockLabFork', { id: attempt.id }, { as: student, headers: en, body: { blocks: attempt.blocks, transactions: tampered } });
    expect(english.data.message).toMatch(/^Block #1: /);
    expect(english.data.message).not.toContain('reject the chain');

    const repaired = await call<BlockLabForkAnswer>('checkBlockLabFork', { id: attempt.id }, { as: student, body: { blocks: attempt.blocks, transactions: tampered, repair_from: 1 } });
    expect(repaired.code).toBe(1);
    const copy = repaired.data.repaired!;
    expect(copy.resigned.length).toBe(1);
    expect(validateChain(copy.blocks, copy.transactions, { difficulty: attempt.case.difficulty, maxTxPerBlock: attempt.case.tx_per_block }).valid).toBe(true);
    expect(copy.blocks[1]!.hash).not.toBe(attempt.blocks[1]!.hash);
    // The stored chain did not change.
    const after = await call<BlockLabAttempt>('getBlockLabAttempt', { id: attempt.id }, { as: student });
    expect(after.data.blocks).toEqual(attempt.blocks);
    expect(after.data.transactions).toEqual(attempt.transactions);
  });
});

describe('who may see and change an attempt', () => {
  let attempt: BlockLabAttempt;
  beforeAll(async () => {
    attempt = await fresh();
    attempt = (await transact(attempt, steps(attempt)[0]!)).data;
  });

  it('another student gets "not found" for every call on it', async () => {
    const step = steps(attempt)[1]!;
    const answers = await Promise.all([
      call('getBlockLabAttempt', { id: attempt.id }, { as: student2 }),
      call('submitBlockLabTransaction', { id: attempt.id }, { as: student2, body: { actor: step.actor, transition: step.transition, asset: step.asset, fields: {} } }),
      call('submitBlockLabBlock', { id: attempt.id }, { as: student2, body: mine(attempt) }),
      call('checkBlockLabFork', { id: attempt.id }, { as: student2, body: { blocks: attempt.blocks, transactions: attempt.transactions } }),
      call('resetBlockLabAttempt', { id: attempt.id }, { as: student2 }),
    ]);
    const missing = await call('getBlockLabAttempt', { id: 987_654 }, { as: student2 });
    for (const answer of answers) {
      expect(answer.code).not.toBe(1);
      expect(answer.message).toBe(missing.message);
      expect(answer.data).toBeNull();
    }
    const after = await call<BlockLabAttempt>('getBlockLabAttempt', { id: attempt.id }, { as: student });
    expect(after.data.transactions.length).toBe(1);
  });

  it('the class teacher, the college admin and the system admin read it; none may change it', async () => {
    for (const reader of [teacher, eduadmin, admin]) {
      const got = await call<BlockLabAttempt>('getBlockLabAttempt', { id: attempt.id }, { as: reader });
      expect(got.code).toBe(1);
      expect(got.data.read_only).toBe(true);
      expect(got.data.user_name).toBe('李同学');
      const fork = await call<BlockLabForkAnswer>('checkBlockLabFork', { id: attempt.id }, { as: reader, body: { blocks: attempt.blocks, transactions: attempt.transactions } });
      expect(fork.code).toBe(1);
    }
    const step = steps(attempt)[1]!;
    const sent = await transact(attempt, step, teacher);
    expect(sent.code).not.toBe(1);
    expect(sent.message).toContain('不能修改');
    expect((await call('resetBlockLabAttempt', { id: attempt.id }, { as: teacher })).code).not.toBe(1);
    expect((await call('submitBlockLabBlock', { id: attempt.id }, { as: eduadmin, body: mine(attempt) })).code).not.toBe(1);
    const after = await call<BlockLabAttempt>('getBlockLabAttempt', { id: attempt.id }, { as: student });
    expect(after.data.transactions.length).toBe(1);
    expect(after.data.blocks.length).toBe(1);
  });

  it('a teacher of another college gets "not found"', async () => {
    const got = await call('getBlockLabAttempt', { id: attempt.id }, { as: teacher2 });
    expect(got.code).not.toBe(1);
    expect(got.message).toBe('实验记录不存在');
  });

  it('a student cannot call the class overview; the teacher sees the class with scores', async () => {
    expect((await call('blockLabStudents', { id: receivableId }, { as: student })).code).not.toBe(1);
    const overview = await call<BlockLabStudents>('blockLabStudents', { id: receivableId }, { as: teacher });
    expect(overview.code).toBe(1);
    const row = overview.data.students.find((s) => s.username === 'student')!;
    expect(row.name).toBe('李同学');
    expect(row.class_name).toBe('金融2301');
    expect(row.attempt!.id).toBe(attempt.id);
    expect(row.attempt!.score).toBe(attempt.score);
    expect(overview.data.students.some((s) => s.username === 'student2')).toBe(false);
    expect(overview.data.summary.started).toBeGreaterThanOrEqual(1);
    expect(overview.data.summary.average_score).not.toBeNull();
    const classId = row.class_id!;
    expect((await call<BlockLabStudents>('blockLabStudents', { id: receivableId }, { as: teacher, query: `?class_id=${classId}` })).data.students.length).toBe(overview.data.students.length);
    // The other college's teacher neither sees this class nor this student.
    const other = await call<BlockLabStudents>('blockLabStudents', { id: receivableId }, { as: teacher2 });
    expect(other.code).toBe(1);
    expect(other.data.students.some((s) => s.username === 'student')).toBe(false);
    expect((await call('blockLabStudents', { id: receivableId }, { as: teacher2, query: `?class_id=${classId}` })).code).not.toBe(1);
    const college = await call<BlockLabStudents>('blockLabStudents', { id: receivableId }, { as: eduadmin });
    expect(college.data.students.some((s) => s.username === 'student' && s.attempt?.id === attempt.id)).toBe(true);
  });

  it('the case list carries the caller attempt; another user starting gets their own', async () => {
    const list = await call<BlockLabCaseList>('listBlockLabCases', {}, { as: student });
    expect(list.data.list.find((c) => c.id === receivableId)!.attempt!.id).toBe(attempt.id);
    const other = await call<BlockLabAttempt>('startBlockLabAttempt', { id: receivableId }, { as: student2 });
    expect(other.code).toBe(1);
    expect(other.data.id).not.toBe(attempt.id);
    const again = await call<BlockLabAttempt>('startBlockLabAttempt', { id: receivableId }, { as: student2 });
    expect(again.data.id).toBe(other.data.id);
    expect((await call('startBlockLabAttempt', { id: 987_654 }, { as: student2 })).code).not.toBe(1);
  });
});
