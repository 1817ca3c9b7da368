/** What every route carries for titles, breadcrumbs and tests (set by routeTable, read by TitleSync and the layouts). */
export interface RouteHandle {
  /** Route name of domain ROUTES. */
  name: string;
}
