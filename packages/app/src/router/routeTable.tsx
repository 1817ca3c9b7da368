import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import { ROUTES, findRoute, routePath, type RouteDef } from '@finedu/domain';
import type { AppServices } from '../services/createServices';
import { AreaLayout } from '../layouts/AreaLayout';
import type { AreaName } from '../layouts/menu';
import { guardLoader } from './guard';
import { GuardedPage } from './GuardedPage';
import { PageSkeleton } from './PageSkeleton';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './routeHandle';
import { RouteErrorView } from './RouteErrorView';


const AREAS: readonly AreaName[] = ['EduHome', 'AdminHome'];

const requireRoute = (name: string): RouteDef => {
  const def = findRoute(name);
  if (!def) throw new Error(`route ${name} is missing from domain ROUTES`);
  return def;
};

/**
 * The first tab of each tabbed page (issue 12): its bare parent (`/edu/examine/:id`, `/edu/study/:id`,
 * `…/competition/:id`) goes there instead of "page not found". The tab's own guard then decides as usual.
 */
export const FIRST_TABS = ['ExamBase', 'StudyDetail', 'EduCompetitionBase', 'AdminCompetitionBase'] as const;

/** The bare-parent routes of an area: `examine/:id` → `<Navigate to="base" replace />`, paths taken from domain ROUTES. */
const firstTabRedirects = (area: AreaName, areaPath: string): RouteObject[] =>
  FIRST_TABS.map(requireRoute)
    .filter((tab) => tab.layout === area)
    .map((tab) => {
      const cut = tab.path.lastIndexOf('/');
      return { path: tab.path.slice(areaPath.length + 1, cut), element: <Navigate to={tab.path.slice(cut + 1)} replace /> };
    });

/**
 * The route tree of spec §2 built from domain ROUTES: every route name becomes a route with that
 * `id`, guarded by `guardLoader`; routes of a layout nest under EduHome / AdminHome.
 */
export function buildRoutes(services: AppServices): RouteObject[] {
  const guarded = (def: RouteDef, path: string): RouteObject => ({
    ...guardedIndex(def),
    path,
  });
  const guardedIndex = (def: RouteDef) => ({
    id: def.name,
    handle: { name: def.name } satisfies RouteHandle,
    loader: guardLoader(def.name, services),
    element: <GuardedPage name={def.name} />,
    errorElement: <RouteErrorView />,
  });

  const area = (name: AreaName): RouteObject => {
    const def = requireRoute(name);
    return {
      id: `${name}Layout`,
      path: def.path,
      handle: { name } satisfies RouteHandle,
      element: <AreaLayout area={name} />,
      errorElement: <RouteErrorView />,
      children: [
        // The area's own URL is a landing route: the guard redirects by role.
        { ...guardedIndex(def), index: true },
        ...ROUTES.filter((route) => route.layout === name).map((route) => guarded(route, route.path.slice(def.path.length + 1))),
        ...firstTabRedirects(name, def.path),
      ],
    };
  };

  const standalone = ROUTES.filter((route) => !route.layout && !AREAS.includes(route.name as AreaName) && route.name !== 'NotFound');

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorView />,
      // Shown while the guard decides the first page (the current user is being fetched).
      hydrateFallbackElement: <PageSkeleton />,
      children: [
        // Spec §2: "/ redirects to Login" (the guard then sends a signed-in user home).
        { index: true, loader: () => redirect(routePath('Login')) },
        ...standalone.map((route) => guarded(route, route.path)),
        ...AREAS.map(area),
        guarded(requireRoute('NotFound'), '*'),
      ],
    },
  ];
}
