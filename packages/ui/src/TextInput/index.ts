export { TextInput } from './TextInput';
export type { TextInputProps, TextInputSize } from './TextInput';
