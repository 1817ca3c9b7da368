import styled from 'styled-components';
import type { MyTeam } from '@finedu/domain';
import { Button, Card, StateView, StatusBadge } from '@finedu/ui';
import { Actions } from '../../../components/Actions';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useCurrentUser, useServices } from '../../../services/ServicesContext';
import { useAskFirst } from '../shared/useAskFirst';
import { CompetitionStatusTag } from '../shared/competitionParts';

const Teams = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: var(--ui-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Label / value pairs that fit a phone-wide card. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: var(--ui-space-2) var(--ui-space-3);
  margin: 0 0 var(--ui-space-3);
  overflow-wrap: anywhere;
  dt {
    color: var(--ui-color-text-secondary);
  }
  dd {
    margin: 0;
  }
`;

const Code = styled.code`
  font-family: var(--ui-font-family-code, monospace);
  font-size: 16px;
  letter-spacing: 0.08em;
`;

/** The caller's teams in every competition: invite code to share, members and advisers; leave while the roster is open. */
export function MyTeams() {
  const t = useT();
  const user = useCurrentUser();
  const { competition } = useServices();
  const teams = useQuery<MyTeam[]>((signal) => competition.myTeams({ signal, silent: true }), [competition]);
  const view = useViewState(teams, { emptyTitle: t('competition.myTeams.emptyTitle'), emptyDescription: t('competition.myTeams.emptyDescription') });
  const leave = useAskFirst<MyTeam>({
    run: (team) => competition.leaveMyTeam(team.competition_id, { silent: true }),
    doneMessage: t('competition.myTeams.left'),
    onDone: teams.reload,
    title: t('competition.myTeams.leaveTitle'),
    description: (team) => t('competition.myTeams.leaveText', { name: team.name }),
    confirmLabel: t('competition.myTeams.leave'),
  });
  return (
    <StateView state={view.state} {...view.stateMessages}>
      <Teams aria-label={t('competition.student.teams')}>
        {(teams.data ?? []).map((team) => (
          <li key={team.id}>
            <Card
              title={team.name}
              extra={
                <>
                  <CompetitionStatusTag status={team.competition_status} /> {team.locked && <StatusBadge tone="neutral">{t('competition.team.locked')}</StatusBadge>}
                </>
              }
            >
              <Facts>
                <dt>{t('competition.myTeams.competition')}</dt>
                <dd>{team.competition_title}</dd>
                <dt>{t('competition.user.group')}</dt>
                <dd>{team.group_name}</dd>
                <dt>{t('competition.myTeams.code')}</dt>
                <dd>{team.invite_code ? <Code>{team.invite_code}</Code> : '—'}</dd>
                <dt>{t('competition.team.members')}</dt>
                <dd>{team.members.map((member) => (member.captain ? t('competition.team.captainMark', { name: member.name }) : member.name)).join('、')}</dd>
                <dt>{t('competition.team.advisers')}</dt>
                <dd>{team.advisers.length === 0 ? '—' : team.advisers.map((adviser) => adviser.name).join('、')}</dd>
                <dt>{t('competition.team.state')}</dt>
                <dd>{t(team.complete ? 'competition.team.complete' : 'competition.team.incomplete')}</dd>
              </Facts>
              {!team.locked && (
                <Actions>
                  <Button size="small" onClick={() => leave.ask(team)} aria-label={t('competition.myTeams.leaveNamed', { name: team.name })}>
                    {t(team.captain_id === user?.id ? 'competition.myTeams.leaveCaptain' : 'competition.myTeams.leave')}
                  </Button>
                </Actions>
              )}
            </Card>
          </li>
        ))}
      </Teams>
      {leave.dialog}
    </StateView>
  );
}
