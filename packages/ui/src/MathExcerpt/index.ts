export { MathExcerpt } from './MathExcerpt';
export type { MathExcerptProps } from './MathExcerpt';
export { mathExcerptParts, mathExcerptText } from './mathExcerpt';
export type { ExcerptPart } from './mathExcerpt';
