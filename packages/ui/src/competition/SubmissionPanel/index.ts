export { SubmissionPanel } from './SubmissionPanel';
export type { SubmissionLimits, SubmissionPanelProps, SubmissionRow } from './SubmissionPanel';
export { defaultSubmissionPanelLabels, submissionPanelLabelsEnUS } from './submissionPanelLabels';
export type { SubmissionPanelLabels, SubmissionStatus } from './submissionPanelLabels';
