/**
 * The five roles of spec §6 (system roles start with `sys`, college roles with `edu`), and `competitor` (issue 10):
 * a competition account of no college, created or imported in a competition's user tab, that may only open
 * CompetitionHome and make the competition calls.
 */
export const ROLES = ['sys_admin', 'sys_teacher', 'edu_admin', 'edu_teacher', 'edu_student', 'competitor'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);
export const isSystemRole = (role: string): boolean => role.startsWith('sys');
export const isCollegeRole = (role: string): boolean => role.startsWith('edu');
export const isCompetitorRole = (role: string): boolean => role === 'competitor';
