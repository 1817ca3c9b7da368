export { QuestionView } from './QuestionView';
export type { QuestionPasteEvent, QuestionViewNotebookSlotProps, QuestionViewProps } from './QuestionView';
export { defaultQuestionViewLabels } from './questionViewLabels';
export type { QuestionViewEmbeddedLabels, QuestionViewLabels, QuestionViewNotebookLabels, QuestionViewNumericLabels } from './questionViewLabels';
