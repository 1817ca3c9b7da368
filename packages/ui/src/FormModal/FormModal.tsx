import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button';
import { FormAlert } from '../FormAlert';
import { Modal, type ModalSize } from '../Modal';

export interface FormModalLabels {
  cancel: string;
  save: string;
  /** The save button while the request is on its way. */
  saving: string;
  /** Label of the × button. */
  close: string;
}

export const DEFAULT_FORM_MODAL_LABELS: FormModalLabels = { cancel: '取消', save: '保存', saving: '保存中…', close: '关闭' };

export interface FormModalProps {
  /** The form's id: the footer's save button submits it from outside the form. */
  formId: string;
  /** The modal's title; it names the dialog. */
  title: ReactNode;
  /** Width: 416 / 520 / 800 px. */
  size?: ModalSize;
  /** Cancel, Esc or the close button. */
  onClose: () => void;
  /** The form's submit handler. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The request is on its way: the save button spins and says so. */
  saving?: boolean;
  /** The server's refusal, shown under the fields; the fields keep what was typed. */
  failure?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Shown under the form, e.g. a live preview. */
  afterForm?: ReactNode;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<FormModalLabels>;
}

/** A create/edit form in a modal: the fields, the server's refusal, and cancel / save in the footer. */
export function FormModal({ formId, title, size, onClose, onSubmit, saving = false, failure, children, afterForm, labels: labelOverrides }: FormModalProps) {
  const labels = { ...DEFAULT_FORM_MODAL_LABELS, ...labelOverrides };
  return (
    <Modal
      open
      size={size}
      onClose={onClose}
      closeLabel={labels.close}
      title={title}
      data-state={saving ? 'saving' : 'editing'}
      footer={
        <>
          <Button onClick={onClose}>{labels.cancel}</Button>
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {saving ? labels.saving : labels.save}
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
