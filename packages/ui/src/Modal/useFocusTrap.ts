import { useEffect, type RefObject } from 'react';
import type { FocusTrap, createFocusTrap } from 'focus-trap';
import { tabbable } from 'tabbable';

/**
 * focus-trap loads with the first dialog that opens (issue 14: the pages that never open one, such as an exam until the
 * student submits, do not download it). A failed load leaves the dialog without its Tab loop, never without its focus.
 */
let focusTrapModule: Promise<{ createFocusTrap: typeof createFocusTrap }> | undefined;
const loadFocusTrap = () =>
  (focusTrapModule ??= import('focus-trap').catch((error: unknown) => {
    focusTrapModule = undefined;
    throw error;
  }));

/**
 * While `active`: moves focus into `container` (the `initialFocus` element, else the first tabbable one that is not
 * marked `data-focus-last-resort` such as a × button, else the container), keeps Tab and Shift+Tab inside it
 * (focus-trap, which also pauses an outer trap while an inner one is open), and gives focus back to the element that
 * had it when the trap began, unless focus was already moved elsewhere outside it. Escape and outside clicks are the component's to handle.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, initialFocus?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first focus is ours and at once; the Tab loop follows when focus-trap is here.
    (initialFocus?.current ?? tabbable(root).find((el) => !el.hasAttribute('data-focus-last-resort')) ?? root).focus();
    let trap: FocusTrap | undefined;
    let ended = false;
    loadFocusTrap().then(
      ({ createFocusTrap }) => {
        if (ended) return;
        trap = createFocusTrap(root, {
          // The focus is already inside: focus-trap would also select an input's text, which a form should not do.
          initialFocus: false,
          fallbackFocus: root,
          delayInitialFocus: false,
          escapeDeactivates: false,
          allowOutsideClick: true,
          // Given back below, to the element that had it before the trap began.
          returnFocusOnDeactivate: false,
        });
        trap.activate();
      },
      () => undefined,
    );
    return () => {
      ended = true;
      trap?.deactivate();
      // Focus goes back to the opener unless the page already moved it somewhere outside the trap on purpose
      // (the question picked in the navigator drawer): that move wins.
      const now = document.activeElement;
      const movedOutside = now !== null && now !== document.body && !root.contains(now);
      if (!movedOutside && opener?.isConnected) opener.focus();
    };
  }, [container, active, initialFocus]);
}
