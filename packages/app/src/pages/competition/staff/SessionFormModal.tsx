import { useState } from 'react';
import { METRIC_DIRECTION, METRIC_NAMES, SESSION_STAGES, type AdvanceMode, type CompetitionSession, type MetricName, type SessionKind, type SessionStage, type SplitMode } from '@finedu/domain';
import { FormField, Select, TextInput } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { DateTimeInput } from '../../exam/staff/staffParts';
import { StorageFileField } from '../shared/StorageFileField';
import { FieldRow } from './CompetitionFields';
import { newSessionForm, sessionFieldLabel, sessionFormToRequest, sessionToForm, type SessionFormField, type SessionFormValues } from './sessionForm';

/** Fields side by side; on a phone they stack, with the same space between them as between rows. */

const MODELLING_METRICS = METRIC_NAMES.filter((metric) => metric !== 'points');
const SPLIT_MODES: readonly SplitMode[] = ['random', 'time'];
const ADVANCE_MODES: readonly AdvanceMode[] = ['manual', 'top_n', 'top_percent'];

export interface SessionFormModalProps {
  competitionId: number;
  session: CompetitionSession | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a match session: stage, kind, window and freeze, and for data modelling its data, metric, split and limits. */
export function SessionFormModal({ competitionId, session, onClose, onSaved }: SessionFormModalProps) {
  const t = useT();
  const { competition } = useServices();
  const form = useFormSave();
  const [values, setValues] = useState<SessionFormValues>(() => (session ? sessionToForm(session) : newSessionForm()));
  const set = <K extends SessionFormField>(key: K, value: SessionFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const label = (field: SessionFormField) => t(sessionFieldLabel(field));
  const suffix = t('common.fieldSuffix');
  const started = session !== null && session.state !== 'upcoming';
  const modelling = values.kind === 'modelling';

  const submit = () => {
    const checked = sessionFormToRequest(values, t);
    if (!checked.ok) return form.reject(checked.errors);
    return form.send(async () => {
      if (session) {
        // Empty labels keep the stored ones (they never come back to the browser).
        const { labels_file: labels, ...rest } = checked.data;
        await competition.updateSession(competitionId, session.id, labels ? { ...rest, labels_file: labels } : rest, { silent: true });
      } else await competition.createSession(competitionId, checked.data, { silent: true });
      onSaved();
    });
  };

  const text = (field: SessionFormField, props: { type?: 'number'; min?: number; max?: number; disabled?: boolean } = {}) => (
    <TextInput name={field} {...props} value={values[field]} onChange={(event) => set(field, event.target.value as never)} />
  );

  return (
    <FormModal formId="competition-session-form" title={t(session ? 'competition.session.editTitle' : 'competition.session.create')} size="large" onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FieldRow $min="160px">
        <FormField label={label('stage')} labelSuffix={suffix} required error={form.errors.stage}>
          <Select name="stage" value={values.stage} onChange={(event) => set('stage', event.target.value as SessionStage)} options={SESSION_STAGES.map((stage) => ({ value: stage, label: t(`competition.session.stage.${stage}`) }))} />
        </FormField>
        <FormField label={label('kind')} labelSuffix={suffix} required error={form.errors.kind}>
          <Select name="kind" disabled={session !== null} value={values.kind} onChange={(event) => set('kind', event.target.value as SessionKind)} options={(['modelling', 'quiz'] as const).map((kind) => ({ value: kind, label: t(`competition.session.kind.${kind}`) }))} />
        </FormField>
      </FieldRow>
      <FormField label={label('title')} labelSuffix={suffix} required error={form.errors.title}>
        {text('title')}
      </FormField>
      <FieldRow $min="160px">
        <FormField label={label('start_at')} labelSuffix={suffix} required error={form.errors.start_at} help={t('competition.form.timeZone')}>
          <DateTimeInput name="start_at" value={values.start_at} onChange={(event) => set('start_at', event.target.value)} />
        </FormField>
        <FormField label={label('end_at')} labelSuffix={suffix} required error={form.errors.end_at}>
          <DateTimeInput name="end_at" value={values.end_at} onChange={(event) => set('end_at', event.target.value)} />
        </FormField>
        <FormField label={label('freeze_at')} labelSuffix={suffix} error={form.errors.freeze_at} help={t('competition.session.freezeHelp')}>
          <DateTimeInput name="freeze_at" value={values.freeze_at} onChange={(event) => set('freeze_at', event.target.value)} />
        </FormField>
      </FieldRow>
      {modelling && (
        <>
          <FieldRow $min="160px">
            <FormField label={label('metric')} labelSuffix={suffix} required error={form.errors.metric} help={t(`competition.direction.${METRIC_DIRECTION[values.metric]}`)}>
              <Select name="metric" value={values.metric} onChange={(event) => set('metric', event.target.value as MetricName)} options={MODELLING_METRICS.map((metric) => ({ value: metric, label: t(`competition.metric.${metric}`) }))} />
            </FormField>
            <FormField label={label('public_percent')} labelSuffix={suffix} required error={form.errors.public_percent} help={started ? t('competition.session.splitFixed') : undefined}>
              {text('public_percent', { type: 'number', min: 1, max: 99, disabled: started })}
            </FormField>
            <FormField label={label('split_mode')} labelSuffix={suffix} required error={form.errors.split_mode}>
              <Select name="split_mode" disabled={started} value={values.split_mode} onChange={(event) => set('split_mode', event.target.value as SplitMode)} options={SPLIT_MODES.map((mode) => ({ value: mode, label: t(`competition.session.split.${mode}`) }))} />
            </FormField>
          </FieldRow>
          <FieldRow $min="160px">
            <FormField label={label('daily_limit')} labelSuffix={suffix} error={form.errors.daily_limit} help={t('competition.session.dailyHelp')}>
              {text('daily_limit', { type: 'number', min: 1, max: 100 })}
            </FormField>
            <FormField label={label('total_limit')} labelSuffix={suffix} error={form.errors.total_limit}>
              {text('total_limit', { type: 'number', min: 1 })}
            </FormField>
            <FormField label={label('finals_limit')} labelSuffix={suffix} required error={form.errors.finals_limit}>
              {text('finals_limit', { type: 'number', min: 1, max: 10 })}
            </FormField>
          </FieldRow>
          <FieldRow $min="160px">
            <FormField label={label('id_column')} labelSuffix={suffix} error={form.errors.id_column}>
              {text('id_column')}
            </FormField>
            <FormField label={label('target_column')} labelSuffix={suffix} error={form.errors.target_column}>
              {text('target_column')}
            </FormField>
            <FormField label={label('time_column')} labelSuffix={suffix} required={values.split_mode === 'time'} error={form.errors.time_column}>
              {text('time_column')}
            </FormField>
          </FieldRow>
          <FormField label={label('train_file')} labelSuffix={suffix} error={form.errors.train_file}>
            <StorageFileField value={values.train_file} accept=".csv,.zip" onChange={(value) => set('train_file', value)} />
          </FormField>
          <FormField label={label('test_file')} labelSuffix={suffix} error={form.errors.test_file}>
            <StorageFileField value={values.test_file} accept=".csv,.zip" onChange={(value) => set('test_file', value)} />
          </FormField>
          <FormField label={label('labels_file')} labelSuffix={suffix} error={form.errors.labels_file} help={t(session?.has_labels ? 'competition.session.labelsKept' : 'competition.session.labelsHelp')}>
            <StorageFileField value={values.labels_file} accept=".csv" onChange={(value) => set('labels_file', value)} />
          </FormField>
        </>
      )}
      <FieldRow $min="160px">
        <FormField label={label('advance_mode')} labelSuffix={suffix} error={form.errors.advance_mode}>
          <Select name="advance_mode" value={values.advance_mode} onChange={(event) => set('advance_mode', event.target.value as AdvanceMode)} options={ADVANCE_MODES.map((mode) => ({ value: mode, label: t(`competition.session.advance.${mode}`) }))} />
        </FormField>
        {values.advance_mode !== 'manual' && (
          <FormField label={label('advance_value')} labelSuffix={suffix} required error={form.errors.advance_value}>
            {text('advance_value', { type: 'number', min: 0 })}
          </FormField>
        )}
      </FieldRow>
    </FormModal>
  );
}
