import { createContext, useContext } from 'react';

/** What a FormField tells the control inside it: its id and the ids of its help and error texts. */
export interface FormFieldContextValue {
  controlId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

interface ControlAria {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
}

/**
 * Wires a control to its FormField (id, aria-describedby, aria-invalid, required); props given
 * directly to the control win.
 */
export function useFormFieldControl<P extends ControlAria>(props: P): P {
  const field = useContext(FormFieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.controlId,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
  };
}
