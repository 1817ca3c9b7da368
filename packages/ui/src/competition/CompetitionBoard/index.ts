export { CompetitionBoard } from './CompetitionBoard';
export type { CompetitionBoardProps } from './CompetitionBoard';
export { defaultCompetitionBoardLabels } from './competitionBoardLabels';
export type { BoardConnection, CompetitionBoardLabels } from './competitionBoardLabels';
