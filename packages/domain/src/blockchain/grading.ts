// Replaying an attempt's chain through the case's business, and grading it. The server grades the chain it
// stored (never one sent by the browser); the lab shows the same report.
import type { BlockCaseDefinition } from '../contract/blockCase.js';
import { validateChain, type Block, type ChainValidation } from './chain.js';
import { applyTransition, NO_AMOUNTS, type AssetAmounts, type BilingualMessage } from './rules.js';
import type { Transaction } from './transaction.js';

export interface AttemptChain {
  blocks: readonly Block[];
  transactions: readonly Transaction[];
}

export interface AssetHistoryEntry {
  tx_id: string;
  height: number;
  action: string;
  from: string;
  state: string;
}

export interface ReplayRefusal {
  tx_id: string;
  height: number;
  code: string;
  message: BilingualMessage;
}

export interface LedgerReplay {
  validation: ChainValidation;
  /** Each asset's current state and the transitions that brought it there. */
  assets: Record<string, { state: string; history: AssetHistoryEntry[] }>;
  /** Balances in 分 after the payments of accepted transitions (a payer may go down to minus its credit line). */
  balances: Record<string, number>;
  /** What each asset is worth after its accepted transactions (the next transaction's amounts are checked against it). */
  amounts: Record<string, AssetAmounts>;
  /** Transactions in valid blocks that the business refused (they change nothing). */
  refused: ReplayRefusal[];
  /** Every transaction in block order with whether the ledger accepted it, and the asset's state after it. */
  entries: { tx: Transaction; height: number; position: number; valid: boolean; accepted: boolean; stateAfter: string | null }[];
}

/**
 * Applies the transactions of the chain's accepted blocks (chainOk), in block order, to the assets and balances.
 * Transactions with a bad id or signature, in an invalid block, or refused by the business change nothing.
 */
export function replayLedger(definition: BlockCaseDefinition, chain: AttemptChain, options: { difficulty?: number } = {}): LedgerReplay {
  const validation = validateChain(chain.blocks, chain.transactions, { difficulty: options.difficulty ?? definition.case.difficulty, maxTxPerBlock: definition.case.tx_per_block });
  const byId = new Map(chain.transactions.map((tx) => [tx.id, tx]));
  const credit = new Map(definition.organizations.map((o) => [o.key, o.credit]));
  const balances: Record<string, number> = Object.fromEntries(definition.organizations.map((o) => [o.key, o.balance]));
  const assets: LedgerReplay['assets'] = {};
  const amounts: LedgerReplay['amounts'] = {};
  const refused: ReplayRefusal[] = [];
  const entries: LedgerReplay['entries'] = [];
  chain.blocks.forEach((block, b) => {
    const check = validation.blocks[b];
    const blockOk = check?.chainOk ?? false;
    for (let i = 0; i < block.tx_ids.length; i += 1) {
      const id = block.tx_ids[i]!;
      const tx = byId.get(id);
      if (!tx) continue;
      // The validation checked this transaction's id and signature already (each once).
      const valid = blockOk && (check?.transactions[i]?.valid ?? false);
      const entry = { tx, height: block.height, position: entries.length, valid, accepted: false, stateAfter: null as string | null };
      entries.push(entry);
      if (!valid) continue;
      const asset = (assets[tx.asset] ??= { state: definition.business.initial_state, history: [] });
      const result = applyTransition(asset.state, tx, definition, amounts[tx.asset] ?? NO_AMOUNTS);
      if (!result.ok) {
        refused.push({ tx_id: tx.id, height: block.height, code: result.code, message: result.message });
        entry.stateAfter = asset.state;
        continue;
      }
      if (result.payment) {
        const { from, to, amount } = result.payment;
        if ((balances[from] ?? 0) + (credit.get(from) ?? 0) < amount) {
          refused.push({ tx_id: tx.id, height: block.height, code: 'insufficient_funds', message: { zh: `${from} 的余额和授信不足以支付 ${amount} 分`, en: `${from} cannot pay ${amount} fen from its balance and credit` } });
          entry.stateAfter = asset.state;
          continue;
        }
        balances[from] = (balances[from] ?? 0) - amount;
        balances[to] = (balances[to] ?? 0) + amount;
      }
      asset.state = result.state;
      amounts[tx.asset] = result.amounts;
      asset.history.push({ tx_id: tx.id, height: block.height, action: tx.action, from: tx.from, state: result.state });
      entry.accepted = true;
      entry.stateAfter = result.state;
    }
  });
  return { validation, assets, balances, amounts, refused, entries };
}

export interface StepGrade {
  order: number;
  weight: number;
  earned: number;
  tx_id: string | null;
  /** A transaction of this step (its actor, transition and asset) is on the chain. */
  present: boolean;
  /** It is in an accepted block, its signature verifies and the business accepted it. */
  valid: boolean;
  /** It comes after the previous steps' transactions. */
  in_order: boolean;
  /** The asset was in the step's expected state right after it (and, for an asset's last step, still is at the end). */
  state_reached: boolean;
  expected_state: string;
  actual_state: string | null;
  message: BilingualMessage;
}

export interface AttemptGrade {
  /** 0–100, rounded to a whole number. */
  score: number;
  total_weight: number;
  earned_weight: number;
  chain_valid: boolean;
  steps: StepGrade[];
  final_states: { asset: string; expected: string; actual: string; ok: boolean }[];
  /** Transactions no step accounts for. */
  extra_tx_ids: string[];
}

function stepMessage(g: Omit<StepGrade, 'message'>, refusal?: BilingualMessage): BilingualMessage {
  if (!g.present) return { zh: '未找到这一步的交易', en: 'No transaction of this step is on the chain' };
  if (!g.valid && refusal) return { zh: `业务规则拒绝了这笔交易：${refusal.zh}`, en: `The business refused the transaction: ${refusal.en}` };
  if (!g.valid) return { zh: '交易无效：签名错误、所在区块无效或业务规则拒绝', en: 'The transaction is invalid: a bad signature, an invalid block or refused by the business' };
  if (!g.in_order) return { zh: '交易顺序不对', en: 'The transaction is out of order' };
  if (!g.state_reached) return { zh: `资产未达到预期状态“${g.expected_state}”`, en: `The asset did not reach the expected state "${g.expected_state}"` };
  return { zh: '完成', en: 'Done' };
}

/**
 * Grades an attempt's chain against the case's process. Each step earns its weight when its transaction is
 * present, valid, in order and reached the expected state; an asset's last step also needs the asset to be in
 * that state at the end (a later stray transition costs it). Score = earned / total weight × 100.
 */
export function gradeAttempt(definition: BlockCaseDefinition, chain: AttemptChain, options: { difficulty?: number } = {}): AttemptGrade {
  const replay = replayLedger(definition, chain, options);
  const refusals = new Map(replay.refused.map((r) => [r.tx_id, r.message]));
  const steps = [...definition.process].sort((a, b) => a.order - b.order);
  const lastStepOf = new Map(steps.map((s) => [s.asset, s.order]));
  const used = new Set<number>();
  let lastPosition = -1;
  const grades: StepGrade[] = steps.map((step) => {
    const candidates = replay.entries.filter((e) => !used.has(e.position) && e.tx.action === step.transition && e.tx.from === step.actor && e.tx.asset === step.asset);
    // Prefer a valid transaction after the previous step's, then any after it, then any at all.
    const entry = candidates.find((e) => e.position > lastPosition && e.accepted) ?? candidates.find((e) => e.position > lastPosition) ?? candidates[0];
    const weight = Math.max(0, step.weight);
    if (!entry) {
      const base = { order: step.order, weight, earned: 0, tx_id: null, present: false, valid: false, in_order: false, state_reached: false, expected_state: step.expected_state, actual_state: null };
      return { ...base, message: stepMessage(base) };
    }
    used.add(entry.position);
    const inOrder = entry.position > lastPosition;
    lastPosition = Math.max(lastPosition, entry.position);
    const finalState = replay.assets[step.asset]?.state ?? definition.business.initial_state;
    const stateReached = entry.accepted && entry.stateAfter === step.expected_state && (lastStepOf.get(step.asset) !== step.order || finalState === step.expected_state);
    const base = { order: step.order, weight, tx_id: entry.tx.id, present: true, valid: entry.accepted, in_order: inOrder, state_reached: stateReached, expected_state: step.expected_state, actual_state: entry.stateAfter };
    const earned = base.valid && base.in_order && base.state_reached ? weight : 0;
    return { ...base, earned, message: stepMessage({ ...base, earned }, refusals.get(entry.tx.id)) };
  });
  const total = grades.reduce((sum, g) => sum + g.weight, 0);
  const earned = grades.reduce((sum, g) => sum + g.earned, 0);
  const finalStates = [...lastStepOf.entries()].map(([asset, order]) => {
    const expected = steps.find((s) => s.order === order)!.expected_state;
    const actual = replay.assets[asset]?.state ?? definition.business.initial_state;
    return { asset, expected, actual, ok: actual === expected };
  });
  const usedIds = new Set(grades.map((g) => g.tx_id));
  return {
    score: total > 0 ? Math.round((earned / total) * 100) : 0,
    total_weight: total,
    earned_weight: earned,
    chain_valid: replay.validation.valid,
    steps: grades,
    final_states: finalStates,
    extra_tx_ids: replay.entries.filter((e) => !usedIds.has(e.tx.id)).map((e) => e.tx.id),
  };
}
