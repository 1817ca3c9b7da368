export { ExamTimer } from './ExamTimer';
export type { ExamTimerProps } from './ExamTimer';
export { defaultExamTimerLabels } from './examTimerLabels';
export type { ExamTimerLabels } from './examTimerLabels';
