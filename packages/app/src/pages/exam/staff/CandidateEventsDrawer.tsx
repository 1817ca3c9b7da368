import type { Candidate, IntegrityEvent } from '@finedu/domain';
import { Button, DataTable, Modal, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { useStaffViewState } from './useStaffViewState';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

/** One candidate's integrity events (left the page, pasted, left full screen…), oldest first. */
export function CandidateEventsDrawer({ examId, candidate, onClose }: { examId: number; candidate: Candidate; onClose: () => void }) {
  const t = useT();
  const { exam } = useServices();
  const tableLabels = useDataTableLabels();
  const events = useQuery((signal) => exam.listEvents(examId, candidate.user_id, { signal, silent: true }), [examId, candidate.user_id]);
  const view = useStaffViewState(events, { emptyTitle: t('exam.staff.events.empty') }, (data) => data.list.length === 0);
  const columns: DataTableColumn<IntegrityEvent>[] = [
    { key: 'at', title: t('exam.staff.events.at'), kind: 'time', render: (row) => formatDateTime(row.at) },
    { key: 'type', title: t('exam.staff.events.type'), nowrap: true, render: (row) => t(`exam.staff.event.${row.type}`) },
    { key: 'detail', title: t('exam.staff.events.detail'), render: (row) => row.detail || t('common.none') },
    { key: 'attempt_id', title: t('exam.staff.events.attempt'), kind: 'number', render: (row) => row.attempt_id },
  ];
  return (
    <Modal open size="medium" onClose={onClose} closeLabel={t('common.close')} title={t('exam.staff.events.title', { name: candidate.name })} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <DataTable<IntegrityEvent> aria-label={t('exam.staff.events.title', { name: candidate.name })} columns={columns} rows={events.data?.list ?? []} rowKey={(row) => String(row.id)} labels={tableLabels} state={view.state} stateMessages={view.stateMessages} scroll="contained" />
    </Modal>
  );
}
