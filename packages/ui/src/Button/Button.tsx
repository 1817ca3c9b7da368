import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { ButtonIcon, ButtonLabel, ButtonRoot, ButtonSpinner } from './Button.styles';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: one `primary` per view; `danger` for destructive actions; `link` for inline actions. */
  variant?: ButtonVariant;
  /** Control height: 24 / 32 / 40 px. */
  size?: ButtonSize;
  /** While true the button shows a spinner, is disabled and is `aria-busy` (e.g. a form that is sending). */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Stretch to the container's width. */
  block?: boolean;
  /** `button` by default so a button inside a form never submits by accident. */
  type?: 'button' | 'submit' | 'reset';
}

/** The action button. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'medium', loading = false, icon, block = false, type = 'button', disabled, children, ...rest },
  ref,
) {
  return (
    <ButtonRoot
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-block={block || undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <ButtonSpinner aria-hidden="true" /> : icon ? <ButtonIcon aria-hidden="true">{icon}</ButtonIcon> : null}
      {children !== undefined && children !== null && children !== false && <ButtonLabel>{children}</ButtonLabel>}
    </ButtonRoot>
  );
});
