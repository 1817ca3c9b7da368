// The public face of modules/competitions: what other modules may use.
export { competitionNotFound, entryScope, manageable, mayManage, mayRead, readOnly, readable, sessionNotFound } from './access.js';
export { updateSession } from './repository.js';
export { competitionsRoutes } from './routes.js';
