import { forwardRef, useEffect, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { PHONE_MEDIA, useMediaQuery } from '../internal/useMediaQuery';
import {
  AppLayoutBody,
  AppLayoutBackdrop,
  AppLayoutBrand,
  AppLayoutCrumbs,
  AppLayoutHeader,
  AppLayoutHeaderExtra,
  AppLayoutMain,
  AppLayoutRoot,
  AppLayoutSider,
  AppLayoutSkipLink,
  AppLayoutToggle,
} from './AppLayout.styles';
import { AppLayoutMenu, type AppLayoutMenuItem } from './AppLayoutMenu';
import { UiIcon } from '../internal/UiIcon';

export interface AppLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** Product name at the left of the header. */
  productName: ReactNode;
  /** Logo before the product name. */
  logo?: ReactNode;
  /** Left menu entries (the app builds them from `allow_routes`). */
  menuItems: readonly AppLayoutMenuItem[];
  /** Key of the entry for the current page. */
  activeKey?: string;
  /** Called with an entry's key; the app navigates with its router. */
  onNavigate: (key: string) => void;
  /** Menu collapsed to icons (controlled). */
  collapsed?: boolean;
  /** Initial collapsed state (uncontrolled). */
  defaultCollapsed?: boolean;
  /** Called when the user collapses or expands the menu. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Shown in the header after the product name, usually `<Breadcrumbs>`. */
  breadcrumbs?: ReactNode;
  /** Right end of the header, usually `<LocaleSwitch>` and `<UserMenu>`. */
  headerExtra?: ReactNode;
  /** The page. */
  children?: ReactNode;
  /** Names the menu landmark. */
  menuLabel?: string;
  /** Toggle button label while expanded. */
  collapseLabel?: string;
  /** Toggle button label while collapsed. */
  expandLabel?: string;
  /** The keyboard users' "skip to content" link. */
  skipLinkLabel?: string;
  /** Toggle button label on a phone, where the menu is a drawer over the page. */
  openDrawerLabel?: string;
  /** The drawer's close label (the toggle while it is open, and the backdrop). */
  closeDrawerLabel?: string;
}

function MenuToggleIcon() {
  return <UiIcon icon={Menu} size={18} />;
}

/**
 * The admin and college shell: a 56 px header (product, breadcrumbs, locale, user), a collapsible
 * ~220 px left menu, and the grey content area. Below 768 px the menu is a drawer over the page, closed until
 * the header's button opens it, and closed again by a choice, the backdrop or Escape; the page keeps the
 * whole width.
 */
export const AppLayout = forwardRef<HTMLDivElement, AppLayoutProps>(function AppLayout(
  {
    productName,
    logo,
    menuItems,
    activeKey,
    onNavigate,
    collapsed: collapsedProp,
    defaultCollapsed = false,
    onCollapsedChange,
    breadcrumbs,
    headerExtra,
    children,
    menuLabel = '主菜单',
    collapseLabel = '收起菜单',
    expandLabel = '展开菜单',
    skipLinkLabel = '跳到主要内容',
    openDrawerLabel = '打开菜单',
    closeDrawerLabel = '关闭菜单',
    ...rest
  },
  ref,
) {
  const [innerCollapsed, setInnerCollapsed] = useState(defaultCollapsed);
  const collapsed = collapsedProp ?? innerCollapsed;
  const setCollapsed = (next: boolean) => {
    if (collapsedProp === undefined) setInnerCollapsed(next);
    onCollapsedChange?.(next);
  };
  const phone = useMediaQuery(PHONE_MEDIA);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    if (!phone) setDrawerOpen(false);
  }, [phone]);
  useEffect(() => {
    if (!drawerOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);
  // In the drawer the menu always shows its labels.
  const menuCollapsed = phone ? false : collapsed;
  const menuShown = phone ? drawerOpen : !collapsed;
  const toggleLabel = phone ? (drawerOpen ? closeDrawerLabel : openDrawerLabel) : collapsed ? expandLabel : collapseLabel;
  const id = useId();
  const menuId = `${id}-menu`;
  const mainId = `${id}-main`;

  return (
    <AppLayoutRoot ref={ref} data-collapsed={menuCollapsed} data-phone={phone} {...rest}>
      <AppLayoutSkipLink href={`#${mainId}`}>{skipLinkLabel}</AppLayoutSkipLink>
      <AppLayoutHeader>
        <AppLayoutToggle
          type="button"
          aria-label={toggleLabel}
          aria-expanded={menuShown}
          aria-controls={menuId}
          onClick={() => (phone ? setDrawerOpen(!drawerOpen) : setCollapsed(!collapsed))}
        >
          <MenuToggleIcon />
        </AppLayoutToggle>
        <AppLayoutBrand>
          {logo}
          {productName}
        </AppLayoutBrand>
        {breadcrumbs !== undefined && <AppLayoutCrumbs>{breadcrumbs}</AppLayoutCrumbs>}
        {headerExtra !== undefined && <AppLayoutHeaderExtra>{headerExtra}</AppLayoutHeaderExtra>}
      </AppLayoutHeader>
      <AppLayoutBody>
        {phone && drawerOpen && <AppLayoutBackdrop aria-label={closeDrawerLabel} onClick={() => setDrawerOpen(false)} />}
        <AppLayoutSider id={menuId} aria-label={menuLabel} data-collapsed={menuCollapsed} data-drawer={phone ? (drawerOpen ? 'open' : 'closed') : undefined} hidden={phone && !drawerOpen}>
          <AppLayoutMenu
            items={menuItems}
            activeKey={activeKey}
            collapsed={menuCollapsed}
            onNavigate={(key) => {
              setDrawerOpen(false);
              onNavigate(key);
            }}
            onExpandRequest={() => setCollapsed(false)}
          />
        </AppLayoutSider>
        <AppLayoutMain id={mainId} tabIndex={-1}>
          {children}
        </AppLayoutMain>
      </AppLayoutBody>
    </AppLayoutRoot>
  );
});
