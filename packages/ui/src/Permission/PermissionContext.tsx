import { createContext, useContext, type ReactNode } from 'react';

const PermissionRoleContext = createContext<string | null>(null);

export interface PermissionProviderProps {
  /** The signed-in user's role (e.g. `edu_teacher`); `null` or omitted when nobody is signed in. */
  role?: string | null;
  /** The part of the app the role applies to. */
  children?: ReactNode;
}

/** Supplies the current user's role to every `Permission` below it. */
export function PermissionProvider({ role = null, children }: PermissionProviderProps) {
  return <PermissionRoleContext.Provider value={role}>{children}</PermissionRoleContext.Provider>;
}

/** The role from the nearest PermissionProvider (`null` without one). */
export const usePermissionRole = (): string | null => useContext(PermissionRoleContext);
