import { useState } from 'react';
import type { AdvanceMode, CompetitionSession } from '@finedu/domain';
import { FormField, Select, TextInput, useToast } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

const MODES: readonly AdvanceMode[] = ['top_n', 'top_percent', 'manual'];

export interface AdvanceModalProps {
  competitionId: number;
  session: CompetitionSession;
  /** Sessions of a later stage the entries may advance into. */
  next: readonly CompetitionSession[];
  /** The teams chosen in the results table (manual advancement). */
  chosenTeamIds: readonly number[];
  onClose: () => void;
  onDone: () => void;
}

/** Advance entries into the next stage: top N or top percent per group, or the teams chosen by hand. */
export function AdvanceModal({ competitionId, session, next, chosenTeamIds, onClose, onDone }: AdvanceModalProps) {
  const t = useT();
  const toast = useToast();
  const { competition } = useServices();
  const form = useFormSave();
  const [mode, setMode] = useState<AdvanceMode>(session.advance_mode);
  const [value, setValue] = useState(session.advance_value === null ? '' : String(session.advance_value));
  const [target, setTarget] = useState(next.length === 1 ? String(next[0]?.id) : '');
  const submit = () => {
    const errors: Record<string, string> = {};
    const number = Number(value);
    if (mode !== 'manual' && (value.trim() === '' || !Number.isFinite(number) || number <= 0 || (mode === 'top_percent' && number > 100))) errors.value = t('competition.advance.valueRange');
    if (mode === 'manual' && chosenTeamIds.length === 0) errors.mode = t('competition.advance.chooseTeams');
    if (target === '') errors.target = t('validation.select', { field: t('competition.advance.next') });
    if (Object.keys(errors).length > 0) return form.reject(errors);
    return form.send(async () => {
      const answer = await competition.advance(competitionId, session.id, { mode, value: mode === 'manual' ? null : number, team_ids: mode === 'manual' ? [...chosenTeamIds] : [], next_session_id: Number(target) }, { silent: true });
      toast.success(t('competition.advance.done', { count: answer.advanced }));
      onDone();
    });
  };
  return (
    <FormModal formId="competition-advance-form" title={t('competition.advance.title', { title: session.title })} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FormField label={t('competition.session.field.advance_mode')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.mode} help={mode === 'manual' ? t('competition.advance.chosen', { count: chosenTeamIds.length }) : undefined}>
        <Select name="mode" value={mode} onChange={(event) => setMode(event.target.value as AdvanceMode)} options={MODES.map((item) => ({ value: item, label: t(`competition.session.advance.${item}`) }))} />
      </FormField>
      {mode !== 'manual' && (
        <FormField label={t(mode === 'top_n' ? 'competition.advance.n' : 'competition.advance.percent')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.value}>
          <TextInput name="value" type="number" min={1} value={value} onChange={(event) => setValue(event.target.value)} />
        </FormField>
      )}
      <FormField label={t('competition.advance.next')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.target} help={next.length === 0 ? t('competition.advance.noNext') : undefined}>
        <Select name="next" placeholder={t('common.selectPlaceholder')} value={target} onChange={(event) => setTarget(event.target.value)} options={next.map((item) => ({ value: String(item.id), label: `${t(`competition.session.stage.${item.stage}`)} · ${item.title}` }))} />
      </FormField>
    </FormModal>
  );
}
