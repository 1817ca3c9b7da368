import { useState } from 'react';
import { PARTICIPANT_REVIEW_MOVES, PARTICIPANT_STATUSES, type Competition, type CompetitionGroup, type CompetitionParticipant, type ParticipantListQuery, type ParticipantStatus } from '@finedu/domain';
import { Button, ListPage, Select, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { saveBlob } from '../../../components/saveBlob';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useServices } from '../../../services/ServicesContext';
import { ImportUsersModal } from '../../Users/ImportUsersModal';
import { ParticipantStatusTag } from '../shared/competitionParts';
import { AccountFormModal } from './AccountFormModal';
import { CompetitionDetailFrame, type CompetitionContext } from './CompetitionDetailFrame';
import { ReviewModal, type ReviewDecision } from './ReviewModal';

type Filters = Pick<ParticipantListQuery, 'keyword' | 'status' | 'group_id'>;

/** The user tab: participants and registration review (accept, reject with a reason, suspend), competition accounts. */
export default function CompetitionUserPage() {
  return <CompetitionDetailFrame tab="user">{(context) => <UserTab {...context} />}</CompetitionDetailFrame>;
}

/** The competition's groups (for filters and forms). */
export function useCompetitionGroups(competition: Competition) {
  const { competition: client } = useServices();
  return useQuery<CompetitionGroup[]>((signal) => client.groups(competition.id, { signal, silent: true }), [competition.id]);
}

function UserTab({ competition, reload, canManage, area }: CompetitionContext) {
  const t = useT();
  const toast = useToast();
  const { competition: client } = useServices();
  const groups = useCompetitionGroups(competition);
  const [selected, setSelected] = useState<string[]>([]);
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const [dialog, setDialog] = useState<'account' | 'import' | null>(null);
  const page = useListPage<Filters, CompetitionParticipant>({
    load: (query, signal) => client.participants(competition.id, query, { signal, silent: true }),
    empty: { emptyTitle: t('competition.user.emptyTitle'), emptyDescription: t('competition.user.emptyDescription') },
    noMatch: { emptyTitle: t('competition.user.noMatch') },
    deniedContact: area === 'EduCompetition' ? t('guard.deniedContactEdu') : undefined,
    onChanged: reload,
  });
  const [draft, setDraft] = useState({ status: '', group: '' });
  const rows = page.table.data?.list ?? [];

  const columns: DataTableColumn<CompetitionParticipant>[] = [
    { key: 'name', title: t('competition.user.name'), ellipsis: 180, render: (row) => `${row.name}（${row.username}）` },
    { key: 'school', title: t('competition.user.school'), ellipsis: 180, render: (row) => row.edu_title ?? row.department ?? t('role.competitor') },
    { key: 'group_name', title: t('competition.user.group'), ellipsis: 140 },
    { key: 'team_name', title: t('competition.user.team'), ellipsis: 140, render: (row) => row.team_name ?? t('competition.user.noTeam') },
    { key: 'status', title: t('competition.user.status'), kind: 'status', render: (row) => <ParticipantStatusTag status={row.status} /> },
    { key: 'reason', title: t('competition.user.reason'), ellipsis: 200, render: (row) => row.reason ?? '—' },
  ];

  /** The selected registrations that may move to `status` (the others are left as they are and reported). */
  const eligible = (status: ParticipantStatus) => rows.filter((row) => selected.includes(String(row.id)) && PARTICIPANT_REVIEW_MOVES[row.status].includes(status));

  const review = async (status: 'accepted' | 'rejected' | 'suspended', reason: string | null) => {
    const ids = eligible(status).map((row) => row.id);
    // A refusal rejects: the review dialog shows the server's message and stays open.
    const answer = await client.review(competition.id, { participant_ids: ids, status, reason }, { silent: true });
    toast.success(t('competition.user.reviewed', { updated: answer.updated, skipped: answer.rejected.length }));
    setSelected([]);
    setDecision(null);
    page.reload();
    reload();
  };

  const actions = canManage ? (
    <>
      <Button icon={actionIcon('import')} onClick={() => setDialog('import')}>{t('competition.user.import')}</Button>
      <Button icon={actionIcon('create')} variant="primary" onClick={() => setDialog('account')}>
        {t('competition.user.createAccount')}
      </Button>
    </>
  ) : undefined;

  return (
    <ListPage<CompetitionParticipant>
      {...page.props}
      variant="panel"
      actions={actions}
      search={{
        placeholder: t('competition.user.searchPlaceholder'),
        onSearch: (keyword) => page.setFilters({ keyword, status: draft.status === '' ? undefined : (draft.status as ParticipantStatus), group_id: draft.group === '' ? undefined : Number(draft.group) }),
        filters: (
          <>
            <Select aria-label={t('competition.user.status')} value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })} options={[{ value: '', label: t('competition.list.allStatuses') }, ...PARTICIPANT_STATUSES.map((status) => ({ value: status, label: t(`competition.participant.status.${status}`) }))]} />
            <Select aria-label={t('competition.user.group')} value={draft.group} onChange={(event) => setDraft({ ...draft, group: event.target.value })} options={[{ value: '', label: t('competition.user.allGroups') }, ...(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))]} />
          </>
        ),
      }}
      table={{
        ...page.table,
        'aria-label': t('competition.tab.user'),
        columns,
        rowKey: (row) => String(row.id),
        selectable: canManage,
        selectedKeys: selected,
        onSelectionChange: setSelected,
        bulkActions: () => (
          <>
            <Button size="small" variant="primary" disabled={eligible('accepted').length === 0} onClick={() => setDecision('accepted')}>
              {t('competition.user.accept')}
            </Button>
            <Button size="small" variant="danger" disabled={eligible('rejected').length === 0} onClick={() => setDecision('rejected')}>
              {t('competition.user.reject')}
            </Button>
            <Button size="small" disabled={eligible('suspended').length === 0} onClick={() => setDecision('suspended')}>
              {t('competition.user.suspend')}
            </Button>
          </>
        ),
      }}
    >
      {decision !== null && <ReviewModal decision={decision} count={eligible(decision).length} onClose={() => setDecision(null)} onConfirm={(reason) => review(decision, reason)} />}
      {dialog === 'account' && (
        <AccountFormModal
          competitionId={competition.id}
          groups={groups.data ?? []}
          onClose={() => setDialog(null)}
          onSaved={() => {
            toast.success(t('competition.user.accountCreated'));
            setDialog(null);
            page.reload();
            reload();
          }}
        />
      )}
      {dialog === 'import' && (
        <ImportUsersModal
          title={t('competition.user.importTitle')}
          importFile={(file) => client.importAccounts(competition.id, file, { silent: true })}
          onDownloadTemplate={() => void client.accountTemplate(competition.id).then((blob) => saveBlob(blob, t('competition.user.templateFile')))}
          onClose={() => setDialog(null)}
          onImported={(created) => {
            toast.success(t('competition.user.imported', { created }));
            setDialog(null);
            page.reload();
            reload();
          }}
        />
      )}
    </ListPage>
  );
}
