import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element scrolls sideways (its content wider than its box), followed as either changes size. A region
 * that scrolls must be reachable from the keyboard (WCAG 2.1.1; axe `scrollable-region-focusable`): callers give it
 * `tabIndex={0}` (and a name) only then, so a table that fits adds no tab stop.
 */
export function useScrollsX(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
