import Editor, { type OnMount } from '@monaco-editor/react';
import { useState } from 'react';
import './monacoSetup';

/** The editor CodeEditor hands over to: it moves the caret where the textarea had it, and the focus. */
export type MonacoEditorHandle = Parameters<OnMount>[0];

const LINE_HEIGHT = 20;
const PADDING = 8;

export interface CodeEditorMonacoProps {
  value: string;
  onChange?: (value: string) => void;
  readOnly: boolean;
  label: string;
  placeholder?: string;
  /** Height while empty, in lines. */
  minLines: number;
  /** Called once the editor exists (CodeEditor then shows it in place of its textarea). */
  onReady?: (editor: MonacoEditorHandle) => void;
}

// The code font comes from the theme's CSS variable; Monaco needs it as a concrete string.
const codeFont = (): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  const value = getComputedStyle(document.documentElement).getPropertyValue('--ui-font-family-code').trim();
  return value === '' ? undefined : value;
};

/** The Monaco half of CodeEditor, loaded lazily (its chunk carries Monaco). */
export default function CodeEditorMonaco({ value, onChange, readOnly, label, placeholder, minLines, onReady }: CodeEditorMonacoProps) {
  const minHeight = minLines * LINE_HEIGHT + 2 * PADDING;
  // Monaco needs a height; a notebook cell grows with its content, so follow the content height.
  const [height, setHeight] = useState(() => Math.max(minHeight, value.split('\n').length * LINE_HEIGHT + 2 * PADDING));

  const handleMount: OnMount = (editor) => {
    const fit = (): void => setHeight(Math.max(minHeight, editor.getContentHeight()));
    editor.onDidContentSizeChange(fit);
    fit();
    onReady?.(editor);
  };

  return (
    <Editor
      aria-label={label}
      value={value}
      language="python"
      theme="vs"
      height={height}
      // CodeEditor's textarea stays in view until onReady: nothing to show here meanwhile.
      loading={null}
      onChange={(next) => onChange?.(next ?? '')}
      onMount={handleMount}
      options={{
        ariaLabel: label,
        readOnly,
        domReadOnly: readOnly,
        placeholder,
        fontFamily: codeFont(),
        fontSize: 13,
        lineHeight: LINE_HEIGHT,
        padding: { top: PADDING, bottom: PADDING },
        minimap: { enabled: false },
        lineNumbersMinChars: 3,
        glyphMargin: false,
        folding: false,
        scrollBeyondLastLine: false,
        overviewRulerLanes: 0,
        hideCursorInOverviewRuler: true,
        renderLineHighlight: readOnly ? 'none' : 'line',
        renderLineHighlightOnlyWhenFocus: true,
        wordWrap: 'on',
        tabSize: 4,
        insertSpaces: true,
        automaticLayout: true,
        fixedOverflowWidgets: true,
        contextmenu: false,
        // The page scrolls, not the cell: wheel events pass through when the editor cannot scroll.
        scrollbar: { vertical: 'hidden', horizontal: 'auto', alwaysConsumeMouseWheel: false, useShadows: false },
      }}
    />
  );
}
