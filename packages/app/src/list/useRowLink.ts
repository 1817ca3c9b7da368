import { useCallback, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

/** An in-app link of a row action: the `href` (with the router's basename, so middle-click opens a tab) and an `onClick` that navigates inside the app. */
export interface RowLink {
  href: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * Makes row actions (DataTableActions items) real links to app routes: `{ key, label, ...rowLink(routePath(...)) }`.
 * A plain click stays in the single-page app; a modified click (new tab, new window) is left to the browser.
 */
export function useRowLink(): (to: string) => RowLink {
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  return useCallback(
    (to: string) => ({
      href: `${base}${to}`,
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate(to);
      },
    }),
    [base, navigate],
  );
}
