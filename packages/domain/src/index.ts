// Public surface of @finedu/domain, listed by name (an exports test guards it).
export { ROLES, isRole, isSystemRole, isCollegeRole, checkPermission } from './permission/index.js';
export type { Role, PermissionRequirement } from './permission/index.js';
export { ROUTES, FREE_ROUTES, LOGIN_ROUTES, LANDING_ROUTES, landingRouteFor, homeRouteFor, findRoute, allowedRoutesFor, routePath } from './routes/index.js';
export type { RouteDef } from './routes/index.js';
export { MD5_FAILED_MESSAGE } from './upload/index.js';
export type { UploadedFile, UploadProgress, UploadOptions, FileUploader } from './upload/index.js';
