import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { QUESTION_TYPES, roundScore, type GeneratePaperResult, type QuestionType } from '@finedu/domain';
import { Button, FormAlert, FormField, Modal, Select, TextInput } from '@finedu/ui';
import { toQueryError } from '../../../hooks/useQuery';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { emptyRuleRow, initialGenerateForm, toGenerateRequest, type GenerateForm, type GenerateFormErrors, type GenerateRuleRow, type GenerateSource } from './generateForm';
import { ShortfallReport } from './ShortfallReport';

const WideModal = styled(Modal)`
  &&[data-size='large'] {
    width: min(1100px, 96vw);
  }
`;

const Rules = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: var(--ui-space-3) 0;
  th,
  td {
    padding: var(--ui-space-1);
    text-align: left;
    vertical-align: top;
  }
  th {
    font-weight: var(--ui-font-weight-medium);
    white-space: nowrap;
  }
  input,
  select {
    width: 100%;
    min-width: 56px;
  }
  td:nth-child(1) {
    min-width: 160px;
  }
  td:nth-child(2) {
    min-width: 128px;
  }
  td:nth-child(6) {
    min-width: 160px;
  }
`;

const FieldError = styled.div`
  color: var(--ui-color-danger);
  font-size: var(--ui-font-size-sm);
`;

const Hint = styled.p`
  margin: var(--ui-space-2) 0 0;
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;

const Row = styled.div`
  display: flex;
  & > input {
    flex: 1;
  }
  gap: var(--ui-space-3);
  align-items: center;
  flex-wrap: wrap;
`;

export interface GeneratePaperModalProps {
  /** Banks the caller may draw from: sys_admin only the platform; college staff platform, college or both. */
  sources: readonly GenerateSource[];
  onClose: () => void;
  /** Called with the draft once generated (the page hands it to GeneratorPreview). */
  onGenerated: (result: GeneratePaperResult) => void;
}

/** "Generate by rules": rows of section × type × count × difficulty range × knowledge points × score each; source bank; seed. */
export function GeneratePaperModal({ sources, onClose, onGenerated }: GeneratePaperModalProps) {
  const t = useT();
  const { exam } = useServices();
  const [form, setForm] = useState<GenerateForm>(() => initialGenerateForm(sources[0] ?? 'both'));
  const [errors, setErrors] = useState<GenerateFormErrors>({ rule: {} });
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<GeneratePaperResult | null>(null);

  const setRule = (id: string, patch: Partial<GenerateRuleRow>) => setForm((current) => ({ ...current, rules: current.rules.map((row) => (row.id === id ? { ...row, ...patch } : row)) }));
  const wantedTotal = form.rules.reduce((sum, row) => sum + (Number(row.count) || 0) * (Number(row.scoreEach) || 0), 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    setResult(null);
    const checked = toGenerateRequest(form);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({ rule: {} });
    setSending(true);
    try {
      const answer = await exam.generatePaper(checked.request, { silent: true });
      // A shortfall is shown here first; a complete draft goes straight to the preview.
      if (answer.shortfall.length > 0) setResult(answer);
      else onGenerated(answer);
    } catch (error) {
      setFailure(toQueryError(error).message);
    } finally {
      setSending(false);
    }
  };

  const cell = (row: GenerateRuleRow, field: Exclude<keyof GenerateRuleRow, 'id' | 'type'>, label: MessageId, index: number, inputMode?: 'numeric' | 'decimal') => {
    const error = errors.rule[row.id]?.[field];
    return (
      <td>
        <TextInput aria-label={t('exam.paper.rule.cellLabel', { row: index + 1, field: t(label) })} aria-invalid={error ? true : undefined} inputMode={inputMode} value={row[field]} onChange={(event) => setRule(row.id, { [field]: event.target.value })} />
        {error && <FieldError>{t(error)}</FieldError>}
      </td>
    );
  };

  const formId = 'generate-paper-form';
  return (
    <WideModal
      open
      size="large"
      title={t('exam.paper.generate.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {result && <Button onClick={() => onGenerated(result)}>{t('exam.paper.generate.previewAnyway')}</Button>}
          <Button type="submit" form={formId} variant="primary" loading={sending}>
            {t(result ? 'exam.paper.generate.again' : 'exam.paper.generate.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('exam.paper.field.title')} labelSuffix={t('common.fieldSuffix')} required error={errors.title ? t(errors.title) : undefined}>
          <TextInput value={form.title} maxLength={100} onChange={(event) => setForm({ ...form, title: event.target.value })} />
        </FormField>
        <FormField label={t('exam.paper.field.durationLabel')} labelSuffix={t('common.fieldSuffix')} required help={t('exam.paper.field.durationHelp')} error={errors.duration ? t(errors.duration) : undefined}>
          <TextInput inputMode="numeric" value={form.duration} onChange={(event) => setForm({ ...form, duration: event.target.value })} />
        </FormField>
        <FormField label={t('exam.paper.generate.source')} labelSuffix={t('common.fieldSuffix')}>
          <Select value={form.source} disabled={sources.length < 2} onChange={(event) => setForm({ ...form, source: event.target.value as GenerateSource })} options={sources.map((source) => ({ value: source, label: t(`exam.paper.source.${source}` as MessageId) }))} />
        </FormField>
        <FormField label={t('exam.paper.generate.seed')} labelSuffix={t('common.fieldSuffix')} help={t('exam.paper.generate.seedHelp')} error={errors.seed ? t(errors.seed) : undefined}>
          <Row>
            <TextInput inputMode="numeric" value={form.seed} onChange={(event) => setForm({ ...form, seed: event.target.value })} />
            <Button size="small" onClick={() => setForm({ ...form, seed: String(Math.floor(Math.random() * 1_000_000)) })}>
              {t('exam.paper.generate.randomSeed')}
            </Button>
          </Row>
        </FormField>
        <Rules aria-label={t('exam.paper.rule.table')}>
          <thead>
            <tr>
              <th scope="col">{t('exam.paper.rule.section')}</th>
              <th scope="col">{t('exam.bank.field.type')}</th>
              <th scope="col">{t('exam.paper.rule.count')}</th>
              <th scope="col">{t('exam.paper.rule.difficultyMin')}</th>
              <th scope="col">{t('exam.paper.rule.difficultyMax')}</th>
              <th scope="col">{t('exam.paper.rule.knowledgePoints')}</th>
              <th scope="col">{t('exam.paper.rule.scoreEach')}</th>
              <th scope="col">{t('common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {form.rules.map((row, index) => (
              <tr key={row.id}>
                {cell(row, 'sectionTitle', 'exam.paper.rule.section', index)}
                <td>
                  <Select
                    aria-label={t('exam.paper.rule.cellLabel', { row: index + 1, field: t('exam.bank.field.type') })}
                    value={row.type}
                    onChange={(event) => setRule(row.id, { type: event.target.value as QuestionType })}
                    options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`exam.bank.type.${type}` as MessageId) }))}
                  />
                  {errors.rule[row.id]?.type && <FieldError>{t(errors.rule[row.id]?.type ?? 'exam.paper.error.type')}</FieldError>}
                </td>
                {cell(row, 'count', 'exam.paper.rule.count', index, 'numeric')}
                {cell(row, 'difficultyMin', 'exam.paper.rule.difficultyMin', index, 'numeric')}
                {cell(row, 'difficultyMax', 'exam.paper.rule.difficultyMax', index, 'numeric')}
                {cell(row, 'knowledgePoints', 'exam.paper.rule.knowledgePoints', index)}
                {cell(row, 'scoreEach', 'exam.paper.rule.scoreEach', index, 'decimal')}
                <td>
                  <Button size="small" variant="link" disabled={form.rules.length === 1} aria-label={t('exam.paper.rule.remove', { row: index + 1 })} onClick={() => setForm({ ...form, rules: form.rules.filter((item) => item.id !== row.id) })}>
                    {t('common.delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Rules>
        <Row>
          <Button size="small" disabled={form.rules.length >= 30} onClick={() => setForm({ ...form, rules: [...form.rules, emptyRuleRow(form.rules.at(-1)?.type ?? 'single')] })}>
            {t('exam.paper.rule.add')}
          </Button>
          <span role="status">{t('exam.paper.generate.wanted', { count: form.rules.reduce((sum, row) => sum + (Number(row.count) || 0), 0), total: roundScore(wantedTotal) })}</span>
        </Row>
        <Hint>{t('exam.paper.rule.pointsHelp')}</Hint>
        {errors.rules && <FieldError role="alert">{t(errors.rules)}</FieldError>}
        <FormAlert>{failure}</FormAlert>
      </form>
      {result && <ShortfallReport shortfall={result.shortfall} />}
    </WideModal>
  );
}
