export { QuestionView } from './QuestionView';
export type { QuestionPasteEvent, QuestionViewProps } from './QuestionView';
export { defaultQuestionViewLabels } from './questionViewLabels';
export type { QuestionViewLabels, QuestionViewNumericLabels } from './questionViewLabels';
