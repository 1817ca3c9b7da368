import { createContext, useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { LocalePortal } from '../internal/LocalePortal';
import { DataTableAction } from './DataTableAction';
import { DataTableLinkAction, DataTableMenu, DataTableMenuItem, DataTableMoreChevron } from './DataTable.styles';
import { DEFAULT_DATA_TABLE_LABELS, type DataTableLabels } from './DataTableLabels';

/** The table's labels, for the row actions rendered inside it. */
export const DataTableLabelsContext = createContext<DataTableLabels>(DEFAULT_DATA_TABLE_LABELS);

export interface DataTableActionItem {
  /** Stable id of the action. */
  key: string;
  /** Visible text (a verb: 编辑, 删除). */
  label: ReactNode;
  /** Runs the action; for a link (`href`), call `event.preventDefault()` to navigate inside the app instead. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Makes the action a link. */
  href?: string;
  /** Red text: the action deletes, disables or cannot be undone. */
  tone?: 'default' | 'danger';
  disabled?: boolean;
  /** Why it is disabled (shown as the action's title). */
  disabledReason?: string;
  /** The accessible name when the label alone is ambiguous across rows ("预览：期中试卷"). */
  ariaLabel?: string;
}

export interface DataTableActionsProps {
  /** The row's actions, most used first; `false`/`null` entries are skipped (actions the user may not take). */
  actions: readonly (DataTableActionItem | false | null | undefined)[];
  /**
   * How many actions fit in the row. With more, the first `max - 1` stay in the row and the rest go into a
   * "more" menu, so a row's actions always keep to one line.
   */
  max?: number;
  /** Names the menu button for screen readers, e.g. with the row's name ("更多操作：期中考试"). */
  moreLabel?: string;
}

interface MenuPosition {
  top: number;
  right: number;
}

/** A row's actions as links on one line, with the ones that do not fit under "更多" (DESIGN.md, Lists). */
export function DataTableActions({ actions, max = 3, moreLabel }: DataTableActionsProps) {
  const labels = useContext(DataTableLabelsContext);
  const shown = actions.filter((action): action is DataTableActionItem => Boolean(action));
  const inline = shown.length > max ? shown.slice(0, Math.max(0, max - 1)) : shown;
  const rest = shown.length > max ? shown.slice(Math.max(0, max - 1)) : [];
  return (
    <>
      {inline.map((action) => (
        <RowAction key={action.key} action={action} />
      ))}
      {rest.length > 0 && <MoreMenu items={rest} label={labels.more} accessibleLabel={moreLabel} />}
    </>
  );
}

function RowAction({ action }: { action: DataTableActionItem }) {
  if (action.href !== undefined && !action.disabled) {
    return (
      <DataTableLinkAction href={action.href} aria-label={action.ariaLabel} data-tone={action.tone} onClick={action.onClick}>
        {action.label}
      </DataTableLinkAction>
    );
  }
  return (
    <DataTableAction
      aria-label={action.ariaLabel}
      data-tone={action.tone}
      disabled={action.disabled}
      title={action.disabled ? action.disabledReason : undefined}
      onClick={action.onClick}
    >
      {action.label}
    </DataTableAction>
  );
}

function MoreMenu({ items, label, accessibleLabel }: { items: DataTableActionItem[]; label: string; accessibleLabel?: string }) {
  const [position, setPosition] = useState<MenuPosition | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  const open = position !== null;
  const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((index) => index >= 0);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) setPosition(null);
    };
    const onScroll = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) setPosition(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onScroll);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onScroll);
    };
  }, [open]);

  const openAt = (index: number) => {
    const box = triggerRef.current?.getBoundingClientRect();
    if (!box) return;
    setFocusIndex(index);
    setPosition({ top: box.bottom + 4, right: Math.max(8, window.innerWidth - box.right) });
  };
  const close = () => {
    setPosition(null);
    triggerRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const at = enabled.indexOf(focusIndex);
    const moves: Record<string, number | undefined> = {
      ArrowDown: enabled[(at + 1) % enabled.length],
      ArrowUp: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    };
    if (event.key in moves) {
      event.preventDefault();
      const target = moves[event.key];
      if (target !== undefined) setFocusIndex(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setPosition(null);
    }
  };

  const choose = (item: DataTableActionItem, event: MouseEvent<HTMLElement>) => {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    item.onClick?.(event);
    close();
  };

  return (
    <>
      <DataTableAction
        ref={triggerRef}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={accessibleLabel}
        onClick={() => (open ? setPosition(null) : openAt(enabled[0] ?? 0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAt((event.key === 'ArrowDown' ? enabled[0] : enabled[enabled.length - 1]) ?? 0);
          }
        }}
      >
        {label}
        <DataTableMoreChevron aria-hidden="true" viewBox="0 0 12 12">
          <path d="M3 4.5 6 7.5 9 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </DataTableMoreChevron>
      </DataTableAction>
      {position && (
        <LocalePortal>
          <DataTableMenu ref={menuRef} id={menuId} role="menu" aria-label={accessibleLabel ?? label} style={{ top: position.top, right: position.right }} onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => (
              <li key={item.key} role="none">
                <DataTableMenuItem
                  as={item.href !== undefined && !item.disabled ? 'a' : 'button'}
                  {...(item.href !== undefined && !item.disabled ? { href: item.href } : { type: 'button' })}
                  ref={(node: HTMLElement | null) => {
                    itemRefs.current[index] = node;
                  }}
                  role="menuitem"
                  aria-label={item.ariaLabel}
                  tabIndex={index === focusIndex ? 0 : -1}
                  aria-disabled={item.disabled || undefined}
                  title={item.disabled ? item.disabledReason : undefined}
                  data-tone={item.tone}
                  onClick={(event: MouseEvent<HTMLElement>) => choose(item, event)}
                >
                  {item.label}
                </DataTableMenuItem>
              </li>
            ))}
          </DataTableMenu>
        </LocalePortal>
      )}
    </>
  );
}
