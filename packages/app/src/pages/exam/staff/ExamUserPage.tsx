import { useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { routePath, type Candidate, type DeviceCheckRosterRow, type Exam } from '@finedu/domain';
import { Button, DataTable, DataTableActions, StatusBadge, useToast, type DataTableColumn, type StatusBadgeTone } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { useStaffViewState } from './useStaffViewState';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { AttemptReviewModal } from './AttemptReviewModal';
import { CandidateEventsDrawer } from './CandidateEventsDrawer';
import { ExamDetailFrame } from './ExamDetailFrame';
import { ExtraTimeModal } from './ExtraTimeModal';

const DEVICE_TONE: Record<'pass' | 'warn' | 'fail', StatusBadgeTone> = { pass: 'success', warn: 'warning', fail: 'danger' };
const DEVICE_VERDICT = { pass: 'exam.staff.users.devicePass', warn: 'exam.staff.users.deviceWarn', fail: 'exam.staff.users.deviceFail' } as const;

const DeviceSummary = styled.p`
  margin: 0 0 var(--ui-space-3);
  color: var(--ui-color-text-secondary);
`;

/** ExamUser (/edu/examine/:id/user): the candidates, their attempts, extra time, integrity events and the attempt review. */
export default function ExamUserPage() {
  return <ExamDetailFrame tab="user">{({ exam }) => <Candidates exam={exam} />}</ExamDetailFrame>;
}

function Candidates({ exam }: { exam: Exam }) {
  const t = useT();
  const toast = useToast();
  const services = useServices();
  const tableLabels = useDataTableLabels();
  const candidates = useQuery((signal) => services.exam.listCandidates(exam.id, { signal, silent: true }), [exam.id]);
  const view = useStaffViewState(candidates, { emptyTitle: t('exam.staff.users.emptyTitle'), emptyDescription: t('exam.staff.users.emptyDescription') }, (data) => data.list.length === 0);
  // The candidates' latest device checks (FullTest): a column and a summary line; the table stands without them.
  const devices = useQuery((signal) => services.deviceCheck.roster({ exam_id: exam.id }, { signal, silent: true }), [exam.id]);
  const deviceOf = new Map<number, DeviceCheckRosterRow>((devices.data?.rows ?? []).map((row) => [row.user_id, row]));
  const [extra, setExtra] = useState<Candidate | null>(null);
  const [events, setEvents] = useState<Candidate | null>(null);
  const [review, setReview] = useState<Candidate | null>(null);

  const statusOf = (row: Candidate) => (row.attempt === null ? t('exam.staff.users.notStarted') : t(`exam.staff.attempt.${row.attempt.status}`));

  const columns: DataTableColumn<Candidate>[] = [
    { key: 'name', title: t('exam.staff.users.student'), ellipsis: 180, render: (row) => `${row.name}（${row.username}）` },
    { key: 'class_name', title: t('exam.staff.field.class'), ellipsis: 140, render: (row) => row.class_name ?? t('exam.staff.users.extraCandidate') },
    { key: 'status', title: t('exam.staff.users.status'), kind: 'status', render: statusOf },
    { key: 'answered', title: t('exam.staff.users.answered'), kind: 'number', render: (row) => (row.attempt ? `${row.attempt.answered} / ${exam.question_count}` : t('common.none')) },
    { key: 'score', title: t('exam.staff.users.score'), kind: 'number', render: (row) => (row.attempt?.score === null || row.attempt === null ? t('common.none') : `${row.attempt.score} / ${exam.total_score}`) },
    { key: 'started_at', title: t('exam.staff.users.startedAt'), kind: 'time', render: (row) => formatDateTime(row.attempt?.started_at) },
    { key: 'submitted_at', title: t('exam.staff.users.submittedAt'), kind: 'time', render: (row) => formatDateTime(row.attempt?.submitted_at) },
    { key: 'attempts_used', title: t('exam.staff.users.attemptsUsed'), kind: 'number', render: (row) => `${row.attempts_used} / ${exam.attempts}` },
    { key: 'extra_minutes', title: t('exam.staff.users.extra'), kind: 'number', render: (row) => t('exam.staff.minutes', { minutes: row.extra_minutes }) },
    {
      key: 'device',
      title: t('exam.staff.users.device'),
      nowrap: true,
      render: (row) => {
        const report = deviceOf.get(row.user_id)?.report;
        if (devices.status !== 'success') return t('common.none');
        if (!report) return <StatusBadge>{t('exam.staff.users.deviceNone')}</StatusBadge>;
        const verdict = t(DEVICE_VERDICT[report.verdict]);
        return (
          <Link to={`${routePath('FullTest')}?report=${encodeURIComponent(report.id)}`} aria-label={t('exam.staff.users.deviceOf', { name: row.name })}>
            <StatusBadge tone={report.current ? DEVICE_TONE[report.verdict] : 'neutral'}>{report.current ? verdict : t('exam.staff.users.deviceExpired', { verdict })}</StatusBadge>
          </Link>
        );
      },
    },
    {
      key: 'event_count',
      title: t('exam.staff.users.events'),
      kind: 'number',
      render: (row) =>
        row.event_count > 0 ? (
          <Button size="small" variant="link" onClick={() => setEvents(row)} aria-label={t('exam.staff.users.eventsOf', { name: row.name, count: row.event_count })}>
            {row.event_count}
          </Button>
        ) : (
          0
        ),
    },
  ];

  return (
    <>
      {devices.data && devices.data.rows.length > 0 && <DeviceSummary role="status">{t('exam.staff.users.deviceSummary', devices.data.counts)}</DeviceSummary>}
      <DataTable<Candidate> aria-label={t('exam.staff.tab.user')} columns={columns} rows={candidates.data?.list ?? []} rowKey={(row) => String(row.user_id)} labels={tableLabels} state={view.state} stateMessages={view.stateMessages}
        rowActions={(row) => (
          <DataTableActions
            actions={[
              { key: 'extra', label: t('exam.staff.users.setExtra'), ariaLabel: t('exam.staff.users.extraOf', { name: row.name }), onClick: () => setExtra(row) },
              row.attempt && { key: 'review', label: t('exam.staff.users.review'), ariaLabel: t('exam.staff.users.reviewOf', { name: row.name }), onClick: () => setReview(row) },
            ]}
          />
        )}
      />
      {extra && (
        <ExtraTimeModal
          examId={exam.id}
          candidate={extra}
          onClose={() => setExtra(null)}
          onSaved={() => {
            toast.success(t('exam.staff.users.extraSaved', { name: extra.name }));
            setExtra(null);
            candidates.reload();
          }}
        />
      )}
      {events && <CandidateEventsDrawer examId={exam.id} candidate={events} onClose={() => setEvents(null)} />}
      {review?.attempt && <AttemptReviewModal examId={exam.id} attemptId={review.attempt.id} onClose={() => setReview(null)} />}
    </>
  );
}
