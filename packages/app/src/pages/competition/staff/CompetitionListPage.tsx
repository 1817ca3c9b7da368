import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { COMPETITION_STATUSES, routePath, type Competition, type CompetitionListQuery, type CompetitionStatus } from '@finedu/domain';
import { Button, DataTableActions, ListPage, Select, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useRowLink } from '../../../list/useRowLink';
import { useCurrentUser, useServices } from '../../../services/ServicesContext';
import { CompetitionStatusTag, Numeric, TimeWindow, useCompetitionArea } from '../shared/competitionParts';
import { CompetitionFormModal } from './CompetitionFormModal';

type Filters = Pick<CompetitionListQuery, 'keyword' | 'status' | 'scope'>;

/**
 * AdminCompetition (/admin/competition) and EduCompetition (/edu/competition): the competitions the caller runs (the
 * platform's for a system admin, the college's for its staff), or also those they may read; search, status, create.
 */
export default function CompetitionListPage() {
  const t = useT();
  const navigate = useNavigate();
  const rowLink = useRowLink();
  const services = useServices();
  const area = useCompetitionArea();
  const user = useCurrentUser();
  const page = useListPage<Filters, Competition>({
    load: (query, signal) => services.competition.list(query, { signal, silent: true }),
    empty: {
      emptyTitle: t('competition.list.emptyTitle'),
      emptyDescription: t('competition.list.emptyDescription'),
      emptyAction: (
        <Button variant="primary" onClick={() => page.form.open(null)}>
          {t('competition.create')}
        </Button>
      ),
    },
    noMatch: { emptyTitle: t('competition.list.noMatch') },
    isFiltered: (filters) => Boolean(filters.keyword) || filters.status !== undefined || filters.scope === 'all',
    deniedContact: area === 'EduCompetition' ? t('guard.deniedContactEdu') : undefined,
    confirm: {
      run: (row) => services.competition.remove(row.id, { silent: true }),
      doneMessage: t('competition.deleted'),
      title: t('competition.deleteTitle'),
      description: (row) => t('competition.deleteText', { title: row.title }),
    },
    saved: { created: t('competition.created'), updated: t('competition.updated') },
  });
  const [draft, setDraft] = useState<{ status: string; scope: string }>({ status: '', scope: 'mine' });

  const search = (keyword: string | undefined) =>
    page.setFilters({ keyword, status: draft.status === '' ? undefined : (draft.status as CompetitionStatus), scope: draft.scope === 'all' ? 'all' : undefined });

  const columns: DataTableColumn<Competition>[] = [
    { key: 'title', title: t('competition.field.title'), ellipsis: 260, tooltip: (row) => row.title, render: (row) => <Link to={routePath(`${area}Base`, { id: row.id })}>{row.title}</Link> },
    { key: 'owner', title: t('competition.field.owner'), ellipsis: 160, render: (row) => row.edu_title ?? t('competition.platform') },
    { key: 'kind', title: t('competition.field.kind'), nowrap: true, render: (row) => t(`competition.kind.${row.kind}`) },
    { key: 'status', title: t('competition.field.status'), kind: 'status', render: (row) => <CompetitionStatusTag status={row.status} /> },
    { key: 'window', title: t('competition.field.registration'), render: (row) => <TimeWindow start={row.registration_start} end={row.registration_end} /> },
    { key: 'participants', title: t('competition.field.participants'), kind: 'number', render: (row) => <Numeric>{row.counts.participants}</Numeric> },
    { key: 'pending', title: t('competition.field.pending'), kind: 'number', render: (row) => <Numeric>{row.counts.pending}</Numeric> },
    { key: 'teams', title: t('competition.field.teams'), kind: 'number', render: (row) => <Numeric>{row.counts.teams}</Numeric> },
  ];

  return (
    <ListPage<Competition>
      {...page.props}
      title={t('competition.list.title')}
      description={t(user?.role === 'sys_admin' ? 'competition.list.descriptionPlatform' : 'competition.list.descriptionCollege')}
      actions={
        <Button icon={actionIcon('create')} variant="primary" onClick={() => page.form.open(null)}>
          {t('competition.create')}
        </Button>
      }
      search={{
        placeholder: t('competition.list.searchPlaceholder'),
        onSearch: search,
        filters: (
          <>
            <Select
              aria-label={t('competition.field.status')}
              value={draft.status}
              onChange={(event) => setDraft({ ...draft, status: event.target.value })}
              options={[{ value: '', label: t('competition.list.allStatuses') }, ...COMPETITION_STATUSES.map((status) => ({ value: status, label: t(`competition.status.${status}`) }))]}
            />
            <Select
              aria-label={t('competition.list.scope')}
              value={draft.scope}
              onChange={(event) => setDraft({ ...draft, scope: event.target.value })}
              options={[
                { value: 'mine', label: t('competition.list.scopeMine') },
                { value: 'all', label: t('competition.list.scopeAll') },
              ]}
            />
          </>
        ),
      }}
      table={{
        ...page.table,
        columns,
        rowActions: (row) => (
          <DataTableActions
            actions={[
              { key: 'open', label: t(row.can_manage ? 'competition.manage' : 'competition.view'), ariaLabel: t('competition.openNamed', { title: row.title }), ...rowLink(routePath(`${area}Base`, { id: row.id })) },
              row.can_manage && row.status === 'draft' && { key: 'delete', label: t('common.delete'), tone: 'danger', ariaLabel: t('competition.deleteNamed', { title: row.title }), onClick: () => page.ask(row) },
            ]}
          />
        ),
      }}
    >
      {page.form.value !== undefined && (
        <CompetitionFormModal
          onClose={page.form.close}
          onSaved={(created) => {
            page.form.saved();
            void navigate(routePath(`${area}Group`, { id: created.id }));
          }}
        />
      )}
    </ListPage>
  );
}
