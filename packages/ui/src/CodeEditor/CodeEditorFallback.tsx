import { forwardRef } from 'react';
import { CodeEditorFallbackInput } from './CodeEditor.styles';

export interface CodeEditorFallbackProps {
  /** The code. */
  value: string;
  /** Called with the new code on every edit. */
  onChange?: (value: string) => void;
  /** No edits. */
  readOnly?: boolean;
  /** Accessible name of the editor. */
  label: string;
  /** Shown when empty. */
  placeholder?: string;
  /** Takes the keyboard focus when it appears (it replaced a focused placeholder). */
  autoFocus?: boolean;
  /** The reader starts to edit (CodeEditor's loading `edit` creates Monaco then). */
  onFocus?: () => void;
}

/** A plain textarea with the editor's metrics: shown until Monaco takes over (and where it cannot). */
export const CodeEditorFallback = forwardRef<HTMLTextAreaElement, CodeEditorFallbackProps>(function CodeEditorFallback(
  { value, onChange, readOnly = false, label, placeholder, autoFocus = false, onFocus },
  ref,
) {
  return (
    <CodeEditorFallbackInput
      ref={ref}
      aria-label={label}
      value={value}
      readOnly={readOnly}
      placeholder={placeholder}
      // Only when the student moved the focus here with the keyboard (a placeholder it replaces had it).
      autoFocus={autoFocus}
      rows={Math.max(1, value.split('\n').length)}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      onChange={(event) => onChange?.(event.target.value)}
      onFocus={onFocus}
    />
  );
});
