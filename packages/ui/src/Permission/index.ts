export { Permission, usePermission } from './Permission';
export type { PermissionProps } from './Permission';
export { PermissionProvider, usePermissionRole } from './PermissionContext';
export type { PermissionProviderProps } from './PermissionContext';
