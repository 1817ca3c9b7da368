export { ROUTES, FREE_ROUTES, LOGIN_ROUTES, LANDING_ROUTES, landingRouteFor, homeRouteFor, findRoute, routeTitleFor, allowedRoutesFor, routePath } from './routeNames.js';
export type { RouteDef } from './routeNames.js';
