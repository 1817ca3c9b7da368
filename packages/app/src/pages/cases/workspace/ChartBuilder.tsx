import { useCallback, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Aggregation, ChartType, type ChartData, type StudyCase } from '@finedu/domain';
import { Button, Card, FormField, Select, StateView, Tabs } from '@finedu/ui';
import { Chart } from '@finedu/ui/chart';
import { toQueryError } from '../../../hooks/useQuery';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { PreviewTable } from '../shared/PreviewTable';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: var(--ui-space-3);
  align-items: end;
  margin-bottom: var(--ui-space-4);
`;

interface ChartForm {
  dataset_id: string;
  x: string;
  y: string;
  agg: Aggregation;
  chart_type: ChartType;
}

/** Rows the table view shows at most (the chart shows them all). */
const TABLE_VIEW_ROWS = 200;

/** The chart's data as a table (DESIGN.md: every chart has a table view). */
export const chartTable = (data: ChartData) => {
  const names = data.series.map((series) => series.name);
  if (data.categories) {
    const rows = data.categories.map((category, index) => [category, ...data.series.map((series) => pointValue(series.data[index]))]);
    return { columns: ['', ...names], rows: rows.slice(0, TABLE_VIEW_ROWS), total_rows: rows.length };
  }
  const rows = data.series.flatMap((series) => series.data.map((point) => [series.name, ...pointPair(point)]));
  return { columns: ['', 'x', 'y'], rows: rows.slice(0, TABLE_VIEW_ROWS), total_rows: rows.length };
};

type Point = ChartData['series'][number]['data'][number] | undefined;
const pointValue = (point: Point): number | null => (typeof point === 'number' ? point : point && !Array.isArray(point) && typeof point === 'object' ? point.value : null);
const pointPair = (point: Point): [string | number | null, number | null] =>
  Array.isArray(point) ? [point[0], point[1]] : point && typeof point === 'object' ? [point.name, point.value] : [null, typeof point === 'number' ? point : null];

/** Columns + aggregation + chart type → `dataset/chart` (computed on the server), drawn with ECharts, with a table view. */
export function ChartBuilder({ study }: { study: StudyCase }) {
  const t = useT();
  const { classroom } = useServices();
  const first = study.datasets[0];
  const [form, setForm] = useState<ChartForm>({ dataset_id: first?.id ?? '', x: first?.columns[0]?.name ?? '', y: first?.columns[1]?.name ?? '', agg: 'mean', chart_type: 'line' });
  const [result, setResult] = useState<{ data: ChartData; title: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState('chart');
  const onUnavailable = useCallback(() => setView('table'), []);
  const dataset = study.datasets.find((candidate) => candidate.id === form.dataset_id);
  const columnOptions = (dataset?.columns ?? []).map((column) => ({ value: column.name, label: column.name }));

  if (study.datasets.length === 0) return <StateView state="empty" emptyTitle={t('case.datasetsEmpty')} emptyDescription={t('case.datasetsEmptyHint')} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const data = await classroom.chart({ case_id: study.id, ...form }, { silent: true });
      setResult({ data, title: t('case.chartTitle', { y: form.y, agg: t(`case.agg.${form.agg}` as MessageId), x: form.x }) });
    } catch (reason) {
      setError(toQueryError(reason).message);
    } finally {
      setBusy(false);
    }
  };

  const set = <K extends keyof ChartForm>(key: K, value: ChartForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  return (
    <Card title={t('case.chartBuilder')}>
      <Form aria-label={t('case.chartBuilder')} onSubmit={submit}>
        <FormField labelSuffix={t('common.fieldSuffix')} label={t('case.dataset')} layout="vertical">
          <Select
            value={form.dataset_id}
            options={study.datasets.map((item) => ({ value: item.id, label: item.name }))}
            onChange={(event) => {
              const next = study.datasets.find((item) => item.id === event.target.value);
              setForm((current) => ({ ...current, dataset_id: event.target.value, x: next?.columns[0]?.name ?? '', y: next?.columns[1]?.name ?? '' }));
            }}
          />
        </FormField>
        <FormField labelSuffix={t('common.fieldSuffix')} label={t('case.chartX')} layout="vertical">
          <Select value={form.x} options={columnOptions} onChange={(event) => set('x', event.target.value)} />
        </FormField>
        <FormField labelSuffix={t('common.fieldSuffix')} label={t('case.chartY')} layout="vertical">
          <Select value={form.y} options={columnOptions} onChange={(event) => set('y', event.target.value)} />
        </FormField>
        <FormField labelSuffix={t('common.fieldSuffix')} label={t('case.chartAgg')} layout="vertical">
          <Select value={form.agg} options={Aggregation.options.map((agg) => ({ value: agg, label: t(`case.agg.${agg}` as MessageId) }))} onChange={(event) => set('agg', event.target.value as Aggregation)} />
        </FormField>
        <FormField labelSuffix={t('common.fieldSuffix')} label={t('case.chartType')} layout="vertical">
          <Select value={form.chart_type} options={ChartType.options.map((type) => ({ value: type, label: t(`case.chartType.${type}` as MessageId) }))} onChange={(event) => set('chart_type', event.target.value as ChartType)} />
        </FormField>
        <Button type="submit" variant="primary" disabled={busy || !form.x || !form.y}>
          {busy ? t('case.charting') : t('case.drawChart')}
        </Button>
      </Form>
      {error && <StateView state="error" errorTitle={t('case.chartFailed')} errorMessage={error} />}
      {result && (
        <>
          {result.data.truncated && <p>{t('case.chartTruncated')}</p>}
          <Tabs
            aria-label={t('case.chartView')}
            activeKey={view}
            onChange={setView}
            items={[
              { key: 'chart', label: t('case.chartView.chart'), content: view === 'chart' ? <Chart data={result.data} title={result.title} onUnavailable={onUnavailable} /> : null },
              { key: 'table', label: t('case.chartView.table'), content: <PreviewTable preview={chartTable(result.data)} label={result.title} /> },
            ]}
          />
        </>
      )}
    </Card>
  );
}
