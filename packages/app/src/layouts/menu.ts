import { ROUTES, findRoute, routePath, type RouteDef } from '@finedu/domain';

export type AreaName = 'EduHome' | 'AdminHome';

/**
 * The left menu of an area: the routes of that layout flagged `menu`, kept only when the server
 * lists their name in the user's `allow_routes` (the server, not the client, decides access).
 * Order follows ROUTES, which follows spec §2.
 */
export function buildMenu(area: AreaName, allowRoutes: readonly string[] | undefined): RouteDef[] {
  const allowed = new Set(allowRoutes ?? []);
  return ROUTES.filter((route) => route.layout === area && route.menu === true && allowed.has(route.name));
}

/** The area whose menu a user works in: college roles in EduHome, system roles in AdminHome. */
export const areaOfRole = (role: string | undefined): AreaName => (role?.startsWith('edu') ? 'EduHome' : 'AdminHome');

/**
 * The menu shown inside a layout. College users reach the personal page (AdminHome's Current) and
 * may land on an admin URL they cannot open: they keep their own college menu there, with Current.
 * DataCenter is listed only when the session carries a `data_center_url`.
 */
export function menuForUser(area: AreaName, user: { role: string; allow_routes: readonly string[]; data_center_url?: string | null } | null): RouteDef[] {
  if (!user) return [];
  const home = areaOfRole(user.role);
  // The data centre is an external site: without a configured URL its entry is hidden.
  const allowed = user.data_center_url ? user.allow_routes : user.allow_routes.filter((name) => name !== 'DataCenter');
  const menu = buildMenu(home === area ? area : home, allowed);
  if (home !== area) {
    const extra = buildMenu(area, allowed).filter((route) => !menu.includes(route));
    return [...menu, ...extra];
  }
  return menu;
}

/** The menu entry of the current page: itself, or the entry whose path is the longest prefix of its path. */
export function activeMenuKey(routeName: string | undefined, menu: readonly RouteDef[]): string | undefined {
  const current = routeName ? findRoute(routeName) : undefined;
  if (!current) return undefined;
  if (menu.some((route) => route.name === current.name)) return current.name;
  let best: RouteDef | undefined;
  for (const route of menu) {
    if (current.path.startsWith(`${route.path}/`) && (!best || route.path.length > best.path.length)) best = route;
  }
  return best?.name;
}

/** One course of `teacher_learning` as a menu entry: its key, and the page it opens. */
export interface LearningEntry {
  key: string;
  title: string;
  path: string;
}

const LEARNING_KEY = 'learning:';

/**
 * The courses a user teaches or learns (`teacher_learning` of /api/admin/current) under "My courses":
 * a student opens the course's chapters (StudyChapter), a teacher the course detail (CourseDetail).
 * Empty for everyone else, and when the list is empty.
 */
export function learningEntries(user: { role: string; teacher_learning?: ReadonlyArray<{ id: number; title: string }> } | null): LearningEntry[] {
  if (!user || !user.teacher_learning || (user.role !== 'edu_student' && user.role !== 'edu_teacher')) return [];
  const route = user.role === 'edu_student' ? 'StudyChapter' : 'CourseDetail';
  return user.teacher_learning.map((course) => ({ key: `${LEARNING_KEY}${course.id}`, title: course.title, path: routePath(route, { id: course.id }) }));
}

/**
 * The menu key of the page at `pathname` when it is one of the learning entries' pages (a course's chapters, its
 * detail, and pages under them). Only the entry's own path counts: a case opened at `/edu/study/3/detail` (case 3)
 * shares its id, not its course, with `/edu/study/3/chapter` (course 3), so it is not course 3's page (issue 36).
 */
export function activeLearningKey(pathname: string, entries: readonly LearningEntry[]): string | undefined {
  return entries.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))?.key;
}

/** What a link to a page opened from a course (a chapter's case) carries, so the menu keeps that course marked. */
export interface OpenedFromState {
  openedFrom: string;
}

export const openedFrom = (pathname: string): OpenedFromState => ({ openedFrom: pathname });

/** The path a page was opened from (see `openedFrom`), or undefined. */
export function openedFromPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('openedFrom' in state)) return undefined;
  const path = (state as { openedFrom: unknown }).openedFrom;
  return typeof path === 'string' ? path : undefined;
}

export const isLearningKey = (key: string): boolean => key.startsWith(LEARNING_KEY);
