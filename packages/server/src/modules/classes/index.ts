// The public face of modules/classes: what other modules may use.
export { findClass, findClassesByName } from './repository.js';
export { classesRoutes } from './routes.js';
