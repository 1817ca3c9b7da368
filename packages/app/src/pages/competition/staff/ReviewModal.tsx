import { useState } from 'react';
import { FormField, Textarea } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { useT } from '../../../i18n/useT';

export type ReviewDecision = 'accepted' | 'rejected' | 'suspended';

export interface ReviewModalProps {
  decision: ReviewDecision;
  /** How many of the selected registrations this decision applies to. */
  count: number;
  onClose: () => void;
  /** Sends the decision; rejects with the server's message. */
  onConfirm: (reason: string | null) => Promise<void>;
}

/** Confirm a review decision for the selected registrations; a rejection needs a reason (shown to the student). */
export function ReviewModal({ decision, count, onClose, onConfirm }: ReviewModalProps) {
  const t = useT();
  const form = useFormSave();
  const [reason, setReason] = useState('');
  const submit = () => {
    if (decision === 'rejected' && reason.trim() === '') return form.reject({ reason: t('competition.user.reasonRequired') });
    if (reason.trim().length > 200) return form.reject({ reason: t('validation.tooLong', { field: t('competition.user.reason'), max: 200 }) });
    return form.send(() => onConfirm(reason.trim() === '' ? null : reason.trim()));
  };
  return (
    <FormModal formId="competition-review-form" title={t(`competition.user.review.${decision}`, { count })} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <p>{t('competition.user.reviewCount', { count })}</p>
      <FormField label={t('competition.user.reason')} labelSuffix={t('common.fieldSuffix')} required={decision === 'rejected'} error={form.errors.reason}>
        <Textarea name="reason" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormField>
    </FormModal>
  );
}
