import {
  createContext,
  forwardRef,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { CodeEditorPlaceholder, CodeEditorRoot } from './CodeEditor.styles';
import { CodeEditorFallback } from './CodeEditorFallback';
import type { MonacoEditorHandle } from './CodeEditorMonaco';

// Monaco arrives in its own chunk (about 750 KiB gzipped with its CSS) the first time an editor needs it.
const loadMonaco = () => import('./CodeEditorMonaco');
const CodeEditorMonaco = lazy(loadMonaco);

/** Whether some editor of the page asked for Monaco (loading `edit`): from then on every editor near the viewport uses it. */
let monacoWanted = false;
const wantedListeners = new Set<() => void>();
const subscribeWanted = (listener: () => void) => {
  wantedListeners.add(listener);
  return () => void wantedListeners.delete(listener);
};
const isMonacoWanted = () => monacoWanted;

/**
 * Starts fetching (and evaluating) Monaco's chunk now, before any editor needs it: a page that will show code cells
 * calls it as it opens, so the download overlaps the page's own data requests. Safe to call more than once.
 */
export function preloadCodeEditor(): void {
  void loadMonaco().catch(() => undefined);
}

/** Loads Monaco and lets every editor waiting for an edit (loading `edit`) use it. */
function wantMonaco(): void {
  if (monacoWanted) return;
  monacoWanted = true;
  preloadCodeEditor();
  for (const listener of wantedListeners) listener();
}

/**
 * When editors create Monaco: `near` (the default) as soon as they near the viewport; `edit` once the reader starts
 * to edit one (its focus, by click or keyboard), until then a textarea in the editor's metrics that is already
 * editable. A page whose readers mostly read and run code (the case page) does not download the editor for them.
 */
export type CodeEditorLoading = 'near' | 'edit';
const LoadingContext = createContext<CodeEditorLoading>('near');

/** Sets when the editors inside create Monaco (see `CodeEditorLoading`). */
export function CodeEditorLoadingProvider({ loading, children }: { loading: CodeEditorLoading; children?: ReactNode }) {
  return <LoadingContext.Provider value={loading}>{children}</LoadingContext.Provider>;
}

/**
 * Focuses an editor that was created out of sight. Monaco's own focus() can be a no-op for an editor whose view has
 * not been painted yet; its input element (EditContext's div, or the textarea of older browsers) takes it then.
 */
function focusEditor(editor: MonacoEditorHandle): void {
  editor.focus();
  if (editor.hasTextFocus()) return;
  editor.getContainerDomNode().querySelector<HTMLElement>('.native-edit-context, textarea.inputarea, textarea')?.focus();
}

/**
 * Where Monaco waits, laid out but unseen and out of reach (the wrapper is `inert` meanwhile), while the textarea
 * under it still has the reader's keys. Not `visibility: hidden`: with reduced motion the theme's transitions keep an
 * element hidden until the next frame after that is lifted, and the editor could not take the focus in time.
 */
const HIDDEN: CSSProperties = { position: 'absolute', inset: '0 0 auto 0', opacity: 0, pointerEvents: 'none' };

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
 * A Python code editor: Monaco bundled locally and loaded on first use (see `CodeEditorLoading`), with an editable
 * textarea in its metrics until it exists. An editor that is not near the viewport
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

  const loading = useContext(LoadingContext);
  const wanted = useSyncExternalStore(subscribeWanted, isMonacoWanted, isMonacoWanted);
  const withMonaco = engine === 'monaco' && (loading === 'near' || wanted);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // Monaco is created beside the textarea and takes over only once it exists: what is typed meanwhile is kept.
  const [monacoReady, setMonacoReady] = useState(false);
  // The editor that took over, and whether it takes the reader's focus: applied as the textarea leaves the page.
  const handedOver = useRef<{ editor: MonacoEditorHandle; focus: boolean } | null>(null);

  const handOver = useCallback(
    (editor: MonacoEditorHandle) => {
      const textarea = textareaRef.current;
      const hadFocus = textarea !== null && document.activeElement === textarea;
      const model = textarea ? editor.getModel() : null;
      if (textarea && model) editor.setPosition(model.getPositionAt(textarea.selectionStart));
      // The reader was typing in the textarea, or tabbed into the placeholder: the editor keeps the focus.
      const active = document.activeElement;
      handedOver.current = { editor, focus: hadFocus || (focusOnMount && (active === null || active === document.body)) };
      setMonacoReady(true);
    },
    [focusOnMount],
  );
  // In the commit that removes the textarea, before the browser handles another key.
  useLayoutEffect(() => {
    if (!monacoReady || !handedOver.current) return;
    const { editor, focus } = handedOver.current;
    handedOver.current = null;
    if (focus) focusEditor(editor);
  }, [monacoReady]);

  const wantOnEdit = engine === 'monaco' && !withMonaco ? wantMonaco : undefined;
  const fallback = (
    <CodeEditorFallback
      ref={textareaRef}
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      label={label}
      placeholder={placeholder}
      autoFocus={focusOnMount}
      onFocus={wantOnEdit}
    />
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
          if (loading === 'edit') wantMonaco();
        }}
      >
        {value === '' ? placeholder : value}
      </CodeEditorPlaceholder>
    );
  } else {
    // One shape whether Monaco is wanted yet or not, so the textarea the reader is typing in is never replaced.
    body = (
      <>
        {!monacoReady && fallback}
        {withMonaco && (
          <Suspense fallback={null}>
            <div style={monacoReady ? undefined : HIDDEN} inert={!monacoReady}>
              <CodeEditorMonaco
                value={value}
                onChange={onChange}
                readOnly={readOnly}
                label={label}
                placeholder={placeholder}
                minLines={minLines}
                onReady={handOver}
              />
            </div>
          </Suspense>
        )}
      </>
    );
  }

  return (
    <CodeEditorRoot ref={rootRef} data-read-only={readOnly} data-engine={engine} onKeyDownCapture={handleKeyDownCapture}>
      {body}
    </CodeEditorRoot>
  );
});
