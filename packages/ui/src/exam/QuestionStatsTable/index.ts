export { QuestionStatsTable } from './QuestionStatsTable';
export type { QuestionStat, QuestionStatsTableProps } from './QuestionStatsTable';
export { defaultQuestionStatsLabels } from './questionStatsLabels';
export type { QuestionStatsLabels } from './questionStatsLabels';
