import { forwardRef, useMemo, type ReactNode } from 'react';
import { Button } from '../Button';
import { renderMarkdown, useKatexVersion } from '../notebookOutput';
import {
  NotebookMarkdownBody,
  NotebookMarkdownCellRoot,
  NotebookMarkdownEditor,
  NotebookMarkdownEmpty,
  NotebookMarkdownPreview,
  NotebookMarkdownToolbar,
} from './Notebook.styles';

export interface NotebookMarkdownCellProps {
  /** Markdown with `$…$` and `$$…$$` formulas. */
  source: string;
  /** Called with the new text on every edit. */
  onSourceChange?: (source: string) => void;
  /** `edit` shows the source, `preview` the rendering. */
  mode: 'edit' | 'preview';
  /** Called when the student toggles edit/preview; without it the cell is preview only. */
  onModeChange?: (mode: 'edit' | 'preview') => void;
  /** Extra actions (move, delete). */
  actions?: ReactNode;
  /** Visible strings. */
  labels: { cell: string; editor: string; edit: string; preview: string; empty: string };
}

/** A text cell: markdown and KaTeX formulas, sanitized, with an edit/preview toggle. */
export const NotebookMarkdownCell = forwardRef<HTMLDivElement, NotebookMarkdownCellProps>(function NotebookMarkdownCell(
  { source, onSourceChange, mode, onModeChange, actions, labels },
  ref,
) {
  // A dependency below: KaTeX loads on first need, and its arrival renders the formulas.
  const katexVersion = useKatexVersion();
  const html = useMemo(() => (mode === 'preview' ? renderMarkdown(source) : ''), [mode, source, katexVersion]);
  const editing = mode === 'edit' && onModeChange !== undefined;

  return (
    <NotebookMarkdownCellRoot ref={ref} role="group" aria-label={labels.cell} data-mode={editing ? 'edit' : 'preview'}>
      <NotebookMarkdownBody>
        {(onModeChange || actions) && (
          <NotebookMarkdownToolbar>
            {onModeChange && (
              <Button size="small" onClick={() => onModeChange(editing ? 'preview' : 'edit')}>
                {editing ? labels.preview : labels.edit}
              </Button>
            )}
            {actions}
          </NotebookMarkdownToolbar>
        )}
        {editing ? (
          <NotebookMarkdownEditor
            aria-label={labels.editor}
            value={source}
            rows={Math.max(3, source.split('\n').length)}
            onChange={(event) => onSourceChange?.(event.target.value)}
          />
        ) : source.trim() === '' ? (
          <NotebookMarkdownEmpty>{labels.empty}</NotebookMarkdownEmpty>
        ) : (
          <NotebookMarkdownPreview dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </NotebookMarkdownBody>
    </NotebookMarkdownCellRoot>
  );
});
