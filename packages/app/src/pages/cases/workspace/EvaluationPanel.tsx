import { useState } from 'react';
import styled from 'styled-components';
import type { Evaluation, StudyCase, TestResult } from '@finedu/domain';
import { Button, Card, DataTable, StateView, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { useDataTableLabels } from '../../../list/useListLabels';
import { toQueryError } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

const Score = styled.p`
  font-size: var(--ui-font-size-h3);
  font-variant-numeric: tabular-nums;
  margin: 0 0 var(--ui-space-3);
`;

const Result = styled.span`
  &[data-state='passed'] {
    color: var(--ui-color-success);
  }
  &[data-state='failed'] {
    color: var(--ui-color-danger);
  }
`;

/**
 * "Evaluate": the hidden tests run against the saved code in a fresh kernel on the server; per-test
 * result, points and the total. `beforeEvaluate` saves pending edits first.
 */
export function EvaluationPanel({ study, beforeEvaluate }: { study: StudyCase; beforeEvaluate: () => Promise<void> }) {
  const t = useT();
  const { classroom } = useServices();
  const tableLabels = useDataTableLabels();
  const [evaluation, setEvaluation] = useState<Evaluation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const evaluate = async () => {
    setBusy(true);
    setError(null);
    try {
      await beforeEvaluate();
      setEvaluation(await classroom.evaluate(study.id, { silent: true }));
    } catch (reason) {
      setError(toQueryError(reason).message);
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<TestResult>[] = [
    { key: 'name', title: t('case.test'), render: (row) => row.name },
    {
      key: 'passed',
      title: t('case.testResult'),
      kind: 'status',
      render: (row) => <Result data-state={row.passed ? 'passed' : 'failed'}>{row.passed ? t('case.passed') : t('case.failed')}</Result>,
    },
    { key: 'message', title: t('case.testMessage'), render: (row) => (row.passed ? t('common.none') : row.message) },
    { key: 'points', title: t('case.points'), kind: 'number', render: (row) => `${row.points} / ${row.max_points}` },
  ];

  return (
    <Card
      title={t('case.evaluation')}
      extra={
        <Button variant="primary" onClick={() => void evaluate()} disabled={busy || study.test_count === 0}>
          {busy ? t('case.evaluating') : t('case.evaluate')}
        </Button>
      }
    >
      <p>{t('case.evaluationHint', { count: study.test_count, points: study.test_points })}</p>
      {busy && <StateView state="loading" loadingLabel={t('case.evaluating')} />}
      {error && <StateView state="error" errorTitle={t('case.evaluationFailed')} errorMessage={error} onRetry={() => void evaluate()} retryLabel={t('common.retry')} />}
      {!busy && evaluation && (
        <section aria-label={t('case.evaluationResult')}>
          <Score data-testid="evaluation-score">{t('case.score', { score: evaluation.score, max: evaluation.max_score })}</Score>
          <p>{t('case.evaluatedAt', { at: formatDateTime(evaluation.evaluated_at), seconds: (evaluation.duration_ms / 1000).toFixed(1) })}</p>
          <DataTable<TestResult> aria-label={t('case.evaluationResult')} columns={columns} rows={evaluation.results} rowKey="id" labels={tableLabels} state="ready" />
          {evaluation.cell_errors.length > 0 && (
            <ul aria-label={t('case.cellErrors')}>
              {evaluation.cell_errors.map((cellError) => (
                <li key={cellError.cell_id}>
                  <code>{cellError.cell_id}</code>: {cellError.message}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Card>
  );
}
