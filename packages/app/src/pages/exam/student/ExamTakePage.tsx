import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { monotonicNow, routePath, studentExamFacts, studentExamStatus, type AttemptView, type DeviceCheckReportSummary, type ExamClient, type StudentExam, type SubmitResult } from '@finedu/domain';
import { Button, ConfirmDialog, StateView } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { toQueryError, useQuery, type QueryError } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { ExamDone } from './ExamDone';
import { ActionLink, ExamFrame, GateCard, Row } from './ExamFrame.styles';
import { ExamSession } from './ExamSession';
import { examGate, PHASE_LABEL } from './examState';

const LIST_PAGE_SIZE = 100;
const LIST_MAX_PAGES = 20;

/** The student's own exam row (the list answers only exams they are a candidate of). */
export async function findMyExam(client: ExamClient, id: number, signal: AbortSignal): Promise<StudentExam | null> {
  for (let page = 1; page <= LIST_MAX_PAGES; page += 1) {
    const list = await client.listMyExams({ page, page_size: LIST_PAGE_SIZE }, { signal, silent: true });
    const found = list.list.find((exam) => exam.id === id);
    if (found) return found;
    if (page * LIST_PAGE_SIZE >= list.total) return null;
  }
  return null;
}

const parseId = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/** ExamTake (/examine/:id): a full-screen page to sit an exam, with every state before, during and after it. */
export default function ExamTakePage() {
  const t = useT();
  const { exam: client } = useServices();
  const examId = parseId(useParams().id);
  const query = useQuery((signal) => (examId === null ? Promise.reject(new Error(t('exam.student.badId'))) : findMyExam(client, examId, signal)), [examId]);
  const view = useViewState(query, { emptyTitle: t('exam.student.notFound'), emptyDescription: t('exam.student.notFoundHint') }, (data) => data === null);
  return (
    <ExamFrame>
      {view.state === 'ready' && query.data ? (
        <ExamGate exam={query.data} onRefresh={query.reload} />
      ) : (
        <GateCard>
          <StateView state={view.state} {...view.stateMessages} emptyAction={<BackToList />} />
        </GateCard>
      )}
    </ExamFrame>
  );
}

function BackToList() {
  const t = useT();
  return <ActionLink to={routePath('ExamIndex')}>{t('exam.student.backToList')}</ActionLink>;
}

type Loaded = { status: 'idle' } | { status: 'loading' } | { status: 'error'; error: QueryError } | { status: 'ready'; attempt: AttemptView; receivedAt: number } | { status: 'done'; result: SubmitResult };

function ExamGate({ exam, onRefresh }: { exam: StudentExam; onRefresh: () => void }) {
  const t = useT();
  const { exam: client } = useServices();
  const gate = examGate(exam);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle' });
  const inProgressId = exam.attempt?.status === 'in_progress' ? exam.attempt.id : null;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Resume reads the attempt in progress; start asks the server (idempotent: it answers the open attempt if any). */
  const open = useCallback(
    async (how: 'resume' | 'start') => {
      setLoaded({ status: 'loading' });
      try {
        const attempt = how === 'resume' && inProgressId !== null ? await client.getAttempt(inProgressId, { silent: true }) : await client.startAttempt(exam.id, { silent: true });
        if (!mounted.current) return;
        const receivedAt = monotonicNow();
        // Closed at its deadline meanwhile: 已交卷 with nothing the server has not said (the list tells the rest).
        setLoaded(
          attempt.status === 'submitted'
            ? { status: 'done', result: { attempt_id: attempt.id, status: attempt.status, submitted_at: attempt.submitted_at ?? attempt.server_now, score: null, results_available: false, score_released: false, pending: false, can_start: false } }
            : { status: 'ready', attempt, receivedAt },
        );
      } catch (error) {
        if (mounted.current) setLoaded({ status: 'error', error: toQueryError(error) });
      }
    },
    [client, exam.id, inProgressId],
  );

  // An attempt in progress reopens at once (its timer is already running); a new one starts only from the intro's
  // confirm, so the timer never starts at a click in the list.
  useEffect(() => {
    if (loaded.status === 'idle' && gate === 'resume') void open('resume');
  }, [gate, loaded.status, open]);

  switch (loaded.status) {
    case 'ready':
      return (
        <ExamSession
          attempt={loaded.attempt}
          receivedAt={loaded.receivedAt}
          onSubmitted={(result) => setLoaded({ status: 'done', result })}
          onReload={() => void open(loaded.attempt.status === 'in_progress' ? 'resume' : 'start')}
        />
      );
    case 'done':
      return <ExamDone exam={exam} result={loaded.result} />;
    case 'loading':
    case 'idle':
      if (loaded.status === 'idle' && gate !== 'resume') {
        return <ExamIntro exam={exam} gate={gate} onStart={() => void open('start')} onRefresh={onRefresh} />;
      }
      return (
        <GateCard>
          <StateView state="loading" loadingLabel={t('exam.student.starting')} />
        </GateCard>
      );
    case 'error':
      return (
        <GateCard>
          <StateView
            state={loaded.error.denied ? 'denied' : 'error'}
            errorTitle={t('common.loadFailed')}
            errorMessage={loaded.error.message}
            deniedTitle={t('guard.deniedTitle')}
            deniedReason={loaded.error.message}
            deniedContact={t('guard.deniedContactEdu')}
            retryLabel={t('common.retry')}
            onRetry={() => {
              setLoaded({ status: 'idle' });
              onRefresh();
            }}
          />
          <BackToList />
        </GateCard>
      );
  }
}

function ExamIntro({ exam, gate, onStart, onRefresh }: { exam: StudentExam; gate: ReturnType<typeof examGate>; onStart: () => void; onRefresh: () => void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const view = studentExamStatus(studentExamFacts(exam));
  const heading = (() => {
    switch (gate) {
      case 'scheduled':
        return { title: t('exam.student.notStarted'), hint: t('exam.student.notStartedHint', { start: formatDateTime(exam.start_at) }) };
      case 'closed':
        return { title: t('exam.student.ended'), hint: t('exam.student.endedHint', { end: formatDateTime(exam.end_at) }) };
      case 'exhausted':
        return { title: t('exam.student.noAttempts'), hint: t('exam.student.noAttemptsHint', { allowed: exam.attempts_allowed }) };
      case 'ready':
      case 'resume':
        return { title: null, hint: t('exam.student.intro.rules') };
    }
  })();
  const offersCheck = gate === 'ready' || gate === 'scheduled';
  return (
    <GateCard aria-labelledby="exam-intro-title">
      <h2 id="exam-intro-title">{exam.title}</h2>
      {exam.description && <p>{exam.description}</p>}
      <dl>
        <dt>{t('exam.student.intro.window')}</dt>
        <dd>{t('exam.student.window', { start: formatDateTime(exam.start_at), end: formatDateTime(exam.end_at) })}</dd>
        <dt>{t('exam.student.intro.duration')}</dt>
        <dd>{t('exam.student.minutes', { minutes: exam.duration_minutes })}</dd>
        <dt>{t('exam.student.intro.questions')}</dt>
        <dd>{t('exam.student.intro.questionCount', { count: exam.question_count })}</dd>
        <dt>{t('exam.student.intro.total')}</dt>
        <dd>{t('exam.student.intro.points', { score: exam.total_score })}</dd>
        <dt>{t('exam.student.intro.attempts')}</dt>
        <dd>{t('exam.student.attempts', { used: exam.attempts_used, allowed: exam.attempts_allowed })}</dd>
        <dt>{t('exam.student.col.status')}</dt>
        <dd data-testid="exam-phase">{t(PHASE_LABEL[view.phase])}</dd>
        {view.score !== null && (
          <>
            <dt>{t('exam.student.col.score')}</dt>
            <dd data-testid="exam-score">{t('exam.student.done.score', { score: view.score, total: exam.total_score })}</dd>
          </>
        )}
        {offersCheck && (
          <>
            <dt>{t('exam.student.intro.device')}</dt>
            <dd>
              <DeviceStatus examId={exam.id} />
            </dd>
          </>
        )}
      </dl>
      {heading.title && (
        <div role="status">
          <strong>{heading.title}</strong>
        </div>
      )}
      <p>{heading.hint}</p>
      <Row>
        {gate === 'ready' && (
          <Button variant="primary" onClick={() => setConfirming(true)}>
            {exam.attempts_used > 0 ? t('exam.student.action.retake') : t('exam.student.action.start')}
          </Button>
        )}
        {gate === 'scheduled' && <Button icon={actionIcon('refresh')} onClick={onRefresh}>{t('exam.student.refresh')}</Button>}
        {view.actions.includes('review') && exam.attempt && <ActionLink to={`${routePath('EduGrade')}?attempt=${exam.attempt.id}`}>{t('exam.student.action.review')}</ActionLink>}
        {view.actions.includes('grades') && <ActionLink to={routePath('EduGrade')}>{t('exam.student.action.grades')}</ActionLink>}
        {offersCheck && <ActionLink to={`${routePath('FullTest')}?exam=${exam.id}`}>{t('exam.student.deviceCheck')}</ActionLink>}
        <BackToList />
      </Row>
      <ConfirmDialog
        open={confirming}
        title={t('exam.student.startConfirm.title')}
        description={t('exam.student.startConfirm.body', {
          minutes: exam.duration_minutes,
          end: formatDateTime(exam.end_at),
          attempt: exam.attempts_used + 1,
          allowed: exam.attempts_allowed,
        })}
        confirmLabel={t('exam.student.startConfirm.start')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onConfirm={() => {
          setConfirming(false);
          onStart();
        }}
        onCancel={() => setConfirming(false)}
      />
    </GateCard>
  );
}

/** The student's latest device check, as the intro shows it: none, passed, warnings or failed, and whether it is current. */
function DeviceStatus({ examId }: { examId: number }) {
  const t = useT();
  const { deviceCheck } = useServices();
  const reports = useQuery((signal) => deviceCheck.myReports({ signal, silent: true }), [deviceCheck]);
  if (reports.status === 'loading') return <span>{t('exam.student.intro.deviceLoading')}</span>;
  if (reports.status === 'error') return <span>{t('exam.student.intro.deviceUnknown')}</span>;
  const latest = pickReport(reports.data ?? [], examId);
  if (latest === null) return <span>{t('exam.student.intro.deviceNone')}</span>;
  const when = formatDateTime(latest.created_at);
  if (!latest.current) return <span>{t('exam.student.intro.deviceExpired', { when })}</span>;
  return <span>{t(`exam.student.intro.device.${latest.verdict}`, { when })}</span>;
}

/** This exam's latest current report, else the latest current one, else the latest (newest first from the server). */
function pickReport(list: DeviceCheckReportSummary[], examId: number): DeviceCheckReportSummary | null {
  return list.find((r) => r.current && r.exam_id === examId) ?? list.find((r) => r.current) ?? list[0] ?? null;
}
