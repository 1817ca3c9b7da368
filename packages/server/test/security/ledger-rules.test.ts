// Issue 37, items 13 and 14 (ledger part): the ledger lab scored 100 for business nonsense — split a receivable
// 10 000 times its value, transfer 1 fen, finance 50 000 000 元, repay 1 fen — because its rules checked the types of
// the amounts, not the amounts against each other; and an amount of 0.5 or 1e300 answered HTTP 500 (the transaction
// was signed before its fields were checked, and its canonical form has no floats). Now every amount is a whole
// number of fen up to 100 亿元, checked before anything is signed, and each is checked against what the asset is
// worth: a split is a part of it, the transfer and the repayment are that part, a financing is within it.
import { LEDGER_RULES, mineBlockSync, nextBlockHeader, type BlockLabAttempt, type BlockLabCaseList, type TransactionFieldValue } from '@finedu/domain';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let student: Session;
let attempt: BlockLabAttempt;

const 万元 = 1_000_000;

beforeAll(async () => {
  t = await createTestApp();
  student = await t.login('student');
  const cases = await t.call<BlockLabCaseList>('GET', '/api/block-lab/case', { as: student });
  const receivable = cases.data.list.find((c) => c.scenario === 'receivable')!;
  const started = await t.call<BlockLabAttempt>('POST', `/api/block-lab/case/${receivable.id}/attempt`, { as: student });
  attempt = (await t.call<BlockLabAttempt>('POST', `/api/block-lab/attempt/${started.data.id}/reset`, { as: student })).data;
  expect(attempt.transactions).toEqual([]);
}, 120_000);
afterAll(async () => t.close());

const en = { 'accept-language': 'en-US' };

async function transact(actor: string, transition: string, fields: Record<string, TransactionFieldValue>, headers: Record<string, string> = {}) {
  const answer = await t.call<BlockLabAttempt>('POST', `/api/block-lab/attempt/${attempt.id}/transaction`, { as: student, headers, body: { actor, transition, asset: 'AR-001', fields } });
  expect(answer.status).toBeLessThan(500);
  if (answer.code === 1) attempt = answer.data;
  return answer;
}

/** Mines the mempool's first transactions on the tip, as the browser would, and submits the block. */
async function mineAll(): Promise<void> {
  while (attempt.mempool.length > 0) {
    const ids = attempt.mempool.slice(0, attempt.case.tx_per_block);
    const txs = ids.map((id) => attempt.transactions.find((tx) => tx.id === id)!);
    const tip = attempt.blocks[attempt.blocks.length - 1]!;
    const proposer = attempt.case.organizations.find((o) => o.validator)!.key;
    const header = nextBlockHeader(tip, txs, { timestamp: Math.max(Date.now(), tip.timestamp), proposer, difficulty: attempt.case.difficulty });
    const mined = mineBlockSync(header, attempt.case.difficulty);
    if (!mined.ok) throw new Error('mining failed');
    const answer = await t.call<BlockLabAttempt>('POST', `/api/block-lab/attempt/${attempt.id}/block`, {
      as: student,
      body: { tx_ids: ids, timestamp: header.timestamp, nonce: mined.block.nonce, proposer, hash: mined.block.hash },
    });
    expect(answer.code).toBe(1);
    attempt = answer.data;
  }
}

describe('an amount that is no whole number of fen up to 100 亿元 (item 14)', () => {
  it.each([0.5, 1e300, -1, 0, LEDGER_RULES.maxAmount + 1, Number.MAX_SAFE_INTEGER + 2])('%d: code 0 naming the rule, nothing written', async (amount) => {
    const before = attempt.transactions.length;
    const answer = await transact('tier1', 'issue', { amount, debtor: 'core', due_date: '2027-06-30' });
    expect(answer.code).toBe(0);
    expect(answer.message).toContain('正整数（分）');
    expect(answer.message).toContain(String(LEDGER_RULES.maxAmount));
    const english = await transact('tier1', 'issue', { amount, debtor: 'core', due_date: '2027-06-30' }, en);
    expect(english.code).toBe(0);
    expect(english.message).toContain('whole number of fen');
    const now = await t.call<BlockLabAttempt>('GET', `/api/block-lab/attempt/${attempt.id}`, { as: student });
    expect(now.data.transactions.length).toBe(before);
  });
});

describe('business nonsense (item 13)', () => {
  it('each nonsense amount is refused with its reason; the sensible sequence goes through and scores 100', async () => {
    expect((await transact('tier1', 'issue', { amount: 100 * 万元, debtor: 'core', due_date: '2027-06-30' })).code).toBe(1);
    expect((await transact('core', 'confirm', { note: '确认应付' })).code).toBe(1);

    const tooBig = await transact('tier1', 'split', { amount: 10_000 * 100 * 万元, to: 'tier2' });
    expect(tooBig.code).toBe(0);
    expect(tooBig.message).toContain('“拆分金额”须小于资产当前价值 100000000 分');
    const whole = await transact('tier1', 'split', { amount: 100 * 万元, to: 'tier2' }, en);
    expect(whole.message).toContain('the part split off and the part kept add up to it');
    expect((await transact('tier1', 'split', { amount: 30 * 万元, to: 'tier2' })).code).toBe(1);

    const oneFen = await transact('tier2', 'transfer', { amount: 1 });
    expect(oneFen.code).toBe(0);
    expect(oneFen.message).toContain('“签收金额”须等于资产当前价值 30000000 分');
    expect((await transact('tier2', 'transfer', { amount: 30 * 万元 })).code).toBe(1);

    const fiftyMillion = await transact('bank', 'finance', { amount: 50_000_000 * 100, beneficiary: 'tier2' });
    expect(fiftyMillion.code).toBe(0);
    expect(fiftyMillion.message).toContain('“放款金额”不能超过资产当前价值 30000000 分');
    const pittance = await transact('bank', 'finance', { amount: 1, beneficiary: 'tier2' });
    expect(pittance.code).toBe(0);
    expect((await transact('bank', 'finance', { amount: 29_100_000, beneficiary: 'tier2' })).code).toBe(1);

    const repayFen = await transact('core', 'repay', { amount: 1, payee: 'bank' });
    expect(repayFen.code).toBe(0);
    expect(repayFen.message).toContain('“兑付金额”须等于资产当前价值 30000000 分');
    expect((await transact('core', 'repay', { amount: 30 * 万元, payee: 'bank' })).code).toBe(1);

    // Only the sensible transactions were queued; mined, they score 100.
    expect(attempt.transactions.length).toBe(6);
    await mineAll();
    expect(attempt.grade.chain_valid).toBe(true);
    expect(attempt.score).toBe(100);
    expect(attempt.ledger.balances['bank']).toBe(10_000 * 万元 - 29_100_000 + 30 * 万元);
  }, 120_000);
});
