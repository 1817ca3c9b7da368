import { useState } from 'react';
import styled from 'styled-components';
import type { MyTeam } from '@finedu/domain';
import { Button, Card, StateView, StatusBadge } from '@finedu/ui';
import { emptyIcon } from '../../../components/actionIcons';
import { Actions } from '../../../components/Actions';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useCurrentUser, useServices } from '../../../services/ServicesContext';
import { useAskFirst } from '../../../list/useAskFirst';
import { CompetitionStatusTag, Muted } from '../shared/competitionParts';
import { MyTeamAdvisersModal } from './MyTeamAdvisersModal';
import { MyTeamNameModal } from './MyTeamNameModal';
import { MyTeamResults } from './MyTeamResults';
import { MyTeamRoster } from './MyTeamRoster';

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

/** A modal of the captain's, open on one team. */
type CaptainEdit = { kind: 'name' | 'advisers'; team: MyTeam };

/**
 * The caller's teams in every competition: invite code to share, members, advisers and published results. While the
 * roster is open a member may leave, and the captain renames the team, hands over the captaincy, removes members
 * and chooses advisers; once locked only a line says so (organizers change a locked roster, audited).
 */
export function MyTeams() {
  const t = useT();
  const user = useCurrentUser();
  const { competition } = useServices();
  const teams = useQuery<MyTeam[]>((signal) => competition.myTeams({ signal, silent: true }), [competition]);
  const [editing, setEditing] = useState<CaptainEdit | null>(null);
  const saved = () => {
    setEditing(null);
    teams.reload();
  };
  const view = useViewState(teams, { emptyIcon: emptyIcon('teams'), emptyTitle: t('competition.myTeams.emptyTitle'), emptyDescription: t('competition.myTeams.emptyDescription') });
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
        {(teams.data ?? []).map((team) => {
          const captain = team.captain_id !== null && team.captain_id === user?.id;
          return (
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
                  <dd>
                    <MyTeamRoster team={team} editable={captain && !team.locked} onChanged={teams.reload} />
                  </dd>
                  <dt>{t('competition.team.advisers')}</dt>
                  <dd>{team.advisers.length === 0 ? '—' : team.advisers.map((adviser) => adviser.name).join('、')}</dd>
                  <dt>{t('competition.team.state')}</dt>
                  <dd>{t(team.complete ? 'competition.team.complete' : 'competition.team.incomplete')}</dd>
                  <dt>{t('competition.myResults.title')}</dt>
                  <dd>
                    <MyTeamResults competitionId={team.competition_id} teamName={team.name} />
                  </dd>
                </Facts>
                {team.locked ? (
                  <Muted>{t('competition.captain.lockedLine')}</Muted>
                ) : (
                  <Actions>
                    {captain && (
                      <>
                        <Button size="small" onClick={() => setEditing({ kind: 'name', team })} aria-label={t('competition.captain.renameNamed', { name: team.name })}>
                          {t('competition.captain.rename')}
                        </Button>
                        <Button size="small" onClick={() => setEditing({ kind: 'advisers', team })} aria-label={t('competition.captain.advisersNamed', { name: team.name })}>
                          {t('competition.captain.advisers')}
                        </Button>
                      </>
                    )}
                    <Button size="small" onClick={() => leave.ask(team)} aria-label={t('competition.myTeams.leaveNamed', { name: team.name })}>
                      {t(captain ? 'competition.myTeams.leaveCaptain' : 'competition.myTeams.leave')}
                    </Button>
                  </Actions>
                )}
              </Card>
            </li>
          );
        })}
      </Teams>
      {leave.dialog}
      {editing?.kind === 'name' && <MyTeamNameModal team={editing.team} onClose={() => setEditing(null)} onSaved={saved} />}
      {editing?.kind === 'advisers' && <MyTeamAdvisersModal team={editing.team} onClose={() => setEditing(null)} onSaved={saved} />}
    </StateView>
  );
}
