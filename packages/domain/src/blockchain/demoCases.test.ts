import { BlockCaseDefinition, type BlockCaseDefinition as Definition } from '../contract/blockCase.js';
import { appendBlock, createGenesisBlock, type Block } from './chain.js';
import { DEMO_BLOCK_CASES, demoKeys } from './demoCases.js';
import { gradeAttempt, replayLedger } from './grading.js';
import { applyTransition, stepDefaults, validateBlockCaseDefinition } from './rules.js';
import { signTransaction, tamperTransaction, type Transaction } from './transaction.js';

const T0 = Date.UTC(2026, 10, 1);

/**
 * Plays a case as a student would: each step's form defaults, signed with the acting organization's key,
 * checked against the business, batched `tx_per_block` per block and mined at difficulty 1.
 */
function play(definition: Definition, keys: ReturnType<typeof demoKeys>['keys'], steps = [...definition.process].sort((a, b) => a.order - b.order)) {
  const blocks: Block[] = [createGenesisBlock({ timestamp: T0, proposer: 'genesis', difficulty: 1 })];
  const transactions: Transaction[] = [];
  const states = new Map<string, string>();
  let pool: Transaction[] = [];
  const seal = () => {
    if (pool.length === 0) return;
    const proposer = definition.organizations.find((o) => o.validator)!.key;
    blocks.push(appendBlock(blocks[blocks.length - 1]!, pool, { timestamp: T0 + blocks.length * 60_000, proposer, difficulty: 1 }));
    pool = [];
  };
  steps.forEach((step, i) => {
    const key = keys[step.actor]!;
    const tx = signTransaction({ from: step.actor, action: step.transition, asset: step.asset, fields: stepDefaults(step), timestamp: T0 + (i + 1) * 1000, signer: key.publicKey }, key.privateKey);
    const applied = applyTransition(states.get(step.asset) ?? definition.business.initial_state, tx, definition);
    if (applied.ok) states.set(step.asset, applied.state);
    transactions.push(tx);
    pool.push(tx);
    if (pool.length >= definition.case.tx_per_block) seal();
  });
  seal();
  return { blocks, transactions };
}

describe.each(DEMO_BLOCK_CASES.map((demo) => [demo.case.title, demo] as const))('demo case %s', (_title, demo) => {
  const { definition, keys } = demoKeys(demo);

  it('is a valid, published definition', () => {
    expect(BlockCaseDefinition.parse(demo)).toEqual(demo);
    expect(validateBlockCaseDefinition(demo)).toEqual([]);
    expect(validateBlockCaseDefinition(definition)).toEqual([]);
    expect(demo.case.status).toBe('published');
    expect(demo.process.reduce((sum, s) => sum + s.weight, 0)).toBe(100);
  });

  it('runs end to end (sign, mine at difficulty 1, replay) and grades 100', () => {
    const chain = play(definition, keys);
    const grade = gradeAttempt(definition, chain, { difficulty: 1 });
    expect(grade.chain_valid).toBe(true);
    expect(grade.steps.filter((s) => s.earned !== s.weight)).toEqual([]);
    expect(grade.score).toBe(100);
    expect(grade.final_states.every((f) => f.ok)).toBe(true);
    expect(grade.extra_tx_ids).toEqual([]);
    const replay = replayLedger(definition, chain, { difficulty: 1 });
    expect(replay.refused).toEqual([]);
    // Money only moves between organizations: the total is unchanged.
    const total = (balances: Record<string, number>) => Object.values(balances).reduce((a, b) => a + b, 0);
    expect(total(replay.balances)).toBe(definition.organizations.reduce((sum, o) => sum + o.balance, 0));
  });

  it('scores lower when an old transaction is tampered with, and marks the chain invalid from that block on', () => {
    const chain = play(definition, keys);
    const victim = chain.blocks[1]!.tx_ids[0]!;
    const tampered = { blocks: chain.blocks, transactions: chain.transactions.map((t) => (t.id === victim ? tamperTransaction(t, { ...Object.fromEntries(Object.keys(t.fields).slice(0, 1).map((k) => [k, typeof t.fields[k] === 'number' ? 1 : 'core'])) }) : t)) };
    const grade = gradeAttempt(definition, tampered, { difficulty: 1 });
    expect(grade.chain_valid).toBe(false);
    expect(grade.score).toBeLessThan(100);
    // Nothing from the tampered block on counts: every step there lost its weight.
    expect(grade.steps.every((s) => s.earned === 0)).toBe(true);
    expect(grade.score).toBe(0);
  });

  it('scores lower when steps are played out of order or left out', () => {
    const steps = [...definition.process].sort((a, b) => a.order - b.order);
    const swapped = [steps[1]!, steps[0]!, ...steps.slice(2)];
    const outOfOrder = gradeAttempt(definition, play(definition, keys, swapped), { difficulty: 1 });
    expect(outOfOrder.chain_valid).toBe(true);
    expect(outOfOrder.score).toBeLessThan(100);
    expect(outOfOrder.steps[0]).toMatchObject({ present: true });
    const missingLast = gradeAttempt(definition, play(definition, keys, steps.slice(0, -1)), { difficulty: 1 });
    expect(missingLast.score).toBe(100 - steps[steps.length - 1]!.weight);
    expect(missingLast.steps[missingLast.steps.length - 1]).toMatchObject({ present: false, earned: 0 });
    expect(missingLast.final_states.some((f) => !f.ok)).toBe(true);
  });

  it('does not count a transaction signed with another organization key', () => {
    const forgedKeys = { ...keys, [definition.process[0]!.actor]: keys[definition.organizations.find((o) => o.key !== definition.process[0]!.actor)!.key]! };
    const grade = gradeAttempt(definition, play(definition, forgedKeys), { difficulty: 1 });
    expect(grade.steps[0]).toMatchObject({ present: true, valid: false, earned: 0 });
    expect(grade.score).toBeLessThan(100);
  });
});

describe('gradeAttempt report', () => {
  const { definition, keys } = demoKeys(DEMO_BLOCK_CASES[0]!);

  it('explains each step in both languages and requires the chain difficulty', () => {
    const chain = play(definition, keys);
    const grade = gradeAttempt(definition, chain, { difficulty: 1 });
    expect(grade.steps[0]!.message).toEqual({ zh: '完成', en: 'Done' });
    expect(grade.total_weight).toBe(100);
    // Blocks mined at difficulty 1 do not satisfy the case's own difficulty 2.
    expect(gradeAttempt(definition, chain).chain_valid).toBe(false);
  });

  it('refuses a payment the payer cannot cover', () => {
    const poor = { ...definition, organizations: definition.organizations.map((o) => (o.key === 'bank' ? { ...o, balance: 0 } : o)) };
    const replay = replayLedger(poor, play(poor, keys), { difficulty: 1 });
    expect(replay.refused.map((r) => r.code)).toEqual(['insufficient_funds', 'illegal_transition']);
    const grade = gradeAttempt(poor, play(poor, keys), { difficulty: 1 });
    expect(grade.steps.slice(4).map((s) => s.earned)).toEqual([0, 0]);
  });
});

describe('gradeAttempt of business nonsense (issue 37)', () => {
  const { definition, keys } = demoKeys(DEMO_BLOCK_CASES[0]!);
  /** The process with these form amounts (by step order): what a student typed instead of the defaults. */
  const typed = (amounts: Record<number, number>) =>
    [...definition.process].sort((a, b) => a.order - b.order).map((s) => (amounts[s.order] === undefined ? s : { ...s, form: { ...s.form, amount: { default: amounts[s.order]! } } }));

  it('scores the issue\'s sequence (split 10 000 times the receivable, transfer 1 fen, finance 50 000 000 元, repay 1 fen) low, saying why', () => {
    const grade = gradeAttempt(definition, play(definition, keys, typed({ 3: 10_000 * 100_000_000, 4: 1, 5: 5_000_000_000, 6: 1 })), { difficulty: 1 });
    expect(grade.chain_valid).toBe(true);
    expect(grade.score).toBe(30);
    expect(grade.steps[2]!.message.zh).toContain('业务规则拒绝了这笔交易：“拆分金额”须小于资产当前价值');
    expect(grade.steps[2]!.message.en).toContain('The business refused the transaction');
  });

  it('with a sensible split, a transfer of 1 fen stops the rest', () => {
    const grade = gradeAttempt(definition, play(definition, keys, typed({ 4: 1 })), { difficulty: 1 });
    expect(grade.score).toBe(50);
    expect(grade.steps[3]!.message.zh).toContain('“签收金额”须等于资产当前价值 30000000 分');
  });

  it('a financing beyond the receivable and a repayment of 1 fen earn nothing', () => {
    const grade = gradeAttempt(definition, play(definition, keys, typed({ 5: 5_000_000_000, 6: 1 })), { difficulty: 1 });
    expect(grade.score).toBe(65);
    expect(grade.steps[4]!.message.zh).toContain('“放款金额”不能超过资产当前价值 30000000 分');
    expect(grade.steps.slice(4).map((s) => s.earned)).toEqual([0, 0]);
  });
});
