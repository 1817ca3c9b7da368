import styled from 'styled-components';

export const CodeEditorRoot = styled.div`
  position: relative;
  min-width: 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  overflow: hidden;

  &:focus-within {
    border-color: var(--ui-color-primary);
    box-shadow: 0 0 0 1px var(--ui-color-primary);
  }

  &[data-read-only='true'] { background: var(--ui-color-surface-muted); }
  /* Monaco draws the placeholder of an empty editor in its theme's pale grey (about 2.7:1 on white): the secondary text
     colour keeps it readable (WCAG AA 4.5:1, axe's color-contrast). */
  .monaco-editor .editorPlaceholder { color: var(--ui-color-text-secondary); }
  &[data-read-only='true']:focus-within { border-color: var(--ui-color-border-strong); box-shadow: none; }
`;

/** Stands in for Monaco while its chunk loads: same font and metrics, already editable. */
export const CodeEditorFallbackInput = styled.textarea`
  display: block;
  width: 100%;
  margin: 0;
  /* Line numbers column of Monaco, so the text does not jump when the editor arrives. */
  padding: var(--ui-space-2) var(--ui-space-2) var(--ui-space-2) 48px;
  border: 0;
  outline: none;
  resize: none;
  background: transparent;
  color: var(--ui-color-text);
  font-family: var(--ui-font-family-code);
  font-size: 13px;
  line-height: 20px;
  white-space: pre;
  overflow-x: auto;
  tab-size: 4;

  &:read-only {
    color: var(--ui-color-text-secondary);
    /*
     * Code that is only read (a paper's preview and print, a review without the editor) is shown whole: long lines wrap
     * as Monaco's wordWrap does, and the box grows with its wrapped lines where the browser sizes fields to their
     * content (elsewhere the rows of its lines, and a scroll bar).
     */
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    overflow-x: hidden;
    field-sizing: content;
  }
`;

/**
 * Stands in for an editor that is not near the viewport yet: the code as static text in Monaco's metrics (13/20 px,
 * 8 px padding, the line-number column, wrapped like `wordWrap: 'on'`), so the cell keeps its height when the
 * editor arrives. Focusable: Tab reaches it and the editor is created and focused in its place.
 */
export const CodeEditorPlaceholder = styled.pre`
  display: block;
  box-sizing: border-box;
  width: 100%;
  margin: 0;
  padding: var(--ui-space-2) var(--ui-space-2) var(--ui-space-2) 48px;
  outline: none;
  color: var(--ui-color-text);
  font-family: var(--ui-font-family-code);
  font-size: 13px;
  line-height: 20px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  tab-size: 4;
  cursor: text;

  &[aria-placeholder] { color: var(--ui-color-text-secondary); }
`;
