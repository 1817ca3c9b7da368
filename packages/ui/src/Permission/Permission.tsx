import { checkPermission, type PermissionRequirement } from '@finedu/domain';
import type { ReactNode } from 'react';
import { usePermissionRole } from './PermissionContext';

export interface PermissionProps {
  /**
   * Who may see the children (spec §6): a list of roles, or a role prefix such as `'sys'` or `'edu'`.
   * No requirement always passes.
   */
  requirement?: PermissionRequirement;
  /** Overrides the role from PermissionProvider. */
  role?: string | null;
  /** Rendered instead of the children when the check fails; nothing by default. */
  fallback?: ReactNode;
  /** The guarded elements: removed from the DOM when the check fails. */
  children?: ReactNode;
}

/**
 * Renders its children only when `checkPermission(role, requirement)` passes. A convenience for the
 * user, never the guard: the server checks every call.
 */
export function Permission({ requirement, role, fallback = null, children }: PermissionProps) {
  const allowed = usePermission(requirement, role);
  return <>{allowed ? children : fallback}</>;
}

/** The same check as a hook, for code that decides more than visibility. */
export function usePermission(requirement: PermissionRequirement, role?: string | null): boolean {
  const contextRole = usePermissionRole();
  return checkPermission(role === undefined ? contextRole : role, requirement);
}
