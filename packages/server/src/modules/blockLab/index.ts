// The public face of modules/blockLab: what other modules may use.
export { findAttemptOf } from './repository.js';
export { blockLabRoutes } from './routes.js';
export { BlockLabService } from './service.js';
