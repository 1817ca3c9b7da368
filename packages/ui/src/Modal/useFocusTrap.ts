import { createFocusTrap } from 'focus-trap';
import { useEffect, type RefObject } from 'react';
import { tabbable } from 'tabbable';

/**
 * While `active`: moves focus into `container` (the `initialFocus` element, else the first tabbable one that is not
 * marked `data-focus-last-resort` such as a × button, else the container), keeps Tab and Shift+Tab inside it
 * (focus-trap, which also pauses an outer trap while an inner one is open), and gives focus back to the element that
 * had it when the trap ends, unless focus was already moved elsewhere outside it. Escape and outside clicks are the component's to handle.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, initialFocus?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const trap = createFocusTrap(root, {
      // The first focus is ours (below): focus-trap would also select an input's text, which a form should not do.
      initialFocus: false,
      fallbackFocus: root,
      delayInitialFocus: false,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
      // Focus goes back to the opener unless the page already moved it somewhere outside the trap on purpose
      // (the question picked in the navigator drawer): that move wins.
      setReturnFocus: (previous) => {
        const now = document.activeElement;
        return now !== null && now !== document.body && !root.contains(now) ? false : previous;
      },
    });
    trap.activate();
    (initialFocus?.current ?? tabbable(root).find((el) => !el.hasAttribute('data-focus-last-resort')) ?? root).focus();
    return () => {
      trap.deactivate();
    };
  }, [container, active, initialFocus]);
}
