import { useEffect, useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { PermissionProvider, ThemeProvider, ToastProvider, type Locale } from '@finedu/ui';
import { renewStorageLink, routePath } from '@finedu/domain';
import { LocaleProvider, useLocale } from './i18n/LocaleContext';
import { useT } from './i18n/useT';
import { ServicesProvider, useCurrentUser } from './services/ServicesContext';
import { ToastBridge } from './services/ToastBridge';
import { installFreshStorageLinks } from './services/freshStorageLinks';
import type { AppServices } from './services/createServices';
import { buildRoutes } from './router/routeTable';

/** The router basename: the app is served under /app/ (spec §9). */
export const ROUTER_BASENAME = '/app';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** One router per page load; a -401 anywhere sends the user to Login through it. */
export function createAppRouter(services: AppServices, create: typeof createBrowserRouter = createBrowserRouter): AppRouter {
  const router = create(buildRoutes(services), { basename: ROUTER_BASENAME });
  services.onSignedOut = () => {
    void router.navigate(routePath('Login'), { replace: true });
  };
  return router;
}

function Themed({ router }: { router: AppRouter }) {
  const { locale } = useLocale();
  const t = useT();
  const user = useCurrentUser();
  return (
    <ThemeProvider locale={locale}>
      <ToastProvider closeLabel={t('common.close')}>
        <ToastBridge />
        <PermissionProvider role={user?.role ?? null}>
          <RouterProvider router={router} />
        </PermissionProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}

export interface AppProps {
  services: AppServices;
  initialLocale: Locale;
  onLocaleChange?: (locale: Locale) => void;
  /** Built once by main.tsx (tests pass a memory router). */
  router?: AppRouter;
}

/** Providers (Intl, Theme, Toast, Services, Permission) around the router. */
export function App({ services, initialLocale, onLocaleChange, router: given }: AppProps) {
  const router = useMemo(() => given ?? createAppRouter(services), [given, services]);
  useEffect(() => {
    return installFreshStorageLinks(document, async (url) => (await renewStorageLink(services.http, url)).url);
  }, [services]);
  return (
    <ServicesProvider services={services}>
      <LocaleProvider initialLocale={initialLocale} onChange={onLocaleChange}>
        <Themed router={router} />
      </LocaleProvider>
    </ServicesProvider>
  );
}
