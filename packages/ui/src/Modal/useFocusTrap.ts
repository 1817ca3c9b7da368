import { useEffect, type RefObject } from 'react';
import { focusableIn } from '../internal/focusable';

/**
 * While `active`: moves focus into `container` (the `initialFocus` element, else the first
 * focusable that is not marked `data-focus-last-resort` such as a × button, else the container), keeps Tab and Shift+Tab inside it, and gives focus back to the
 * element that had it when the trap ends.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, initialFocus?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const candidates = focusableIn(root);
    (initialFocus?.current ?? candidates.find((el) => !el.hasAttribute('data-focus-last-resort')) ?? candidates[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(root);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus();
    };
  }, [container, active, initialFocus]);
}
