import { redirect, type LoaderFunction } from 'react-router-dom';
import { decideNavigation, routePath, type NavigationMessageId } from '@finedu/domain';
import type { AppServices } from '../services/createServices';

/** What a guarded route renders with: the page, or the guard's message in place of it. */
export type GuardOutcome =
  | { state: 'allowed' }
  | { state: 'denied'; messageId: NavigationMessageId }
  | { state: 'network'; messageId: NavigationMessageId };

/** Query parameter that carries the page a signed-out visitor wanted, back after sign-in. */
export const REDIRECT_PARAM = 'redirect';

/** Only same-app paths are followed after sign-in (no open redirects). */
export function safeRedirectTarget(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

const loginUrl = (from: string | null): string => {
  const login = routePath('Login');
  return from && from !== login ? `${login}?${REDIRECT_PARAM}=${encodeURIComponent(from)}` : login;
};

/**
 * The navigation guard of spec §2 as a route loader: it asks domain `decideNavigation` and acts on
 * the code (1 go on or redirect, 0 denied page, -1 back to Login with the message, -2 network message).
 */
export function guardLoader(name: string, services: AppServices, basename = '/app'): LoaderFunction {
  return async ({ request }) => {
    const decision = await decideNavigation({
      to: { name },
      tokenStore: services.tokens,
      currentUser: services.session.user,
      loadCurrentUser: services.session.refresh,
    });
    switch (decision.code) {
      case 1:
        return decision.redirect ? redirect(routePath(decision.redirect)) : ({ state: 'allowed' } satisfies GuardOutcome);
      case 0:
        return { state: 'denied', messageId: decision.messageId } satisfies GuardOutcome;
      case -1: {
        services.signOutLocally();
        if (decision.messageId) services.notifier.notify({ tone: 'warning', message: '', messageId: decision.messageId });
        const url = new URL(request.url);
        const from = url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) || '/' : url.pathname;
        return redirect(loginUrl(`${from}${url.search}`));
      }
      case -2:
        return { state: 'network', messageId: decision.messageId } satisfies GuardOutcome;
      default:
        return decision satisfies never;
    }
  };
}
