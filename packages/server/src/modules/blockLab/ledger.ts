// The lab's reading of a case and of an attempt's chain: the case as the domain's rules take it, the words for a
// node's objections, and where the chain and the mempool leave the assets (what the next transaction is checked against).
import { applyTransition, NO_AMOUNTS, replayLedger, type AssetAmounts, type Block, type BlockCaseDefinition, type BlockProblem, type PublishedBlockCaseDetail } from '@finedu/domain';
import type { StoredTransaction } from './repository.js';

/** The case as the domain's rules read it. */
export function definitionOf(detail: PublishedBlockCaseDetail): BlockCaseDefinition {
  return {
    case: {
      title: detail.title,
      scenario: detail.scenario,
      objectives: detail.objectives,
      theory: detail.theory,
      consensus: detail.consensus,
      tx_per_block: detail.tx_per_block,
      difficulty: detail.difficulty,
      status: 'published',
    },
    organizations: detail.organizations.map((o) => ({ key: o.key, name: o.name, type: o.type, validator: o.validator, balance: o.balance, credit: o.credit, public_key: o.public_key })),
    business: detail.business,
    process: detail.process,
  };
}

/** A node's objections, in words. */
export const PROBLEM_WORDS: Record<BlockProblem, { zh: string; en: string }> = {
  hash_mismatch: { zh: '哈希与内容不符', en: 'its hash does not match its content' },
  broken_link: { zh: '前一区块哈希链接断开', en: 'its link to the previous block is broken' },
  bad_height: { zh: '高度不连续', en: 'its height does not follow the previous block' },
  merkle_mismatch: { zh: 'Merkle 根与交易不符', en: 'its Merkle root does not match its transactions' },
  pow_missing: { zh: '工作量证明不满足难度', en: 'its proof of work does not meet the difficulty' },
  missing_tx: { zh: '列出的交易不存在', en: 'it lists a transaction that does not exist' },
  duplicate_tx: { zh: '交易重复出现', en: 'it repeats a transaction' },
  too_many_tx: { zh: '交易数超过每块上限', en: 'it carries more transactions than a block may' },
  bad_signature: { zh: '交易签名或编号无效', en: 'a transaction has an invalid id or signature' },
  parent_invalid: { zh: '它所依赖的前序区块无效', en: 'it builds on an invalid block' },
};

/** Where the chain and the mempool leave the assets, what they are worth, and the balances (what the next transaction is checked against). */
export function pendingLedger(definition: BlockCaseDefinition, blocks: Block[], stored: StoredTransaction[]) {
  const replay = replayLedger(definition, { blocks, transactions: stored.filter((s) => s.height !== null).map((s) => s.tx) });
  const states = new Map(Object.entries(replay.assets).map(([asset, a]) => [asset, a.state]));
  const amounts = new Map<string, AssetAmounts>(Object.entries(replay.amounts));
  const balances = { ...replay.balances };
  for (const { tx } of stored.filter((s) => s.height === null)) {
    const result = applyTransition(states.get(tx.asset) ?? definition.business.initial_state, tx, definition, amounts.get(tx.asset) ?? NO_AMOUNTS);
    if (!result.ok) continue;
    if (result.payment) {
      balances[result.payment.from] = (balances[result.payment.from] ?? 0) - result.payment.amount;
      balances[result.payment.to] = (balances[result.payment.to] ?? 0) + result.payment.amount;
    }
    states.set(tx.asset, result.state);
    amounts.set(tx.asset, result.amounts);
  }
  return { states, amounts, balances };
}

