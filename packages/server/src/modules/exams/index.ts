// The public face of modules/exams: what other modules may use.
export { closeIfOverdue, type ClosingDeps } from './closing.js';
export { gradeAttempt, questionsOf } from './attemptScore.js';
export { competitorNotebookRule } from './notebookRule.js';
export { answersOf, attemptCount, candidatesOf, deleteExam, examCounts, extraTimes, findClass, findExam, findUser, findUsersByIds, inProgressAttempts, insertExam, isCandidate, setDeadline, setExamUsers, submittedAttemptsOfExams, updateExam } from './repository.js';
export { examsRoutes } from './routes.js';
export { deadlineOf, examNotFound, releaseOf } from './rules.js';
export { attemptOrder, seedOf } from './shuffle.js';
