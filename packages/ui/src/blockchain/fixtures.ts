import type { ChainBlockView } from './BlockChainView';
import type { ConsensusEvent, ConsensusNode } from './ConsensusPlayer';
import type { MerkleLeaf, MerkleProofStep } from './MerkleProofView';
import type { LedgerAccountView } from './AccountsTable';
import type { AssetHistoryEntry } from './AssetHistory';
import type { TransactionFormField, TransactionFormStep, TransactionOrganization } from './TransactionForm';
import type { LedgerTransactionView } from './TransactionsTable';

/**
 * A stand-in hash for stories and tests: 64 hex characters, deterministic, NOT cryptographic (the real hashing lives
 * in the domain package; these components only show hashes).
 */
export const fakeHash = (input: string, zeros = 0): string => {
  let out = '';
  let h = 0x811c9dc5;
  for (let round = 0; out.length < 64; round += 1) {
    for (const char of `${input}#${round}`) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return ('0'.repeat(zeros) + out).slice(0, 64);
};

const GENESIS_PREV = '0'.repeat(64);
const PROPOSERS = ['核心企业 A', '商业银行 B', '一级供应商 C', '保理公司 D'];

/** A valid chain of `count` blocks (proof of work with two leading zero digits). */
export const validChain = (count: number): ChainBlockView[] => {
  const blocks: ChainBlockView[] = [];
  for (let height = 0; height < count; height += 1) {
    const prevHash = height === 0 ? GENESIS_PREV : blocks[height - 1]!.hash;
    blocks.push({
      height,
      hash: fakeHash(`block-${height}`, 2),
      prevHash,
      merkleRoot: fakeHash(`root-${height}`),
      nonce: 1000 + height * 7919,
      proposer: PROPOSERS[height % PROPOSERS.length]!,
      time: `2026-11-25 10:${String(12 + height * 3).padStart(2, '0')}`,
      txCount: height === 0 ? 1 : 2 + (height % 3),
      status: 'valid',
      linkStatus: 'valid',
    });
  }
  return blocks;
};

/** Block `at` tampered: its hash changed, every later block's link (and so the block) broken. */
export const tamperedChain = (count: number, at: number): ChainBlockView[] =>
  validChain(count).map((block) => {
    if (block.height < at) return block;
    if (block.height === at) return { ...block, hash: fakeHash(`tampered-${block.height}`), merkleRoot: fakeHash(`tampered-root-${block.height}`), status: 'broken' };
    return { ...block, status: 'broken', linkStatus: block.height === at + 1 ? 'broken' : 'valid' };
  });

/** After a tamper at `at`, re-mined from that block on: repaired and linked again. */
export const repairedChain = (count: number, at: number): ChainBlockView[] => {
  const blocks = validChain(count);
  for (let height = at; height < count; height += 1) {
    const block = blocks[height]!;
    blocks[height] = {
      ...block,
      hash: fakeHash(`repaired-${height}`, 2),
      prevHash: height === 0 ? GENESIS_PREV : blocks[height - 1]!.hash,
      merkleRoot: height === at ? fakeHash(`tampered-root-${height}`) : block.merkleRoot,
      nonce: block.nonce + 31337,
      status: 'repaired',
    };
  }
  return blocks;
};

/** A valid chain with a block being mined on top, its nonce at `nonce`. */
export const miningChain = (count: number, nonce: number): ChainBlockView[] => {
  const blocks = validChain(count);
  const top = blocks[count - 1]!;
  return [
    ...blocks,
    { height: count, hash: '', prevHash: top.hash, merkleRoot: fakeHash(`root-${count}`), nonce, proposer: '商业银行 B', time: '2026-11-25 10:40', txCount: 3, status: 'mining', linkStatus: 'valid' },
  ];
};

/** A Merkle tree over `count` transactions (odd nodes paired with themselves), with the proof steps of `leaf`. */
export const merkleFixture = (count: number, leaf: number, tamper = false) => {
  const leaves: MerkleLeaf[] = Array.from({ length: count }, (_, index) => ({ label: `Tx-${String(index + 1).padStart(4, '0')}`, hash: fakeHash(`tx-${index}`) }));
  const levels: string[][] = [];
  let below = leaves.map((item) => item.hash);
  while (below.length > 1) {
    const next: string[] = [];
    for (let index = 0; index < below.length; index += 2) next.push(fakeHash(below[index]! + (below[index + 1] ?? below[index]!)));
    levels.push(next);
    below = next;
  }
  const steps: MerkleProofStep[] = [];
  let running = tamper ? fakeHash(`forged-${leaf}`) : leaves[leaf]!.hash;
  let position = leaf;
  const all = [leaves.map((item) => item.hash), ...levels];
  for (let level = 0; level < all.length - 1; level += 1) {
    const row = all[level]!;
    // A last odd node is paired with itself: with the hash computed so far.
    const sibling = row[position ^ 1] ?? running;
    const [left, right] = position % 2 === 0 ? [running, sibling] : [sibling, running];
    running = fakeHash(left + right);
    steps.push({ left, right, result: running });
    position >>= 1;
  }
  return { leaves, levels, steps, root: levels[levels.length - 1]?.[0] ?? leaves[0]!.hash };
};

export const PBFT_NODES: ConsensusNode[] = [
  { id: 'n0', name: '央行节点', role: '主节点' },
  { id: 'n1', name: '商业银行 B', role: '副本' },
  { id: 'n2', name: '核心企业 A', role: '副本' },
  { id: 'n3', name: '保理公司 D', role: '副本', faulty: true },
];

/** A PBFT round with four nodes (f = 1): node n3 is faulty and its votes do not count. */
export const PBFT_EVENTS: ConsensusEvent[] = [
  { t: 0, phase: 'pre-prepare', from: 'n0', to: '*', kind: 'pre-prepare', ok: true, detail: 'seq 7' },
  ...['n0', 'n1', 'n2', 'n3'].map((from, i): ConsensusEvent => ({ t: 1 + i, phase: 'prepare', from, to: '*', kind: 'prepare', ok: from !== 'n3' })),
  ...['n0', 'n1', 'n2', 'n3'].map((from, i): ConsensusEvent => ({ t: 5 + i, phase: 'commit', from, to: '*', kind: 'commit', ok: from !== 'n3' })),
  ...['n0', 'n1', 'n2'].map((from, i): ConsensusEvent => ({ t: 9 + i, phase: 'reply', from, kind: 'reply', ok: true })),
];

export const RAFT_NODES: ConsensusNode[] = [
  { id: 'r0', name: '商业银行 B', role: 'leader' },
  { id: 'r1', name: '核心企业 A', role: 'follower' },
  { id: 'r2', name: '一级供应商 C', role: 'follower' },
];

export const RAFT_EVENTS: ConsensusEvent[] = [
  { t: 0, phase: 'election', from: 'r0', kind: 'timeout', ok: true, detail: 'term 2' },
  { t: 1, phase: 'election', from: 'r0', to: '*', kind: 'request-vote', ok: true, detail: 'term 2' },
  { t: 2, phase: 'election', from: 'r1', to: 'r0', kind: 'vote', ok: true },
  { t: 2, phase: 'election', from: 'r2', to: 'r0', kind: 'vote', ok: true },
  { t: 3, phase: 'election', from: 'r0', kind: 'leader', ok: true },
  { t: 4, phase: 'append', from: 'r0', to: '*', kind: 'append-entries', ok: true, detail: 'index 5' },
  { t: 5, phase: 'append', from: 'r1', to: 'r0', kind: 'ack', ok: true },
  { t: 5, phase: 'append', from: 'r2', to: 'r0', kind: 'ack', ok: true },
  { t: 6, phase: 'commit', from: 'r0', to: '*', kind: 'commit', ok: true, detail: 'index 5' },
];

export const POW_NODES: ConsensusNode[] = [
  { id: 'm0', name: '商业银行 B' },
  { id: 'm1', name: '核心企业 A' },
];

export const POW_EVENTS: ConsensusEvent[] = [
  { t: 0, phase: 'mining', from: 'm0', kind: 'try', ok: false, detail: '#1 → 7c1e…' },
  { t: 0, phase: 'mining', from: 'm1', kind: 'try', ok: false, detail: '#1 → e90a…' },
  { t: 1, phase: 'mining', from: 'm0', kind: 'try', ok: false, detail: '#2 → 3b47…' },
  { t: 1, phase: 'mining', from: 'm1', kind: 'try', ok: false, detail: '#2 → 91fd…' },
  { t: 2, phase: 'mining', from: 'm0', kind: 'try', ok: false, detail: '#3 → 5a02…' },
  { t: 2, phase: 'found', from: 'm1', kind: 'found', ok: true, detail: '#3 → 00a9…' },
  { t: 3, phase: 'found', from: 'm1', to: '*', kind: 'broadcast', ok: true },
  { t: 4, phase: 'found', from: 'm0', kind: 'accept', ok: true },
];

/** The organizations of the 数字票据 case. */
export const BILL_ORGANIZATIONS: TransactionOrganization[] = [
  { id: 'org-core', name: '核心企业 A', type: '核心企业' },
  { id: 'org-t1', name: '一级供应商 C', type: '一级供应商' },
  { id: 'org-t2', name: '二级供应商 E', type: '二级供应商' },
  { id: 'org-bank', name: '商业银行 B', type: '商业银行' },
];

/** Step 2 of the 数字票据 process: the tier-1 supplier endorses the bill to a tier-2 supplier. */
export const BILL_ENDORSE_STEP: TransactionFormStep = {
  order: 2,
  title: '背书转让数字票据',
  actor: { name: '一级供应商 C', type: '一级供应商', publicKey: `02${fakeHash('pub-org-t1')}` },
  action: '背书',
  transition: '已签发 → 已背书',
  hint: '一级供应商 C 把票据背书转让给二级供应商 E，用于支付货款；金额不能超过票面金额。',
  expectedState: '已背书',
};

export const BILL_ENDORSE_FIELDS: TransactionFormField[] = [
  { key: 'endorsee', label: '被背书人', type: 'org', required: true, placeholder: '请选择机构' },
  { key: 'amount', label: '背书金额', type: 'amount', required: true, placeholder: '0.00', help: '单位：元，最多两位小数' },
  { key: 'dueDate', label: '到期日', type: 'date', required: true, placeholder: 'yyyy-mm-dd' },
  { key: 'memo', label: '备注', type: 'text', placeholder: '例如：支付 11 月货款' },
];

/** Transactions of a 数字票据 attempt: three in blocks, one with a forged signature, one waiting in the mempool. */
export const LEDGER_TRANSACTIONS: LedgerTransactionView[] = [
  { id: fakeHash('tx-issue'), blockHeight: 1, from: '核心企业 A', action: '签发', asset: '票据 BILL-001', amount: 50_000_000, signatureValid: true, time: '2026-11-25 10:15' },
  { id: fakeHash('tx-endorse'), blockHeight: 2, from: '一级供应商 C', action: '背书', asset: '票据 BILL-001', amount: 50_000_000, signatureValid: true, time: '2026-11-25 10:18' },
  { id: fakeHash('tx-forged'), blockHeight: 2, from: '二级供应商 E', action: '贴现', asset: '票据 BILL-001', amount: 49_125_050, signatureValid: false, time: '2026-11-25 10:19' },
  { id: fakeHash('tx-discount'), blockHeight: 3, from: '二级供应商 E', action: '贴现', asset: '票据 BILL-001', amount: 49_125_050, signatureValid: true, time: '2026-11-25 10:21' },
  { id: fakeHash('tx-accept'), blockHeight: null, from: '核心企业 A', action: '承兑', asset: '票据 BILL-001', amount: null, signatureValid: true, time: '2026-11-25 10:24' },
];

export const LEDGER_ACCOUNTS: LedgerAccountView[] = [
  { id: 'org-central', organization: '央行节点', type: '中央银行', validator: true, balance: 0, credit: 0 },
  { id: 'org-bank', organization: '商业银行 B', type: '商业银行', validator: true, balance: 1_250_000_000_00, credit: 0 },
  { id: 'org-core', organization: '核心企业 A', type: '核心企业', validator: true, balance: 86_400_000_00, credit: 200_000_000_00 },
  { id: 'org-t1', organization: '一级供应商 C', type: '一级供应商', validator: false, balance: 3_580_250_75, credit: 5_000_000_00 },
  { id: 'org-t2', organization: '二级供应商 E', type: '二级供应商', validator: false, balance: -12_500_00, credit: 1_000_000_00 },
];

/** The states of 票据 BILL-001: issued, endorsed, discounted in blocks; accepted and still in the mempool. */
export const BILL_HISTORY: AssetHistoryEntry[] = [
  { state: '已签发', transition: '签发', by: '核心企业 A', txId: fakeHash('tx-issue'), blockHeight: 1, time: '2026-11-25 10:15' },
  { state: '已背书', transition: '背书', by: '一级供应商 C', txId: fakeHash('tx-endorse'), blockHeight: 2, time: '2026-11-25 10:18' },
  { state: '已贴现', transition: '贴现', by: '二级供应商 E', txId: fakeHash('tx-discount'), blockHeight: 3, time: '2026-11-25 10:21' },
  { state: '已承兑', transition: '承兑', by: '核心企业 A', txId: fakeHash('tx-accept'), blockHeight: null, time: '2026-11-25 10:24' },
];
