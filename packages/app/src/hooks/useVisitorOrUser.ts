import { useEffect, useState } from 'react';
import type { CurrentUser } from '@finedu/domain';
import { useCurrentUser, useServices } from '../services/ServicesContext';

/**
 * On a free route the guard does not load the user (spec §2: free routes pass without any check), so a signed-in
 * user arriving there directly is not known yet: with a token this loads them once. `loading` is true meanwhile;
 * a failed load (an expired token) leaves a visitor.
 */
export function useVisitorOrUser(): { user: CurrentUser | null; loading: boolean } {
  const services = useServices();
  const user = useCurrentUser();
  const hasToken = services.tokens.get() !== null;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (user !== null || !hasToken) return;
    let live = true;
    services.session.ensure().catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [user, hasToken, services]);
  return { user, loading: user === null && hasToken && !failed };
}
