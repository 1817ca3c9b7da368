export { QuestionEditor } from './QuestionEditor';
export type { QuestionEditorProps } from './QuestionEditor';
export { defaultQuestionEditorLabels } from './questionEditorLabels';
export type { QuestionEditorErrorLabels, QuestionEditorLabels } from './questionEditorLabels';
export type { QuestionEditorNumericErrorLabels, QuestionEditorNumericLabels } from './questionEditorNumericLabels';
export type { QuestionEditorCalculatedErrorLabels, QuestionEditorCalculatedLabels } from './questionEditorCalculatedLabels';
export type { QuestionEditorNotebookErrorLabels, QuestionEditorNotebookLabels } from './questionEditorNotebookLabels';
export type { CalculatedVariantsPreview } from './QuestionEditorCalculated';
export type { QuestionEditorNotebookData } from './QuestionEditorNotebook';
