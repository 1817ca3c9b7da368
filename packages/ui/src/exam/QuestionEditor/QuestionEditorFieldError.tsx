import { QuestionEditorError } from './QuestionEditor.styles';

/** Field path → element id (the ids of error texts that controls point at with aria-describedby). */
export const errorId = (idPrefix: string, path: string): string => `${idPrefix}-err-${path.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

/** The message under a field, when there is one. */
export function QuestionEditorFieldError({ idPrefix, path, errors }: { idPrefix: string; path: string; errors: Record<string, string> }) {
  const message = errors[path];
  return message ? <QuestionEditorError id={errorId(idPrefix, path)}>{message}</QuestionEditorError> : null;
}

/** aria attributes of a control whose error lives at `path`. */
export const invalidProps = (idPrefix: string, path: string, errors: Record<string, string>) =>
  errors[path] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(idPrefix, path) } : {};
