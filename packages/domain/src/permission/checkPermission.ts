/**
 * A permission requirement (spec §6): a list of roles, or a string that matches by prefix
 * (`'sys'` and `'edu'` act as prefixes; `'edu_admin'` matches exactly that role since it is its own prefix).
 * No requirement always passes.
 */
export type PermissionRequirement = string | readonly string[] | undefined | null;

export function checkPermission(role: string | undefined | null, requirement?: PermissionRequirement): boolean {
  if (requirement === undefined || requirement === null) return true;
  if (typeof requirement === 'string') {
    if (requirement === '') return true;
    return typeof role === 'string' && role.startsWith(requirement);
  }
  if (requirement.length === 0) return true;
  return typeof role === 'string' && requirement.includes(role);
}
