// The case definition's rules: which transitions an organization may make (applyTransition) and whether an
// authored case is coherent (validateBlockCaseDefinition). Pure; the server runs them on every submitted
// transaction, the lab runs them to explain a refusal before submitting.
import type { BlockBusiness, BlockCaseDefinition, BlockOrganization, BlockProcessStep, BlockTransition } from '../contract/blockCase.js';
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
  | 'unknown_field';

export type TransitionResult =
  | { ok: true; state: string; transition: BlockTransition; payment: { from: string; to: string; amount: number } | null }
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
      return typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0;
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
 * (amounts are positive integer 分, dates YYYY-MM-DD, orgs are organization keys of the case).
 */
export function applyTransition(assetState: string, tx: Pick<Transaction, 'from' | 'action' | 'fields' | 'signer'>, definition: Pick<BlockCaseDefinition, 'business' | 'organizations'>): TransitionResult {
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
      const expected = { amount: ['正整数（分）', 'a positive whole number of fen'], date: ['日期（YYYY-MM-DD）', 'a date (YYYY-MM-DD)'], org: ['案例中的机构', 'an organization of the case'], text: ['不超过 500 字的文本', 'text of at most 500 characters'] }[field.type];
      return refuse('bad_field', { zh: `“${field.label}”应为${expected[0]}`, en: `"${field.label}" must be ${expected[1]}` }, field.key);
    }
  }
  let payment: { from: string; to: string; amount: number } | null = null;
  if (transition.payment) {
    const party = (ref: string) => (ref === 'actor' ? org.key : String(tx.fields[ref] ?? ''));
    const amount = tx.fields[transition.payment.amount];
    if (typeof amount === 'number') payment = { from: party(transition.payment.from), to: party(transition.payment.to), amount };
  }
  return { ok: true, state: transition.to, transition, payment };
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
