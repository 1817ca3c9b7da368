// The public face of modules/edu: what other modules may use.
export { countCollegeUsers, findCollege, lockCollege } from './repository.js';
export { eduRoutes } from './routes.js';
export { collegeNotFound, quotaExceeded } from './service.js';
