import { allowedRoutesFor, landingRouteFor, ROUTES, type Role } from '@finedu/domain';

/** Actions the UI asks about (`permission[action]`); the server enforces the same rules per route. */
const ACTIONS: Record<string, readonly Role[]> = {
  'profile.update': ['sys_admin', 'sys_teacher', 'edu_admin', 'edu_teacher', 'edu_student', 'competitor'],
  'edu.view': ['sys_admin'],
  'edu.manage': ['sys_admin'],
  'user.view': ['sys_admin', 'edu_admin'],
  'user.create': ['sys_admin', 'edu_admin'],
  'user.update': ['sys_admin', 'edu_admin'],
  'user.disable': ['sys_admin', 'edu_admin'],
  'user.reset_password': ['sys_admin', 'edu_admin'],
  'user.import': ['sys_admin', 'edu_admin'],
  'user.export': ['sys_admin', 'edu_admin'],
  'class.view': ['sys_admin', 'edu_admin', 'edu_teacher'],
  'class.manage': ['edu_admin'],
  'case.manage': ['sys_admin', 'sys_teacher'],
  'course.manage': ['sys_admin', 'edu_admin', 'edu_teacher'],
  'question.manage': ['sys_admin', 'edu_admin', 'edu_teacher'],
  'paper.manage': ['sys_admin', 'edu_admin', 'edu_teacher'],
  'exam.manage': ['edu_admin', 'edu_teacher'],
  'exam.take': ['edu_student'],
  /** The marking queue (待批阅, issue 34): a teacher's exams and classes, a college admin's college. */
  'marking.view': ['edu_admin', 'edu_teacher'],
  'competition.manage': ['sys_admin', 'edu_admin', 'edu_teacher'],
  'competition.join': ['edu_student', 'competitor'],
  'resource.manage': ['sys_admin', 'edu_admin', 'edu_teacher'],
  'article.manage': ['sys_admin'],
  'edition.manage': ['sys_admin'],
  'block_case.manage': ['sys_admin'],
  'operations.view': ['sys_admin'],
};

const PERMISSIONS = new Map<Role, Readonly<Record<string, boolean>>>();

/** The action map of a role (built once per role: every `GET /api/admin/current` answers it). */
export function permissionsFor(role: Role): Readonly<Record<string, boolean>> {
  let map = PERMISSIONS.get(role);
  if (map === undefined) {
    map = Object.freeze(Object.fromEntries(Object.entries(ACTIONS).map(([action, roles]) => [action, roles.includes(role)])));
    PERMISSIONS.set(role, map);
  }
  return map;
}

/** Route lists by role and college modules; a college's set of modules rarely changes, so this stays small. */
const ROUTE_LISTS = new Map<string, readonly string[]>();
const MAX_ROUTE_LISTS = 1_000;

/**
 * Route names the user may open: those of the role, narrowed to the college's enabled modules
 * (`college.role`, empty = all). Layouts, the landing page and the profile always stay. Computed once per role and
 * set of modules (every `GET /api/admin/current` answers it); the list is frozen, since callers share it.
 */
export function allowRoutesFor(role: Role, collegeModules: readonly string[] = []): readonly string[] {
  const key = collegeModules.length === 0 ? role : `${role}\u0000${collegeModules.join('\u0000')}`;
  let routes = ROUTE_LISTS.get(key);
  if (routes === undefined) {
    routes = Object.freeze(computeAllowRoutes(role, collegeModules));
    // Bounded: past the limit (colleges with ever-different module sets) the list is simply computed each time.
    if (ROUTE_LISTS.size < MAX_ROUTE_LISTS) ROUTE_LISTS.set(key, routes);
  }
  return routes;
}

function computeAllowRoutes(role: Role, collegeModules: readonly string[]): string[] {
  const routes = allowedRoutesFor(role);
  if (collegeModules.length === 0) return routes;
  const keep = new Set([...collegeModules, landingRouteFor(role), 'EduHome', 'AdminHome', 'Current']);
  const open = new Set(ROUTES.filter((r) => r.roles === 'free' || r.roles === 'login').map((r) => r.name));
  return routes.filter((name) => open.has(name) || keep.has(name));
}
