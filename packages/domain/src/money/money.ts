// Money in 元 (issue 31: one pair for the blockchain lab and the block case editors).
/**
 * Money on the ledger is an integer number of 分 (fen); people read and type 元 (yuan) with two decimals. Integer
 * arithmetic on strings throughout, so 0.1 + 0.2 never shows up in a balance.
 */

/** "1,234,567.80" from 123456780 分 (no currency sign). */
export const formatYuanNumber = (fen: number): string => {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
};

/** "¥1,234,567.80" from 123456780 分. */
export const formatYuan = (fen: number): string => (fen < 0 ? `-¥${formatYuanNumber(-fen)}` : `¥${formatYuanNumber(fen)}`);

/** Why a typed amount was refused. */
export type YuanParseError = 'format' | 'precision';

/**
 * Parses what a user typed in 元 ("1,234.5", "１２３", " 80 ") into 分: `{ fen }`, or `{ error }` when it is not a
 * plain non-negative number or has more than two decimals. Thousands separators and spaces are ignored.
 */
export const parseYuan = (typed: string): { fen: number } | { error: YuanParseError } => {
  // Full-width digits and punctuation from a Chinese IME become ASCII.
  const ascii = typed.replace(/[０-９．，]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
  const plain = ascii.replace(/[,\s]/g, '').replace(/^[¥￥]/, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(plain);
  if (!match) return { error: 'format' };
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return { error: 'precision' };
  const fen = Number(match[1]) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) return { error: 'format' };
  return { fen };
};
