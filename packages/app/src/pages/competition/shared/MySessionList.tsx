import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { monotonicNow, routePath, type MySession, type MySessions } from '@finedu/domain';
import { Button, Card, StateView, useToast } from '@finedu/ui';
import { Actions } from '../../../components/Actions';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useCurrentUser, useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { CompetitionBoardSlot } from './CompetitionBoardSlot';
import { BoardArea, Muted, ServerCountdown, SessionStateTag, TimeWindow } from './competitionParts';
import { SubmissionPanelSlot } from './SubmissionPanelSlot';

const List = styled.ul`
  display: grid;
  gap: var(--ui-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-2);
  h3 {
    margin: 0;
    font-size: var(--ui-font-size-lg, 16px);
  }
`;

const Meta = styled.p`
  margin: var(--ui-space-1) 0 var(--ui-space-3);
  color: var(--ui-color-text-secondary);
  overflow-wrap: anywhere;
`;

/** The signed-in user's match sessions (场次) with their state and a countdown from the server's time. */
export function MySessionList({ emptyDescription }: { emptyDescription: string }) {
  const t = useT();
  const { competition } = useServices();
  const sessions = useQuery<{ answer: MySessions; receivedAt: number }>(async (signal) => ({ answer: await competition.mySessions({ signal, silent: true }), receivedAt: monotonicNow() }), [competition]);
  const view = useViewState(sessions, { emptyTitle: t('competition.home.emptyTitle'), emptyDescription }, (data) => data.answer.sessions.length === 0);
  const data = sessions.data;
  return (
    <StateView state={view.state} {...view.stateMessages}>
      {data && (
        <>
          <Muted>{t('competition.home.serverTime', { zone: data.answer.time_zone })}</Muted>
          <List aria-label={t('competition.home.sessions')}>
            {data.answer.sessions.map((session) => (
              <li key={`${session.id}-${session.team_id ?? 0}`}>
                <SessionCard session={session} receivedAt={data.receivedAt} timeZone={data.answer.time_zone} onEnded={sessions.reload} />
              </li>
            ))}
          </List>
        </>
      )}
    </StateView>
  );
}

function SessionCard({ session, receivedAt, timeZone }: { session: MySession; receivedAt: number; timeZone: string; onEnded: () => void }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { competition } = useServices();
  const [open, setOpen] = useState<'submit' | 'board' | null>(null);
  const [entering, setEntering] = useState(false);
  const live = session.state === 'running' || session.state === 'frozen';
  const participant = session.as === 'participant';

  const enterQuiz = async () => {
    setEntering(true);
    try {
      const entry = await competition.enterQuiz(session.id, { silent: true });
      await navigate(routePath('ExamTake', { id: entry.exam_id }));
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
      setEntering(false);
    }
  };

  return (
    <Card>
      <Head>
        <h3>
          {session.competition_title} · {session.title}
        </h3>
        <SessionStateTag state={session.state} />
      </Head>
      <Meta>
        <TimeWindow start={session.start_at} end={session.end_at} timeZone={timeZone} /> · {t(`competition.session.stage.${session.stage}`)} · {t(`competition.session.kind.${session.kind}`)}
        {session.group_name && ` · ${session.group_name}`}
        {session.team_name && ` · ${t('competition.home.team', { name: session.team_name })}`}
        {!participant && ` · ${t('competition.home.adviser')}`}
      </Meta>
      {session.countdown_seconds !== null && (
        <p>
          {t(session.state === 'upcoming' ? 'competition.home.startsIn' : 'competition.home.endsIn')} <ServerCountdown seconds={session.countdown_seconds} receivedAt={receivedAt} />
        </p>
      )}
      <Actions>
        {participant && live && session.kind === 'quiz' && user?.role === 'edu_student' && (
          <Button variant="primary" loading={entering} onClick={() => void enterQuiz()}>
            {t('competition.home.sit')}
          </Button>
        )}
        {participant && live && session.kind === 'quiz' && user?.role !== 'edu_student' && <Muted>{t('competition.home.quizStudentsOnly')}</Muted>}
        {participant && session.kind === 'modelling' && session.state !== 'upcoming' && (
          <Button variant={open === 'submit' ? 'primary' : 'default'} aria-expanded={open === 'submit'} onClick={() => setOpen(open === 'submit' ? null : 'submit')}>
            {t('competition.home.submit')}
          </Button>
        )}
        {session.kind === 'modelling' && session.state !== 'upcoming' && (
          <Button variant={open === 'board' ? 'primary' : 'default'} aria-expanded={open === 'board'} onClick={() => setOpen(open === 'board' ? null : 'board')}>
            {t('competition.home.board')}
          </Button>
        )}
      </Actions>
      {open === 'submit' && <SubmissionPanelSlot session={session} timeZone={timeZone} />}
      {open === 'board' && (
        <BoardArea>
          <CompetitionBoardSlot sessionId={session.id} />
        </BoardArea>
      )}
    </Card>
  );
}
