import { forwardRef, lazy, Suspense, useCallback, type KeyboardEvent } from 'react';
import { CodeEditorRoot } from './CodeEditor.styles';
import { CodeEditorFallback } from './CodeEditorFallback';

// Monaco (~300 kB gzipped) arrives in its own chunk the first time an editor renders.
const CodeEditorMonaco = lazy(() => import('./CodeEditorMonaco'));

export interface CodeEditorProps {
  /** The code (controlled). */
  value: string;
  /** Called with the new code on every edit. */
  onChange?: (value: string) => void;
  /** No edits: the code can be read, selected and copied. */
  readOnly?: boolean;
  /** Called on Shift+Enter (the notebook's "run this cell"); the key press inserts no newline. */
  onShiftEnter?: () => void;
  /** Accessible name of the editor. */
  label?: string;
  /** Shown while the editor is empty. */
  placeholder?: string;
  /** Height while empty, in lines. */
  minLines?: number;
  /** `monaco` (lazy-loaded, with a textarea while it loads) or `plain` (the textarea only: tests, very long lists). */
  engine?: 'monaco' | 'plain';
}

/** A Python code editor: Monaco bundled locally and loaded on first use. */
export const CodeEditor = forwardRef<HTMLDivElement, CodeEditorProps>(function CodeEditor(
  { value, onChange, readOnly = false, onShiftEnter, label = '代码编辑器', placeholder, minLines = 1, engine = 'monaco' },
  ref,
) {
  // Capture phase, so the key is ours before Monaco (or the textarea) turns it into a newline.
  const handleKeyDownCapture = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (!onShiftEnter || event.key !== 'Enter' || !event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
      if (event.nativeEvent.isComposing) return;
      event.preventDefault();
      event.stopPropagation();
      onShiftEnter();
    },
    [onShiftEnter],
  );

  const fallback = <CodeEditorFallback value={value} onChange={onChange} readOnly={readOnly} label={label} placeholder={placeholder} />;

  return (
    <CodeEditorRoot ref={ref} data-read-only={readOnly} data-engine={engine} onKeyDownCapture={handleKeyDownCapture}>
      {engine === 'plain' ? (
        fallback
      ) : (
        <Suspense fallback={fallback}>
          <CodeEditorMonaco value={value} onChange={onChange} readOnly={readOnly} label={label} placeholder={placeholder} minLines={minLines} />
        </Suspense>
      )}
    </CodeEditorRoot>
  );
});
