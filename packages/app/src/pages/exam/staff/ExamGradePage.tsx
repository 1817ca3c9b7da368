import { useState } from 'react';
import type { Exam, MarkingQueueItem } from '@finedu/domain';
import { Button, DataTable, DataTableActions, MathExcerpt, Tabs, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { useStaffViewState } from './useStaffViewState';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { PublishControl } from './PublishControl';
import { ExamDetailFrame } from './ExamDetailFrame';
import { MarkingView } from './MarkingView';
import { StatisticsPanel } from './StatisticsPanel';
import { ExamSimilarity } from '../../similarity/ExamSimilarity';
import { Toolbar } from './staffParts';
import { useExport } from './useExport';

/** ExamGrade (/edu/examine/:id/grade): the marking queue and marking, statistics, publish and export. */
export default function ExamGradePage() {
  return <ExamDetailFrame tab="grade">{({ exam, reload }) => <Grading exam={exam} reloadExam={reload} />}</ExamDetailFrame>;
}


function Grading({ exam, reloadExam }: { exam: Exam; reloadExam: () => void }) {
  const t = useT();
  const services = useServices();
  const exporter = useExport();
  const [view, setView] = useState('marking');

  return (
    <>
      <Toolbar>
        <PublishControl exam={exam} onPublished={reloadExam} />
        <Button icon={actionIcon('export')} loading={exporter.busy} onClick={() => void exporter.run(() => services.exam.exportScores(exam.id, { silent: true }), t('exam.staff.exportName', { title: exam.title }))}>
          {t('exam.staff.exportScores')}
        </Button>
      </Toolbar>
      <Tabs
        aria-label={t('exam.staff.tab.grade')}
        activeKey={view}
        onChange={setView}
        items={[
          { key: 'marking', label: t('exam.staff.grade.marking'), content: view === 'marking' ? <MarkingQueue exam={exam} onChanged={reloadExam} /> : undefined },
          { key: 'statistics', label: t('exam.staff.grade.statistics'), content: view === 'statistics' ? <StatisticsPanel examId={exam.id} /> : undefined },
          { key: 'similarity', label: t('similarity.button'), content: view === 'similarity' ? <ExamSimilarity exam={exam} /> : undefined },
        ]}
      />
    </>
  );
}

function MarkingQueue({ exam, onChanged }: { exam: Exam; onChanged: () => void }) {
  const t = useT();
  const services = useServices();
  const tableLabels = useDataTableLabels();
  const queue = useQuery((signal) => services.exam.markingQueue(exam.id, { signal, silent: true }), [exam.id]);
  const view = useStaffViewState(queue, { emptyTitle: t('exam.staff.queue.emptyTitle'), emptyDescription: t('exam.staff.queue.emptyDescription') }, (data) => data.list.length === 0);
  const [marking, setMarking] = useState<MarkingQueueItem | null>(null);

  if (marking) {
    return (
      <MarkingView
        examId={exam.id}
        item={marking}
        onBack={() => {
          setMarking(null);
          queue.reload();
          onChanged();
        }}
      />
    );
  }

  const columns: DataTableColumn<MarkingQueueItem>[] = [
    { key: 'order', title: t('exam.staff.stats.order'), kind: 'number', render: (row) => (row.item.includes(':') ? `${row.order} (${row.item.split(':')[1] ?? ''})` : row.order) },
    { key: 'type', title: t('exam.staff.stats.type'), nowrap: true, render: (row) => t(`exam.staff.type.${row.type}`) },
    { key: 'stem', title: t('exam.staff.queue.stem'), render: (row) => <MathExcerpt source={row.stem} max={60} /> },
    { key: 'score', title: t('exam.staff.stats.score'), kind: 'number', render: (row) => row.score },
    { key: 'progress', title: t('exam.staff.queue.progress'), kind: 'number', render: (row) => `${row.marked} / ${row.total}` },
  ];
  return (
    <DataTable<MarkingQueueItem>
      aria-label={t('exam.staff.grade.marking')}
      columns={columns}
      rows={queue.data?.list ?? []}
      rowKey="item"
      labels={tableLabels}
      state={view.state}
      stateMessages={view.stateMessages}
      rowActions={(row) => (
        <DataTableActions
          actions={[{ key: 'mark', label: row.marked < row.total ? t('exam.staff.queue.mark') : t('exam.staff.queue.review'), ariaLabel: t('exam.staff.queue.markOf', { order: row.order }), onClick: () => setMarking(row) }]}
        />
      )}
    />
  );
}
