import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useFormFieldControl } from '../FormField/FormFieldContext';
import { SelectRoot } from './Select.styles';

export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Visible text. */
  label: string;
  /** Not selectable. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'multiple'> {
  /** The choices. */
  options: readonly SelectOption[];
  /** A first, empty choice (value `''`) such as "请选择". */
  placeholder?: string;
  /** Control height: 24 / 32 / 40 px. */
  size?: 'small' | 'medium' | 'large';
}

/** A native select, styled: keyboard and screen-reader behaviour come from the browser. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ options, placeholder, size = 'medium', ...rest }, ref) {
  const wired = useFormFieldControl(rest);
  return (
    <SelectRoot ref={ref} data-size={size} {...wired}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </SelectRoot>
  );
});
