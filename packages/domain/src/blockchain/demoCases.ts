// The three demo cases as data (the server seeds them, tests play them end to end): 应收账款 supply-chain finance,
// 数字票据 and 跨境支付. Amounts are in 分. Public keys are left '' — the server generates each organization's key
// pair when it seeds; demoKeys() gives tests and the lab's offline demo deterministic pairs instead.
import type { BlockCaseDefinition } from '../contract/blockCase.js';
import { generateKeyPair, type KeyPair } from './crypto.js';

const 万元 = 1_000_000; // 1 万元 = 1 000 000 分

export const DEMO_RECEIVABLE_CASE: BlockCaseDefinition = {
  case: {
    title: '应收账款多级流转与保理融资',
    scenario: 'receivable',
    objectives: ['理解核心企业信用如何沿供应链多级传递', '掌握应收账款登记、确权、拆分、流转、融资与兑付的链上流程', '观察签名、哈希链与工作量证明如何防止篡改'],
    theory:
      '<p>供应链金融中，一级供应商对核心企业的应收账款经核心企业<strong>确权</strong>后，可在区块链上<strong>拆分</strong>并<strong>流转</strong>给二级供应商，二级供应商再向保理银行申请<strong>融资</strong>，到期由核心企业<strong>兑付</strong>。每一步都是一笔由参与方私钥签名的交易，打包进区块后不可篡改。</p>',
    consensus: 'pow',
    tx_per_block: 2,
    difficulty: 2,
    status: 'published',
  },
  organizations: [
    { key: 'core', name: '华星汽车集团', type: 'core_enterprise', validator: true, balance: 5_000 * 万元, credit: 2_000 * 万元, public_key: '' },
    { key: 'tier1', name: '精锐零部件有限公司', type: 'supplier_tier1', validator: false, balance: 200 * 万元, credit: 0, public_key: '' },
    { key: 'tier2', name: '恒通五金厂', type: 'supplier_tier2', validator: false, balance: 20 * 万元, credit: 0, public_key: '' },
    { key: 'bank', name: '城东银行保理部', type: 'factor', validator: true, balance: 10_000 * 万元, credit: 0, public_key: '' },
    { key: 'regulator', name: '地方金融监管局', type: 'regulator', validator: true, balance: 0, credit: 0, public_key: '' },
  ],
  business: {
    asset: '应收账款电子凭证',
    states: ['none', 'issued', 'confirmed', 'split', 'transferred', 'financed', 'repaid'],
    initial_state: 'none',
    transitions: [
      {
        name: 'issue',
        label: '登记应收账款',
        from: ['none'],
        to: 'issued',
        actor_types: ['supplier_tier1'],
        fields: [
          { key: 'amount', label: '金额', type: 'amount', required: true },
          { key: 'debtor', label: '债务人', type: 'org', required: true },
          { key: 'due_date', label: '到期日', type: 'date', required: true },
        ],
      },
      { name: 'confirm', label: '核心企业确权', from: ['issued'], to: 'confirmed', actor_types: ['core_enterprise'], fields: [{ key: 'note', label: '确权意见', type: 'text', required: false }] },
      {
        name: 'split',
        label: '拆分',
        from: ['confirmed'],
        to: 'split',
        actor_types: ['supplier_tier1'],
        fields: [
          { key: 'amount', label: '拆分金额', type: 'amount', required: true },
          { key: 'to', label: '接收方', type: 'org', required: true },
        ],
      },
      { name: 'transfer', label: '签收流转', from: ['split'], to: 'transferred', actor_types: ['supplier_tier2'], fields: [{ key: 'amount', label: '签收金额', type: 'amount', required: true }] },
      {
        name: 'finance',
        label: '保理融资',
        from: ['transferred'],
        to: 'financed',
        actor_types: ['factor', 'commercial_bank'],
        fields: [
          { key: 'amount', label: '放款金额', type: 'amount', required: true },
          { key: 'beneficiary', label: '融资方', type: 'org', required: true },
        ],
        payment: { amount: 'amount', from: 'actor', to: 'beneficiary' },
      },
      {
        name: 'repay',
        label: '到期兑付',
        from: ['financed'],
        to: 'repaid',
        actor_types: ['core_enterprise'],
        fields: [
          { key: 'amount', label: '兑付金额', type: 'amount', required: true },
          { key: 'payee', label: '收款方', type: 'org', required: true },
        ],
        payment: { amount: 'amount', from: 'actor', to: 'payee' },
      },
    ],
  },
  process: [
    { order: 1, actor: 'tier1', transition: 'issue', asset: 'AR-001', precondition: 'none', form: { amount: { default: 100 * 万元, hint: '100 万元 = 100 000 000 分' }, debtor: { default: 'core' }, due_date: { default: '2027-06-30' } }, expected_state: 'issued', hint: '一级供应商以精锐零部件的身份登记对华星汽车的应收账款。', weight: 15 },
    { order: 2, actor: 'core', transition: 'confirm', asset: 'AR-001', precondition: 'issued', form: { note: { default: '确认应付' } }, expected_state: 'confirmed', hint: '切换到核心企业，用它的私钥确权。', weight: 15 },
    { order: 3, actor: 'tier1', transition: 'split', asset: 'AR-001', precondition: 'confirmed', form: { amount: { default: 30 * 万元 }, to: { default: 'tier2' } }, expected_state: 'split', hint: '拆出 30 万元支付给二级供应商。', weight: 20 },
    { order: 4, actor: 'tier2', transition: 'transfer', asset: 'AR-001', precondition: 'split', form: { amount: { default: 30 * 万元 } }, expected_state: 'transferred', hint: '二级供应商签收。', weight: 15 },
    { order: 5, actor: 'bank', transition: 'finance', asset: 'AR-001', precondition: 'transferred', form: { amount: { default: 29_100_000, hint: '按 3% 折扣放款' }, beneficiary: { default: 'tier2' } }, expected_state: 'financed', hint: '保理银行向二级供应商放款。', weight: 20 },
    { order: 6, actor: 'core', transition: 'repay', asset: 'AR-001', precondition: 'financed', form: { amount: { default: 30 * 万元 }, payee: { default: 'bank' } }, expected_state: 'repaid', hint: '到期后核心企业向保理银行兑付。', weight: 15 },
  ],
};

export const DEMO_DIGITAL_BILL_CASE: BlockCaseDefinition = {
  case: {
    title: '数字票据：签发、背书、贴现与承兑',
    scenario: 'digital_bill',
    objectives: ['理解电子商业汇票的生命周期', '理解 PBFT 共识中预准备、准备、提交三个阶段与 2f+1 法定票数', '观察一个作恶节点为何无法阻止共识'],
    theory: '<p>数字票据在联盟链上由出票人<strong>签发</strong>，持票人可<strong>背书</strong>转让，也可向银行申请<strong>贴现</strong>；到期由承兑人<strong>承兑</strong>付款。联盟链采用 PBFT 共识：n = 3f + 1 个验证节点中最多容忍 f 个作恶节点。</p>',
    consensus: 'pbft',
    tx_per_block: 1,
    difficulty: 0,
    status: 'published',
  },
  organizations: [
    { key: 'core', name: '远航机械股份', type: 'core_enterprise', validator: true, balance: 3_000 * 万元, credit: 1_000 * 万元, public_key: '' },
    { key: 'tier1', name: '宏达钢材贸易', type: 'supplier_tier1', validator: false, balance: 100 * 万元, credit: 0, public_key: '' },
    { key: 'tier2', name: '鑫源物资', type: 'supplier_tier2', validator: false, balance: 10 * 万元, credit: 0, public_key: '' },
    { key: 'bank', name: '江南商业银行', type: 'commercial_bank', validator: true, balance: 8_000 * 万元, credit: 0, public_key: '' },
    { key: 'exchange', name: '票据交易所', type: 'central_bank', validator: true, balance: 0, credit: 0, public_key: '' },
    { key: 'regulator', name: '金融监管部门', type: 'regulator', validator: true, balance: 0, credit: 0, public_key: '' },
  ],
  business: {
    asset: '电子商业汇票',
    states: ['none', 'issued', 'endorsed', 'discounted', 'accepted'],
    initial_state: 'none',
    transitions: [
      {
        name: 'issue',
        label: '签发',
        from: ['none'],
        to: 'issued',
        actor_types: ['core_enterprise'],
        fields: [
          { key: 'amount', label: '票面金额', type: 'amount', required: true },
          { key: 'payee', label: '收款人', type: 'org', required: true },
          { key: 'due_date', label: '到期日', type: 'date', required: true },
        ],
      },
      { name: 'endorse', label: '背书', from: ['issued', 'endorsed'], to: 'endorsed', actor_types: ['supplier_tier1', 'supplier_tier2'], fields: [{ key: 'endorsee', label: '被背书人', type: 'org', required: true }] },
      {
        name: 'discount',
        label: '贴现',
        from: ['issued', 'endorsed'],
        to: 'discounted',
        actor_types: ['commercial_bank'],
        fields: [
          { key: 'amount', label: '贴现金额', type: 'amount', required: true },
          { key: 'applicant', label: '贴现申请人', type: 'org', required: true },
        ],
        payment: { amount: 'amount', from: 'actor', to: 'applicant' },
      },
      {
        name: 'accept',
        label: '承兑',
        from: ['discounted'],
        to: 'accepted',
        actor_types: ['core_enterprise'],
        fields: [
          { key: 'amount', label: '付款金额', type: 'amount', required: true },
          { key: 'holder', label: '持票人', type: 'org', required: true },
        ],
        payment: { amount: 'amount', from: 'actor', to: 'holder' },
      },
    ],
  },
  process: [
    { order: 1, actor: 'core', transition: 'issue', asset: 'BILL-001', precondition: 'none', form: { amount: { default: 50 * 万元 }, payee: { default: 'tier1' }, due_date: { default: '2027-03-31' } }, expected_state: 'issued', hint: '出票人远航机械向宏达钢材签发一张 50 万元的汇票。', weight: 25 },
    { order: 2, actor: 'tier1', transition: 'endorse', asset: 'BILL-001', precondition: 'issued', form: { endorsee: { default: 'tier2' } }, expected_state: 'endorsed', hint: '宏达钢材把汇票背书给鑫源物资。', weight: 25 },
    { order: 3, actor: 'bank', transition: 'discount', asset: 'BILL-001', precondition: 'endorsed', form: { amount: { default: 49 * 万元, hint: '扣除贴现利息' }, applicant: { default: 'tier2' } }, expected_state: 'discounted', hint: '鑫源物资向江南银行贴现。', weight: 25 },
    { order: 4, actor: 'core', transition: 'accept', asset: 'BILL-001', precondition: 'discounted', form: { amount: { default: 50 * 万元 }, holder: { default: 'bank' } }, expected_state: 'accepted', hint: '到期后出票人向持票银行承兑付款。', weight: 25 },
  ],
};

export const DEMO_CROSS_BORDER_CASE: BlockCaseDefinition = {
  case: {
    title: '跨境支付：代理行模式与共享账本结算',
    scenario: 'cross_border',
    objectives: ['比较代理行链条与共享账本的环节、费用和时间', '理解央行数字货币桥式的多边结算', '理解 Raft 的领导者选举与日志复制'],
    theory: '<p>传统跨境汇款经由<strong>代理行</strong>逐级转汇，每一跳都要对账并收费；在多方共享的账本上，汇款行、监管方与央行节点同时看到同一笔交易，经<strong>合规审查</strong>后由央行节点直接<strong>结算</strong>。</p>',
    consensus: 'raft',
    tx_per_block: 3,
    difficulty: 0,
    status: 'published',
  },
  organizations: [
    { key: 'bank_cn', name: '华夏国际银行（汇款行）', type: 'commercial_bank', validator: true, balance: 5_000 * 万元, credit: 0, public_key: '' },
    { key: 'bank_corr', name: '环球代理银行', type: 'commercial_bank', validator: false, balance: 5_000 * 万元, credit: 0, public_key: '' },
    { key: 'bank_th', name: '暹罗商业银行（收款行）', type: 'commercial_bank', validator: true, balance: 5_000 * 万元, credit: 0, public_key: '' },
    { key: 'central', name: '央行数字货币桥节点', type: 'central_bank', validator: true, balance: 0, credit: 0, public_key: '' },
    { key: 'safe', name: '外汇管理部门', type: 'regulator', validator: false, balance: 0, credit: 0, public_key: '' },
  ],
  business: {
    asset: '跨境汇款',
    states: ['none', 'initiated', 'relayed', 'checked', 'settled', 'credited'],
    initial_state: 'none',
    transitions: [
      {
        name: 'initiate',
        label: '发起汇款',
        from: ['none'],
        to: 'initiated',
        actor_types: ['commercial_bank'],
        fields: [
          { key: 'amount', label: '金额', type: 'amount', required: true },
          { key: 'beneficiary_bank', label: '收款行', type: 'org', required: true },
          { key: 'currency', label: '币种', type: 'text', required: true },
        ],
      },
      { name: 'relay', label: '代理行转汇', from: ['initiated', 'relayed'], to: 'relayed', actor_types: ['commercial_bank'], fields: [{ key: 'fee', label: '手续费', type: 'amount', required: true }, { key: 'next_bank', label: '下一家银行', type: 'org', required: true }] },
      { name: 'check', label: '合规审查', from: ['initiated'], to: 'checked', actor_types: ['regulator'], fields: [{ key: 'note', label: '审查意见', type: 'text', required: false }] },
      {
        name: 'settle',
        label: '共享账本结算',
        from: ['checked'],
        to: 'settled',
        actor_types: ['central_bank'],
        fields: [
          { key: 'amount', label: '结算金额', type: 'amount', required: true },
          { key: 'payer', label: '付款行', type: 'org', required: true },
          { key: 'payee', label: '收款行', type: 'org', required: true },
        ],
        payment: { amount: 'amount', from: 'payer', to: 'payee' },
      },
      { name: 'credit', label: '收款入账', from: ['relayed', 'settled'], to: 'credited', actor_types: ['commercial_bank'], fields: [{ key: 'amount', label: '入账金额', type: 'amount', required: true }] },
    ],
  },
  process: [
    { order: 1, actor: 'bank_cn', transition: 'initiate', asset: 'PAY-CORR', precondition: 'none', form: { amount: { default: 10 * 万元 }, beneficiary_bank: { default: 'bank_th' }, currency: { default: 'CNY' } }, expected_state: 'initiated', hint: '先走传统代理行路径。', weight: 10 },
    { order: 2, actor: 'bank_corr', transition: 'relay', asset: 'PAY-CORR', precondition: 'initiated', form: { fee: { default: 25_000, hint: '250 元手续费' }, next_bank: { default: 'bank_th' } }, expected_state: 'relayed', hint: '代理行转汇并收取手续费。', weight: 15 },
    { order: 3, actor: 'bank_th', transition: 'credit', asset: 'PAY-CORR', precondition: 'relayed', form: { amount: { default: 9_975_000, hint: '99 750 元' } }, expected_state: 'credited', hint: '收款行入账（已扣手续费）。', weight: 15 },
    { order: 4, actor: 'bank_cn', transition: 'initiate', asset: 'PAY-LEDGER', precondition: 'none', form: { amount: { default: 10 * 万元 }, beneficiary_bank: { default: 'bank_th' }, currency: { default: 'e-CNY' } }, expected_state: 'initiated', hint: '再在共享账本上发起同样一笔汇款。', weight: 10 },
    { order: 5, actor: 'safe', transition: 'check', asset: 'PAY-LEDGER', precondition: 'initiated', form: { note: { default: '贸易背景真实' } }, expected_state: 'checked', hint: '外汇管理部门在同一账本上完成合规审查。', weight: 15 },
    { order: 6, actor: 'central', transition: 'settle', asset: 'PAY-LEDGER', precondition: 'checked', form: { amount: { default: 10 * 万元 }, payer: { default: 'bank_cn' }, payee: { default: 'bank_th' } }, expected_state: 'settled', hint: '央行节点直接结算，无需代理行。', weight: 20 },
    { order: 7, actor: 'bank_th', transition: 'credit', asset: 'PAY-LEDGER', precondition: 'settled', form: { amount: { default: 10 * 万元 } }, expected_state: 'credited', hint: '收款行全额入账。', weight: 15 },
  ],
};

export const DEMO_BLOCK_CASES: readonly BlockCaseDefinition[] = [DEMO_RECEIVABLE_CASE, DEMO_DIGITAL_BILL_CASE, DEMO_CROSS_BORDER_CASE];

/**
 * Deterministic key pairs for a demo case's organizations (seed "demo/<scenario>/<org key>"), and the
 * definition with their public keys filled in. For tests and offline demos only: the seeds are public.
 */
export function demoKeys(definition: BlockCaseDefinition): { definition: BlockCaseDefinition; keys: Record<string, KeyPair> } {
  const keys = Object.fromEntries(definition.organizations.map((org) => [org.key, generateKeyPair(`demo/${definition.case.scenario}/${org.key}`)]));
  return { definition: { ...definition, organizations: definition.organizations.map((org) => ({ ...org, public_key: keys[org.key]!.publicKey })) }, keys };
}
