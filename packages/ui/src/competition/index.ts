// Components of the competitions feature (each in its own folder under src/competition/), exported by name.
export { CompetitionBoard, competitionBoardLabelsEnUS, defaultCompetitionBoardLabels } from './CompetitionBoard';
export type { BoardConnection, CompetitionBoardLabels, CompetitionBoardProps } from './CompetitionBoard';
export { SubmissionPanel, defaultSubmissionPanelLabels, submissionPanelLabelsEnUS } from './SubmissionPanel';
export type { SubmissionLimits, SubmissionPanelLabels, SubmissionPanelProps, SubmissionRow, SubmissionStatus } from './SubmissionPanel';
