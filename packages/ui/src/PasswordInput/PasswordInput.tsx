import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { useFormFieldControl } from '../FormField/FormFieldContext';
import { PasswordInputField, PasswordInputRoot, PasswordInputToggle } from './PasswordInput.styles';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  /** Control height. */
  size?: 'medium' | 'large';
  /** Label of the toggle while the password is hidden. */
  showLabel?: string;
  /** Label of the toggle while the password is shown. */
  hideLabel?: string;
}

/** A password input with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { size = 'medium', showLabel = '显示', hideLabel = '隐藏', autoComplete = 'current-password', ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const wired = useFormFieldControl(rest);
  return (
    <PasswordInputRoot data-visible={visible || undefined}>
      <PasswordInputField ref={ref} type={visible ? 'text' : 'password'} data-size={size} autoComplete={autoComplete} {...wired} />
      <PasswordInputToggle
        type="button"
        aria-pressed={visible}
        aria-controls={wired.id}
        disabled={rest.disabled}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? hideLabel : showLabel}
      </PasswordInputToggle>
    </PasswordInputRoot>
  );
});
