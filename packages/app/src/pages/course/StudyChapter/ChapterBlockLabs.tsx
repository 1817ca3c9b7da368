import styled from 'styled-components';
import { routePath, type BlockLabAttemptSummary, type PublishedBlockCase, type TitledRef } from '@finedu/domain';
import { Card } from '@finedu/ui';
import { Link } from 'react-router-dom';
import { useQuery } from '../../../hooks/useQuery';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useCurrentUser, useServices } from '../../../services/ServicesContext';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: var(--ui-space-3);
`;

const LabCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  height: 100%;
  padding: var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  h3 { margin: 0; font-size: var(--ui-font-size-md); }
  p { margin: 0; color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); font-variant-numeric: tabular-nums; }
  nav { display: flex; flex-wrap: wrap; gap: var(--ui-space-3); margin-top: auto; }
  a { color: var(--ui-color-primary); }
`;

/** What the student's attempt says on a card: not started, steps done and score, or completed. */
function attemptText(t: ReturnType<typeof useT>, attempt: BlockLabAttemptSummary | undefined): string {
  if (attempt === undefined) return t('study.blockLabNotStarted');
  if (attempt.status === 'completed') return t('study.blockLabCompleted', { score: attempt.score });
  return t('study.blockLabProgress', { done: attempt.steps_done, total: attempt.step_count, score: attempt.score });
}

/**
 * The chapter's blockchain cases as cards (title, scenario, consensus) opening the lab; a student sees their attempt
 * (steps done, score), the college's staff a link to the class's results.
 */
export function ChapterBlockLabs({ blockCases }: { blockCases: readonly TitledRef[] }) {
  const t = useT();
  const services = useServices();
  const user = useCurrentUser();
  const student = user?.role === 'edu_student';
  const staff = user?.role === 'edu_teacher' || user?.role === 'edu_admin';
  const linked = blockCases.length > 0;
  // Scenario and consensus come from the published list (the chapter answers titles only).
  const published = useQuery(
    (signal) => (linked ? services.blockCases.listPublished({ page: 1, page_size: 100 }, { signal, silent: true }).then((page) => page.list) : Promise.resolve<PublishedBlockCase[]>([])),
    [linked],
  );
  const attempts = useQuery((signal) => (linked && student ? services.blockLab.mine({ signal, silent: true }) : Promise.resolve<BlockLabAttemptSummary[]>([])), [linked, student]);
  if (!linked) return null;
  return (
    <Card title={t('study.blockCases')}>
      <Grid aria-label={t('study.blockCases')}>
        {blockCases.map((item) => {
          const meta = published.data?.find((c) => c.id === item.id);
          const attempt = attempts.data?.find((a) => a.case_id === item.id);
          return (
            <li key={item.id}>
              <LabCard aria-label={item.title}>
                <h3>{item.title}</h3>
                {meta && (
                  <p>
                    {t('study.blockCaseMeta', {
                      scenario: t(`blockCase.scenario.${meta.scenario}` as MessageId),
                      consensus: t(`blockCase.consensus.${meta.consensus}` as MessageId),
                    })}
                  </p>
                )}
                {student && attempts.status !== 'loading' && <p data-testid="block-lab-attempt">{attempts.status === 'error' ? t('study.blockLabUnknown') : attemptText(t, attempt)}</p>}
                <nav aria-label={item.title}>
                  <Link to={routePath('BlockLab', { id: item.id })}>{t('study.openBlockLab')}</Link>
                  {staff && <Link to={routePath('EduBlockCaseStudents', { id: item.id })}>{t('study.blockLabResults')}</Link>}
                </nav>
              </LabCard>
            </li>
          );
        })}
      </Grid>
    </Card>
  );
}
