import styled from 'styled-components';

/** Rendered question markdown (stems, options, analyses, case material): formulas, tables, images. */
export const ExamMarkdownBody = styled.div`
  color: var(--ui-color-text);
  line-height: var(--ui-line-height);
  overflow-wrap: anywhere;
  min-width: 0;

  &[data-inline='true'] { display: inline; }
  &[data-inline='true'] > p { display: inline; }
  & > :first-child { margin-top: 0; }
  & > :last-child { margin-bottom: 0; }
  h1 { font-size: var(--ui-font-size-h3); }
  h2, h3, h4 { font-size: var(--ui-font-size-h4); }
  h1, h2, h3, h4 { margin: var(--ui-space-3) 0 var(--ui-space-2); font-weight: var(--ui-font-weight-bold); }
  p, ul, ol, table, blockquote, pre { margin: 0 0 var(--ui-space-2); }
  img { max-width: 100%; height: auto; }
  code { font-family: var(--ui-font-family-code); font-size: 0.92em; padding: 0 var(--ui-space-1); border-radius: var(--ui-radius-sm); background: var(--ui-color-surface-hover); }
  pre { padding: var(--ui-space-3); border-radius: var(--ui-radius-md); background: var(--ui-color-surface-muted); overflow-x: auto; }
  pre code { padding: 0; background: none; }
  blockquote { padding-left: var(--ui-space-3); border-left: 3px solid var(--ui-color-border-strong); color: var(--ui-color-text-secondary); }
  table { border-collapse: collapse; font-variant-numeric: tabular-nums; display: block; overflow-x: auto; }
  /* A cell keeps its numbers whole (-1000, never -100 / 0 on two lines): a table wider than the screen scrolls in its
     own box instead. Chinese text still wraps between characters. */
  th, td { padding: var(--ui-space-1) var(--ui-space-3); border: 1px solid var(--ui-color-border); overflow-wrap: normal; }
  a { color: var(--ui-color-primary); }
  .katex-display { margin: var(--ui-space-2) 0; overflow-x: auto; overflow-y: hidden; }
  [data-blank-slot] { display: inline-block; vertical-align: baseline; margin: 0 var(--ui-space-1); }
`;
