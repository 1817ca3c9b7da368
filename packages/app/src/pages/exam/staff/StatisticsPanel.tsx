import styled from 'styled-components';
import { QuestionStatsTable, ScoreDistributionChart, StateView } from '@finedu/ui';
import { DescriptionList } from '../../../components/DescriptionList';
import { useStaffViewState } from './useStaffViewState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { useDistributionLabels, useQuestionStatsLabels } from './useStaffChartLabels';

const Section = styled.div`
  margin-top: var(--ui-space-5);
`;

const fixed = (value: number | null, digits = 2) => (value === null ? '—' : value.toFixed(digits));

/** The exam's statistics: summary figures, the score distribution and per-question analysis. */
export function StatisticsPanel({ examId }: { examId: number }) {
  const t = useT();
  const { exam } = useServices();
  const distributionLabels = useDistributionLabels();
  const statsLabels = useQuestionStatsLabels();
  const stats = useQuery((signal) => exam.statistics(examId, { signal, silent: true }), [examId]);
  const view = useStaffViewState(stats, { emptyTitle: t('exam.staff.stats.emptyTitle'), emptyDescription: t('exam.staff.stats.emptyDescription') }, (data) => data.submitted_count === 0);
  const data = stats.data;

  return (
    <StateView state={view.state} {...view.stateMessages}>
      {data && (
        <>
          <DescriptionList aria-label={t('exam.staff.stats.summary')}>
            <dt>{t('exam.staff.stats.submitted')}</dt>
            <dd>{t('exam.staff.stats.ofCandidates', { submitted: data.submitted_count, candidates: data.candidate_count })}</dd>
            <dt>{t('exam.staff.stats.graded')}</dt>
            <dd>{data.graded_count}</dd>
            <dt>{t('exam.staff.stats.mean')}</dt>
            <dd>{fixed(data.mean)}</dd>
            <dt>{t('exam.staff.stats.median')}</dt>
            <dd>{fixed(data.median)}</dd>
            <dt>{t('exam.staff.stats.stddev')}</dt>
            <dd>{fixed(data.stddev)}</dd>
            <dt>{t('exam.staff.stats.max')}</dt>
            <dd>{fixed(data.max)}</dd>
            <dt>{t('exam.staff.stats.min')}</dt>
            <dd>{fixed(data.min)}</dd>
            <dt>{t('exam.staff.stats.total')}</dt>
            <dd>{data.total_score}</dd>
          </DescriptionList>
          <Section>
            <ScoreDistributionChart bins={data.distribution} labels={distributionLabels} />
          </Section>
          <Section>
            <QuestionStatsTable questions={data.questions} labels={statsLabels} />
          </Section>
        </>
      )}
    </StateView>
  );
}
