export { ArticleView } from './ArticleView';
export type { ArticleViewFormat, ArticleViewProps } from './ArticleView';
export type { ArticleViewLabels } from './ArticleViewLabels';
