import type { ExamStatistics } from '@finedu/domain';
import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { MathExcerpt } from '../../MathExcerpt';
import { DataTable, type DataTableColumn } from '../../DataTable';
import type { DataViewState, StateViewMessages } from '../../StateView';
import { formatScore } from '../internal/examText';
import { QuestionStatsHint, QuestionStatsLegend, QuestionStatsRoot, QuestionStatsValue } from './QuestionStatsTable.styles';
import { defaultQuestionStatsLabels, type QuestionStatsLabels } from './questionStatsLabels';

export type QuestionStat = ExamStatistics['questions'][number];

export interface QuestionStatsTableProps extends HTMLAttributes<HTMLDivElement> {
  /** Per-question statistics, in paper order. */
  questions: readonly QuestionStat[];
  /** Discrimination under this is flagged as poor. */
  poorDiscrimination?: number;
  /** Loading, error or denied while the statistics load (see DataTable). */
  state?: DataViewState;
  stateMessages?: StateViewMessages;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<QuestionStatsLabels>;
}

const percent = (value: number): string => `${(value * 100).toFixed(2)}%`;
const twoDecimals = (value: number): string => value.toFixed(2);

/**
 * Item analysis: per question the score rate (mean / points, every type), the correct rate beside it (answers fully
 * correct, objective types only; "—" elsewhere), facility and discrimination, with poor items marked.
 */
export const QuestionStatsTable = forwardRef<HTMLDivElement, QuestionStatsTableProps>(function QuestionStatsTable(
  { questions, poorDiscrimination = 0.2, state, stateMessages, labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(
    () => ({
      ...defaultQuestionStatsLabels,
      ...labelOverrides,
      columns: { ...defaultQuestionStatsLabels.columns, ...labelOverrides?.columns },
      types: { ...defaultQuestionStatsLabels.types, ...labelOverrides?.types },
    }),
    [labelOverrides],
  );

  const columns = useMemo<DataTableColumn<QuestionStat>[]>(
    () => [
      { key: 'order', title: labels.columns.order, align: 'right', width: 64 },
      { key: 'type', title: labels.columns.type, render: (row) => labels.types[row.type], width: 96 },
      { key: 'stem', title: labels.columns.stem, render: (row) => <MathExcerpt source={row.stem} max={40} /> },
      { key: 'score', title: labels.columns.score, align: 'right', render: (row) => formatScore(row.score) },
      { key: 'mean_awarded', title: labels.columns.meanAwarded, align: 'right', render: (row) => (row.mean_awarded === null ? labels.none : twoDecimals(row.mean_awarded)) },
      { key: 'score_rate', title: labels.columns.scoreRate, align: 'right', render: (row) => (row.score_rate === null ? labels.none : percent(row.score_rate)) },
      { key: 'correct_rate', title: labels.columns.correctRate, align: 'right', render: (row) => (row.correct_rate === null ? labels.none : percent(row.correct_rate)) },
      {
        key: 'difficulty',
        title: labels.columns.facility,
        align: 'right',
        render: (row) => {
          if (row.difficulty === null) return labels.none;
          const hint = row.difficulty < 0.3 ? labels.hard : row.difficulty > 0.85 ? labels.easy : null;
          return (
            <QuestionStatsValue>
              {twoDecimals(row.difficulty)}
              {hint && <QuestionStatsHint>{hint}</QuestionStatsHint>}
            </QuestionStatsValue>
          );
        },
      },
      {
        key: 'discrimination',
        title: labels.columns.discrimination,
        align: 'right',
        render: (row) => {
          if (row.discrimination === null) return labels.none;
          const level = row.discrimination < 0 ? 'negative' : row.discrimination < poorDiscrimination ? 'poor' : 'good';
          return (
            <QuestionStatsValue data-level={level}>
              {twoDecimals(row.discrimination)}
              {level !== 'good' && <QuestionStatsHint>{level === 'negative' ? labels.negativeDiscrimination : labels.poorDiscrimination}</QuestionStatsHint>}
            </QuestionStatsValue>
          );
        },
      },
    ],
    [labels, poorDiscrimination],
  );

  return (
    <QuestionStatsRoot ref={ref} {...rest}>
      <DataTable
        aria-label={labels.table}
        columns={columns}
        rows={questions}
        rowKey={(row) => String(row.question_id)}
        state={state ?? (questions.length === 0 ? 'empty' : 'ready')}
        stateMessages={{ emptyTitle: labels.empty, ...stateMessages }}
        scroll="contained"
      />
      <QuestionStatsLegend>{labels.legend(twoDecimals(poorDiscrimination))}</QuestionStatsLegend>
    </QuestionStatsRoot>
  );
});
