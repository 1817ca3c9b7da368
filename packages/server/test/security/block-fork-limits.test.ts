// Issue 37, item 2: the tamper lab's fork check froze the API for 74 s. A student sent 150 blocks that each listed
// the same 300 references to one real transaction (444 KB), and every reference was verified with secp256k1 on
// the main thread while /api/health waited. Now a copy is refused past its limits (blocks, transactions, references
// per block and in all) with code 0 naming the limit, a transaction is verified once however often it is listed,
// the verifications still needed (at most one per distinct transaction) run in chunks that let the loop answer, and
// the lab's other heavy work — re-mining a copy, mining a genesis block at a high difficulty — yields to the loop too.
import {
  BLOCK_CASE_CALLS,
  BLOCK_LAB_LIMITS,
  blockCasePath,
  generateKeyPair,
  signTransaction,
  type BlockCaseDetail,
  type BlockLabAttempt,
  type BlockLabBlock,
  type BlockLabCaseList,
  type BlockLabForkAnswer,
  type Transaction,
} from '@finedu/domain';
import { FORK_CONCURRENCY, FORK_LIMITS } from '../../src/modules/blockLab/bounded.js';
import { createTestApp, healthWhile, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let student: Session;
let admin: Session;
let attempt: BlockLabAttempt;

beforeAll(async () => {
  t = await createTestApp();
  student = await t.login('student');
  admin = await t.login('admin');
  const cases = await t.call<BlockLabCaseList>('GET', '/api/block-lab/case', { as: student });
  const receivable = cases.data.list.find((c) => c.scenario === 'receivable')!;
  attempt = (await t.call<BlockLabAttempt>('POST', `/api/block-lab/case/${receivable.id}/attempt`, { as: student })).data;
  expect(attempt.transactions.length).toBeGreaterThan(0);
}, 120_000);
afterAll(async () => t.close());

/** Sends the attack and times /api/health while it is in flight (test/helper.ts). */
async function whileRunning<T>(attack: () => Promise<T>): Promise<{ answer: T; slowestHealthMs: number; healthCalls: number }> {
  const { result, slowestMs, calls } = await healthWhile(t, attack());
  return { answer: result, slowestHealthMs: slowestMs, healthCalls: calls };
}

const fork = (body: unknown, id = attempt.id) => t.call<BlockLabForkAnswer>('POST', `/api/block-lab/attempt/${id}/fork`, { as: student, body });

/** A block of a copy: the header fields a node checks (they need not be right: the copy is judged, not stored). */
const block = (height: number, txIds: string[]): BlockLabBlock => ({
  height,
  prev_hash: '0'.repeat(64),
  merkle_root: '0'.repeat(64),
  timestamp: 1_700_000_000_000 + height,
  nonce: 0,
  proposer: 'core',
  difficulty: 2,
  tx_ids: txIds,
  hash: '0'.repeat(64),
});

/** `n` distinct, validly signed transactions nobody verified yet (fresh keys), as an attacker can make. */
function freshTransactions(n: number): Transaction[] {
  const key = generateKeyPair();
  return Array.from({ length: n }, (_, i) => signTransaction({ from: 'core', action: 'repay', asset: `X-${i}`, fields: { amount: i + 1, payee: 'bank' }, timestamp: Date.now() + i, signer: key.publicKey }, key.privateKey));
}

describe('a tamper-lab copy beyond its limits', () => {
  it("the issue's body (150 blocks each listing the same real transaction 90 times, 0.9 MB) is refused at once, naming the limit, and health answers meanwhile", async () => {
    // The issue's 300 references a block make 3 MB: past the app's 1 MiB body limit, and refused as such. 90 fit.
    const real = attempt.transactions[0]!;
    const body = { blocks: Array.from({ length: 150 }, (_, h) => block(h, Array.from({ length: 90 }, () => real.id))), transactions: [real] };
    expect(JSON.stringify(body).length).toBeLessThan(1024 * 1024);
    const { answer, slowestHealthMs } = await whileRunning(() => fork(body));
    expect(answer.status).toBeLessThan(500);
    expect(answer.code).toBe(0);
    expect(answer.message).toContain(String(FORK_LIMITS.txPerBlock));
    expect(slowestHealthMs).toBeLessThan(1000);
  }, 120_000);

  it("the issue's exact shape (a real transaction under a 1-character id, listed 300 times in each of 150 blocks, 0.2 MB) is refused at once as well", async () => {
    // A transaction whose id does not match its content still has its signature verified: the id is only a name.
    const real = { ...attempt.transactions[0]!, id: 'r' };
    const body = { blocks: Array.from({ length: 150 }, (_, h) => block(h, Array.from({ length: 300 }, () => real.id))), transactions: [real] };
    const { answer, slowestHealthMs } = await whileRunning(() => fork(body));
    expect(answer.status).toBeLessThan(500);
    expect(answer.code).toBe(0);
    expect(answer.message).toContain(String(FORK_LIMITS.txPerBlock));
    expect(slowestHealthMs).toBeLessThan(1000);
  }, 120_000);

  it("a copy within the limits that lists one transaction 600 times is judged: a repeat, with its signature good", async () => {
    const real = attempt.transactions[0]!;
    const body = { blocks: Array.from({ length: 12 }, (_, h) => block(h, Array.from({ length: 50 }, () => real.id))), transactions: [real] };
    const answer = await fork(body);
    expect(answer.code).toBe(1);
    expect(answer.data.accepted).toBe(false);
    expect(answer.data.blocks_checked[0]!.problems).toContain('duplicate_tx');
    expect(answer.data.blocks_checked[0]!.bad_tx_ids).toEqual([]);
  }, 60_000);

  it.each([
    ['a block listing more references than any case allows', () => ({ blocks: [block(0, []), block(1, Array.from({ length: FORK_LIMITS.txPerBlock + 1 }, (_, i) => i.toString(16).padStart(64, '0')))], transactions: [] }), FORK_LIMITS.txPerBlock],
    [
      'more references in all than a copy may list',
      () => ({ blocks: Array.from({ length: 150 }, (_, h) => block(h, Array.from({ length: 5 }, (_, i) => i.toString(16).padStart(64, '0')))), transactions: [] }),
      FORK_LIMITS.references,
    ],
    ['more blocks than a chain holds', () => ({ blocks: Array.from({ length: BLOCK_LAB_LIMITS.blocks + 1 }, (_, h) => block(h, [])), transactions: [] }), BLOCK_LAB_LIMITS.blocks],
    ['more transactions than an attempt holds', () => ({ blocks: [block(0, [])], transactions: freshTransactions(BLOCK_LAB_LIMITS.transactions + 1) }), BLOCK_LAB_LIMITS.transactions],
  ])('%s: code 0, the limit named', async (_label, body, limit) => {
    const answer = await fork(body());
    expect(answer.status).toBeLessThan(500);
    expect(answer.code).toBe(0);
    expect(answer.message).toContain(String(limit));
  }, 60_000);
});

describe('the heaviest copy within the limits', () => {
  it('300 fresh signatures, each listed twice over 150 blocks: answered, while health answers in under 1 s', async () => {
    const txs = freshTransactions(BLOCK_LAB_LIMITS.transactions);
    const ids = txs.map((tx) => tx.id);
    const blocks = Array.from({ length: 150 }, (_, h) => block(h, [...ids.slice(2 * h, 2 * h + 2), ...ids.slice(2 * h, 2 * h + 2)]));
    expect(blocks.reduce((n, b) => n + b.tx_ids.length, 0)).toBe(FORK_LIMITS.references);
    const { answer, slowestHealthMs, healthCalls } = await whileRunning(() => fork({ blocks, transactions: txs }));
    expect(answer.code).toBe(1);
    expect(answer.data.accepted).toBe(false);
    // Every transaction was found and its signature holds: the copy fails on its headers and the repeats only.
    for (const check of answer.data.blocks_checked) expect(check.bad_tx_ids).toEqual([]);
    expect(answer.data.blocks_checked[0]!.problems).toContain('duplicate_tx');
    expect(healthCalls).toBeGreaterThan(0);
    expect(slowestHealthMs).toBeLessThan(1000);
  }, 120_000);
});

describe('checks at once', () => {
  it('a second check of the same student while the first runs is refused with 429 and Retry-After', async () => {
    const copy = () => {
      const txs = freshTransactions(BLOCK_LAB_LIMITS.transactions);
      return { blocks: Array.from({ length: 150 }, (_, h) => block(h, [txs[2 * h]!.id, txs[2 * h + 1]!.id])), transactions: txs };
    };
    const [a, b] = [copy(), copy()];
    const answers = await Promise.all([fork(a), fork(b)]);
    const refused = answers.filter((x) => x.status === 429);
    expect(refused.length).toBe(1);
    expect(refused[0]!.code).toBe(0);
    expect(refused[0]!.headers.get('retry-after')).toBe(String(FORK_CONCURRENCY.retryAfterSeconds));
    expect(refused[0]!.message).toContain('还在进行');
    expect(answers.filter((x) => x.code === 1).length).toBe(1);
    // Once the first is answered, the next check goes through.
    expect((await fork(a)).code).toBe(1);
  }, 120_000);
});

describe('mining at the highest difficulty', () => {
  let hard: BlockLabAttempt;

  beforeAll(async () => {
    // A copy of the receivable case at difficulty 5 (about a million hashes a block), published.
    const cases = await t.call<BlockLabCaseList>('GET', '/api/block-lab/case', { as: student });
    const receivable = cases.data.list.find((c) => c.scenario === 'receivable')!;
    const copy = await t.call<BlockCaseDetail>(BLOCK_CASE_CALLS.copyBlockCase.method, blockCasePath('copyBlockCase', { id: receivable.id }), { as: admin });
    expect(copy.code).toBe(1);
    expect((await t.call(BLOCK_CASE_CALLS.updateBlockCase.method, blockCasePath('updateBlockCase', { id: copy.data.id }), { as: admin, body: { difficulty: 5 } })).code).toBe(1);
    expect((await t.call(BLOCK_CASE_CALLS.publishBlockCase.method, blockCasePath('publishBlockCase', { id: copy.data.id }), { as: admin })).code).toBe(1);
    const started = await whileRunning(() => t.call<BlockLabAttempt>('POST', `/api/block-lab/case/${copy.data.id}/attempt`, { as: student }));
    expect(started.answer.code).toBe(1);
    expect(started.slowestHealthMs).toBeLessThan(1000);
    hard = started.answer.data;
  }, 240_000);

  it('a reset mines its genesis block while health answers in under 1 s', async () => {
    const { answer, slowestHealthMs } = await whileRunning(() => t.call<BlockLabAttempt>('POST', `/api/block-lab/attempt/${hard.id}/reset`, { as: student }));
    expect(answer.code).toBe(1);
    expect(answer.data.blocks[0]!.hash.startsWith('00000')).toBe(true);
    expect(slowestHealthMs).toBeLessThan(1000);
  }, 240_000);

  it('a repair re-mines a copy while health answers in under 1 s', async () => {
    const current = (await t.call<BlockLabAttempt>('GET', `/api/block-lab/attempt/${hard.id}`, { as: student })).data;
    const issue = current.case.process.find((s) => s.order === 1)!;
    const made = await t.call<BlockLabAttempt>('POST', `/api/block-lab/attempt/${hard.id}/transaction`, {
      as: student,
      body: { actor: issue.actor, transition: issue.transition, asset: issue.asset, fields: { amount: 100_000_000, debtor: 'core', due_date: '2027-06-30' } },
    });
    expect(made.code).toBe(1);
    const genesis = made.data.blocks[0]!;
    const copy = { blocks: [genesis, { ...block(1, [made.data.mempool[0]!]), difficulty: 5 }], transactions: made.data.transactions, repair_from: 1 };
    const { answer, slowestHealthMs } = await whileRunning(() => fork(copy, hard.id));
    expect(answer.code).toBe(1);
    expect(answer.data.repaired).not.toBeNull();
    expect(answer.data.repaired!.blocks[1]!.hash.startsWith('00000')).toBe(true);
    expect(slowestHealthMs).toBeLessThan(1000);
  }, 240_000);
});
