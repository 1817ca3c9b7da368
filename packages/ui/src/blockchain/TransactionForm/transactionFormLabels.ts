/** Every visible string of TransactionForm; zh-CN by default, the app passes its translations. */
export interface TransactionFormLabels {
  /** The accessible name of the form. */
  title: string;
  /** "第 2 步". */
  step: (order: number) => string;
  actor: string;
  action: string;
  expectedState: string;
  hint: string;
  /** The FormField label suffix (the full-width colon in zh-CN). */
  labelSuffix: string;
  submit: string;
  /** Announced and shown on the button while the lab signs and sends. */
  submitting: string;
  payload: string;
  /** What the payload panel is. */
  payloadHint: string;
  publicKey: string;
  /** The amount typed, read back: "¥1,234.50，即 123,450 分". */
  amountEcho: (yuan: string, fen: string) => string;
  /** The 'org' select's first choice. */
  choose: string;
  required: (label: string) => string;
  amountFormat: string;
  amountPrecision: string;
  amountPositive: string;
  dateFormat: string;
  /** The heading of a refusal from the server. */
  refused: string;
}

export const defaultTransactionFormLabels: TransactionFormLabels = {
  title: '提交交易',
  step: (order) => `第 ${order} 步`,
  actor: '签名机构',
  action: '动作',
  expectedState: '完成后状态',
  hint: '提示',
  labelSuffix: '：',
  submit: '签名并提交',
  submitting: '正在签名并提交…',
  payload: '交易内容预览',
  payloadHint: '签名的是下面这段 JSON：改动任何一个字符，签名都不再有效。',
  publicKey: '签名公钥',
  amountEcho: (yuan, fen) => `${yuan}，即 ${fen} 分`,
  choose: '请选择',
  required: (label) => `请填写${label}`,
  amountFormat: '请输入数字金额，例如 1,234.50',
  amountPrecision: '金额最多两位小数（精确到分）',
  amountPositive: '金额必须大于 0',
  dateFormat: '日期格式为 yyyy-mm-dd，且须是真实日期',
  refused: '交易被拒绝',
};

export const transactionFormLabelsEnUS: TransactionFormLabels = {
  title: 'Submit a transaction',
  step: (order) => `Step ${order}`,
  actor: 'Signing organization',
  action: 'Action',
  expectedState: 'State after',
  hint: 'Hint',
  labelSuffix: '',
  submit: 'Sign and submit',
  submitting: 'Signing and submitting…',
  payload: 'Transaction payload',
  payloadHint: 'This JSON is what gets signed: change a single character and the signature no longer holds.',
  publicKey: 'Public key',
  amountEcho: (yuan, fen) => `${yuan}, that is ${fen} fen`,
  choose: 'Choose',
  required: (label) => `${label} is required`,
  amountFormat: 'Enter an amount in numbers, e.g. 1,234.50',
  amountPrecision: 'At most two decimals (to the fen)',
  amountPositive: 'The amount must be greater than 0',
  dateFormat: 'Use yyyy-mm-dd, and a real date',
  refused: 'Transaction refused',
};
