import { FormModal as UiFormModal, type FormModalProps } from '@finedu/ui';
import { useFormModalLabels } from '../list/useListLabels';

/** The ui FormModal with its buttons in the user's language (pair it with `useFormSave`). */
export function FormModal(props: Omit<FormModalProps, 'labels'>) {
  return <UiFormModal {...props} labels={useFormModalLabels()} />;
}
