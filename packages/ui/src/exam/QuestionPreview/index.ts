export { QuestionPreview } from './QuestionPreview';
export type { QuestionPreviewProps } from './QuestionPreview';
export { defaultQuestionPreviewLabels } from './questionPreviewLabels';
export type { QuestionPreviewLabels } from './questionPreviewLabels';
