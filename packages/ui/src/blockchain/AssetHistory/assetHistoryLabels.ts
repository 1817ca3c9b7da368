/** Every visible string of AssetHistory; zh-CN by default, the app passes its translations. */
export interface AssetHistoryLabels {
  /** The heading (and the region's name): "票据 BILL-001 的状态历史". */
  title: (asset: string) => string;
  transition: string;
  by: string;
  tx: string;
  block: string;
  time: string;
  /** The entry still in the mempool. */
  pending: string;
  /** Marks the latest state that is in a block. */
  current: string;
  /** The select button of an entry's transaction, for screen readers. */
  selectTransaction: (shortId: string) => string;
  labelSuffix: string;
  empty: string;
  emptyHint: string;
  loading: string;
  errorTitle: string;
  deniedTitle: string;
  retry: string;
}

export const defaultAssetHistoryLabels: AssetHistoryLabels = {
  title: (asset) => `${asset} 的状态历史`,
  transition: '状态转换',
  by: '操作方',
  tx: '交易',
  block: '区块',
  time: '时间',
  pending: '待打包',
  current: '当前状态',
  selectTransaction: (id) => `查看交易 ${id}`,
  labelSuffix: '：',
  empty: '这项资产还没有状态记录',
  emptyHint: '资产被签发后，它经历的每个状态都会按时间列在这里。',
  loading: '正在加载状态历史…',
  errorTitle: '状态历史加载失败',
  deniedTitle: '无权查看这项资产',
  retry: '重试',
};

export const assetHistoryLabelsEnUS: AssetHistoryLabels = {
  title: (asset) => `History of ${asset}`,
  transition: 'Transition',
  by: 'By',
  tx: 'Transaction',
  block: 'Block',
  time: 'Time',
  pending: 'Pending',
  current: 'Current state',
  selectTransaction: (id) => `Show transaction ${id}`,
  labelSuffix: ':',
  empty: 'No state recorded for this asset yet',
  emptyHint: 'Once the asset is issued, each state it goes through is listed here in order.',
  loading: 'Loading the history…',
  errorTitle: 'The history could not be loaded',
  deniedTitle: 'You may not view this asset',
  retry: 'Retry',
};
