import { useState, type FormEvent } from 'react';
import type { Candidate } from '@finedu/domain';
import { Button, FormAlert, FormField, Modal, TextInput } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';

/** Extra minutes for one candidate (0–600): it moves the deadline of their running attempt on the server. */
export function ExtraTimeModal({ examId, candidate, onClose, onSaved }: { examId: number; candidate: Candidate; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { exam } = useServices();
  const [minutes, setMinutes] = useState(String(candidate.extra_minutes));
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const value = Number(minutes);
    if (!/^\d+$/.test(minutes.trim()) || value > 600) {
      setError(t('exam.staff.users.extraInvalid'));
      return;
    }
    setError('');
    setSaving(true);
    try {
      await exam.setExtraTime(examId, candidate.user_id, value, { silent: true });
      onSaved();
    } catch (caught) {
      setFailure(errorText(caught, t('common.loadFailed')));
      setSaving(false);
    }
  };

  const formId = 'extra-time-form';
  return (
    <Modal
      open
      size="small"
      onClose={onClose}
      closeLabel={t('common.close')}
      title={t('exam.staff.users.extraTitle', { name: candidate.name })}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('exam.staff.users.extraMinutes')} labelSuffix={t('common.fieldSuffix')} required error={error} help={t('exam.staff.users.extraHelp')}>
          <TextInput name="minutes" type="number" min={0} max={600} value={minutes} onChange={(event) => setMinutes(event.target.value)} />
        </FormField>
        <FormAlert>{failure}</FormAlert>
      </form>
    </Modal>
  );
}
