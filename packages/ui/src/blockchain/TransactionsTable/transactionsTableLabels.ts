/** Every visible string of TransactionsTable; zh-CN by default, the app passes its translations. */
export interface TransactionsTableLabels {
  table: string;
  columns: { id: string; block: string; from: string; action: string; asset: string; amount: string; signature: string; time: string };
  /** A transaction still in the mempool. */
  pending: string;
  signatureValid: string;
  signatureInvalid: string;
  /** Shown when a transaction moves no money. */
  noAmount: string;
  actions: string;
  /** The select button (shows the transaction's Merkle proof), and its name for screen readers. */
  select: string;
  selectTransaction: (shortId: string) => string;
  summary: (total: number, pending: number, invalid: number) => string;
  empty: string;
  emptyHint: string;
  loading: string;
  errorTitle: string;
  deniedTitle: string;
  retry: string;
}

export const defaultTransactionsTableLabels: TransactionsTableLabels = {
  table: '交易列表',
  columns: { id: '交易 ID', block: '区块', from: '发起机构', action: '动作', asset: '资产', amount: '金额', signature: '签名', time: '时间' },
  pending: '待打包',
  signatureValid: '有效',
  signatureInvalid: '无效',
  noAmount: '—',
  actions: '操作',
  select: 'Merkle 证明',
  selectTransaction: (id) => `查看交易 ${id} 的 Merkle 证明`,
  summary: (total, pending, invalid) =>
    [`共 ${total} 笔交易`, pending > 0 ? `${pending} 笔待打包` : null, invalid > 0 ? `${invalid} 笔签名无效` : null].filter(Boolean).join('，'),
  empty: '还没有交易',
  emptyHint: '按流程填写表单并签名提交，交易会先进入交易池。',
  loading: '正在加载交易…',
  errorTitle: '交易加载失败',
  deniedTitle: '无权查看这些交易',
  retry: '重试',
};

export const transactionsTableLabelsEnUS: TransactionsTableLabels = {
  table: 'Transactions',
  columns: { id: 'Tx ID', block: 'Block', from: 'From', action: 'Action', asset: 'Asset', amount: 'Amount', signature: 'Signature', time: 'Time' },
  pending: 'Pending',
  signatureValid: 'Valid',
  signatureInvalid: 'Invalid',
  noAmount: '—',
  actions: 'Actions',
  select: 'Merkle proof',
  selectTransaction: (id) => `Show the Merkle proof of transaction ${id}`,
  summary: (total, pending, invalid) =>
    [`${total} ${total === 1 ? 'transaction' : 'transactions'}`, pending > 0 ? `${pending} pending` : null, invalid > 0 ? `${invalid} with an invalid signature` : null]
      .filter(Boolean)
      .join(', '),
  empty: 'No transaction yet',
  emptyHint: 'Fill in a step’s form and sign it: the transaction enters the mempool first.',
  loading: 'Loading transactions…',
  errorTitle: 'The transactions could not be loaded',
  deniedTitle: 'You may not view these transactions',
  retry: 'Retry',
};
