// The jest side of the "with formulas" checks (issue 18), for app pages without a ui component of their own. jsdom
// has no layout, so the stylesheet that hides KaTeX's MathML copy is checked in the ui's stories (a browser); here: the
// formulas went through KaTeX, their TeX is not in the text, and any MathML copy sits inside KaTeX's own element
// (where KaTeX's stylesheet, loaded by the renderer, hides it).

/** The text of `root` without KaTeX's MathML copy (what a reader sees once the stylesheet hides it). */
export function textWithoutMathml(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  copy.querySelectorAll('.katex-mathml').forEach((element) => element.remove());
  return copy.textContent ?? '';
}

/** At least `count` formulas rendered by KaTeX in `root`, none of `sources` shown as text, each MathML copy in its `.katex`. */
export function expectFormulasRendered(root: Element, sources: readonly string[], count = 1): void {
  expect(root.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(count);
  const text = textWithoutMathml(root);
  for (const source of sources) expect(text).not.toContain(source);
  root.querySelectorAll('.katex-mathml').forEach((element) => expect(element.parentElement?.classList.contains('katex')).toBe(true));
}
