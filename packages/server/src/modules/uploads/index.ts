// The public face of modules/uploads: what other modules may use.
export { isUserKey, newUploadKey } from './keys.js';
export { uploadsRoutes } from './routes.js';
export { UploadsService } from './service.js';
