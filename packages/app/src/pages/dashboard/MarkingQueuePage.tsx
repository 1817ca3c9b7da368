import type { MarkingWorkRow } from '@finedu/domain';
import { Card, DataTable, DataTableActions, PageHeader, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../components/format';
import { useViewState } from '../../components/tableState';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useDataTableLabels } from '../../list/useListLabels';
import { useRowLink } from '../../list/useRowLink';
import { useServices } from '../../services/ServicesContext';
import { markingPathOf } from './markingPath';

/**
 * EduMarking (/edu/marking, issue 34): everything waiting for the teacher's marking in their college and classes —
 * exam answers and case rubrics — per class, the oldest first, each with a link to where it is marked. Its totals are
 * the landing page's 待批阅 count (one server function computes both).
 */
export default function MarkingQueuePage() {
  const t = useT();
  const { marking } = useServices();
  const labels = useDataTableLabels();
  const rowLink = useRowLink();
  const queue = useQuery((signal) => marking.queue({ signal, silent: true }), []);
  const view = useViewState(queue, { emptyTitle: t('dashboard.marking.empty'), emptyDescription: t('dashboard.marking.emptyHint') }, (data) => data.list.length === 0);
  const className = (row: MarkingWorkRow) => (row.class_id === null ? t('dashboard.marking.noClass') : row.class_name);
  const columns: DataTableColumn<MarkingWorkRow>[] = [
    { key: 'kind', title: t('dashboard.marking.kind'), kind: 'status', render: (row) => t(`dashboard.marking.kind.${row.kind}`) },
    { key: 'title', title: t('dashboard.marking.what'), ellipsis: 280 },
    { key: 'class_name', title: t('dashboard.marking.class'), ellipsis: 160, render: className },
    { key: 'students', title: t('dashboard.marking.students'), kind: 'number' },
    { key: 'items', title: t('dashboard.marking.items'), kind: 'number' },
    { key: 'since', title: t('dashboard.marking.since'), kind: 'time', render: (row) => formatDateTime(row.since) },
  ];
  const data = queue.data;
  return (
    <>
      <PageHeader title={t('dashboard.teacher.marking')} description={t('dashboard.marking.description')} />
      <Card title={data && data.list.length > 0 ? t('dashboard.marking.summary', { students: data.students, items: data.items }) : t('dashboard.marking.label')}>
        <DataTable<MarkingWorkRow>
          aria-label={t('dashboard.marking.label')}
          columns={columns}
          rows={data?.list ?? []}
          rowKey={(row) => `${row.kind}:${row.id}:${row.class_id ?? ''}`}
          labels={labels}
          phoneLayout="cards"
          rowActions={(row) =>
            // A college admin reads case rows only: the case page marks the students of the classes its teacher heads,
            // so no link is offered that would show them nothing.
            row.can_mark ? (
              <DataTableActions
                actions={[
                  { key: 'open', label: t('dashboard.marking.open'), ariaLabel: t('dashboard.marking.openNamed', { title: row.title, className: className(row) }), ...rowLink(markingPathOf(row)) },
                  // The similarity report of a case is reached from its case-teaching page, opened on it.
                  row.kind === 'case' && { key: 'similarity', label: t('dashboard.marking.similarity'), ariaLabel: t('dashboard.marking.similarityNamed', { title: row.title }), ...rowLink(`${markingPathOf(row)}?similarity=1`) },
                ]}
              />
            ) : (
              <span>{t('dashboard.marking.byClassTeacher')}</span>
            )
          }
          state={view.state}
          stateMessages={view.stateMessages}
        />
      </Card>
    </>
  );
}
