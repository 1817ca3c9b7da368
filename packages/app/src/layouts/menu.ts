import { ROUTES, findRoute, type RouteDef } from '@finedu/domain';

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
 */
export function menuForUser(area: AreaName, user: { role: string; allow_routes: readonly string[] } | null): RouteDef[] {
  if (!user) return [];
  const home = areaOfRole(user.role);
  const menu = buildMenu(home === area ? area : home, user.allow_routes);
  if (home !== area) {
    const extra = buildMenu(area, user.allow_routes).filter((route) => !menu.includes(route));
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
