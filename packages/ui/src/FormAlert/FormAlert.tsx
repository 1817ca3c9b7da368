import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { FormAlertRoot } from './FormAlert.styles';

export interface FormAlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The refusal to show (e.g. the server's message); nothing is rendered when it is empty. */
  children?: ReactNode;
}

/** A form-level error above the buttons (`role="alert"`): what the server refused, while the fields keep what was typed. */
export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert({ children, ...rest }, ref) {
  if (children === undefined || children === null || children === '' || children === false) return null;
  return (
    <FormAlertRoot ref={ref} role="alert" {...rest}>
      {children}
    </FormAlertRoot>
  );
});
