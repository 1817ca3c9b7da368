export { MathExcerpt } from './MathExcerpt';
export type { MathExcerptProps } from './MathExcerpt';
export { mathExcerptParts, mathExcerptText } from './mathExcerptParts';
export type { ExcerptPart } from './mathExcerptParts';
