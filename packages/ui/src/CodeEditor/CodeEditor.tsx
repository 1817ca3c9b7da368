import { forwardRef, lazy, Suspense, useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { CodeEditorPlaceholder, CodeEditorRoot } from './CodeEditor.styles';
import { CodeEditorFallback } from './CodeEditorFallback';

// Monaco arrives in its own chunk (about 750 KiB gzipped with its CSS) the first time an editor renders.
const loadMonaco = () => import('./CodeEditorMonaco');
const CodeEditorMonaco = lazy(loadMonaco);

/**
 * Starts fetching (and evaluating) Monaco's chunk now, before any editor renders: a page that will show code cells
 * calls it as it opens, so the download overlaps the page's own data requests. Safe to call more than once.
 */
export function preloadCodeEditor(): void {
  void loadMonaco().catch(() => undefined);
}

/**
 * How far outside the viewport an editor is created ahead of scrolling (CSS margin of the IntersectionObserver):
 * about a screen, so a student scrolling at reading speed meets editors, not placeholders.
 */
export const CODE_EDITOR_MOUNT_MARGIN = '800px 0px';

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

/** Whether the browser can tell when an element nears the viewport (jsdom and old browsers cannot: editors mount at once). */
const canObserve = (): boolean => typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';

/**
 * A Python code editor: Monaco bundled locally and loaded on first use. An editor that is not near the viewport
 * is not created: a static `<pre>` of the code in the editor's metrics stands in (so nothing jumps) until it is
 * scrolled near, or focused with the keyboard (then the editor takes the focus over).
 */
export const CodeEditor = forwardRef<HTMLDivElement, CodeEditorProps>(function CodeEditor(
  { value, onChange, readOnly = false, onShiftEnter, label = '代码编辑器', placeholder, minLines = 1, engine = 'monaco' },
  ref,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => rootRef.current as HTMLDivElement, []);
  const [near, setNear] = useState(() => engine !== 'monaco' || !canObserve());
  // Set when the placeholder had the keyboard focus: the editor that replaces it takes the focus.
  const [focusOnMount, setFocusOnMount] = useState(false);

  useEffect(() => {
    if (near || !canObserve()) return undefined;
    const root = rootRef.current;
    if (!root) return undefined;
    const observer = new window.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: CODE_EDITOR_MOUNT_MARGIN },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [near]);

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

  const fallback = (
    <CodeEditorFallback value={value} onChange={onChange} readOnly={readOnly} label={label} placeholder={placeholder} autoFocus={focusOnMount} />
  );

  let body;
  if (engine === 'plain') {
    body = fallback;
  } else if (!near) {
    body = (
      <CodeEditorPlaceholder
        role="textbox"
        aria-label={label}
        aria-multiline="true"
        aria-readonly={readOnly || undefined}
        aria-placeholder={value === '' ? placeholder : undefined}
        tabIndex={0}
        data-placeholder=""
        style={{ minHeight: `${minLines * 20 + 16}px` }}
        onFocus={() => {
          setFocusOnMount(true);
          setNear(true);
        }}
      >
        {value === '' ? placeholder : value}
      </CodeEditorPlaceholder>
    );
  } else {
    body = (
      <Suspense fallback={fallback}>
        <CodeEditorMonaco
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          label={label}
          placeholder={placeholder}
          minLines={minLines}
          autoFocus={focusOnMount}
        />
      </Suspense>
    );
  }

  return (
    <CodeEditorRoot ref={rootRef} data-read-only={readOnly} data-engine={engine} onKeyDownCapture={handleKeyDownCapture}>
      {body}
    </CodeEditorRoot>
  );
});
