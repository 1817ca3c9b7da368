import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { findRoute, routeTitleFor } from '@finedu/domain';
import { useLocale } from '../i18n/LocaleContext';
import { titleFor } from '../i18n/locale';
import { useT } from '../i18n/useT';
import { useCurrentUser } from '../services/ServicesContext';
import type { RouteHandle } from './routeHandle';

/** The route name of the deepest match that has one. */
export function useCurrentRouteName(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle.name;
  }
  return undefined;
}

/** Spec §2: the page title is the route title followed by the product-name suffix. */
export function documentTitle(routeTitle: string | undefined, productName: string): string {
  return routeTitle ? `${routeTitle} - ${productName}` : productName;
}

export function TitleSync() {
  const name = useCurrentRouteName();
  const { locale } = useLocale();
  const t = useT();
  const role = useCurrentUser()?.role;
  const def = name ? findRoute(name) : undefined;
  const title = documentTitle(def ? titleFor(routeTitleFor(def, role), locale) : undefined, t('app.name'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
