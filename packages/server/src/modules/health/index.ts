// The public face of modules/health: what other modules may use.
export { platformRoutes } from './routes.js';
