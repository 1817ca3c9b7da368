export { AnsiText } from './AnsiText';
export type { AnsiTextProps } from './AnsiText';
export { parseAnsi, stripAnsi, ANSI_COLORS } from './ansi';
export type { AnsiColor, AnsiSegment, AnsiStyle } from './ansi';
