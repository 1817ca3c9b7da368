import styled from 'styled-components';
import type { MyTeam, TeamMember } from '@finedu/domain';
import { Button } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { useAskFirst } from '../../../list/useAskFirst';

const Members = styled.ul`
  display: grid;
  gap: var(--ui-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Member = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
  > span {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

type MemberOf = { team: MyTeam; member: TeamMember };

export interface MyTeamRosterProps {
  team: MyTeam;
  /** The caller is the captain and the roster is open: each other member gets hand-over and remove. */
  editable: boolean;
  onChanged: () => void;
}

/** The members of a team; the captain hands over the captaincy or removes a member, each asked first. */
export function MyTeamRoster({ team, editable, onChanged }: MyTeamRosterProps) {
  const t = useT();
  const { competition } = useServices();
  const handOver = useAskFirst<MemberOf>({
    run: ({ member }) => competition.updateMyTeam(team.id, { captain_id: member.user_id }, { silent: true }),
    doneMessage: t('competition.captain.handedOver'),
    onDone: onChanged,
    title: t('competition.captain.handOverTitle'),
    description: ({ member }) => t('competition.captain.handOverText', { name: member.name, team: team.name }),
    confirmLabel: t('competition.captain.handOver'),
  });
  const remove = useAskFirst<MemberOf>({
    run: ({ member }) => competition.removeMyTeamMember(team.id, member.user_id, { silent: true }),
    doneMessage: t('competition.captain.removed'),
    onDone: onChanged,
    title: t('competition.captain.removeTitle'),
    description: ({ member }) => t('competition.captain.removeText', { name: member.name, team: team.name }),
    confirmLabel: t('competition.captain.remove'),
  });
  return (
    <>
      <Members aria-label={t('competition.captain.membersOf', { name: team.name })}>
        {team.members.map((member) => (
          <Member key={member.user_id}>
            <span>{member.captain ? t('competition.team.captainMark', { name: member.name }) : member.name}</span>
            {editable && !member.captain && (
              <>
                <Button size="small" variant="link" onClick={() => handOver.ask({ team, member })} aria-label={t('competition.captain.handOverNamed', { name: member.name })}>
                  {t('competition.captain.handOver')}
                </Button>
                <Button size="small" variant="link" onClick={() => remove.ask({ team, member })} aria-label={t('competition.captain.removeNamed', { name: member.name })}>
                  {t('competition.captain.remove')}
                </Button>
              </>
            )}
          </Member>
        ))}
      </Members>
      {handOver.dialog}
      {remove.dialog}
    </>
  );
}
