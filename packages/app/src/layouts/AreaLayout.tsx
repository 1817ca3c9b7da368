import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { StandaloneFrame } from '../components/StandaloneFrame';
import { useVisitorOrUser } from '../hooks/useVisitorOrUser';
import { PageSkeleton } from '../router/PageSkeleton';
import { findRoute, routePath, routeTitleFor, type RouteDef } from '@finedu/domain';
import { AppLayout, Breadcrumbs, UserMenu, type AppLayoutMenuItem } from '@finedu/ui';
import { AppLocaleSwitch } from '../components/AppLocaleSwitch';
import { useLocale } from '../i18n/LocaleContext';
import { titleFor } from '../i18n/locale';
import { useT } from '../i18n/useT';
import { useCurrentRouteName } from '../router/TitleSync';
import { useServices } from '../services/ServicesContext';
import { menuIcon } from './menuIcons';
import { activeLearningKey, activeMenuKey, areaOfRole, isLearningKey, learningEntries, menuForUser, openedFromPath, type AreaName } from './menu';

const BASENAME = '/app';

/** EduHome / AdminHome: the ui AppLayout with the menu from `allow_routes`, breadcrumbs, locale and user menu. */
export function AreaLayout({ area }: { area: AreaName }) {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const services = useServices();
  const { user, loading: loadingUser } = useVisitorOrUser();
  const routeName = useCurrentRouteName();

  const menu = useMemo(() => menuForUser(area, user), [area, user]);
  const learning = useMemo(() => learningEntries(user), [user]);
  const role = user?.role;
  // Every entry says what its page's title says (issue 18), in the words the user's role sees.
  const titleOf = (route: RouteDef) => titleFor(routeTitleFor(route, role), locale);
  // The course group opens onto "My courses" (the page of that title), then every course the user teaches or learns.
  const menuItems: AppLayoutMenuItem[] = menu.map((route) => {
    const item = { key: route.name, label: titleOf(route), href: `${BASENAME}${route.path}`, icon: menuIcon(route.name) };
    if (route.name !== 'Courses' || learning.length === 0) return item;
    return {
      key: 'Courses:group',
      label: t('layout.coursesGroup'),
      icon: item.icon,
      children: [
        { ...item, icon: undefined },
        ...learning.map((entry) => ({ key: entry.key, label: entry.title, href: `${BASENAME}${entry.path}` })),
      ],
    };
  });
  const location = useLocation();
  const current = routeName ? findRoute(routeName) : undefined;
  // The breadcrumb starts at the user's own area, also on a page of the other area (a college user on a denied
  // admin URL, or on the personal page): it says where they are in their own menu.
  const areaRoute = findRoute(user ? areaOfRole(user.role) : area);

  const crumbs = [
    ...(areaRoute ? [{ key: areaRoute.name, label: titleOf(areaRoute), href: `${BASENAME}${areaRoute.path}` }] : []),
    ...(current && current.name !== areaRoute?.name ? [{ key: current.name, label: titleOf(current) }] : []),
  ];

  const signOut = async () => {
    try {
      await services.auth.logout({ silent: true });
    } catch {
      // The token is dropped locally either way.
    }
    services.signOutLocally();
    services.notifier.notify({ tone: 'success', message: '', messageId: 'layout.signedOut' });
    await navigate(routePath('Login'), { replace: true });
  };

  // A visitor on a free route of the area (the Test route): the page alone, never the area's menu and user menu.
  if (user === null) return loadingUser ? <PageSkeleton /> : <StandaloneFrame><Outlet /></StandaloneFrame>;
  return (
    <AppLayout
      productName={t('app.name')}
      menuItems={menuItems}
      activeKey={activeLearningKey(location.pathname, learning) ?? activeLearningKey(openedFromPath(location.state) ?? '', learning) ?? activeMenuKey(routeName, menu)}
      onNavigate={(key) => {
        const entry = isLearningKey(key) ? learning.find((candidate) => candidate.key === key) : undefined;
        void navigate(entry ? entry.path : routePath(key));
      }}
      menuLabel={t('layout.menu')}
      collapseLabel={t('layout.collapse')}
      expandLabel={t('layout.expand')}
      skipLinkLabel={t('layout.skipToContent')}
      openDrawerLabel={t('layout.openDrawer')}
      closeDrawerLabel={t('layout.closeDrawer')}
      breadcrumbs={
        <Breadcrumbs
          aria-label={t('layout.breadcrumbs')}
          items={crumbs}
          onNavigate={(key: string) => {
            const target = findRoute(key);
            if (target) void navigate(target.path);
          }}
        />
      }
      headerExtra={
        <>
          <AppLocaleSwitch />
          {user && (
            <UserMenu
              userName={user.name || user.username}
              roleLabel={t(`role.${user.role}`)}
              label={t('layout.userMenu')}
              items={[
                { key: 'profile', label: t('layout.profile') },
                { key: 'signOut', label: t('layout.signOut'), tone: 'danger' },
              ]}
              onSelect={(key: string) => {
                if (key === 'profile') void navigate(routePath('Current'));
                else void signOut();
              }}
            />
          )}
        </>
      }
    >
      <Outlet />
    </AppLayout>
  );
}
