import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, landingRouteFor, routePath, type LoginRequest } from '@finedu/domain';
import { useServices } from '../../services/ServicesContext';
import { REDIRECT_PARAM, safeRedirectTarget } from '../../router/guard';

export type SignInTarget = 'platform' | 'competition';

/**
 * Sign in, keep the token (1-day TokenStore) and the user, then go where the visitor wanted or to the
 * role's landing page (spec §2). Rejects with the server's message for the form to show.
 */
export function useSignIn(target: SignInTarget): (request: LoginRequest) => Promise<void> {
  const services = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    async (request: LoginRequest) => {
      // Competition accounts sign in through the competition call (it lands on CompetitionHome).
      const user = target === 'competition' ? await services.competition.login(request, { silent: true }) : await services.auth.login(request, { silent: true });
      services.tokens.save(user.api_token, user.id);
      services.session.set(user);
      const wanted = safeRedirectTarget(params.get(REDIRECT_PARAM));
      const home = target === 'competition' ? routePath('CompetitionHome') : routePath(landingRouteFor(user.role));
      await navigate(wanted ?? home, { replace: true });
    },
    [services, navigate, params, target],
  );
}

/** The text to show for a failed call: the server's message (already in the user's language). */
export const errorText = (error: unknown, fallback: string): string => (isApiError(error) || error instanceof Error ? error.message || fallback : fallback);
