import { useMemo } from 'react';
import styled from 'styled-components';
import { renderMarkdown, useKatexVersion } from '@finedu/ui/notebook';

const ProseRoot = styled.div`
  line-height: 1.8;
  overflow-wrap: anywhere;
  h1, h2, h3 { margin: var(--ui-space-5) 0 var(--ui-space-2); line-height: 1.4; }
  h1:first-child, h2:first-child { margin-top: 0; }
  img { max-width: 100%; height: auto; }
  pre { overflow-x: auto; padding: var(--ui-space-3); background: var(--ui-color-surface-muted); border-radius: var(--ui-radius-md); }
  code { font-family: var(--ui-font-family-code); }
  table { border-collapse: collapse; }
  td, th { border: 1px solid var(--ui-color-border); padding: var(--ui-space-1) var(--ui-space-2); }
  blockquote { margin: 0; padding-left: var(--ui-space-4); border-left: 3px solid var(--ui-color-border-strong); color: var(--ui-color-text-secondary); }
`;

/**
 * Chapter content (and any other text with formulas): markdown rendered and sanitized by the ui's `renderMarkdown`, with
 * KaTeX's stylesheet. `breaks` keeps single line breaks, for text typed in a plain box (a student's answer).
 */
export function Prose({ source, label, breaks = false }: { source: string; label?: string; breaks?: boolean }) {
  // A dependency below: KaTeX loads on first need, and its arrival renders the formulas.
  const katexVersion = useKatexVersion();
  const html = useMemo(() => renderMarkdown(source, { breaks }), [source, breaks, katexVersion]);
  // renderMarkdown sanitizes (DOMPurify) after KaTeX; nothing here can run script.
  return <ProseRoot aria-label={label} data-testid="chapter-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
