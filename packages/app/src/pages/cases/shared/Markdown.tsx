import { useMemo } from 'react';
import styled from 'styled-components';
import { renderMarkdown, useKatexVersion } from '@finedu/ui/notebook';

const Prose = styled.div`
  line-height: var(--ui-line-height);
  overflow-wrap: anywhere;
  h1,
  h2,
  h3 {
    margin: var(--ui-space-4) 0 var(--ui-space-2);
  }
  code {
    font-family: var(--ui-font-family-code, monospace);
  }
  table {
    border-collapse: collapse;
  }
  td,
  th {
    border: 1px solid var(--ui-color-border);
    padding: var(--ui-space-1) var(--ui-space-2);
  }
`;

/** Case theory: markdown with formulas, rendered and sanitized by the ui's `renderMarkdown`. */
export function Markdown({ source, label }: { source: string; label?: string }) {
  // A dependency below: KaTeX loads on first need, and its arrival renders the formulas.
  const katexVersion = useKatexVersion();
  const html = useMemo(() => renderMarkdown(source), [source, katexVersion]);
  // renderMarkdown sanitizes (DOMPurify) after KaTeX; nothing here can run script.
  return <Prose aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />;
}
