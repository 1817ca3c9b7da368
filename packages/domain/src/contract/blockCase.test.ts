import { BlockCase, BlockCaseDefinition, BlockOrganization, BlockProcessStep, BlockTransition } from './blockCase.js';

describe('block case schemas', () => {
  it('fills the defaults of a case and of an organization', () => {
    expect(BlockCase.parse({ title: ' 应收账款 ', scenario: 'receivable', consensus: 'pow', tx_per_block: 2, difficulty: 2 })).toEqual({
      title: '应收账款',
      scenario: 'receivable',
      objectives: [],
      theory: '',
      consensus: 'pow',
      tx_per_block: 2,
      difficulty: 2,
      status: 'draft',
    });
    expect(BlockOrganization.parse({ key: 'bank', name: '银行', type: 'commercial_bank' })).toEqual({ key: 'bank', name: '银行', type: 'commercial_bank', validator: false, balance: 0, credit: 0, public_key: '' });
  });

  it.each([
    ['an unknown scenario', () => BlockCase.parse({ title: 't', scenario: 'lottery', consensus: 'pow', tx_per_block: 1, difficulty: 1 })],
    ['an unknown consensus', () => BlockCase.parse({ title: 't', scenario: 'custom', consensus: 'pos', tx_per_block: 1, difficulty: 1 })],
    ['a difficulty beyond 5', () => BlockCase.parse({ title: 't', scenario: 'custom', consensus: 'pow', tx_per_block: 1, difficulty: 6 })],
    ['no transactions per block', () => BlockCase.parse({ title: 't', scenario: 'custom', consensus: 'pow', tx_per_block: 0, difficulty: 1 })],
    ['a balance in yuan with a fraction', () => BlockOrganization.parse({ key: 'a', name: 'A', type: 'factor', balance: 10.5 })],
    ['a negative credit', () => BlockOrganization.parse({ key: 'a', name: 'A', type: 'factor', credit: -1 })],
    ['an unknown organization type', () => BlockOrganization.parse({ key: 'a', name: 'A', type: 'hedge_fund' })],
    ['a key with spaces', () => BlockOrganization.parse({ key: 'a b', name: 'A', type: 'factor' })],
    ['an uncompressed or malformed public key', () => BlockOrganization.parse({ key: 'a', name: 'A', type: 'factor', public_key: '04' + 'ab'.repeat(32) })],
    ['a transition without actor types', () => BlockTransition.parse({ name: 'x', label: 'X', from: ['a'], to: 'b', actor_types: [] })],
    ['a field of an unknown type', () => BlockTransition.parse({ name: 'x', label: 'X', from: ['a'], to: 'b', actor_types: ['factor'], fields: [{ key: 'f', label: 'F', type: 'blob' }] })],
    ['a fractional weight', () => BlockProcessStep.parse({ order: 1, actor: 'a', transition: 'x', precondition: 'a', expected_state: 'b', weight: 1.5 })],
  ])('refuses %s', (_name, parse) => {
    expect(parse).toThrow();
  });

  it('leaves a non-positive weight to the definition rules, which name the step', () => {
    expect(BlockProcessStep.parse({ order: 1, actor: 'a', transition: 'x', precondition: 'a', expected_state: 'b', weight: 0 })).toMatchObject({ weight: 0, asset: 'asset-1', form: {}, hint: '' });
  });

  it('refuses a definition without organizations or steps', () => {
    const result = BlockCaseDefinition.safeParse({ case: { title: 't', scenario: 'custom', consensus: 'pow', tx_per_block: 1, difficulty: 1 }, organizations: [], business: { asset: 'A', states: ['a'], initial_state: 'a', transitions: [] }, process: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['organizations', 'business.transitions', 'process']));
  });
});
