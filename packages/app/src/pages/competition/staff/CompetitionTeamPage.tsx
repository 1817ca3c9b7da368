import { useState } from 'react';
import type { CompetitionTeam, TeamListQuery } from '@finedu/domain';
import { DataTableAction, ListPage, Select, StatusBadge, type DataTableColumn } from '@finedu/ui';
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
    { key: 'name', title: t('competition.team.name') },
    { key: 'group_name', title: t('competition.user.group') },
    { key: 'edu_title', title: t('competition.user.school'), render: (row) => row.edu_title ?? t('role.competitor') },
    {
      key: 'members',
      title: t('competition.team.members'),
      render: (row) => row.members.map((member) => (member.captain ? t('competition.team.captainMark', { name: member.name }) : member.name)).join('、'),
    },
    { key: 'advisers', title: t('competition.team.advisers'), render: (row) => (row.advisers.length === 0 ? '—' : row.advisers.map((adviser) => adviser.name).join('、')) },
    {
      key: 'state',
      title: t('competition.team.state'),
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
              <>
                <DataTableAction onClick={() => setChange({ kind: 'move', team: row })} aria-label={t('competition.team.moveNamed', { name: row.name })}>
                  {t('competition.team.move')}
                </DataTableAction>
                {competition.kind === 'team' && (
                  <DataTableAction onClick={() => setChange({ kind: 'merge', team: row })} aria-label={t('competition.team.mergeNamed', { name: row.name })}>
                    {t('competition.team.merge')}
                  </DataTableAction>
                )}
                <DataTableAction onClick={() => setChange({ kind: 'disband', team: row })} aria-label={t('competition.team.disbandNamed', { name: row.name })}>
                  {t('competition.team.disband')}
                </DataTableAction>
              </>
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
