export { FormAlert } from './FormAlert';
export type { FormAlertProps } from './FormAlert';
