import { useState } from 'react';
import { defaultSubmissionPanelLabels, submissionPanelLabelsEnUS, DataTable, StatusBadge, type DataTableColumn } from '@finedu/ui';
import type { SessionSubmission } from '@finedu/domain';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useLocale } from '../../../i18n/LocaleContext';
import { useT } from '../../../i18n/useT';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useServices } from '../../../services/ServicesContext';

const PAGE_SIZE = 20;

/**
 * A modelling session's submissions as staff may read them (issue 34): organizers every team's; college staff in a
 * platform competition — a team's advisers among them — only their own college's teams, with the public scores.
 * Read-only: files are scored by the engine, nobody edits them here.
 */
export function SessionSubmissions({ sessionId, readOnly }: { sessionId: number; readOnly: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const { competition } = useServices();
  const labels = useDataTableLabels();
  const [page, setPage] = useState(1);
  const query = useQuery((signal) => competition.sessionSubmissions(sessionId, { page, page_size: PAGE_SIZE }, { signal, silent: true }), [sessionId, page]);
  const view = useViewState(query, { emptyTitle: t('competition.staffSubmissions.empty') }, (data) => data.list.length === 0);
  const status = (locale === 'en-US' ? submissionPanelLabelsEnUS : defaultSubmissionPanelLabels).status;
  const columns: DataTableColumn<SessionSubmission>[] = [
    { key: 'team_name', title: t('competition.staffSubmissions.team'), ellipsis: 200 },
    { key: 'user_name', title: t('competition.staffSubmissions.member'), ellipsis: 120 },
    { key: 'filename', title: t('competition.staffSubmissions.file'), ellipsis: 200 },
    { key: 'status', title: t('competition.staffSubmissions.status'), kind: 'status', render: (row) => <StatusBadge>{status[row.status]}</StatusBadge> },
    { key: 'public_score', title: t('competition.staffSubmissions.publicScore'), kind: 'number', render: (row) => (row.public_score === null ? t('common.none') : String(row.public_score)) },
    { key: 'created_at', title: t('competition.staffSubmissions.at'), kind: 'time', render: (row) => formatDateTime(row.created_at) },
  ];
  const title = readOnly ? t('competition.staffSubmissions.ownTitle') : t('competition.staffSubmissions.title');
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <DataTable<SessionSubmission>
        aria-label={title}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(row) => String(row.id)}
        labels={labels}
        phoneLayout="cards"
        state={view.state}
        stateMessages={view.stateMessages}
        pagination={query.data ? { page, pageSize: PAGE_SIZE, total: query.data.total, pageSizeOptions: [PAGE_SIZE], onPageChange: (next) => setPage(next) } : undefined}
      />
    </section>
  );
}
