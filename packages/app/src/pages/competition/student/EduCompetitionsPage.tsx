import { useState } from 'react';
import { type OpenCompetition, type OpenCompetitionListQuery } from '@finedu/domain';
import { Card, DataTableActions, ListPage, PageHeader, Select, Tabs, type DataTableColumn } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useServices } from '../../../services/ServicesContext';
import { CompetitionStatusTag, Muted, ParticipantStatusTag, TimeWindow } from '../shared/competitionParts';
import { MySessionList } from '../shared/MySessionList';
import { JoinByCode } from './JoinByCode';
import { MyTeams } from './MyTeams';
import { RegisterModal } from './RegisterModal';

type Filters = Pick<OpenCompetitionListQuery, 'keyword' | 'mine'>;
type Section = 'open' | 'teams' | 'sessions';

/** EduCompetitions (/edu/competitions, 我的竞赛): open competitions, registering, invite codes, my teams and my sessions. */
export default function EduCompetitionsPage() {
  const t = useT();
  const [section, setSection] = useState<Section>('open');
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);
  return (
    <>
      <PageHeader title={t('competition.student.title')} description={t('competition.student.description')} />
      <Card>
        <JoinByCode onJoined={changed} />
      </Card>
      <Card>
        <Tabs
          aria-label={t('competition.student.title')}
          activeKey={section}
          onChange={(key) => setSection(key as Section)}
          items={[
            { key: 'open', label: t('competition.student.open'), content: section === 'open' ? <OpenCompetitions key={version} onChanged={changed} /> : undefined },
            { key: 'teams', label: t('competition.student.teams'), content: section === 'teams' ? <MyTeams key={version} /> : undefined },
            { key: 'sessions', label: t('competition.student.sessions'), content: section === 'sessions' ? <MySessionList key={version} emptyDescription={t('competition.student.sessionsEmpty')} /> : undefined },
          ]}
        />
      </Card>
    </>
  );
}

function OpenCompetitions({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const { competition } = useServices();
  const [registering, setRegistering] = useState<OpenCompetition | null>(null);
  const [mine, setMine] = useState('');
  const page = useListPage<Filters, OpenCompetition>({
    load: (query, signal) => competition.open(query, { signal, silent: true }),
    empty: { emptyTitle: t('competition.student.emptyTitle'), emptyDescription: t('competition.student.emptyDescription') },
    noMatch: { emptyTitle: t('competition.list.noMatch') },
    confirm: {
      run: (row) => competition.withdraw(row.id, { silent: true }),
      doneMessage: t('competition.student.withdrawn'),
      title: t('competition.student.withdrawTitle'),
      description: (row) => t('competition.student.withdrawText', { title: row.title }),
      confirmLabel: t('competition.student.withdraw'),
    },
  });

  const columns: DataTableColumn<OpenCompetition>[] = [
    { key: 'title', title: t('competition.field.title'), ellipsis: 240, render: (row) => row.title },
    { key: 'owner', title: t('competition.field.owner'), ellipsis: 160, render: (row) => row.edu_title ?? t('competition.platform') },
    { key: 'kind', title: t('competition.field.kind'), nowrap: true, render: (row) => (row.kind === 'team' ? t('competition.student.teamOf', { min: row.team_min, max: row.team_max }) : t('competition.kind.individual')) },
    { key: 'status', title: t('competition.field.status'), kind: 'status', render: (row) => <CompetitionStatusTag status={row.status} /> },
    { key: 'window', title: t('competition.field.registration'), render: (row) => <TimeWindow start={row.registration_start} end={row.registration_end} timeZone={row.time_zone} /> },
    {
      key: 'me',
      title: t('competition.student.mine'),
      render: (row) =>
        row.me ? (
          <>
            <ParticipantStatusTag status={row.me.status} /> <Muted>{[row.me.group_name, row.me.team_name].filter(Boolean).join(' · ')}</Muted>
          </>
        ) : (
          <Muted>{t('competition.student.notRegistered')}</Muted>
        ),
    },
  ];

  return (
    <ListPage<OpenCompetition>
      {...page.props}
      variant="panel"
      search={{
        placeholder: t('competition.list.searchPlaceholder'),
        onSearch: (keyword) => page.setFilters({ keyword, mine: mine === '1' ? '1' : undefined }),
        filters: (
          <Select
            aria-label={t('competition.student.mine')}
            value={mine}
            onChange={(event) => setMine(event.target.value)}
            options={[
              { value: '', label: t('competition.student.allOpen') },
              { value: '1', label: t('competition.student.onlyMine') },
            ]}
          />
        ),
      }}
      table={{
        ...page.table,
        'aria-label': t('competition.student.open'),
        phoneLayout: 'cards',
        columns,
        rowKey: (row) => String(row.id),
        rowActions: (row) => (
          <DataTableActions
            actions={[
              row.me === null && row.registration_open && { key: 'register', label: t('competition.register.submit'), ariaLabel: t('competition.register.titleNamed', { title: row.title }), onClick: () => setRegistering(row) },
              row.me !== null && row.me.status !== 'withdrawn' && !row.roster_locked && { key: 'withdraw', label: t('competition.student.withdraw'), tone: 'danger', ariaLabel: t('competition.student.withdrawNamed', { title: row.title }), onClick: () => page.ask(row) },
            ]}
          />
        ),
      }}
    >
      {registering !== null && (
        <RegisterModal
          competition={registering}
          onClose={() => setRegistering(null)}
          onDone={() => {
            setRegistering(null);
            onChanged();
          }}
        />
      )}
      {page.table.data?.list.some((row) => row.me === null && !row.registration_open) && <Muted>{t('competition.student.closedHint')}</Muted>}
    </ListPage>
  );
}
