import { useEffect, type RefObject } from 'react';

/** The CSS variable that holds how much of the top of the screen the exam's sticky bars cover (px). */
export const STICKY_HEIGHT_VAR = '--exam-sticky-height';

/**
 * Keeps `--exam-sticky-height` on `frame` equal to the height of the bars that stick at the top of the screen over the
 * questions: the header always, and the answer-sheet bar when it sits above the questions (a phone) rather than
 * beside them. A question scrolled to (全部 view, a pick in the answer sheet) keeps its header below them through its
 * `scroll-margin-top`, whatever the bars' height (a wrapped title, a larger font, the English labels).
 * `shown`: whether the frame and its bars are on the page (the session renders a skeleton without them while it loads);
 * the measuring starts when they appear.
 */
export function useStickyHeight(frame: RefObject<HTMLElement | null>, bars: ReadonlyArray<RefObject<HTMLElement | null>>, shown: boolean): void {
  useEffect(() => {
    const root = frame.current;
    if (!root) return undefined;
    const measure = () => {
      const elements = bars.map((bar) => bar.current).filter((element): element is HTMLElement => element !== null);
      const first = elements[0];
      if (!first) return;
      let height = first.getBoundingClientRect().height;
      const firstBox = first.getBoundingClientRect();
      for (const element of elements.slice(1)) {
        const box = element.getBoundingClientRect();
        // Only a bar that sticks and spans the questions' column (it is above them, not beside them) covers them.
        const sticks = getComputedStyle(element).position === 'sticky';
        if (sticks && box.width >= firstBox.width * 0.8) height += box.height;
      }
      root.style.setProperty(STICKY_HEIGHT_VAR, `${Math.ceil(height)}px`);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    for (const bar of bars) if (bar.current) observer.observe(bar.current);
    observer.observe(root);
    return () => observer.disconnect();
  }, [frame, bars, shown]);
}
