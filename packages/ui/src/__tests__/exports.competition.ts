/** Runtime names src/competition/index.ts exports (the exports test checks them). */
export const COMPETITION_EXPORTS: string[] = ['CompetitionBoard', 'SubmissionPanel', 'competitionBoardLabelsEnUS', 'defaultCompetitionBoardLabels', 'defaultSubmissionPanelLabels', 'submissionPanelLabelsEnUS'];
