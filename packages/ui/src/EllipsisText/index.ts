export { EllipsisText } from './EllipsisText';
export type { EllipsisTextProps } from './EllipsisText';
