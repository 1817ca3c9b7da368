// The public face of modules/cases: what other modules may use.
export { demoDataset } from './demoDatasets.js';
export { findCase, type CaseWithType } from './repository.js';
export { casesRoutes } from './routes.js';
export { caseNotFound } from './service.js';
