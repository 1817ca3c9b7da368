import styled from 'styled-components';
import type { CompetitionResult, ScheduleSession } from '@finedu/domain';
import { Button, StateView, useToast } from '@finedu/ui';
import { saveBlob } from '../../../components/saveBlob';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { Muted, Numeric } from '../shared/competitionParts';

const Results = styled.ul`
  display: grid;
  gap: var(--ui-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Result = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-1) var(--ui-space-3);
  overflow-wrap: anywhere;
  > strong {
    font-weight: var(--ui-font-weight-medium);
  }
`;

interface MyResultsView {
  results: CompetitionResult[];
  /** The competition's sessions, to name each result's session. */
  sessions: ScheduleSession[];
}

export interface MyTeamResultsProps {
  competitionId: number;
  teamName: string;
}

/** The own team's published results in a competition, with the certificate of an awarded place; "not published" otherwise. */
export function MyTeamResults({ competitionId, teamName }: MyTeamResultsProps) {
  const t = useT();
  const toast = useToast();
  const { competition } = useServices();
  const mine = useQuery<MyResultsView>(async (signal) => {
    const [results, open] = await Promise.all([
      competition.myResults(competitionId, { signal, silent: true }),
      // Only names the sessions: without it a result still shows, as 场次 <id>.
      competition.openOne(competitionId, { signal, silent: true }).catch(() => null),
    ]);
    return { results, sessions: open?.sessions ?? [] };
  }, [competitionId]);
  const view = useViewState(mine, { emptyTitle: t('competition.myResults.notPublished') }, (data) => data.results.length === 0);

  const sessionName = (result: CompetitionResult) => {
    const session = mine.data?.sessions.find((item) => item.id === result.session_id);
    return session === undefined ? t('competition.myResults.session', { id: result.session_id }) : `${t(`competition.session.stage.${session.stage}`)} · ${session.title}`;
  };

  const certificate = async (result: CompetitionResult) => {
    try {
      saveBlob(await competition.certificate(result.id, { silent: true }), `${teamName}-${result.award ?? ''}.pdf`);
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
  };

  // Not published is the usual answer before the end, not an empty list to act on: a quiet line, no empty-state block.
  if (view.state === 'empty') return <Muted>{t('competition.myResults.notPublished')}</Muted>;
  return (
    <StateView state={view.state} {...view.stateMessages} loadingFallback={<Muted>{t('common.loading')}</Muted>}>
      <Results aria-label={t('competition.myResults.titleNamed', { name: teamName })}>
        {(mine.data?.results ?? []).map((result) => (
          <Result key={result.id}>
            <strong>{sessionName(result)}</strong>
            <Numeric>{result.rank === null ? t('competition.myResults.unranked') : t('competition.myResults.rank', { rank: result.rank })}</Numeric>
            <Numeric>{t('competition.myResults.score', { score: result.final_score ?? '—' })}</Numeric>
            {result.advanced && <span>{t('competition.grade.advanced')}</span>}
            {result.award !== null && (
              <>
                <span>{result.award}</span>
                <Button size="small" onClick={() => void certificate(result)} aria-label={t('competition.grade.certificateNamed', { name: teamName })}>
                  {t('competition.grade.certificate')}
                </Button>
              </>
            )}
          </Result>
        ))}
      </Results>
    </StateView>
  );
}
