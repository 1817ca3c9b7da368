import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Aggregation, FilterOperator, type ProcessStep, type StudyCase, type TablePreview } from '@finedu/domain';
import { Button, Card, FormField, Select, StateView, TextInput } from '@finedu/ui';
import { toQueryError } from '../../../hooks/useQuery';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { PreviewTable } from '../shared/PreviewTable';

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  margin: 0 0 var(--ui-space-3);
  padding: var(--ui-space-3);
`;

interface ProcessForm {
  dataset_id: string;
  filterColumn: string;
  filterOperator: FilterOperator;
  filterValue: string;
  deriveName: string;
  deriveLeft: string;
  deriveOperator: '+' | '-' | '*' | '/';
  deriveRight: string;
  groupBy: string;
  groupColumn: string;
  groupAgg: Aggregation;
}

const numberOr = (text: string): string | number => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/** The steps the form describes, in the server's order: filter, then derive, then group (each only when filled in). */
export function processSteps(form: ProcessForm): ProcessStep[] {
  const steps: ProcessStep[] = [];
  if (form.filterColumn && form.filterValue !== '') steps.push({ op: 'filter', column: form.filterColumn, operator: form.filterOperator, value: numberOr(form.filterValue) });
  if (form.deriveName.trim() && form.deriveLeft && form.deriveRight.trim()) steps.push({ op: 'derive', name: form.deriveName.trim(), left: form.deriveLeft, operator: form.deriveOperator, right: numberOr(form.deriveRight.trim()) });
  if (form.groupBy && form.groupColumn) steps.push({ op: 'group', by: [form.groupBy], aggregations: [{ column: form.groupColumn, agg: form.groupAgg }] });
  return steps;
}

/** `dataset/chart/process`: filter rows, add a derived column, group and aggregate; the result is previewed. */
export function ProcessPanel({ study }: { study: StudyCase }) {
  const t = useT();
  const { classroom } = useServices();
  const [form, setForm] = useState<ProcessForm>({ dataset_id: study.datasets[0]?.id ?? '', filterColumn: '', filterOperator: 'gt', filterValue: '', deriveName: '', deriveLeft: '', deriveOperator: '/', deriveRight: '', groupBy: '', groupColumn: '', groupAgg: 'mean' });
  const [preview, setPreview] = useState<TablePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (study.datasets.length === 0) return null;
  const columns = [{ value: '', label: t('common.none') }, ...(study.datasets.find((item) => item.id === form.dataset_id)?.columns ?? []).map((column) => ({ value: column.name, label: column.name }))];
  const set = <K extends keyof ProcessForm>(key: K, value: ProcessForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const suffix = t('common.fieldSuffix');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setPreview(await classroom.process({ case_id: study.id, dataset_id: form.dataset_id, steps: processSteps(form), limit: 50 }, { silent: true }));
    } catch (reason) {
      setError(toQueryError(reason).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('case.process')}>
      <form aria-label={t('case.process')} onSubmit={submit}>
        <FormField labelSuffix={suffix} label={t('case.dataset')}>
          <Select value={form.dataset_id} options={study.datasets.map((item) => ({ value: item.id, label: item.name }))} onChange={(event) => set('dataset_id', event.target.value)} />
        </FormField>
        <Row>
          <legend>{t('case.processFilter')}</legend>
          <Select aria-label={t('case.processColumn')} value={form.filterColumn} options={columns} onChange={(event) => set('filterColumn', event.target.value)} />
          <Select aria-label={t('case.processOperator')} value={form.filterOperator} options={FilterOperator.options.map((op) => ({ value: op, label: t(`case.op.${op}` as MessageId) }))} onChange={(event) => set('filterOperator', event.target.value as FilterOperator)} />
          <TextInput aria-label={t('case.processValue')} value={form.filterValue} onChange={(event) => set('filterValue', event.target.value)} />
        </Row>
        <Row>
          <legend>{t('case.processDerive')}</legend>
          <TextInput aria-label={t('case.processNewColumn')} placeholder={t('case.processNewColumn')} value={form.deriveName} onChange={(event) => set('deriveName', event.target.value)} />
          <Select aria-label={t('case.processLeft')} value={form.deriveLeft} options={columns} onChange={(event) => set('deriveLeft', event.target.value)} />
          <Select aria-label={t('case.processOperator')} value={form.deriveOperator} options={['+', '-', '*', '/'].map((op) => ({ value: op, label: op }))} onChange={(event) => set('deriveOperator', event.target.value as ProcessForm['deriveOperator'])} />
          <TextInput aria-label={t('case.processRight')} placeholder={t('case.processRight')} value={form.deriveRight} onChange={(event) => set('deriveRight', event.target.value)} />
        </Row>
        <Row>
          <legend>{t('case.processGroup')}</legend>
          <Select aria-label={t('case.processGroupBy')} value={form.groupBy} options={columns} onChange={(event) => set('groupBy', event.target.value)} />
          <Select aria-label={t('case.processColumn')} value={form.groupColumn} options={columns} onChange={(event) => set('groupColumn', event.target.value)} />
          <Select aria-label={t('case.chartAgg')} value={form.groupAgg} options={Aggregation.options.map((agg) => ({ value: agg, label: t(`case.agg.${agg}` as MessageId) }))} onChange={(event) => set('groupAgg', event.target.value as Aggregation)} />
        </Row>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('case.processing') : t('case.processRun')}
        </Button>
      </form>
      {error && <StateView state="error" errorTitle={t('case.processFailed')} errorMessage={error} />}
      {preview && <PreviewTable preview={preview} label={t('case.processResult')} />}
    </Card>
  );
}
