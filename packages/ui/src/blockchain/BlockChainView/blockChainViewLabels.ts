import type { ChainBlockStatus, ChainLinkStatus } from './types';

/** Every visible string of BlockChainView; zh-CN by default, the app passes its translations. */
export interface BlockChainViewLabels {
  /** The accessible name of the chain (the region). */
  title: string;
  /** "区块 #3". */
  block: (height: number) => string;
  hash: string;
  prevHash: string;
  merkleRoot: string;
  nonce: string;
  proposer: string;
  time: string;
  txCount: string;
  /** Each block's state in words (colour never carries it alone). */
  status: Record<ChainBlockStatus, string>;
  /** Each link's state in words, shown on the link between two blocks. */
  link: Record<ChainLinkStatus, string>;
  /** The link's full description for screen readers, e.g. "区块 #2 → #3：链接断开". */
  linkDescription: (from: number, to: number, status: string) => string;
  /** The summary above the chain: "共 5 个区块，1 处断链". */
  summary: (blocks: number, brokenLinks: number) => string;
  /** Shown in place of a mining block's hash while its nonce is searched. */
  searching: string;
  /** The chain has no block yet. */
  empty: string;
  /** What to do next when it is empty. */
  emptyHint: string;
  /** Announced while the chain loads. */
  loading: string;
  errorTitle: string;
  /** The error message when the app gives none. */
  errorFallback: string;
  retry: string;
  deniedTitle: string;
}

export const defaultBlockChainViewLabels: BlockChainViewLabels = {
  title: '区块链',
  block: (height) => `区块 #${height}`,
  hash: '哈希',
  prevHash: '前一区块哈希',
  merkleRoot: 'Merkle 根',
  nonce: 'Nonce',
  proposer: '出块节点',
  time: '时间',
  txCount: '交易数',
  status: { valid: '有效', broken: '已被篡改', mining: '挖矿中', repaired: '已修复' },
  link: { valid: '链接有效', broken: '链接断开' },
  linkDescription: (from, to, status) => `区块 #${from} → #${to}：${status}`,
  summary: (blocks, broken) => (broken > 0 ? `共 ${blocks} 个区块，${broken} 处断链` : `共 ${blocks} 个区块，所有链接有效`),
  searching: '正在寻找 nonce…',
  empty: '链上还没有区块',
  emptyHint: '提交交易并出块后，区块会显示在这里。',
  loading: '正在加载区块…',
  errorTitle: '区块加载失败',
  errorFallback: '请检查网络后重试。',
  retry: '重试',
  deniedTitle: '无权查看这条链',
};

export const blockChainViewLabelsEnUS: BlockChainViewLabels = {
  title: 'Blockchain',
  block: (height) => `Block #${height}`,
  hash: 'Hash',
  prevHash: 'Previous hash',
  merkleRoot: 'Merkle root',
  nonce: 'Nonce',
  proposer: 'Proposer',
  time: 'Time',
  txCount: 'Transactions',
  status: { valid: 'Valid', broken: 'Tampered', mining: 'Mining', repaired: 'Repaired' },
  link: { valid: 'Link valid', broken: 'Link broken' },
  linkDescription: (from, to, status) => `Block #${from} → #${to}: ${status}`,
  summary: (blocks, broken) =>
    broken > 0 ? `${blocks} ${blocks === 1 ? 'block' : 'blocks'}, ${broken} broken ${broken === 1 ? 'link' : 'links'}` : `${blocks} ${blocks === 1 ? 'block' : 'blocks'}, every link valid`,
  searching: 'Searching for a nonce…',
  empty: 'No block on the chain yet',
  emptyHint: 'Submit transactions and produce a block; it will show here.',
  loading: 'Loading blocks…',
  errorTitle: 'The blocks could not be loaded',
  errorFallback: 'Check the network and try again.',
  retry: 'Retry',
  deniedTitle: 'You may not view this chain',
};
