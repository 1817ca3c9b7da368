export { ROLES, isRole, isSystemRole, isCollegeRole, isCompetitorRole } from './roles.js';
export type { Role } from './roles.js';
export { checkPermission } from './checkPermission.js';
export type { PermissionRequirement } from './checkPermission.js';
