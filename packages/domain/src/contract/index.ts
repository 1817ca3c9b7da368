// The API contract of the platform (server validates with these schemas, clients are typed by them).
export * from './common.js';
export * from './paths.js';
export * from './auth.js';
export * from './edu.js';
export * from './users.js';
export * from './classes.js';
export * from './misc.js';
export * from './uploads.js';
export * from './cases.js';
export * from './cellOutputs.js';
export * from './classroom.js';
export * from './exam.js';
export * from './examCalls.js';
export * from './course.js';
export * from './courseCalls.js';
