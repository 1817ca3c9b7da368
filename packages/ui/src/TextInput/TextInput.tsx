import { forwardRef, type InputHTMLAttributes } from 'react';
import { useFormFieldControl } from '../FormField/FormFieldContext';
import { TextInputRoot } from './TextInput.styles';

export type TextInputSize = 'small' | 'medium' | 'large';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Control height: 24 / 32 / 40 px. */
  size?: TextInputSize;
  /**
   * Input type; text-like types and the browser's date pickers (`date` gives `YYYY-MM-DD`, `datetime-local`
   * `YYYY-MM-DDTHH:mm`). Use Checkbox for checkboxes.
   */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'password' | 'date' | 'datetime-local' | 'time';
}

/** A single-line text input. Inside a FormField it gets its id, aria-describedby and aria-invalid. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput({ size = 'medium', type = 'text', ...rest }, ref) {
  const wired = useFormFieldControl(rest);
  return <TextInputRoot ref={ref} type={type} data-size={size} {...wired} />;
});
