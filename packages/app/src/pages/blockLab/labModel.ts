// The lab's view models (issue 11): the attempt as the server answered it, mapped onto the ui's blockchain
// components. Nothing here decides for the server: the page always shows the attempt it got back.
import {
  checkTransaction,
  validateChain,
  type BlockLabAttempt,
  type BlockLabBlock,
  type BlockLabForkAnswer,
  type BlockLabTransaction,
  type BlockProcessStep,
  type ChainValidation,
} from '@finedu/domain';
import type { AssetHistoryEntry, ChainBlockView, LedgerAccountView, LedgerTransactionView, TransactionFormField } from '@finedu/ui';
import { formatDateTime } from '../../components/format';
import type { MessageId } from '../../i18n/messages';

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export const formatMs = (ms: number): string => formatDateTime(new Date(ms).toISOString());

/** The names of the case's organizations by key (the key itself for an unknown one). */
export function orgNamer(attempt: BlockLabAttempt): (key: string) => string {
  const names = new Map(attempt.case.organizations.map((org) => [org.key, org.name]));
  return (key) => names.get(key) ?? key;
}

/** The transition's label by name (the name itself for an unknown one). */
export function transitionLabel(attempt: BlockLabAttempt, name: string): string {
  return attempt.case.business.transitions.find((t) => t.name === name)?.label ?? name;
}

export type StepState = 'done' | 'pending' | 'current' | 'waiting';

/**
 * Each process step's state: done when the graded chain earned it, pending when a matching transaction waits in the
 * mempool, current for the first of the others, waiting after it.
 */
export function stepStates(attempt: BlockLabAttempt): StepState[] {
  const mempool = new Set(attempt.mempool);
  const waiting = attempt.transactions.filter((tx) => mempool.has(tx.id));
  let currentSeen = false;
  return attempt.case.process.map((step) => {
    const grade = attempt.grade.steps.find((g) => g.order === step.order);
    if (grade && grade.present && grade.earned === grade.weight && grade.state_reached) return 'done';
    if (waiting.some((tx) => tx.action === step.transition && tx.asset === step.asset && tx.from === step.actor)) return 'pending';
    if (!currentSeen) {
      currentSeen = true;
      return 'current';
    }
    return 'waiting';
  });
}

/** The step's form fields from its transition (labels, types) and the step's hints. */
export function stepFields(attempt: BlockLabAttempt, step: BlockProcessStep): TransactionFormField[] {
  const transition = attempt.case.business.transitions.find((t) => t.name === step.transition);
  return (transition?.fields ?? []).map((field) => ({ key: field.key, label: field.label, type: field.type, required: field.required, help: step.form[field.key]?.hint }));
}

/** The transactions of the mempool, oldest first. */
export function mempoolTransactions(attempt: BlockLabAttempt): BlockLabTransaction[] {
  const byId = new Map(attempt.transactions.map((tx) => [tx.id, tx]));
  return attempt.mempool.map((id) => byId.get(id)).filter((tx): tx is BlockLabTransaction => tx !== undefined);
}

/** The block height of each transaction in a block. */
export function heightsOf(blocks: readonly BlockLabBlock[]): Map<string, number> {
  const heights = new Map<string, number>();
  for (const block of blocks) for (const id of block.tx_ids) heights.set(id, block.height);
  return heights;
}

/** A block's own checks, as the local validation (BlockCheck) and the nodes' answer (BlockLabBlockCheck) both carry them. */
export interface BlockChecks {
  hashOk: boolean;
  linkOk: boolean;
  merkleOk: boolean;
  powOk: boolean;
  signaturesOk: boolean;
}

/**
 * The one rule both views of the tamper lab mark a block by (the local copy's chain and the nodes' table): a block
 * is tampered when one of its own checks fails, and its link is broken when its prev_hash no longer matches. A block
 * after a tampered one is neither: the nodes reject it only because it builds on one (the verdict column).
 */
export function blockMarks(check: BlockChecks): { tampered: boolean; linkBroken: boolean } {
  return { tampered: !(check.hashOk && check.linkOk && check.merkleOk && check.powOk && check.signaturesOk), linkBroken: !check.linkOk };
}

/** The nodes' answer for one block in the shape of the local validation's checks. */
export const nodeChecks = (check: BlockLabForkAnswer['blocks_checked'][number]): BlockChecks => ({
  hashOk: check.hash_ok,
  linkOk: check.link_ok,
  merkleOk: check.merkle_ok,
  powOk: check.pow_ok,
  signaturesOk: check.signatures_ok,
});

/** The chain as BlockChainView shows it; with a local validation, its tampered blocks and broken links (blockMarks). */
export function chainView(attempt: BlockLabAttempt, blocks: readonly BlockLabBlock[], validation?: ChainValidation, repairedFrom?: number): ChainBlockView[] {
  const name = orgNamer(attempt);
  return blocks.map((block, index) => {
    const check = validation?.blocks[index];
    const marks = check === undefined ? { tampered: false, linkBroken: false } : blockMarks(check);
    const broken = marks.tampered;
    const linkBroken = marks.linkBroken;
    return {
      height: block.height,
      hash: block.hash,
      prevHash: block.prev_hash,
      merkleRoot: block.merkle_root,
      nonce: block.nonce,
      proposer: name(block.proposer),
      time: formatMs(block.timestamp),
      txCount: block.tx_ids.length,
      status: broken ? 'broken' : repairedFrom !== undefined && block.height >= repairedFrom ? 'repaired' : 'valid',
      linkStatus: linkBroken ? 'broken' : 'valid',
    };
  });
}

/** The first amount field of a transaction, in 分, or null. */
function amountOf(attempt: BlockLabAttempt, tx: BlockLabTransaction): number | null {
  const fields = attempt.case.business.transitions.find((t) => t.name === tx.action)?.fields ?? [];
  const amount = fields.find((field) => field.type === 'amount');
  const value = amount ? tx.fields[amount.key] : undefined;
  return typeof value === 'number' ? value : null;
}

/** Every transaction of the attempt as the explorer lists it, its signature checked here in the browser. */
export function transactionViews(attempt: BlockLabAttempt): LedgerTransactionView[] {
  const name = orgNamer(attempt);
  const heights = heightsOf(attempt.blocks);
  return attempt.transactions.map((tx) => ({
    id: tx.id,
    blockHeight: heights.get(tx.id) ?? null,
    from: name(tx.from),
    action: transitionLabel(attempt, tx.action),
    asset: `${attempt.case.business.asset} ${tx.asset}`,
    amount: amountOf(attempt, tx),
    signatureValid: checkTransaction(tx).valid,
    time: formatMs(tx.timestamp),
  }));
}

/** The organizations with their balances after the chain (ledger.balances, in 分). */
export function accountViews(attempt: BlockLabAttempt, t: Translate): LedgerAccountView[] {
  return attempt.case.organizations.map((org) => ({
    id: org.key,
    organization: org.name,
    type: t(`blockCase.orgType.${org.type}` as MessageId),
    validator: org.validator,
    balance: attempt.ledger.balances[org.key] ?? org.balance,
    credit: org.credit,
  }));
}

/** Each asset of the ledger with its state history. */
export function assetViews(attempt: BlockLabAttempt): { asset: string; state: string; entries: AssetHistoryEntry[] }[] {
  const name = orgNamer(attempt);
  const byId = new Map(attempt.transactions.map((tx) => [tx.id, tx]));
  return Object.entries(attempt.ledger.assets).map(([asset, record]) => ({
    asset: `${attempt.case.business.asset} ${asset}`,
    state: record.state,
    entries: record.history.map((entry) => {
      const tx = byId.get(entry.tx_id);
      return { state: entry.state, transition: transitionLabel(attempt, entry.action), by: name(entry.from), txId: entry.tx_id, blockHeight: entry.height, time: tx ? formatMs(tx.timestamp) : '' };
    }),
  }));
}

/** A node's view of a (possibly edited) copy of the chain, checked here with the case's rules. */
export function validateCopy(attempt: BlockLabAttempt, blocks: readonly BlockLabBlock[], transactions: readonly BlockLabTransaction[]): ChainValidation {
  return validateChain(blocks, transactions, { difficulty: attempt.case.difficulty, maxTxPerBlock: attempt.case.tx_per_block });
}

/** The validators' keys, in the case's order. */
export function validatorKeys(attempt: BlockLabAttempt): string[] {
  return attempt.case.organizations.filter((org) => org.validator).map((org) => org.key);
}
