import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { TabsList, TabsPanel, TabsRoot, TabsTab } from './Tabs.styles';

export interface TabItem {
  /** Stable key, reported by `onChange`. */
  key: string;
  /** Tab text. */
  label: ReactNode;
  /** Panel content. Inactive panels stay mounted (hidden) so typed values survive a switch. */
  content?: ReactNode;
  /** Not selectable. */
  disabled?: boolean;
}

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Selected tab (controlled). */
  activeKey?: string;
  /** Initially selected tab (uncontrolled); the first enabled tab by default. */
  defaultActiveKey?: string;
  /** Called with the key of the newly selected tab. */
  onChange?: (key: string) => void;
  /** Tabs share the width equally (e.g. the login card's password / SMS tabs). */
  stretch?: boolean;
  /** Names the tab list for screen readers. */
  'aria-label'?: string;
}

/**
 * Scrolls the tab row sideways just enough to show `tab` whole. Only the row moves: `scrollIntoView` would also
 * scroll the page up or down to the tabs, which a phone user reading the panel does not want.
 */
function revealTab(list: HTMLElement, tab: HTMLElement): void {
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  // Keep the row's inline padding (none today: the focus ring is drawn inside the tab) in view with the tab.
  const room = parseFloat(getComputedStyle(list).paddingLeft) || 0;
  if (start - room < list.scrollLeft) list.scrollLeft = Math.max(0, start - room);
  else if (end + room > list.scrollLeft + list.clientWidth) list.scrollLeft = end + room - list.clientWidth;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move and select. When the tabs do not fit (a phone), the row scrolls
 * sideways and the selected tab is kept in view.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, activeKey, defaultActiveKey, onChange, stretch = false, 'aria-label': ariaLabel, ...rest },
  ref,
) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.key;
  const [innerKey, setInnerKey] = useState(defaultActiveKey ?? firstEnabled);
  const selectedKey = activeKey ?? innerKey;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const tab = selectedKey === undefined ? undefined : tabRefs.current.get(selectedKey);
    if (listRef.current && tab) revealTab(listRef.current, tab);
  }, [selectedKey]);

  const select = (key: string) => {
    if (activeKey === undefined) setInnerKey(key);
    if (key !== selectedKey) onChange?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.key === selectedKey);
    const target = (() => {
      switch (event.key) {
        case 'ArrowRight':
          return enabled[(index + 1) % enabled.length];
        case 'ArrowLeft':
          return enabled[(index - 1 + enabled.length) % enabled.length];
        case 'Home':
          return enabled[0];
        case 'End':
          return enabled[enabled.length - 1];
        default:
          return undefined;
      }
    })();
    if (!target) return;
    event.preventDefault();
    select(target.key);
    tabRefs.current.get(target.key)?.focus();
  };

  return (
    <TabsRoot ref={ref} data-stretch={stretch || undefined} {...rest}>
      <TabsList ref={listRef} role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === selectedKey;
          return (
            <TabsTab
              key={item.key}
              ref={(node) => {
                if (node) tabRefs.current.set(item.key, node);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.key)}
            >
              {item.label}
            </TabsTab>
          );
        })}
      </TabsList>
      {items.map((item) => (
        <TabsPanel
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          hidden={item.key !== selectedKey}
          tabIndex={0}
        >
          {item.content}
        </TabsPanel>
      ))}
    </TabsRoot>
  );
});
