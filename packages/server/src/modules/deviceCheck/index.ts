// The public face of modules/deviceCheck: what other modules may use.
export { deviceCheckRoutes } from './routes.js';
