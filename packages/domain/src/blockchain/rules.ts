// The case definition's rules: which transitions an organization may make (applyTransition) and whether an
// authored case is coherent (validateBlockCaseDefinition). Pure; the server runs them on every submitted
// transaction, the lab runs them to explain a refusal before submitting.
import { BLOCK_CASE_LIMITS, type BlockBusiness, type BlockCaseDefinition, type BlockOrganization, type BlockProcessStep, type BlockTransition } from '../contract/blockCase.js';
import type { Transaction, TransactionFieldValue } from './transaction.js';

export interface BilingualMessage {
  zh: string;
  en: string;
}

export type TransitionRefusal =
  | 'unknown_transition'
  | 'illegal_transition'
  | 'unknown_actor'
  | 'actor_not_allowed'
  | 'signer_mismatch'
  | 'missing_field'
  | 'bad_field'
  | 'unknown_field'
  | 'bad_amount';

/**
 * What an asset is worth as its transactions left it, in 分 (applyTransition checks each amount against it).
 * `face`: the amount it was issued for (登记, 签发, 发起汇款); `value`: what it stands for now — the face, the part
 * split off to the next holder (拆分), less the fees taken on the way (转汇手续费); `parts`: splits so far.
 */
export interface AssetAmounts {
  face: number | null;
  value: number | null;
  parts: number;
}

export const NO_AMOUNTS: AssetAmounts = Object.freeze({ face: null, value: null, parts: 0 });

/**
 * How a transition's amount relates to the asset, by the transition's name (the lab's business vocabulary, the
 * same in every case): `face` issues the asset for that amount; `part` splits a part off (less than its value:
 * the part and what stays with the holder add up to it) and the asset goes on as that part; `whole` moves or
 * pays the asset's whole value (签收流转 of the part received, 兑付, 承兑, 结算, 入账); `advance` lends or discounts
 * against it (保理融资, 贴现: at most its value, at least `minAdvancePercent` of it); `fee` takes a fee out of it.
 */
export type AmountRole = 'face' | 'part' | 'whole' | 'advance' | 'fee';

export const AMOUNT_RULES: Readonly<Record<string, { role: AmountRole; field: string }>> = {
  issue: { role: 'face', field: 'amount' },
  initiate: { role: 'face', field: 'amount' },
  split: { role: 'part', field: 'amount' },
  transfer: { role: 'whole', field: 'amount' },
  repay: { role: 'whole', field: 'amount' },
  accept: { role: 'whole', field: 'amount' },
  settle: { role: 'whole', field: 'amount' },
  credit: { role: 'whole', field: 'amount' },
  finance: { role: 'advance', field: 'amount' },
  discount: { role: 'advance', field: 'amount' },
  relay: { role: 'fee', field: 'fee' },
};

export const LEDGER_RULES = {
  /** An asset is issued, split or financed for at least 1 元 (100 分). */
  minAmount: 100,
  /** Any amount is at most 100 亿元 (BLOCK_CASE_LIMITS.money 分). */
  maxAmount: BLOCK_CASE_LIMITS.money,
  /** Splits of one asset. */
  maxParts: 10,
  /** A financing or discount advances at least this share of the asset's value (a discount of at most 50 %). */
  minAdvancePercent: 50,
} as const;

/** 123456789 分 → "1,234,567.89 元". */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${yuan}.${String(abs % 100).padStart(2, '0')} 元`;
}

export type TransitionResult =
  | { ok: true; state: string; transition: BlockTransition; payment: { from: string; to: string; amount: number } | null; amounts: AssetAmounts }
  | { ok: false; code: TransitionRefusal; field?: string; message: BilingualMessage };

/** The field values a step's form starts with (its defaults). */
export function stepDefaults(step: Pick<BlockProcessStep, 'form'>): Record<string, TransactionFieldValue> {
  const fields: Record<string, TransactionFieldValue> = {};
  for (const [key, field] of Object.entries(step.form)) if (field.default !== undefined) fields[key] = field.default;
  return fields;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function refuse(code: TransitionRefusal, message: BilingualMessage, field?: string): TransitionResult {
  return field === undefined ? { ok: false, code, message } : { ok: false, code, field, message };
}

function fieldProblem(type: string, value: TransactionFieldValue, organizations: readonly BlockOrganization[]): boolean {
  switch (type) {
    case 'amount':
      return typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0 || value > LEDGER_RULES.maxAmount;
    case 'date':
      return typeof value !== 'string' || !DATE.test(value);
    case 'org':
      return typeof value !== 'string' || !organizations.some((org) => org.key === value);
    default:
      return typeof value !== 'string' || value.length > 500;
  }
}

/**
 * The asset's state after `tx`, or why the transition is refused: a transition the business does not define,
 * one not allowed from the asset's current state, an actor that is not an organization of the case or whose
 * type may not make it, a signer other than the organization's key, and missing, malformed or unknown fields
 * (amounts are positive integer 分 up to 100 亿元, dates YYYY-MM-DD, orgs are organization keys of the case), and an
 * amount that does not fit what the asset is worth (`amounts`, where the asset's earlier transactions left it; see
 * AMOUNT_RULES): a split that is not a part of it, a transfer or repayment of another sum, a financing beyond it.
 */
export function applyTransition(
  assetState: string,
  tx: Pick<Transaction, 'from' | 'action' | 'fields' | 'signer'>,
  definition: Pick<BlockCaseDefinition, 'business' | 'organizations'>,
  amounts: AssetAmounts = NO_AMOUNTS,
): TransitionResult {
  const transition = definition.business.transitions.find((t) => t.name === tx.action);
  if (!transition) return refuse('unknown_transition', { zh: `业务中没有“${tx.action}”这一操作`, en: `The business has no transition "${tx.action}"` });
  const org = definition.organizations.find((o) => o.key === tx.from);
  if (!org) return refuse('unknown_actor', { zh: `案例中没有机构“${tx.from}”`, en: `The case has no organization "${tx.from}"` });
  if (!transition.actor_types.includes(org.type)) {
    return refuse('actor_not_allowed', { zh: `${org.name}（${org.type}）无权执行“${transition.label}”`, en: `${org.name} (${org.type}) may not perform "${transition.label}"` });
  }
  if (org.public_key !== '' && tx.signer !== org.public_key) {
    return refuse('signer_mismatch', { zh: `交易不是由${org.name}的密钥签名的`, en: `The transaction is not signed with ${org.name}'s key` });
  }
  if (!transition.from.includes(assetState)) {
    return refuse('illegal_transition', {
      zh: `资产处于“${assetState}”状态，不能执行“${transition.label}”（只能从 ${transition.from.join('、')} 开始）`,
      en: `The asset is "${assetState}"; "${transition.label}" only starts from ${transition.from.join(', ')}`,
    });
  }
  for (const key of Object.keys(tx.fields)) {
    if (!transition.fields.some((f) => f.key === key)) return refuse('unknown_field', { zh: `“${transition.label}”没有字段“${key}”`, en: `"${transition.label}" has no field "${key}"` }, key);
  }
  for (const field of transition.fields) {
    const value = tx.fields[field.key];
    if (value === undefined || value === null || value === '') {
      if (field.required) return refuse('missing_field', { zh: `请填写“${field.label}”`, en: `"${field.label}" is required` }, field.key);
      continue;
    }
    if (fieldProblem(field.type, value, definition.organizations)) {
      const expected = { amount: [`正整数（分），最多 ${LEDGER_RULES.maxAmount} 分（100 亿元）`, `a positive whole number of fen, at most ${LEDGER_RULES.maxAmount} fen (10 billion yuan)`], date: ['日期（YYYY-MM-DD）', 'a date (YYYY-MM-DD)'], org: ['案例中的机构', 'an organization of the case'], text: ['不超过 500 字的文本', 'text of at most 500 characters'] }[field.type];
      return refuse('bad_field', { zh: `“${field.label}”应为${expected[0]}`, en: `"${field.label}" must be ${expected[1]}` }, field.key);
    }
  }
  const checked = checkAmount(transition, tx.fields, amounts);
  if (!checked.ok) return refuse('bad_amount', checked.message, checked.field);
  let payment: { from: string; to: string; amount: number } | null = null;
  if (transition.payment) {
    const party = (ref: string) => (ref === 'actor' ? org.key : String(tx.fields[ref] ?? ''));
    const amount = tx.fields[transition.payment.amount];
    if (typeof amount === 'number') payment = { from: party(transition.payment.from), to: party(transition.payment.to), amount };
  }
  return { ok: true, state: transition.to, transition, payment, amounts: checked.amounts };
}

/** The transition's amount against what the asset is worth (AMOUNT_RULES), and what it is worth after. */
function checkAmount(
  transition: BlockTransition,
  fields: Readonly<Record<string, TransactionFieldValue>>,
  amounts: AssetAmounts,
): { ok: true; amounts: AssetAmounts } | { ok: false; field: string; message: BilingualMessage } {
  const rule = AMOUNT_RULES[transition.name];
  const field = rule && transition.fields.find((f) => f.key === rule.field && f.type === 'amount');
  const amount = field ? fields[field.key] : undefined;
  if (!rule || !field || typeof amount !== 'number') return { ok: true, amounts };
  const no = (zh: string, en: string) => ({ ok: false as const, field: field.key, message: { zh: `“${field.label}”${zh}`, en: `"${field.label}" ${en}` } });
  const { value } = amounts;
  const worth = value === null ? null : { zh: `资产当前价值 ${value} 分（${formatFen(value)}）`, en: `the asset's current value of ${value} fen (${formatFen(value).replace('元', 'yuan')})` };
  const min = LEDGER_RULES.minAmount;
  const atLeastMin = () => no(`至少 ${min} 分（${formatFen(min)}），而不是 ${amount} 分`, `must be at least ${min} fen (1 yuan), not ${amount} fen`);
  switch (rule.role) {
    case 'face':
      if (amount < min) return atLeastMin();
      return { ok: true, amounts: { face: amount, value: amount, parts: 0 } };
    case 'part':
      if (amount < min) return atLeastMin();
      if (amounts.parts >= LEDGER_RULES.maxParts) return no(`：一笔资产最多拆分 ${LEDGER_RULES.maxParts} 次`, `: an asset is split at most ${LEDGER_RULES.maxParts} times`);
      if (value === null || worth === null) return { ok: true, amounts: { ...amounts, parts: amounts.parts + 1 } };
      if (amount >= value) {
        return no(
          `须小于${worth.zh}：拆出的部分与留下的部分合计等于原金额，而不是 ${amount} 分`,
          `must be less than ${worth.en}: the part split off and the part kept add up to it; not ${amount} fen`,
        );
      }
      return { ok: true, amounts: { ...amounts, value: amount, parts: amounts.parts + 1 } };
    case 'whole':
      if (value === null || worth === null || amount === value) return { ok: true, amounts };
      return no(`须等于${worth.zh}，而不是 ${amount} 分`, `must equal ${worth.en}, not ${amount} fen`);
    case 'advance': {
      if (amount < min) return atLeastMin();
      if (value === null || worth === null) return { ok: true, amounts };
      if (amount > value) return no(`不能超过${worth.zh}，而不是 ${amount} 分`, `may not exceed ${worth.en}; not ${amount} fen`);
      const floor = Math.ceil((value * LEDGER_RULES.minAdvancePercent) / 100);
      if (amount < floor) {
        return no(
          `至少为${worth.zh}的 ${LEDGER_RULES.minAdvancePercent}%（${floor} 分），而不是 ${amount} 分`,
          `must be at least ${LEDGER_RULES.minAdvancePercent}% of ${worth.en} (${floor} fen), not ${amount} fen`,
        );
      }
      return { ok: true, amounts };
    }
    case 'fee':
      if (value === null || worth === null) return { ok: true, amounts };
      if (amount >= value) return no(`须小于${worth.zh}，而不是 ${amount} 分`, `must be less than ${worth.en}, not ${amount} fen`);
      return { ok: true, amounts: { ...amounts, value: value - amount } };
  }
}

export type DefinitionProblemCode =
  | 'duplicate_key'
  | 'unknown_state'
  | 'unreachable_state'
  | 'no_actor_organization'
  | 'unknown_transition'
  | 'unknown_actor'
  | 'actor_not_allowed'
  | 'precondition_not_allowed'
  | 'expected_state_mismatch'
  | 'step_out_of_order'
  | 'unknown_form_field'
  | 'bad_payment'
  | 'weight_not_positive'
  | 'duplicate_order'
  | 'no_validator';

export interface DefinitionProblem {
  code: DefinitionProblemCode;
  /** The process step's order, when the problem is in a step. */
  step?: number;
  /** The transition, state or organization concerned. */
  subject?: string;
  message: BilingualMessage;
}

/** States reachable from the initial state through the business's transitions. */
export function reachableStates(business: Pick<BlockBusiness, 'initial_state' | 'transitions'>): Set<string> {
  const reached = new Set([business.initial_state]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const t of business.transitions) {
      if (!reached.has(t.to) && t.from.some((s) => reached.has(s))) {
        reached.add(t.to);
        grew = true;
      }
    }
  }
  return reached;
}

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

/**
 * Every problem of an authored case, each naming its step (by order) where it is in the process: transitions
 * the business does not define, actors the case has no organization for or whose type may not make the step's
 * transition, transition types no organization of the case has, states nothing reaches from the initial state,
 * preconditions and expected states that do not match the transition, a process that cannot be played in
 * order, weights that are not positive. An empty list means the case can be published.
 */
export function validateBlockCaseDefinition(def: BlockCaseDefinition): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const add = (code: DefinitionProblemCode, message: BilingualMessage, extra: { step?: number; subject?: string } = {}) => problems.push({ code, ...extra, message });
  const { business, organizations, process } = def;
  const states = new Set(business.states);

  for (const [kind, keys] of [
    ['organization', organizations.map((o) => o.key)],
    ['state', business.states],
    ['transition', business.transitions.map((t) => t.name)],
  ] as const) {
    for (const key of duplicates(keys)) add('duplicate_key', { zh: `重复的${{ organization: '机构', state: '状态', transition: '操作' }[kind]}标识“${key}”`, en: `Duplicate ${kind} key "${key}"` }, { subject: key });
  }
  if (!states.has(business.initial_state)) add('unknown_state', { zh: `初始状态“${business.initial_state}”不在状态列表中`, en: `The initial state "${business.initial_state}" is not one of the states` }, { subject: business.initial_state });
  for (const t of business.transitions) {
    for (const s of [...t.from, t.to]) {
      if (!states.has(s)) add('unknown_state', { zh: `操作“${t.label}”用到了未定义的状态“${s}”`, en: `Transition "${t.label}" uses the undefined state "${s}"` }, { subject: s });
    }
    if (!organizations.some((o) => t.actor_types.includes(o.type))) {
      add('no_actor_organization', { zh: `没有可以执行“${t.label}”的机构（需要 ${t.actor_types.join('、')}）`, en: `No organization may perform "${t.label}" (it needs ${t.actor_types.join(', ')})` }, { subject: t.name });
    }
    if (t.payment) {
      const amount = t.fields.find((f) => f.key === t.payment!.amount);
      const partyOk = (ref: string) => ref === 'actor' || t.fields.some((f) => f.key === ref && f.type === 'org' && f.required);
      if (!amount || amount.type !== 'amount' || !amount.required || !partyOk(t.payment.from) || !partyOk(t.payment.to)) {
        add('bad_payment', { zh: `操作“${t.label}”的资金划转应引用必填的金额字段和机构字段`, en: `The payment of "${t.label}" must name a required amount field and required organization fields` }, { subject: t.name });
      }
    }
  }
  const reached = reachableStates(business);
  for (const s of business.states) {
    if (!reached.has(s)) add('unreachable_state', { zh: `从初始状态无法到达状态“${s}”`, en: `No path reaches the state "${s}" from the initial state` }, { subject: s });
  }
  if (def.case.consensus !== 'pow' && !organizations.some((o) => o.validator)) {
    add('no_validator', { zh: `${def.case.consensus.toUpperCase()} 共识至少需要一个验证节点`, en: `${def.case.consensus.toUpperCase()} consensus needs at least one validator` });
  }

  for (const order of duplicates(process.map((s) => String(s.order)))) add('duplicate_order', { zh: `步骤序号 ${order} 重复`, en: `Step number ${order} is used twice` }, { step: Number(order) });
  // Play the process in order: each step must be legal where the previous steps left its asset.
  const assetStates = new Map<string, string>();
  for (const step of [...process].sort((a, b) => a.order - b.order)) {
    const at = { step: step.order };
    const label = { zh: `第 ${step.order} 步`, en: `Step ${step.order}` };
    if (step.weight <= 0) add('weight_not_positive', { zh: `${label.zh}的分值必须为正数`, en: `${label.en}: the weight must be positive` }, at);
    const transition = business.transitions.find((t) => t.name === step.transition);
    const org = organizations.find((o) => o.key === step.actor);
    if (!org) add('unknown_actor', { zh: `${label.zh}的执行机构“${step.actor}”不在案例中`, en: `${label.en}: the case has no organization "${step.actor}"` }, { ...at, subject: step.actor });
    if (!transition) {
      add('unknown_transition', { zh: `${label.zh}引用了业务中不允许的操作“${step.transition}”`, en: `${label.en}: the business does not allow the transition "${step.transition}"` }, { ...at, subject: step.transition });
      continue;
    }
    if (org && !transition.actor_types.includes(org.type)) {
      add('actor_not_allowed', { zh: `${label.zh}：${org.name}（${org.type}）无权执行“${transition.label}”`, en: `${label.en}: ${org.name} (${org.type}) may not perform "${transition.label}"` }, { ...at, subject: step.actor });
    }
    if (!transition.from.includes(step.precondition)) {
      add('precondition_not_allowed', { zh: `${label.zh}的前置状态“${step.precondition}”不能执行“${transition.label}”`, en: `${label.en}: "${transition.label}" cannot start from "${step.precondition}"` }, { ...at, subject: step.precondition });
    }
    if (step.expected_state !== transition.to) {
      add('expected_state_mismatch', { zh: `${label.zh}的预期状态应为“${transition.to}”`, en: `${label.en}: the expected state should be "${transition.to}"` }, { ...at, subject: step.expected_state });
    }
    for (const key of Object.keys(step.form)) {
      if (!transition.fields.some((f) => f.key === key)) add('unknown_form_field', { zh: `${label.zh}的表单字段“${key}”不属于“${transition.label}”`, en: `${label.en}: "${transition.label}" has no field "${key}"` }, { ...at, subject: key });
    }
    const current = assetStates.get(step.asset) ?? business.initial_state;
    if (current !== step.precondition) {
      add('step_out_of_order', { zh: `${label.zh}开始时资产“${step.asset}”处于“${current}”，而不是“${step.precondition}”`, en: `${label.en}: the asset "${step.asset}" is "${current}" at this point, not "${step.precondition}"` }, { ...at, subject: step.asset });
    }
    assetStates.set(step.asset, transition.to);
  }
  return problems;
}
