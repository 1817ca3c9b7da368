// Components of the competitions feature (each in its own folder under src/competition/), exported by name.
export { CompetitionBoard, defaultCompetitionBoardLabels } from './CompetitionBoard';
export type { BoardConnection, CompetitionBoardLabels, CompetitionBoardProps } from './CompetitionBoard';
export { SubmissionPanel, defaultSubmissionPanelLabels } from './SubmissionPanel';
export type { SubmissionLimits, SubmissionPanelLabels, SubmissionPanelProps, SubmissionRow, SubmissionStatus } from './SubmissionPanel';
