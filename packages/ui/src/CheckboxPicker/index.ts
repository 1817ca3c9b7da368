export { CheckboxPicker, filterPickerOptions } from './CheckboxPicker';
export type { CheckboxPickerProps, CheckboxPickerOption } from './CheckboxPicker';
export { DEFAULT_CHECKBOX_PICKER_LABELS } from './CheckboxPickerLabels';
export type { CheckboxPickerLabels } from './CheckboxPickerLabels';
