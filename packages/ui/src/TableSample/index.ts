export { TableSample, DEFAULT_TABLE_SAMPLE_LABELS } from './TableSample';
export type { TableSampleProps, TableSampleLabels } from './TableSample';
