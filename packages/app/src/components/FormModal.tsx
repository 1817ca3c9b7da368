import type { FormEvent, ReactNode } from 'react';
import { Button, Modal, type ModalSize } from '@finedu/ui';
import { useT } from '../i18n/useT';
import { FormAlert } from './FormAlert';

export interface FormModalProps {
  /** The form's id: the footer's save button submits it from outside the form. */
  formId: string;
  /** The modal's title, e.g. "新建班级". */
  title: string;
  size?: ModalSize;
  /** Cancel, Esc or the close button. */
  onClose: () => void;
  /** The form's submit handler (e.g. `useFormSave().handleSubmit(submit)`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The request is on its way: the save button spins and says so. */
  saving: boolean;
  /** The server's refusal, shown under the fields. */
  failure: string;
  /** The fields. */
  children: ReactNode;
  /** Shown under the form, e.g. a live preview. */
  afterForm?: ReactNode;
}

/** A create/edit form in a modal: the fields, the server's refusal, and cancel/save in the footer. */
export function FormModal({ formId, title, size, onClose, onSubmit, saving, failure, children, afterForm }: FormModalProps) {
  const t = useT();
  return (
    <Modal
      open
      size={size}
      onClose={onClose}
      closeLabel={t('common.close')}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {saving ? t('common.saving') : t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        {children}
        <FormAlert>{failure}</FormAlert>
      </form>
      {afterForm}
    </Modal>
  );
}
