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
}

/** A plain textarea with the editor's metrics: shown while Monaco loads (and where it cannot). */
export const CodeEditorFallback = forwardRef<HTMLTextAreaElement, CodeEditorFallbackProps>(function CodeEditorFallback(
  { value, onChange, readOnly = false, label, placeholder },
  ref,
) {
  return (
    <CodeEditorFallbackInput
      ref={ref}
      aria-label={label}
      value={value}
      readOnly={readOnly}
      placeholder={placeholder}
      rows={Math.max(1, value.split('\n').length)}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
});
