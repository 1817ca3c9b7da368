// Components of the course feature (each in its own folder under src/course/), exported by name.
export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps, ProgressBarState } from './ProgressBar';
export { CourseCard } from './CourseCard';
export type { CourseCardLabels, CourseCardProps, CourseCardStatusValue } from './CourseCard';
export { ChapterTree } from './ChapterTree';
export type { ChapterTreeId, ChapterTreeLabels, ChapterTreeMode, ChapterTreeNode, ChapterTreeProps } from './ChapterTree';
export { ResourcePreview } from './ResourcePreview';
export type { ResourcePreviewKind, ResourcePreviewLabels, ResourcePreviewProps } from './ResourcePreview';
export { ArticleView } from './ArticleView';
export type { ArticleViewFormat, ArticleViewLabels, ArticleViewProps } from './ArticleView';
