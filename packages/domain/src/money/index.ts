export { formatYuan, formatYuanNumber, parseYuan } from './money.js';
export type { YuanParseError } from './money.js';
