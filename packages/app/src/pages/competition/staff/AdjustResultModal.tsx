import { useState } from 'react';
import { ResultAdjust, type CompetitionResult } from '@finedu/domain';
import { FormField, TextInput, Textarea, useToast } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { validateWith } from '../../../forms/validate';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

/** Adjust one result: a new score (empty keeps the computed one), the award, and a required reason (audited). */
export function AdjustResultModal({ competitionId, result, onClose, onSaved }: { competitionId: number; result: CompetitionResult; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const toast = useToast();
  const { competition } = useServices();
  const form = useFormSave();
  const [value, setValue] = useState(result.adjusted_score === null ? '' : String(result.adjusted_score));
  const [award, setAward] = useState(result.award ?? '');
  const [reason, setReason] = useState('');
  const submit = () => {
    const label = (field: string) => t(field === 'reason' ? 'competition.grade.reason' : field === 'award' ? 'competition.grade.award' : 'competition.grade.adjusted');
    const number = value.trim() === '' ? null : Number(value);
    if (number !== null && !Number.isFinite(number)) return form.reject({ adjusted_score: t('validation.number', { field: label('adjusted_score') }) });
    const checked = validateWith(ResultAdjust, { adjusted_score: number, reason, award: award.trim() === '' ? null : award.trim() }, label, t);
    if (!checked.ok) return form.reject(checked.errors);
    return form.send(async () => {
      await competition.adjustResult(competitionId, result.id, checked.data, { silent: true });
      toast.success(t('competition.grade.adjusted.done'));
      onSaved();
    });
  };
  return (
    <FormModal formId="competition-adjust-form" title={t('competition.grade.adjustNamed', { name: result.team_name })} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <p>{t('competition.grade.computed', { score: result.score === null ? '—' : result.score })}</p>
      <FormField label={t('competition.grade.adjusted')} labelSuffix={t('common.fieldSuffix')} error={form.errors.adjusted_score} help={t('competition.grade.adjustHelp')}>
        <TextInput name="adjusted_score" inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} />
      </FormField>
      <FormField label={t('competition.grade.award')} labelSuffix={t('common.fieldSuffix')} error={form.errors.award}>
        <TextInput name="award" value={award} onChange={(event) => setAward(event.target.value)} />
      </FormField>
      <FormField label={t('competition.grade.reason')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.reason}>
        <Textarea name="reason" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormField>
    </FormModal>
  );
}
