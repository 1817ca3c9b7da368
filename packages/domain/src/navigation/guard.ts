import { isApiError } from '../http/ApiError.js';
import { FREE_ROUTES, LANDING_ROUTES, LOGIN_ROUTES, homeRouteFor, landingRouteFor } from '../routes/index.js';
import { NAVIGATION_MESSAGES } from './messages.js';
import type { NavigationMessageId } from './messages.js';

/** What the guard needs to know about the signed-in user (a subset of `GET /api/admin/current`). */
export interface GuardUser {
  role: string;
  allow_routes: readonly string[];
}

export interface NavigationTarget {
  /** Route name from the ROUTES table. */
  name: string;
  path?: string;
}

export interface NavigationRequest<U extends GuardUser> {
  to: NavigationTarget;
  /** Only `get()` is needed: an expired token already reads as none. */
  tokenStore: { get(): unknown; clear?(): void };
  /** Fetches the current user (`AuthClient.current`); called only when a token exists and no `currentUser` is given. */
  loadCurrentUser: () => Promise<U>;
  /** The user already loaded in this session, to skip the fetch. */
  currentUser?: U | null;
  /** Language of `message`; default zh-CN. */
  locale?: 'zh' | 'en';
}

/**
 * The guard's answer (spec §2, §4):
 * - `1` allowed; with `redirect` (a route name) the app navigates there instead (landing routes, login routes);
 * - `0` insufficient permission, show `message` and stay;
 * - `-1` login invalid, show `message` (when there is one) and go to `redirect` ('Login');
 * - `-2` network error, show `message` and stay.
 */
export type NavigationDecision<U extends GuardUser = GuardUser> =
  | { code: 1; redirect?: string; user?: U }
  | { code: 0; message: string; messageId: 'navigation.denied'; user: U }
  | { code: -1; redirect: 'Login'; message?: string; messageId?: 'navigation.loginInvalid' }
  | { code: -2; message: string; messageId: 'navigation.networkError'; error: unknown };

const FREE: ReadonlySet<string> = new Set(FREE_ROUTES);
const LOGIN: ReadonlySet<string> = new Set(LOGIN_ROUTES);
const LANDING: ReadonlySet<string> = new Set(LANDING_ROUTES);

const text = (id: NavigationMessageId, locale: 'zh' | 'en' = 'zh') => NAVIGATION_MESSAGES[id][locale];

/**
 * The navigation-guard decision of spec §2 as a pure function; the app's router calls it before each
 * navigation and acts on the answer.
 *
 * 1. Free routes (NotFound, Test, Home, Competition, PaperPreview, AdPreview, GeneratorPreview) pass, with or
 *    without a token (Home, the public front page, offers a signed-in user the way into their area itself).
 * 2. Without a token: login routes pass, every other route goes to Login (code -1, no message: the
 *    visitor is simply not signed in).
 * 3. With a token the current user is fetched: no answer → -2; -401 / HTTP 401 → -1 and Login; any
 *    other failure → -2 (the user could not be loaded).
 * 4. Landing routes redirect by role; login routes send the user home (Home for system roles, EduHome
 *    for college roles, CompetitionHome from CompetitionLogin).
 * 5. Every other route must be in the server's `allow_routes`, else code 0.
 */
export async function decideNavigation<U extends GuardUser>(request: NavigationRequest<U>): Promise<NavigationDecision<U>> {
  const { to, tokenStore, locale } = request;
  const hasToken = tokenStore.get() !== null;

  if (FREE.has(to.name) && !(hasToken && LANDING.has(to.name))) return { code: 1 };

  if (!hasToken) return LOGIN.has(to.name) ? { code: 1 } : { code: -1, redirect: 'Login' };

  let user: U;
  try {
    user = request.currentUser ?? (await request.loadCurrentUser());
  } catch (error) {
    if (isApiError(error) && error.isUnauthorized) {
      tokenStore.clear?.();
      return { code: -1, redirect: 'Login', message: text('navigation.loginInvalid', locale), messageId: 'navigation.loginInvalid' };
    }
    return { code: -2, message: text('navigation.networkError', locale), messageId: 'navigation.networkError', error };
  }

  if (LANDING.has(to.name)) return { code: 1, redirect: landingRouteFor(user.role), user };
  if (LOGIN.has(to.name)) return { code: 1, redirect: homeRouteFor(user.role, to.name), user };
  if (user.allow_routes.includes(to.name)) return { code: 1, user };
  return { code: 0, message: text('navigation.denied', locale), messageId: 'navigation.denied', user };
}
