import { FORMULA } from '../MathExcerpt/mathExcerptParts';
import { formulaHtml } from './katex';

/** Where TeX is code, not a formula. */
const SKIP = 'code, pre, script, style, textarea, .katex, .math-pending';

/**
 * Rich text (sanitized HTML, such as an article written in the HTML editor) with its TeX formulas rendered by KaTeX:
 * `$…$`, `$$…$$`, `\(…\)` and `\[…\]` in text nodes (not in code). The HTML must already be sanitized; text stays text
 * and KaTeX's output is generated from the TeX with `trust: false`. Without a DOM (a server) the HTML is returned as is.
 * Until KaTeX has loaded (it starts loading here) a formula is its TeX as text; render again on `useKatexVersion()`.
 */
export function renderHtmlFormulas(html: string): string {
  if (typeof document === 'undefined' || !/\$|\\[([]/.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest(SKIP)) texts.push(node as Text);
  }
  for (const text of texts) {
    const source = text.data;
    const matches = Array.from(source.matchAll(FORMULA));
    if (matches.length === 0) continue;
    const fragment = document.createDocumentFragment();
    let last = 0;
    for (const match of matches) {
      const tex = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').trim();
      if (match.index > last) fragment.append(source.slice(last, match.index));
      const holder = document.createElement('span');
      // KaTeX's own markup (trust: false): no links, no HTML from the TeX.
      holder.innerHTML = formulaHtml(tex, match[1] !== undefined || match[4] !== undefined);
      fragment.append(...Array.from(holder.childNodes));
      last = match.index + match[0].length;
    }
    if (last < source.length) fragment.append(source.slice(last));
    text.replaceWith(fragment);
  }
  return template.innerHTML;
}
