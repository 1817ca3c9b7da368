import type { ChainBlockStatus } from '../BlockChainView/types';

/** Every visible string of BlocksTable; zh-CN by default, the app passes its translations. */
export interface BlocksTableLabels {
  /** The table's accessible name. */
  table: string;
  columns: { height: string; hash: string; prevHash: string; merkleRoot: string; nonce: string; proposer: string; txCount: string; time: string; status: string };
  status: Record<ChainBlockStatus, string>;
  /** Added to a block whose link to the previous one is broken. */
  linkBroken: string;
  /** Shown for a mining block's hash. */
  searching: string;
  /** The select button of a row, and its name for screen readers. */
  /** The header of the select column. */
  actions: string;
  select: string;
  selectBlock: (height: number) => string;
  summary: (blocks: number, invalid: number) => string;
  empty: string;
  emptyHint: string;
  loading: string;
  errorTitle: string;
  deniedTitle: string;
  retry: string;
}

export const defaultBlocksTableLabels: BlocksTableLabels = {
  table: '区块列表',
  columns: { height: '高度', hash: '哈希', prevHash: '前一区块哈希', merkleRoot: 'Merkle 根', nonce: 'Nonce', proposer: '出块节点', txCount: '交易数', time: '时间', status: '状态' },
  status: { valid: '有效', broken: '已被篡改', mining: '挖矿中', repaired: '已修复' },
  linkBroken: '链接断开',
  searching: '计算中…',
  actions: '操作',
  select: '查看',
  selectBlock: (height) => `查看区块 #${height}`,
  summary: (blocks, invalid) => (invalid > 0 ? `共 ${blocks} 个区块，${invalid} 个无效` : `共 ${blocks} 个区块，全部有效`),
  empty: '还没有区块',
  emptyHint: '提交交易并出块后，区块会列在这里。',
  loading: '正在加载区块…',
  errorTitle: '区块加载失败',
  deniedTitle: '无权查看这条链',
  retry: '重试',
};

export const blocksTableLabelsEnUS: BlocksTableLabels = {
  table: 'Blocks',
  columns: { height: 'Height', hash: 'Hash', prevHash: 'Previous hash', merkleRoot: 'Merkle root', nonce: 'Nonce', proposer: 'Proposer', txCount: 'Txs', time: 'Time', status: 'Status' },
  status: { valid: 'Valid', broken: 'Tampered', mining: 'Mining', repaired: 'Repaired' },
  linkBroken: 'Link broken',
  searching: 'Searching…',
  actions: 'Actions',
  select: 'View',
  selectBlock: (height) => `View block #${height}`,
  summary: (blocks, invalid) =>
    invalid > 0 ? `${blocks} ${blocks === 1 ? 'block' : 'blocks'}, ${invalid} invalid` : `${blocks} ${blocks === 1 ? 'block' : 'blocks'}, all valid`,
  empty: 'No block yet',
  emptyHint: 'Submit transactions and produce a block; it will be listed here.',
  loading: 'Loading blocks…',
  errorTitle: 'The blocks could not be loaded',
  deniedTitle: 'You may not view this chain',
  retry: 'Retry',
};
