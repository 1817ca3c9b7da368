export { isBetter, compareEntries, rankEntries, bestAttempt, finalAttempts, previousRanks, rankChange } from './ranking.js';
export type { Rankable, ScoredAttempt } from './ranking.js';
export { COMPETITION_TIME_ZONE, dayKey, startOfDay, startOfNextDay } from './day.js';
