// Formulas are rendered by KaTeX, which loads on first need (katex.ts): until it is here a formula shows as its TeX.
import { Marked, type TokenizerAndRendererExtension, type Tokens } from 'marked';
import { formulaHtml } from './katex';
import { sanitizeRichText } from './sanitize';

type MathToken = Tokens.Generic & { text: string; displayMode: boolean };

export interface RenderMarkdownOptions {
  /** A single line break is a `<br>` (text typed in a plain box, such as a student's answer); off for authored markdown. */
  breaks?: boolean;
}

/**
 * Markdown with TeX formulas (`$…$` or `\(…\)` inline, `$$…$$` or `\[…\]` display, the delimiters MathExcerpt knows) to safe HTML. Formulas are cut out
 * by a marked extension (so `_` and `*` inside them are not emphasis, and code spans keep their `$`),
 * the markdown HTML is sanitized with the shared rich-text allow-list, then KaTeX output (generated, with `trust: false`) is put back.
 * Until KaTeX has loaded (it starts loading here) a formula is its TeX as text; render again on `useKatexVersion()`.
 */
export const renderMarkdown = (source: string, options: RenderMarkdownOptions = {}): string => {
  const formulas: Array<{ tex: string; displayMode: boolean }> = [];
  // A fresh marker per render, so text in the markdown cannot address a formula slot.
  const marker = Math.random().toString(36).slice(2, 10);
  const slot = (tex: string, displayMode: boolean): string => {
    formulas.push({ tex, displayMode });
    return `<span data-math="${marker}-${formulas.length - 1}"></span>`;
  };

  const blockMath: TokenizerAndRendererExtension = {
    name: 'blockMath',
    level: 'block',
    start: (src) => src.match(/^ {0,3}(?:\$\$|\\\[)/m)?.index,
    tokenizer(src) {
      const match = /^ {0,3}(?:\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\])[ \t]*(?:\n+|$)/.exec(src);
      if (!match) return undefined;
      return { type: 'blockMath', raw: match[0], text: (match[1] ?? match[2] ?? '').trim(), displayMode: true } satisfies MathToken;
    },
    renderer: (token) => `<p>${slot((token as MathToken).text, true)}</p>\n`,
  };

  const inlineMath: TokenizerAndRendererExtension = {
    name: 'inlineMath',
    level: 'inline',
    start: (src) => {
      const index = src.search(/\$|\\[([]/);
      return index < 0 ? undefined : index;
    },
    tokenizer(src) {
      const display = /^\$\$((?:\\.|[^$])+?)\$\$/.exec(src);
      if (display) return { type: 'inlineMath', raw: display[0], text: (display[1] ?? '').trim(), displayMode: true } satisfies MathToken;
      // Pandoc's rule, so prices like "$5 and $10" stay text: no space inside the dollars, no digit after.
      const inline = /^\$(?!\s)((?:\\.|[^\\$\n])+?)(?<!\s)\$(?!\d)/.exec(src);
      if (inline) return { type: 'inlineMath', raw: inline[0], text: inline[1] ?? '', displayMode: false } satisfies MathToken;
      // LaTeX's own delimiters: \(…\) inline, \[…\] display (before marked reads `\(` as an escaped parenthesis).
      const paren = /^\\\(([\s\S]+?)\\\)/.exec(src);
      if (paren) return { type: 'inlineMath', raw: paren[0], text: (paren[1] ?? '').trim(), displayMode: false } satisfies MathToken;
      const bracket = /^\\\[([\s\S]+?)\\\]/.exec(src);
      if (bracket) return { type: 'inlineMath', raw: bracket[0], text: (bracket[1] ?? '').trim(), displayMode: true } satisfies MathToken;
      return undefined;
    },
    renderer: (token) => slot((token as MathToken).text, (token as MathToken).displayMode),
  };

  const marked = new Marked({ gfm: true, breaks: options.breaks ?? false, async: false, extensions: [blockMath, inlineMath] });
  const html = sanitizeRichText(marked.parse(source, { async: false }));
  return html.replace(new RegExp(`<span data-math="${marker}-(\\d+)"></span>`, 'g'), (_, index: string) => {
    const formula = formulas[Number(index)];
    return formula ? formulaHtml(formula.tex, formula.displayMode) : '';
  });
};
