import styled from 'styled-components';
import type { CompetitionKind, CompetitionReview, CompetitionVisibility } from '@finedu/domain';
import { FormField, Select, TextInput } from '@finedu/ui';
import type { FieldErrors } from '../../../forms/validate';
import { useT } from '../../../i18n/useT';
import { DateTimeInput } from '../../exam/staff/staffParts';
import { CompetitionRichTextField } from './CompetitionRichTextField';
import { competitionFieldLabel, type CompetitionFormField, type CompetitionFormValues } from './competitionForm';

/** Fields side by side; on a phone they stack, with the same space between them as between rows. */
/** A row of form fields that wrap below `$min` each (the competition and session forms). */
export const FieldRow = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => p.$min ?? 'min(100%, 300px)'}, 1fr));
  gap: var(--ui-space-5) var(--ui-space-4);
  margin-bottom: var(--ui-space-5);
  &:last-child {
    margin-bottom: 0;
  }
  && > * {
    margin-bottom: 0;
  }
`;

/** Labels such as 每队最少人数 and 封面图片地址 are longer than the default label column: theirs is wider, so none wraps. */
const Fields = styled.fieldset`
  --ui-layout-form-label-width: 128px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const KINDS: readonly CompetitionKind[] = ['team', 'individual'];
const REVIEWS: readonly CompetitionReview[] = ['manual', 'auto'];
const VISIBILITIES: readonly CompetitionVisibility[] = ['public', 'signed_in', 'invited'];

export interface CompetitionFieldsProps {
  values: CompetitionFormValues;
  errors: FieldErrors;
  onChange: <K extends CompetitionFormField>(key: K, value: CompetitionFormValues[K]) => void;
  /** Kind and team sizes are fixed once the competition left the draft status. */
  lockedShape?: boolean;
  /** Read only (a reader who may not manage it). */
  disabled?: boolean;
  /** The full base tab (cover, description and rules) or the short create form. */
  full?: boolean;
}

/** The fields of the base tab: title, kind and team sizes, advisers, the registration window, review and visibility. */
export function CompetitionFields({ values, errors, onChange, lockedShape = false, disabled = false, full = false }: CompetitionFieldsProps) {
  const t = useT();
  const label = (field: CompetitionFormField) => t(competitionFieldLabel(field));
  const suffix = t('common.fieldSuffix');
  const individual = values.kind === 'individual';
  return (
    <Fields disabled={disabled}>
      <FormField label={label('title')} labelSuffix={suffix} required error={errors.title}>
        <TextInput name="title" value={values.title} onChange={(event) => onChange('title', event.target.value)} />
      </FormField>
      <FieldRow>
        <FormField label={label('kind')} labelSuffix={suffix} required error={errors.kind} help={lockedShape ? t('competition.form.shapeLocked') : undefined}>
          <Select name="kind" disabled={lockedShape} value={values.kind} onChange={(event) => onChange('kind', event.target.value as CompetitionKind)} options={KINDS.map((value) => ({ value, label: t(`competition.kind.${value}`) }))} />
        </FormField>
        <FormField label={label('team_min')} labelSuffix={suffix} required={!individual} error={errors.team_min}>
          <TextInput name="team_min" type="number" min={1} max={20} disabled={lockedShape || individual} value={individual ? '1' : values.team_min} onChange={(event) => onChange('team_min', event.target.value)} />
        </FormField>
        <FormField label={label('team_max')} labelSuffix={suffix} required={!individual} error={errors.team_max}>
          <TextInput name="team_max" type="number" min={1} max={20} disabled={lockedShape || individual} value={individual ? '1' : values.team_max} onChange={(event) => onChange('team_max', event.target.value)} />
        </FormField>
        <FormField label={label('advisers_max')} labelSuffix={suffix} required error={errors.advisers_max} help={t('competition.form.advisersHelp')}>
          <TextInput name="advisers_max" type="number" min={0} max={10} value={values.advisers_max} onChange={(event) => onChange('advisers_max', event.target.value)} />
        </FormField>
      </FieldRow>
      <FieldRow>
        <FormField label={label('registration_start')} labelSuffix={suffix} required error={errors.registration_start} help={t('competition.form.timeZone')}>
          <DateTimeInput name="registration_start" value={values.registration_start} onChange={(event) => onChange('registration_start', event.target.value)} />
        </FormField>
        <FormField label={label('registration_end')} labelSuffix={suffix} required error={errors.registration_end} help={t('competition.form.rosterLock')}>
          <DateTimeInput name="registration_end" value={values.registration_end} onChange={(event) => onChange('registration_end', event.target.value)} />
        </FormField>
      </FieldRow>
      <FieldRow>
        <FormField label={label('review')} labelSuffix={suffix} required error={errors.review}>
          <Select name="review" value={values.review} onChange={(event) => onChange('review', event.target.value as CompetitionReview)} options={REVIEWS.map((value) => ({ value, label: t(`competition.review.${value}`) }))} />
        </FormField>
        <FormField label={label('visibility')} labelSuffix={suffix} required error={errors.visibility}>
          <Select name="visibility" value={values.visibility} onChange={(event) => onChange('visibility', event.target.value as CompetitionVisibility)} options={VISIBILITIES.map((value) => ({ value, label: t(`competition.visibility.${value}`) }))} />
        </FormField>
      </FieldRow>
      {full && (
        <>
          <FormField label={label('cover_url')} labelSuffix={suffix} error={errors.cover_url}>
            <TextInput name="cover_url" value={values.cover_url} onChange={(event) => onChange('cover_url', event.target.value)} />
          </FormField>
          <CompetitionRichTextField
            name="description_html"
            label={label('description_html')}
            value={values.description_html}
            error={errors.description_html}
            help={t('competition.form.richTextHelp')}
            readOnly={disabled}
            onChange={(value) => onChange('description_html', value)}
          />
          <CompetitionRichTextField name="rules_html" label={label('rules_html')} value={values.rules_html} error={errors.rules_html} readOnly={disabled} onChange={(value) => onChange('rules_html', value)} />
        </>
      )}
    </Fields>
  );
}
