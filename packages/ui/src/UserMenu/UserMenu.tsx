import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { UserMenuAvatar, UserMenuIdentity, UserMenuItem, UserMenuList, UserMenuRole, UserMenuRoot, UserMenuTrigger } from './UserMenu.styles';

export interface UserMenuItemDef {
  /** Reported to `onSelect`. */
  key: string;
  /** Visible text. */
  label: ReactNode;
  /** Icon before the text. */
  icon?: ReactNode;
  /** Red text, e.g. for sign out. */
  tone?: 'default' | 'danger';
}

export interface UserMenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** The signed-in user's name. */
  userName: string;
  /** The user's role, already translated (e.g. "教师"). */
  roleLabel?: string;
  /** The menu's entries, e.g. profile and sign out. */
  items: readonly UserMenuItemDef[];
  /** Called with the chosen item's key; the menu closes. */
  onSelect: (key: string) => void;
  /** Names the opened menu for screen readers. */
  label?: string;
}

/** The header's user button: avatar, name and role, opening a menu (arrows, Home/End, Esc, outside click). */
export const UserMenu = forwardRef<HTMLDivElement, UserMenuProps>(function UserMenu(
  { userName, roleLabel, items, onSelect, label = '用户菜单', ...rest },
  ref,
) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const choose = (key: string) => {
    close();
    onSelect(key);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setFocusIndex(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const item = items[focusIndex];
      if (item) choose(item.key);
    }
  };

  return (
    <UserMenuRoot
      ref={(node) => {
        rootRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      data-state={open ? 'open' : 'closed'}
      {...rest}
    >
      <UserMenuTrigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={roleLabel ? `${userName} ${roleLabel}` : userName}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
          }
        }}
      >
        {/* The initial is drawn by CSS (generated content), so the button's visible text is its name (WCAG 2.5.3). */}
        <UserMenuAvatar aria-hidden="true" data-initial={userName.slice(0, 1)} />
        <UserMenuIdentity>
          <span>{userName}</span>
          {/* A space between name and role (not rendered in the flex column) so the visible text reads as the name does. */}
          {roleLabel && ' '}
          {roleLabel && <UserMenuRole>{roleLabel}</UserMenuRole>}
        </UserMenuIdentity>
      </UserMenuTrigger>
      {open && (
        <UserMenuList id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <UserMenuItem
              key={item.key}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              data-tone={item.tone ?? 'default'}
              onClick={() => choose(item.key)}
            >
              {item.icon && <span aria-hidden="true">{item.icon}</span>}
              {item.label}
            </UserMenuItem>
          ))}
        </UserMenuList>
      )}
    </UserMenuRoot>
  );
});
