import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { renderMarkdown, useKatexVersion } from '../../notebookOutput';
import { markBlankSlots } from './examText';
import { ExamMarkdownBody } from './ExamMarkdown.styles';

export interface ExamMarkdownProps {
  /** Markdown with `$…$` / `$$…$$` formulas and images; rendered sanitized. */
  source: string;
  /** One node per blank, put where the stem marks it (`___` or `{{n}}`). */
  slots?: readonly ReactNode[];
  /** Renders the slots whose blank the stem does not mark (listed under the stem). */
  renderUnplaced?: (slots: Array<{ index: number; node: ReactNode }>) => ReactNode;
  /** Flow inside a line (options). */
  inline?: boolean;
  /** Id of the rendered element (for aria-labelledby). */
  id?: string;
  className?: string;
}

/**
 * Question markdown, rendered once per source. Blanks are empty marked spans in the sanitized HTML; their inputs are
 * React portals into those spans, so typing never re-renders the markdown.
 */
export function ExamMarkdown({ source, slots, renderUnplaced, inline = false, id, className }: ExamMarkdownProps) {
  const marker = useId().replace(/[^a-zA-Z0-9]/g, '');
  const withSlots = slots !== undefined;
  // A dependency below: KaTeX loads on first need, and its arrival renders the formulas.
  const katexVersion = useKatexVersion();
  const html = useMemo(() => {
    const rendered = renderMarkdown(withSlots ? markBlankSlots(source, marker) : source);
    // Inside a <label> only phrasing content is allowed: a one-paragraph text loses its <p>.
    const single = inline ? /^<p>([\s\S]*)<\/p>\s*$/.exec(rendered) : null;
    return single && !single[1]?.includes('<p>') ? (single[1] ?? '') : rendered;
  }, [source, marker, withSlots, inline, katexVersion]);
  const ref = useRef<HTMLDivElement>(null);
  const [targets, setTargets] = useState<Array<HTMLElement | undefined>>([]);

  useLayoutEffect(() => {
    const root = ref.current;
    if (!withSlots || !root) {
      setTargets([]);
      return;
    }
    const found: Array<HTMLElement | undefined> = [];
    root.querySelectorAll<HTMLElement>('[data-blank-slot]').forEach((element) => {
      const match = new RegExp(`^${marker}-(\\d+)$`).exec(element.dataset.blankSlot ?? '');
      // The first marker of a blank wins; a repeated {{n}} stays empty.
      if (match && found[Number(match[1])] === undefined) found[Number(match[1])] = element;
    });
    setTargets(found);
  }, [html, marker, withSlots]);

  // A display formula wider than its column scrolls sideways: the keyboard must reach it too (WCAG 2.1.1, axe's
  // scrollable-region-focusable), so one that overflows takes the focus; one that fits stays out of the tab order.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const mark = () =>
      root.querySelectorAll<HTMLElement>('.katex-display').forEach((display) => {
        if (display.scrollWidth > display.clientWidth) display.tabIndex = 0;
        else display.removeAttribute('tabindex');
      });
    mark();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(mark);
    observer.observe(root);
    return () => observer.disconnect();
  }, [html]);

  const unplaced = (slots ?? []).flatMap((node, index) => (targets[index] === undefined ? [{ index, node }] : []));

  return (
    <>
      <ExamMarkdownBody
        ref={ref}
        as={inline ? 'span' : 'div'}
        id={id}
        className={className}
        data-inline={inline || undefined}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {slots?.map((slot, index) => {
        const target = targets[index];
        return target ? createPortal(slot, target, `slot-${index}`) : null;
      })}
      {unplaced.length > 0 && renderUnplaced?.(unplaced)}
    </>
  );
}
