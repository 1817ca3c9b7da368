// The public face of modules/gradebook: what other modules may use.
export { gradebookRoutes } from './routes.js';
