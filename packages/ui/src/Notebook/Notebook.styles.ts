import styled from 'styled-components';

export const NotebookRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  min-width: 0;
`;

export const NotebookToolbarRoot = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
`;

export const NotebookToolbarSpacer = styled.span`
  flex: 1;
`;

export const NotebookCellList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NotebookConnectionRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
`;

export const NotebookConnectionDot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: var(--ui-radius-full);
  background: var(--ui-color-text-disabled);

  [data-status='ready'] > & { background: var(--ui-color-success); }
  [data-status='connecting'] > &, [data-status='reconnecting'] > & {
    background: var(--ui-color-warning);
    animation: notebook-connection-pulse 1.2s ease-in-out infinite;
  }
  [data-status='closed'] > & { background: var(--ui-color-danger); }

  @keyframes notebook-connection-pulse {
    50% { opacity: 0.35; }
  }
`;

export const NotebookMarkdownCellRoot = styled.div`
  padding: var(--ui-space-3) var(--ui-space-3) var(--ui-space-3) 64px;
  border: 1px solid transparent;
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);

  &:focus-within { border-color: var(--ui-color-border); }
`;

export const NotebookMarkdownBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  min-width: 0;
`;

export const NotebookMarkdownToolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: var(--ui-space-2);
`;

export const NotebookMarkdownEditor = styled.textarea`
  width: 100%;
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 1px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-family-code);
  font-size: 13px;
  line-height: 20px;
  resize: vertical;

  &:focus { border-color: var(--ui-color-primary); outline: none; box-shadow: 0 0 0 1px var(--ui-color-primary); }
`;

export const NotebookMarkdownEmpty = styled.p`
  margin: 0;
  color: var(--ui-color-text-placeholder);
`;

export const NotebookMarkdownPreview = styled.div`
  color: var(--ui-color-text);
  line-height: var(--ui-line-height);
  overflow-x: auto;

  & > :first-child { margin-top: 0; }
  & > :last-child { margin-bottom: 0; }
  h1 { font-size: var(--ui-font-size-h2); }
  h2 { font-size: var(--ui-font-size-h3); }
  h3, h4 { font-size: var(--ui-font-size-h4); }
  h1, h2, h3, h4 { margin: var(--ui-space-4) 0 var(--ui-space-2); font-weight: var(--ui-font-weight-bold); }
  p, ul, ol, table, blockquote { margin: 0 0 var(--ui-space-3); }
  code { font-family: var(--ui-font-family-code); font-size: 0.92em; padding: 0 var(--ui-space-1); border-radius: var(--ui-radius-sm); background: var(--ui-color-surface-hover); }
  pre { padding: var(--ui-space-3); border-radius: var(--ui-radius-md); background: var(--ui-color-surface-muted); overflow-x: auto; }
  pre code { padding: 0; background: none; }
  blockquote { padding-left: var(--ui-space-3); border-left: 3px solid var(--ui-color-border-strong); color: var(--ui-color-text-secondary); }
  table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
  th, td { padding: var(--ui-space-1) var(--ui-space-3); border-bottom: 1px solid var(--ui-color-border); }
  a { color: var(--ui-color-primary); }
  .katex-display { margin: var(--ui-space-3) 0; overflow-x: auto; overflow-y: hidden; }
`;
