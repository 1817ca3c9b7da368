import { forwardRef, useId, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { FormFieldContext, type FormFieldContextValue } from './FormFieldContext';
import { FormFieldControl, FormFieldError, FormFieldHelp, FormFieldLabel, FormFieldLabelCell, FormFieldRequiredMark, FormFieldRoot } from './FormField.styles';

export type FormFieldLayout = 'horizontal' | 'vertical';

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The field's label, without a colon (the colon comes from `labelSuffix`). */
  label: ReactNode;
  /** Appended to the label: the full-width colon of zh-CN by default; pass `':'` or `''` for en-US. */
  labelSuffix?: string;
  /** Shows the required mark (`*`) and marks the control `required`. */
  required?: boolean;
  /** A hint under the control. */
  help?: ReactNode;
  /** The validation message under the control; when set the control is `aria-invalid`. */
  error?: ReactNode;
  /** Label on the left (admin forms) or above (narrow forms such as login). */
  layout?: FormFieldLayout;
  /** Id of the control; generated when omitted. */
  htmlFor?: string;
  /** One control (TextInput, Select, Textarea…); it receives id and aria attributes automatically. */
  children: ReactNode;
}

/** A labelled form row: label (with colon and required mark), control, help, and error under it. */
export const FormField = forwardRef<HTMLDivElement, FormFieldProps>(function FormField(
  { label, labelSuffix = '：', required = false, help, error, layout = 'horizontal', htmlFor, children, ...rest },
  ref,
) {
  const generatedId = useId();
  const controlId = htmlFor ?? `${generatedId}-control`;
  const helpId = `${generatedId}-help`;
  const errorId = `${generatedId}-error`;
  const hasHelp = help !== undefined && help !== null && help !== false;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError ? errorId : null, hasHelp ? helpId : null].filter(Boolean).join(' ') || undefined;
  const context = useMemo<FormFieldContextValue>(
    () => ({ controlId, describedBy, invalid: hasError, required }),
    [controlId, describedBy, hasError, required],
  );
  return (
    <FormFieldRoot ref={ref} data-layout={layout} data-invalid={hasError || undefined} {...rest}>
      {/* Mark and colon sit outside <label>: they are visual, the control is `required`, and its name stays the bare label. */}
      <FormFieldLabelCell>
        {required && <FormFieldRequiredMark aria-hidden="true">*</FormFieldRequiredMark>}
        <FormFieldLabel htmlFor={controlId}>{label}</FormFieldLabel>
        {labelSuffix && <span aria-hidden="true">{labelSuffix}</span>}
      </FormFieldLabelCell>
      <FormFieldControl>
        <FormFieldContext.Provider value={context}>{children}</FormFieldContext.Provider>
        {hasError && <FormFieldError id={errorId}>{error}</FormFieldError>}
        {hasHelp && <FormFieldHelp id={helpId}>{help}</FormFieldHelp>}
      </FormFieldControl>
    </FormFieldRoot>
  );
});
