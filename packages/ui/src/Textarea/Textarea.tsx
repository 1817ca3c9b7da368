import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { useFormFieldControl } from '../FormField/FormFieldContext';
import { TextareaRoot } from './Textarea.styles';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Whether the user may drag the height. */
  resize?: 'vertical' | 'none';
}

/** A multi-line text input. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea({ resize = 'vertical', rows = 4, ...rest }, ref) {
  const wired = useFormFieldControl(rest);
  return <TextareaRoot ref={ref} rows={rows} data-resize={resize} {...wired} />;
});
