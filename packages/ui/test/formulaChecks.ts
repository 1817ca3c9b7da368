import { expect } from 'storybook/test';

// The checks every "with formulas" story runs (issue 18): formulas are rendered by KaTeX, their TeX is not shown,
// and each is shown once (KaTeX's MathML copy is hidden by KaTeX's stylesheet, which the renderer loads).

/** The text a reader sees in `root`: text nodes outside KaTeX's MathML copy, in elements the browser shows. */
export function visibleText(root: Element): string {
  const parts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // Text boxes hold the TeX being typed: that is the source, not what is shown of it.
    if (!parent || parent.closest('.katex-mathml, annotation, script, style, textarea')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    parts.push(node.textContent ?? '');
  }
  return parts.join('');
}

/**
 * Asserts that `root` shows at least `count` rendered formulas, that none of the `sources` (TeX such as `\beta`) is
 * in its visible text, and that every KaTeX MathML copy is visually hidden (the formula is shown once).
 */
export async function expectFormulasRendered(root: Element, sources: readonly string[], count = 1): Promise<void> {
  await expect(root.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(count);
  const text = visibleText(root);
  for (const source of sources) await expect(text).not.toContain(source);
  for (const copy of Array.from(root.querySelectorAll('.katex-mathml'))) {
    const box = copy.getBoundingClientRect();
    // KaTeX's stylesheet clips the copy to 1 × 1 px; without it the MathML shows beside the HTML rendering.
    await expect(box.width <= 1 && box.height <= 1).toBe(true);
  }
}
