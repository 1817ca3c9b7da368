// The public face of modules/competitionSessions: what other modules may use.
export { competitionExamCandidate, sessionCandidates } from './candidates.js';
export { syncSessionExam } from './quizService.js';
export { attemptsOfExam, insertAudit, markSessionPublished, publishExam, publishResults, resultsOf, updateResult } from './repository.js';
export { rankSession, storeQuizScores } from './resultService.js';
export { competitionSessionsRoutes } from './routes.js';
