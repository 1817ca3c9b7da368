// The public face of modules/blockCases: what other modules may use.
export { findBySlug, findCase, insertCase, insertOrganization, organizationKeys, putBusiness, replaceSteps } from './repository.js';
export { blockCasesRoutes } from './routes.js';
export { BlockCasesService } from './service.js';
