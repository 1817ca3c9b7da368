// The public face of modules/dashboard: what other modules may use.
export { dashboardRoutes } from './routes.js';
