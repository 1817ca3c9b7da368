import { forwardRef, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { BreadcrumbsCurrent, BreadcrumbsItem, BreadcrumbsLink, BreadcrumbsList } from './Breadcrumbs.styles';

export interface BreadcrumbItem {
  /** Stable key, reported to `onNavigate`. */
  key: string;
  /** Visible text. */
  label: ReactNode;
  /** Link target; items without one (and the last item) are plain text. */
  href?: string;
}

export interface BreadcrumbsProps extends HTMLAttributes<HTMLElement> {
  /** From the root to the current page. */
  items: readonly BreadcrumbItem[];
  /** Called instead of following the link (the app navigates with its router). */
  onNavigate?: (key: string) => void;
  /** Names the landmark. */
  'aria-label'?: string;
}

/** Where the page sits: a nav landmark; the last item is the current page. */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(
  { items, onNavigate, 'aria-label': ariaLabel = '面包屑', ...rest },
  ref,
) {
  const follow = (key: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(key);
  };
  return (
    <nav ref={ref} aria-label={ariaLabel} {...rest}>
      <BreadcrumbsList>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <BreadcrumbsItem key={item.key}>
              {current || item.href === undefined ? (
                <BreadcrumbsCurrent aria-current={current ? 'page' : undefined}>{item.label}</BreadcrumbsCurrent>
              ) : (
                <BreadcrumbsLink href={item.href} onClick={follow(item.key)}>
                  {item.label}
                </BreadcrumbsLink>
              )}
            </BreadcrumbsItem>
          );
        })}
      </BreadcrumbsList>
    </nav>
  );
});
