export { CompetitionBoard } from './CompetitionBoard';
export type { CompetitionBoardProps } from './CompetitionBoard';
export { defaultCompetitionBoardLabels, competitionBoardLabelsEnUS } from './competitionBoardLabels';
export type { BoardConnection, CompetitionBoardLabels } from './competitionBoardLabels';
