export { FormField } from './FormField';
export type { FormFieldProps, FormFieldLayout } from './FormField';
export { useFormFieldControl } from './FormFieldContext';
