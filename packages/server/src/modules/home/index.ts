// The public face of modules/home: what other modules may use.
export { homeRoutes } from './routes.js';
