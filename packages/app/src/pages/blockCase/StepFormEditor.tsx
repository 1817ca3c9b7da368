import { forwardRef } from 'react';
import styled from 'styled-components';
import { BLOCK_CASE_LIMITS, formatYuan, formatYuanNumber, type BlockBusinessField, type BlockOrganizationRecord, type BlockProcessStep, type BlockStepFormField, type BlockTransition } from '@finedu/domain';
import { Button, FormField, Select, TextInput, type TextInputProps } from '@finedu/ui';
import { useT } from '../../i18n/useT';
import { EditorFieldset as Box, fenOf } from './blockCaseShared';

const Intro = styled.p`
  margin: 0 0 var(--ui-space-3);
  color: var(--ui-color-text-secondary);
  font-size: 13px;
`;

/** One field: its default beside its hint, stacked when the card is narrow. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: start;
  gap: var(--ui-space-2) var(--ui-space-4);
  padding: var(--ui-space-2) 0;
  border-top: 1px dashed var(--ui-color-border);

  &:first-of-type {
    border-top: 0;
  }

  && > * {
    margin-bottom: 0;
  }
`;

const Stale = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
  margin-top: var(--ui-space-2);
  color: var(--ui-color-danger);
`;

/** A native date picker wired to its FormField; the value is `YYYY-MM-DD`, as the ledger's date fields are. */
const DateInput = forwardRef<HTMLInputElement, Omit<TextInputProps, 'type'>>(function DateInput(props, ref) {
  return <TextInput ref={ref} type="date" {...props} />;
});

/** An amount default typed in 元: `{ fen }`, `'empty'`, or `'invalid'` (not a positive amount within the case's money limit). */
export function amountDefault(typed: string): { fen: number } | 'empty' | 'invalid' {
  if (typed.trim() === '') return 'empty';
  const fen = fenOf(typed);
  return fen === null || fen <= 0 || fen > BLOCK_CASE_LIMITS.money ? 'invalid' : { fen };
}

/** The form entry without empty parts; undefined when nothing is left (the step's form then leaves the field out). */
function tidy(entry: BlockStepFormField): BlockStepFormField | undefined {
  const kept: BlockStepFormField = {};
  if (entry.default !== undefined && entry.default !== '') kept.default = entry.default;
  if (entry.hint !== undefined && entry.hint !== '') kept.hint = entry.hint;
  return kept.default === undefined && kept.hint === undefined ? undefined : kept;
}

export interface StepFormEditorProps {
  /** The step's transition: its fields are the form's fields. */
  transition: BlockTransition;
  form: BlockProcessStep['form'];
  organizations: readonly BlockOrganizationRecord[];
  /** Amount defaults as typed in 元, per field key (kept by the page so a typo can stop the save). */
  amountDrafts: Readonly<Record<string, string>>;
  onAmountDraft: (key: string, typed: string) => void;
  onChange: (form: BlockProcessStep['form']) => void;
  disabled: boolean;
  /** The box's accessible name, e.g. "第 2 步 表单". */
  label: string;
}

/**
 * What the student's form for one step starts with: per field of the step's transition a default (amounts typed in
 * 元 and stored in 分, dates picked as dates, organizations chosen among the case's) and a hint shown under it.
 */
export function StepFormEditor({ transition, form, organizations, amountDrafts, onAmountDraft, onChange, disabled, label }: StepFormEditorProps) {
  const t = useT();
  const setEntry = (key: string, change: BlockStepFormField) => {
    const { [key]: before, ...others } = form;
    const entry = tidy({ ...before, ...change });
    onChange(entry ? { ...others, [key]: entry } : others);
  };
  const stale = Object.keys(form).filter((key) => !transition.fields.some((field) => field.key === key));

  const defaultControl = (field: BlockBusinessField) => {
    const value = form[field.key]?.default;
    switch (field.type) {
      case 'amount': {
        const typed = amountDrafts[field.key] ?? (typeof value === 'number' ? formatYuanNumber(value) : (value ?? ''));
        const parsed = amountDefault(typed);
        return (
          <FormField
            layout="vertical"
            label={t('blockCase.proc.amountDefault', { field: field.label })}
            error={parsed === 'invalid' ? t('blockCase.proc.amountInvalid') : undefined}
            help={typeof parsed === 'object' ? t('blockCase.proc.amountEcho', { yuan: formatYuan(parsed.fen), fen: parsed.fen.toLocaleString('en-US') }) : undefined}
          >
            <TextInput
              disabled={disabled}
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              onChange={(event) => {
                const next = amountDefault(event.target.value);
                onAmountDraft(field.key, event.target.value);
                if (next !== 'invalid') setEntry(field.key, { default: next === 'empty' ? undefined : next.fen });
              }}
            />
          </FormField>
        );
      }
      case 'date':
        return (
          <FormField layout="vertical" label={field.label}>
            <DateInput disabled={disabled} value={typeof value === 'string' ? value : ''} onChange={(event) => setEntry(field.key, { default: event.target.value || undefined })} />
          </FormField>
        );
      case 'org':
        return (
          <FormField layout="vertical" label={field.label}>
            <Select
              disabled={disabled}
              value={typeof value === 'string' ? value : ''}
              placeholder={t('blockCase.proc.noDefault')}
              options={organizations.map((org) => ({ value: org.key, label: org.name }))}
              onChange={(event) => setEntry(field.key, { default: event.target.value || undefined })}
            />
          </FormField>
        );
      case 'text':
        return (
          <FormField layout="vertical" label={field.label}>
            <TextInput disabled={disabled} value={value === undefined ? '' : String(value)} maxLength={BLOCK_CASE_LIMITS.text} onChange={(event) => setEntry(field.key, { default: event.target.value || undefined })} />
          </FormField>
        );
      default:
        return field.type satisfies never;
    }
  };

  return (
    <Box aria-label={label}>
      <legend>{t('blockCase.proc.defaults')}</legend>
      <Intro>{t('blockCase.proc.defaultsIntro')}</Intro>
      {transition.fields.map((field) => (
        <Pair key={field.key}>
          {defaultControl(field)}
          <FormField layout="vertical" label={t('blockCase.proc.fieldHint', { field: field.label })}>
            <TextInput disabled={disabled} value={form[field.key]?.hint ?? ''} maxLength={BLOCK_CASE_LIMITS.text} onChange={(event) => setEntry(field.key, { hint: event.target.value })} />
          </FormField>
        </Pair>
      ))}
      {stale.map((key) => (
        <Stale key={key}>
          <span>{t('blockCase.proc.staleField', { key })}</span>
          {!disabled && (
            <Button size="small" onClick={() => setEntry(key, { default: undefined, hint: undefined })}>
              {t('blockCase.biz.remove')}
            </Button>
          )}
        </Stale>
      ))}
    </Box>
  );
}
