// The public face of modules/marking: what other modules may use.
export { markingRoutes } from './routes.js';
export { markingScopeOf, markingWorkOf } from './service.js';
