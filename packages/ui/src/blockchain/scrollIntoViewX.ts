/**
 * Centres `target` horizontally inside the sideways scroller `scroller`, without scrolling the page (as
 * `scrollIntoView` would): the chosen leaf, the selected block or the current event stays in sight on a phone.
 */
export const scrollIntoViewX = (scroller: HTMLElement | null, target: Element | null | undefined): void => {
  if (!scroller || !target || scroller.scrollWidth <= scroller.clientWidth) return;
  const box = scroller.getBoundingClientRect();
  const item = target.getBoundingClientRect();
  scroller.scrollLeft += item.left + item.width / 2 - (box.left + box.width / 2);
};
