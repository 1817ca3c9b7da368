export { FormModal, DEFAULT_FORM_MODAL_LABELS } from './FormModal';
export type { FormModalProps, FormModalLabels } from './FormModal';
