import { useState } from 'react';
import type { CompetitionTeam, TeamListQuery } from '@finedu/domain';
import { DataTableActions, ListPage, Select, StatusBadge, type DataTableColumn } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useServices } from '../../../services/ServicesContext';
import { CompetitionDetailFrame, type CompetitionContext } from './CompetitionDetailFrame';
import { useCompetitionGroups } from './CompetitionUserPage';
import { TeamChangeModal, type TeamChange } from './TeamChangeModal';

type Filters = Pick<TeamListQuery, 'keyword' | 'group_id'>;

/** The team tab: teams with captain, members and advisers; organizers move, merge or disband (audited). */
export default function CompetitionTeamPage() {
  return <CompetitionDetailFrame tab="team">{(context) => <TeamTab {...context} />}</CompetitionDetailFrame>;
}

function TeamTab({ competition, reload, canManage, area }: CompetitionContext) {
  const t = useT();
  const { competition: client } = useServices();
  const groups = useCompetitionGroups(competition);
  const [change, setChange] = useState<TeamChange | null>(null);
  const page = useListPage<Filters, CompetitionTeam>({
    load: (query, signal) => client.teams(competition.id, query, { signal, silent: true }),
    empty: { emptyTitle: t('competition.team.emptyTitle'), emptyDescription: t(competition.kind === 'team' ? 'competition.team.emptyDescription' : 'competition.team.emptyIndividual') },
    noMatch: { emptyTitle: t('competition.team.noMatch') },
    deniedContact: area === 'EduCompetition' ? t('guard.deniedContactEdu') : undefined,
    onChanged: reload,
  });
  const [group, setGroup] = useState('');

  const columns: DataTableColumn<CompetitionTeam>[] = [
    { key: 'name', title: t('competition.team.name'), ellipsis: 200 },
    { key: 'group_name', title: t('competition.user.group'), ellipsis: 140 },
    { key: 'edu_title', title: t('competition.user.school'), ellipsis: 180, render: (row) => row.edu_title ?? t('role.competitor') },
    {
      key: 'members',
      title: t('competition.team.members'),
      ellipsis: 240,
      render: (row) => row.members.map((member) => (member.captain ? t('competition.team.captainMark', { name: member.name }) : member.name)).join('、'),
    },
    { key: 'advisers', title: t('competition.team.advisers'), ellipsis: 160, render: (row) => (row.advisers.length === 0 ? '—' : row.advisers.map((adviser) => adviser.name).join('、')) },
    {
      key: 'state',
      title: t('competition.team.state'),
      nowrap: true,
      render: (row) => (
        <>
          <StatusBadge tone={row.complete ? 'success' : 'warning'}>{t(row.complete ? 'competition.team.complete' : 'competition.team.incomplete')}</StatusBadge>{' '}
          {row.locked && <StatusBadge tone="neutral">{t('competition.team.locked')}</StatusBadge>}
        </>
      ),
    },
  ];

  return (
    <ListPage<CompetitionTeam>
      {...page.props}
      variant="panel"
      search={{
        placeholder: t('competition.team.searchPlaceholder'),
        onSearch: (keyword) => page.setFilters({ keyword, group_id: group === '' ? undefined : Number(group) }),
        filters: <Select aria-label={t('competition.user.group')} value={group} onChange={(event) => setGroup(event.target.value)} options={[{ value: '', label: t('competition.user.allGroups') }, ...(groups.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))]} />,
      }}
      table={{
        ...page.table,
        'aria-label': t('competition.tab.team'),
        columns,
        rowKey: (row) => String(row.id),
        rowActions: canManage
          ? (row) => (
              <DataTableActions
                moreLabel={t('table.moreOf', { name: row.name })}
                actions={[
                  { key: 'move', label: t('competition.team.move'), ariaLabel: t('competition.team.moveNamed', { name: row.name }), onClick: () => setChange({ kind: 'move', team: row }) },
                  competition.kind === 'team' && { key: 'merge', label: t('competition.team.merge'), ariaLabel: t('competition.team.mergeNamed', { name: row.name }), onClick: () => setChange({ kind: 'merge', team: row }) },
                  { key: 'disband', label: t('competition.team.disband'), tone: 'danger', ariaLabel: t('competition.team.disbandNamed', { name: row.name }), onClick: () => setChange({ kind: 'disband', team: row }) },
                ]}
              />
            )
          : undefined,
      }}
    >
      {change !== null && (
        <TeamChangeModal
          competitionId={competition.id}
          change={change}
          teams={page.table.data?.list ?? []}
          onClose={() => setChange(null)}
          onDone={() => {
            setChange(null);
            page.reload();
            reload();
          }}
        />
      )}
    </ListPage>
  );
}
