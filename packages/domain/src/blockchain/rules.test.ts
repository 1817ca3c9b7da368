import { BlockCaseDefinition } from '../contract/blockCase.js';
import { generateKeyPair } from './crypto.js';
import { DEMO_CROSS_BORDER_CASE, DEMO_DIGITAL_BILL_CASE, DEMO_RECEIVABLE_CASE } from './demoCases.js';
import { applyTransition, LEDGER_RULES, NO_AMOUNTS, reachableStates, stepDefaults, validateBlockCaseDefinition, type AssetAmounts } from './rules.js';

const def = DEMO_RECEIVABLE_CASE;
const signer = generateKeyPair('x').publicKey;
const tx = (from: string, action: string, fields: Record<string, string | number | null> = {}) => ({ from, action, fields, signer });

describe('applyTransition', () => {
  it('moves the asset along an allowed transition and names the payment', () => {
    expect(applyTransition('none', tx('tier1', 'issue', { amount: 100, debtor: 'core', due_date: '2027-06-30' }), def)).toMatchObject({ ok: true, state: 'issued', payment: null });
    expect(applyTransition('transferred', tx('bank', 'finance', { amount: 500, beneficiary: 'tier2' }), def)).toMatchObject({ ok: true, state: 'financed', payment: { from: 'bank', to: 'tier2', amount: 500 } });
    // An optional field may be left out.
    expect(applyTransition('issued', tx('core', 'confirm'), def)).toMatchObject({ ok: true, state: 'confirmed' });
  });

  it('refuses an illegal transition with a reason code and a message in both languages', () => {
    const result = applyTransition('none', tx('core', 'confirm'), def);
    expect(result).toMatchObject({ ok: false, code: 'illegal_transition' });
    if (!result.ok) {
      expect(result.message.zh).toContain('核心企业确权');
      expect(result.message.en).toContain('only starts from issued');
    }
    expect(applyTransition('repaid', tx('core', 'repay', { amount: 1, payee: 'bank' }), def)).toMatchObject({ ok: false, code: 'illegal_transition' });
  });

  it.each([
    ['an actor type not allowed', tx('tier2', 'issue', { amount: 1, debtor: 'core', due_date: '2027-01-01' }), 'none', 'actor_not_allowed'],
    ['an unknown transition', tx('tier1', 'steal'), 'none', 'unknown_transition'],
    ['an unknown organization', tx('mallory', 'issue'), 'none', 'unknown_actor'],
    ['a missing required field', tx('tier1', 'issue', { amount: 1, debtor: 'core' }), 'none', 'missing_field'],
    ['a float amount', tx('tier1', 'issue', { amount: 1.5, debtor: 'core', due_date: '2027-01-01' }), 'none', 'bad_field'],
    ['a zero amount', tx('tier1', 'issue', { amount: 0, debtor: 'core', due_date: '2027-01-01' }), 'none', 'bad_field'],
    ['a malformed date', tx('tier1', 'issue', { amount: 1, debtor: 'core', due_date: '2027-13-01' }), 'none', 'bad_field'],
    ['an org field naming no organization', tx('tier1', 'issue', { amount: 1, debtor: 'nobody', due_date: '2027-01-01' }), 'none', 'bad_field'],
    ['a field the transition does not have', tx('tier1', 'issue', { amount: 1, debtor: 'core', due_date: '2027-01-01', extra: 'x' }), 'none', 'unknown_field'],
  ])('refuses %s', (_name, transaction, state, code) => {
    expect(applyTransition(state, transaction, def)).toMatchObject({ ok: false, code });
  });

  it('refuses a transaction not signed with the organization key', () => {
    const core = generateKeyPair('core');
    const keyed = { ...def, organizations: def.organizations.map((o) => (o.key === 'core' ? { ...o, public_key: core.publicKey } : o)) };
    expect(applyTransition('issued', { ...tx('core', 'confirm'), signer }, keyed)).toMatchObject({ ok: false, code: 'signer_mismatch' });
    expect(applyTransition('issued', { ...tx('core', 'confirm'), signer: core.publicKey }, keyed)).toMatchObject({ ok: true });
  });
});

describe('applyTransition: amounts against what the asset is worth (issue 37)', () => {
  const 万元 = 1_000_000;
  /** Plays transactions on one asset from its initial state; answers each result and where the asset stands. */
  function run(definition: typeof def, ...steps: [from: string, action: string, fields: Record<string, string | number>][]) {
    let state = definition.business.initial_state;
    let amounts: AssetAmounts = NO_AMOUNTS;
    const results = steps.map(([from, action, fields]) => {
      const result = applyTransition(state, tx(from, action, fields), definition, amounts);
      if (result.ok) {
        state = result.state;
        amounts = result.amounts;
      }
      return result;
    });
    return { results, state, amounts };
  }
  const issued: [string, string, Record<string, string | number>][] = [
    ['tier1', 'issue', { amount: 100 * 万元, debtor: 'core', due_date: '2027-06-30' }],
    ['core', 'confirm', {}],
  ];

  it('accepts the teacher\'s sequence: a part split off, received, financed at a discount and repaid in full', () => {
    const { results, amounts } = run(def, ...issued, ['tier1', 'split', { amount: 30 * 万元, to: 'tier2' }], ['tier2', 'transfer', { amount: 30 * 万元 }], ['bank', 'finance', { amount: 29_100_000, beneficiary: 'tier2' }], ['core', 'repay', { amount: 30 * 万元, payee: 'bank' }]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(amounts).toEqual({ face: 100 * 万元, value: 30 * 万元, parts: 1 });
  });

  it.each([
    ['a split of more than the receivable (10 000 times it)', ['tier1', 'split', { amount: 10_000 * 100 * 万元, to: 'tier2' }], '拆分金额'],
    ['a split of the whole receivable (no part stays)', ['tier1', 'split', { amount: 100 * 万元, to: 'tier2' }], '拆出的部分与留下的部分合计等于原金额'],
    ['a split of less than 1 元', ['tier1', 'split', { amount: 99, to: 'tier2' }], '至少 100 分'],
  ] as const)('refuses %s', (_label, step, words) => {
    const { results } = run(def, ...issued, [...step] as [string, string, Record<string, string | number>]);
    expect(results[2]).toMatchObject({ ok: false, code: 'bad_amount', field: 'amount' });
    if (!results[2]!.ok) expect(results[2]!.message.zh).toContain(words);
  });

  it.each([
    ['a transfer of 1 fen of a 30 万元 part', ['tier2', 'transfer', { amount: 1 }], 3, '须等于资产当前价值 30000000 分'],
    ['a financing of 50 000 000 元', ['bank', 'finance', { amount: 50_000_000 * 100, beneficiary: 'tier2' }], 4, '不能超过资产当前价值 30000000 分'],
    ['a financing of 1 fen', ['bank', 'finance', { amount: 1, beneficiary: 'tier2' }], 4, '至少 100 分'],
    ['a financing at a discount of more than half', ['bank', 'finance', { amount: 10 * 万元, beneficiary: 'tier2' }], 4, '的 50%'],
    ['a repayment of 1 fen', ['core', 'repay', { amount: 1, payee: 'bank' }], 5, '须等于资产当前价值 30000000 分'],
  ] as const)('refuses %s', (_label, step, at, words) => {
    const sensible: [string, string, Record<string, string | number>][] = [
      ...issued,
      ['tier1', 'split', { amount: 30 * 万元, to: 'tier2' }],
      ['tier2', 'transfer', { amount: 30 * 万元 }],
      ['bank', 'finance', { amount: 29_100_000, beneficiary: 'tier2' }],
    ];
    const { results } = run(def, ...sensible.slice(0, at), [...step] as [string, string, Record<string, string | number>]);
    const last = results[results.length - 1]!;
    expect(last).toMatchObject({ ok: false, code: 'bad_amount' });
    if (!last.ok) {
      expect(last.message.zh).toContain(words);
      expect(last.message.en).toMatch(/fen/);
    }
  });

  it(`splits one asset at most ${LEDGER_RULES.maxParts} times, each part out of the one before`, () => {
    const repeatable = { ...def, business: { ...def.business, transitions: def.business.transitions.map((t) => (t.name === 'split' ? { ...t, from: ['confirmed', 'split'] } : t)) } };
    const splits = Array.from({ length: LEDGER_RULES.maxParts + 1 }, (_, i): [string, string, Record<string, string | number>] => ['tier1', 'split', { amount: 100 * 万元 - (i + 1) * 1000, to: 'tier2' }]);
    const { results, amounts } = run(repeatable, ...issued, ...splits);
    expect(results.slice(2, 2 + LEDGER_RULES.maxParts).every((r) => r.ok)).toBe(true);
    expect(results[2 + LEDGER_RULES.maxParts]).toMatchObject({ ok: false, code: 'bad_amount' });
    expect(amounts.parts).toBe(LEDGER_RULES.maxParts);
  });

  it('takes a relay fee out of a remittance: the beneficiary bank credits what is left', () => {
    const cross = DEMO_CROSS_BORDER_CASE;
    const initiate: [string, string, Record<string, string | number>] = ['bank_cn', 'initiate', { amount: 10 * 万元, beneficiary_bank: 'bank_th', currency: 'CNY' }];
    const relay: [string, string, Record<string, string | number>] = ['bank_corr', 'relay', { fee: 25_000, next_bank: 'bank_th' }];
    expect(run(cross, initiate, relay, ['bank_th', 'credit', { amount: 9_975_000 }]).results.every((r) => r.ok)).toBe(true);
    expect(run(cross, initiate, relay, ['bank_th', 'credit', { amount: 10 * 万元 }]).results[2]).toMatchObject({ ok: false, code: 'bad_amount' });
    expect(run(cross, initiate, ['bank_corr', 'relay', { fee: 10 * 万元, next_bank: 'bank_th' }]).results[1]).toMatchObject({ ok: false, code: 'bad_amount', field: 'fee' });
  });

  it.each([0.5, 1e300, LEDGER_RULES.maxAmount + 1, Number.MAX_SAFE_INTEGER])('refuses the amount %d as no whole number of fen up to 100 亿元', (amount) => {
    const result = applyTransition('none', tx('tier1', 'issue', { amount, debtor: 'core', due_date: '2027-06-30' }), def);
    expect(result).toMatchObject({ ok: false, code: 'bad_field', field: 'amount' });
    if (!result.ok) expect(result.message.zh).toContain(String(LEDGER_RULES.maxAmount));
  });
});

describe('validateBlockCaseDefinition', () => {
  it.each([DEMO_RECEIVABLE_CASE, DEMO_DIGITAL_BILL_CASE])('accepts the demo case "$case.title" and its schema', (demo) => {
    expect(validateBlockCaseDefinition(demo)).toEqual([]);
    expect(BlockCaseDefinition.parse(demo)).toEqual(demo);
  });

  const withStep = (order: number, patch: Partial<(typeof def.process)[number]>) => ({ ...def, process: def.process.map((s) => (s.order === order ? { ...s, ...patch } : s)) });
  const codes = (d: typeof def) => validateBlockCaseDefinition(d).map((p) => [p.code, p.step]);

  it('names the step whose transition the business does not allow', () => {
    const problems = validateBlockCaseDefinition(withStep(3, { transition: 'burn' }));
    expect(problems).toEqual([expect.objectContaining({ code: 'unknown_transition', step: 3, subject: 'burn' }), expect.objectContaining({ code: 'step_out_of_order', step: 4 })]);
    expect(problems[0]!.message.zh).toContain('第 3 步');
    expect(problems[0]!.message.en).toContain('Step 3');
  });

  it('names a step whose actor is not an organization of the case, or may not make the transition', () => {
    expect(codes(withStep(2, { actor: 'ghost' }))).toEqual([['unknown_actor', 2]]);
    expect(codes(withStep(2, { actor: 'tier2' }))).toEqual([['actor_not_allowed', 2]]);
  });

  it('refuses a transition whose actor type has no organization in the case', () => {
    const noFactor = { ...def, organizations: def.organizations.filter((o) => o.key !== 'bank'), process: def.process.filter((s) => s.actor !== 'bank') };
    const problems = validateBlockCaseDefinition(noFactor);
    expect(problems.map((p) => [p.code, p.subject])).toContainEqual(['no_actor_organization', 'finance']);
  });

  it('refuses a state no path reaches from the initial state', () => {
    const orphan = { ...def, business: { ...def.business, states: [...def.business.states, 'written_off'] } };
    expect(validateBlockCaseDefinition(orphan).map((p) => [p.code, p.subject])).toEqual([['unreachable_state', 'written_off']]);
    expect([...reachableStates(def.business)].sort()).toEqual([...def.business.states].sort());
  });

  it('names steps with a weight that is not positive', () => {
    expect(codes(withStep(4, { weight: 0 }))).toEqual([['weight_not_positive', 4]]);
    expect(codes(withStep(5, { weight: -5 }))).toEqual([['weight_not_positive', 5]]);
  });

  it('names a precondition or expected state that does not fit the transition, and a process out of order', () => {
    expect(codes(withStep(2, { expected_state: 'split' }))).toEqual([['expected_state_mismatch', 2]]);
    expect(codes(withStep(2, { precondition: 'none' }))).toEqual([['precondition_not_allowed', 2], ['step_out_of_order', 2]]);
    const swapped = { ...def, process: def.process.map((s) => (s.order === 1 ? { ...s, order: 2 } : s.order === 2 ? { ...s, order: 1 } : s)) };
    // Confirming before issuing: steps 1 and 2 start from the wrong state, and step 3 then finds the receivable only issued.
    expect(codes(swapped)).toEqual([['step_out_of_order', 1], ['step_out_of_order', 2], ['step_out_of_order', 3]]);
  });

  it('finds undefined states, duplicate keys, unknown form fields, bad payments and a missing validator', () => {
    const broken = {
      ...def,
      case: { ...def.case, consensus: 'raft' as const },
      organizations: [...def.organizations.map((o) => ({ ...o, validator: false })), { ...def.organizations[0]!, validator: false }],
      business: {
        ...def.business,
        transitions: def.business.transitions.map((t) => (t.name === 'repay' ? { ...t, to: 'paid', payment: { amount: 'amount', from: 'actor', to: 'nobody' } } : t)),
      },
      process: def.process.map((s) => (s.order === 1 ? { ...s, form: { ...s.form, colour: { default: 'red' } } } : s)),
    };
    const found = validateBlockCaseDefinition(broken).map((p) => p.code);
    expect(found).toEqual(expect.arrayContaining(['duplicate_key', 'unknown_state', 'bad_payment', 'no_validator', 'unknown_form_field', 'expected_state_mismatch', 'unreachable_state']));
  });

  it('gives a step its form defaults', () => {
    expect(stepDefaults(def.process[0]!)).toEqual({ amount: 100_000_000, debtor: 'core', due_date: '2027-06-30' });
  });
});
