import { routePath, type BlockLabAttemptSummary } from '@finedu/domain';
import { Card, DataTable, DataTableActions, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useRowLink } from '../../../list/useRowLink';
import { useServices } from '../../../services/ServicesContext';

/** 我的成绩's 区块链实验 section: the student's lab attempts (graded by the server) with a link back to each lab. */
export function BlockLabGrades() {
  const t = useT();
  const { blockLab } = useServices();
  const query = useQuery((signal) => blockLab.mine({ signal, silent: true }), []);
  const view = useViewState(query, { emptyTitle: t('exam.student.blockLab.empty'), emptyDescription: t('exam.student.blockLab.emptyHint') });
  const labels = useDataTableLabels();
  const rowLink = useRowLink();
  const columns: DataTableColumn<BlockLabAttemptSummary>[] = [
    { key: 'case_title', title: t('exam.student.blockLab.case'), ellipsis: 280 },
    { key: 'status', title: t('exam.student.blockLab.status'), kind: 'status', render: (row) => t(row.status === 'completed' ? 'exam.student.blockLab.completed' : 'exam.student.blockLab.active') },
    { key: 'steps_done', title: t('exam.student.blockLab.steps'), kind: 'number', render: (row) => `${row.steps_done} / ${row.step_count}` },
    { key: 'score', title: t('exam.student.blockLab.score'), kind: 'number' },
    { key: 'updated_at', title: t('exam.student.blockLab.updatedAt'), kind: 'time', render: (row) => formatDateTime(row.updated_at) },
  ];
  return (
    <Card title={t('exam.student.blockLab.title')}>
      <DataTable<BlockLabAttemptSummary>
        aria-label={t('exam.student.blockLab.title')}
        columns={columns}
        rows={query.data ?? []}
        rowKey={(row) => String(row.id)}
        rowActions={(row) => (
          <DataTableActions actions={[{ key: 'open', label: t('exam.student.blockLab.open'), ariaLabel: t('exam.student.blockLab.openNamed', { title: row.case_title }), ...rowLink(routePath('BlockLab', { id: row.case_id })) }]} />
        )}
        labels={labels}
        phoneLayout="cards"
        state={view.state}
        stateMessages={view.stateMessages}
      />
    </Card>
  );
}
