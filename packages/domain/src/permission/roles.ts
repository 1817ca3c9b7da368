/** The five roles of spec §6. System roles start with `sys`, college roles with `edu`. */
export const ROLES = ['sys_admin', 'sys_teacher', 'edu_admin', 'edu_teacher', 'edu_student'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);
export const isSystemRole = (role: string): boolean => role.startsWith('sys');
export const isCollegeRole = (role: string): boolean => role.startsWith('edu');
