// Every table of the platform, one file per area (drizzle-kit reads this file).
export * from './colleges.js';
export * from './users.js';
export * from './auth.js';
export * from './classes.js';
export * from './uploads.js';
export * from './cases.js';
export * from './questions.js';
export * from './exams.js';
export * from './courses.js';
export * from './competitions.js';
export * from './competitionScoring.js';
export * from './operations.js';
export * from './deviceChecks.js';
export * from './blockCases.js';
export * from './blockLab.js';
export * from './jobs.js';
export * from './sharedState.js';
