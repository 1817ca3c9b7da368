// Components of the exam feature (each in its own folder under src/exam/), exported by name.
export { QuestionView, defaultQuestionViewLabels } from './QuestionView';
/** A student's generated parameters on one line (the exam page's data line and the answer sheet's). */
export { formatDataParams } from './internal/examText';
export type { QuestionPasteEvent, QuestionViewLabels, QuestionViewNotebookLabels, QuestionViewNotebookSlotProps, QuestionViewNumericLabels, QuestionViewProps, QuestionViewEmbeddedLabels } from './QuestionView';
export { QuestionEditor, defaultQuestionEditorLabels } from './QuestionEditor';
export type { QuestionEditorErrorLabels, QuestionEditorLabels, QuestionEditorNumericErrorLabels, QuestionEditorNumericLabels, QuestionEditorProps, QuestionEditorCalculatedLabels, QuestionEditorCalculatedErrorLabels, QuestionEditorNotebookLabels, QuestionEditorNotebookErrorLabels, QuestionEditorNotebookData, CalculatedVariantsPreview, QuestionEditorEmbeddedLabels, QuestionEditorEmbeddedErrorLabels } from './QuestionEditor';
export { QuestionPreview, defaultQuestionPreviewLabels } from './QuestionPreview';
export type { QuestionPreviewLabels, QuestionPreviewProps } from './QuestionPreview';
export { PaperBuilder, defaultPaperBuilderLabels } from './PaperBuilder';
export type { PaperBuilderErrorLabels, PaperBuilderLabels, PaperBuilderProps } from './PaperBuilder';
export { ExamTimer, defaultExamTimerLabels } from './ExamTimer';
export type { ExamTimerLabels, ExamTimerProps } from './ExamTimer';
export { QuestionNavigator, QuestionNavigatorDrawer, defaultQuestionNavigatorDrawerLabels, defaultQuestionNavigatorLabels, questionNavigatorCompactMedia } from './QuestionNavigator';
export type {
  QuestionNavigatorDrawerLabels,
  QuestionNavigatorDrawerProps,
  QuestionNavigatorItem,
  QuestionNavigatorLabels,
  QuestionNavigatorProps,
} from './QuestionNavigator';
export { SyncStatus, defaultSyncStatusLabels } from './SyncStatus';
export type { SyncState, SyncStatusLabels, SyncStatusProps } from './SyncStatus';
export { ScoreDistributionChart, defaultScoreDistributionLabels } from './ScoreDistributionChart';
export type { ScoreBin, ScoreDistributionChartProps, ScoreDistributionLabels } from './ScoreDistributionChart';
export { QuestionStatsTable, defaultQuestionStatsLabels } from './QuestionStatsTable';
export { GradebookTable, defaultGradebookTableLabels, gradebookTableLabelsEnUS } from './GradebookTable';
export type { GradebookStudentRow, GradebookTableLabels, GradebookTableProps } from './GradebookTable';
export type { QuestionStat, QuestionStatsLabels, QuestionStatsTableProps } from './QuestionStatsTable';
