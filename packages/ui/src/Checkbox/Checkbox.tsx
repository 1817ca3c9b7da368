import { forwardRef, useEffect, useImperativeHandle, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormFieldControl } from '../FormField/FormFieldContext';
import { CheckboxInput, CheckboxRoot } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Text beside the box; it is the box's label. Omit it only when `aria-label` names the box. */
  children?: ReactNode;
  /** The mixed state of a "select all" box when only some rows are selected. */
  indeterminate?: boolean;
}

/** A native checkbox with its label. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ children, indeterminate = false, ...rest }, ref) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const wired = useFormFieldControl(rest);
  return (
    <CheckboxRoot data-disabled={rest.disabled || undefined}>
      <CheckboxInput ref={inputRef} type="checkbox" data-indeterminate={indeterminate || undefined} {...wired} />
      {children}
    </CheckboxRoot>
  );
});
