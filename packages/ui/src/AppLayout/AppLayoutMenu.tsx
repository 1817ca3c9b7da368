import { useState, type MouseEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { AppLayoutMenuChevron, AppLayoutMenuEntry, AppLayoutMenuIcon, AppLayoutMenuLabel, AppLayoutMenuList } from './AppLayoutMenu.styles';
import { UiIcon } from '../internal/UiIcon';

export interface AppLayoutMenuItem {
  /** Route name or other stable key; reported to `onNavigate` and compared with `activeKey`. */
  key: string;
  /** Visible text (already translated). */
  label: string;
  /** Link target, so the entry is a real link (open in new tab, copy address). */
  href?: string;
  /** Icon; without one the collapsed menu shows the label's first character. */
  icon?: ReactNode;
  /** A sub-menu: this entry then only opens and closes it. */
  children?: readonly AppLayoutMenuItem[];
}

interface AppLayoutMenuProps {
  items: readonly AppLayoutMenuItem[];
  activeKey?: string;
  collapsed: boolean;
  onNavigate: (key: string) => void;
  onExpandRequest: () => void;
}

const contains = (item: AppLayoutMenuItem, key: string | undefined): boolean =>
  key !== undefined && (item.children ?? []).some((child) => child.key === key || contains(child, key));

/** The left menu's tree: links, and groups that open (the active item's group starts open). */
export function AppLayoutMenu({ items, activeKey, collapsed, onNavigate, onExpandRequest }: AppLayoutMenuProps) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  const renderIcon = (item: AppLayoutMenuItem) =>
    item.icon !== undefined ? (
      <AppLayoutMenuIcon aria-hidden="true">{item.icon}</AppLayoutMenuIcon>
    ) : (
      <AppLayoutMenuIcon aria-hidden="true" data-fallback="true">
        {item.label.slice(0, 1)}
      </AppLayoutMenuIcon>
    );
  const renderLabel = (item: AppLayoutMenuItem) =>
    collapsed ? <VisuallyHidden>{item.label}</VisuallyHidden> : <AppLayoutMenuLabel>{item.label}</AppLayoutMenuLabel>;

  const renderItems = (list: readonly AppLayoutMenuItem[], depth: number) => (
    <AppLayoutMenuList>
      {list.map((item) => {
        if (item.children && item.children.length > 0) {
          const open = !collapsed && (toggled[item.key] ?? contains(item, activeKey));
          return (
            <li key={item.key}>
              <AppLayoutMenuEntry
                as="button"
                type="button"
                data-depth={depth}
                aria-expanded={open}
                title={collapsed ? item.label : undefined}
                onClick={() => {
                  if (collapsed) {
                    onExpandRequest();
                    setToggled((current) => ({ ...current, [item.key]: true }));
                  } else {
                    setToggled((current) => ({ ...current, [item.key]: !open }));
                  }
                }}
              >
                {renderIcon(item)}
                {renderLabel(item)}
                {!collapsed && <AppLayoutMenuChevron aria-hidden="true">
                    <UiIcon icon={ChevronDown} />
                  </AppLayoutMenuChevron>}
              </AppLayoutMenuEntry>
              {open && renderItems(item.children, depth + 1)}
            </li>
          );
        }
        return (
          <li key={item.key}>
            <AppLayoutMenuEntry
              href={item.href ?? '#'}
              data-depth={depth}
              aria-current={item.key === activeKey ? 'page' : undefined}
              title={collapsed ? item.label : undefined}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                // Let modified clicks (new tab, new window) through to the browser.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onNavigate(item.key);
              }}
            >
              {(depth === 0 || collapsed) && renderIcon(item)}
              {renderLabel(item)}
            </AppLayoutMenuEntry>
          </li>
        );
      })}
    </AppLayoutMenuList>
  );

  return renderItems(items, 0);
}
