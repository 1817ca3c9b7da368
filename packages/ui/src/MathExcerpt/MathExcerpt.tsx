import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { loadKatex, loadedKatex, useKatexVersion } from '../notebookOutput/katex';
import { mathExcerptParts, mathExcerptText } from './mathExcerptParts';

export interface MathExcerptProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Markdown with TeX formulas (a question's stem, a chapter's summary). */
  source: string;
  /** Visible characters at most (a formula counts its TeX length). */
  max?: number;
}

const Root = styled.span`
  overflow-wrap: anywhere;

  .katex { font-size: 1.05em; }
`;

/** KaTeX's HTML of a formula, or undefined while KaTeX loads (it loads on first need; the TeX shows meanwhile). */
const renderTex = (tex: string): string | undefined => {
  const katex = loadedKatex();
  if (!katex) {
    void loadKatex().catch(() => undefined);
    return undefined;
  }
  return katex.renderToString(tex, { displayMode: false, throwOnError: false, trust: false, strict: 'ignore', output: 'html' });
};

/**
 * One line of a text with its formulas rendered (KaTeX, inline, its stylesheet included; it loads on first need): for lists, tables and
 * editors that show a stem's beginning; each formula is a `math` element named by its TeX. The title holds the
 * longer plain text. KaTeX's output is generated from
 * the TeX with `trust: false` (no links, no HTML), and text parts are React text: nothing from the source is HTML.
 */
function MathPart({ tex }: { tex: string }) {
  const html = renderTex(tex);
  return html === undefined ? (
    <span role="math" aria-label={tex} className="math-pending">
      {tex}
    </span>
  ) : (
    <span role="math" aria-label={tex} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

export const MathExcerpt = forwardRef<HTMLSpanElement, MathExcerptProps>(function MathExcerpt({ source, max = 80, title, ...rest }, ref) {
  const parts = useMemo(() => mathExcerptParts(source, max), [source, max]);
  // Rendered again when KaTeX arrives.
  useKatexVersion();
  return (
    <Root ref={ref} title={title ?? mathExcerptText(source, 500)} {...rest}>
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          // KaTeX's HTML is hidden from assistive technology; the formula is named by its TeX.
          <MathPart key={index} tex={part.tex} />
        ),
      )}
    </Root>
  );
});
