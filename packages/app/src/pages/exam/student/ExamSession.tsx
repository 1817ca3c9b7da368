import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError, type AttemptView, type QuestionResponse, type SubmitResult } from '@finedu/domain';
import { Button, ConfirmDialog, ExamTimer, QuestionNavigator, QuestionNavigatorDrawer, QuestionView, Skeleton, SyncStatus, type QuestionPasteEvent } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import type { ExamKernel } from './examKernel';
import { ExamKernels } from './examKernels';
import { Banner, ExamAside, ExamBar, ExamBody, ExamFrame, ExamMain, ExamTitle, QuestionCard, QuestionPager, Row, StatusRow } from './ExamFrame.styles';
import { numberList, progressOf } from './examState';
import { useExamChromeLabels } from './useExamChromeLabels';
import { useAnswerSync, useCountdown, useIntegrityLog } from './useExamSession';
import { useQuestionViewLabels } from './useQuestionViewLabels';
import { useStickyHeight } from './useStickyHeight';

export interface ExamSessionProps {
  attempt: AttemptView;
  /** Monotonic time when `attempt` arrived (anchors the countdown). */
  receivedAt: number;
  onSubmitted: (result: SubmitResult) => void;
  /** Load the attempt again (e.g. the server closed it at the deadline). */
  onReload: () => void;
}

type Mode = 'one' | 'all';

/** The live notebook of a notebook question: its own chunk (the notebook and its editor), loaded when an exam has one. */
const ExamNotebook = lazy(() => import('./ExamNotebook'));

/** Where the student was in an attempt, kept in the browser so a reload (or a crash) reopens that question. */
const positionKey = (attemptId: number) => `finedu.exam.position.${attemptId}`;
function storedPosition(attemptId: number, count: number): number {
  try {
    const value = Number(window.localStorage.getItem(positionKey(attemptId)));
    return Number.isInteger(value) && value >= 0 && value < count ? value : 0;
  } catch {
    return 0;
  }
}

/** Taking an attempt: header with timer and sync status, answer card, questions, submit. */
export function ExamSession({ attempt, receivedAt, onSubmitted, onReload }: ExamSessionProps) {
  const t = useT();
  const { exam } = useServices();
  const session = useAnswerSync(attempt, receivedAt);
  const hasNotebook = attempt.questions.some((question) => question.content.type === 'notebook');
  // The kernels of the attempt's notebook questions: kept while the page shows the attempt (moving between questions
  // keeps them), stopped when it closes or the attempt is submitted.
  const [kernels, setKernels] = useState<ExamKernels<ExamKernel> | null>(null);
  useEffect(() => {
    if (!hasNotebook) return undefined;
    const made = new ExamKernels<ExamKernel>();
    setKernels(made);
    return () => made.close();
  }, [hasNotebook, attempt.id]);
  const log = useIntegrityLog(attempt.id, true);
  const labels = useQuestionViewLabels();
  const chrome = useExamChromeLabels();
  const [mode, setMode] = useState<Mode>('one');
  const frameRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  const stickyBars = useMemo(() => [barRef, asideRef], []);
  const [current, setCurrent] = useState(() => storedPosition(attempt.id, attempt.questions.length));
  useEffect(() => {
    try {
      window.localStorage.setItem(positionKey(attempt.id), String(current));
    } catch {
      // Storage full or disabled: a reload then starts at the first question, as before.
    }
  }, [attempt.id, current]);
  const [sheetOpen, setSheetOpen] = useState(false);
  /** A question picked in the phone's drawer: focus goes to it once it is on screen. */
  const focusAfterPick = useRef<number | null>(null);
  const questionElements = useRef(new Map<number, HTMLElement>());
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'danger' | 'info'; text: string } | null>(null);
  const [awaitingServer, setAwaitingServer] = useState(false);
  const autoSubmitted = useRef(false);
  const snapshot = session?.snapshot ?? null;
  // Measured once the attempt is shown: while it loads, a skeleton stands in without the bars.
  useStickyHeight(frameRef, stickyBars, snapshot !== null);
  const left = useCountdown(snapshot?.clock ?? null);
  const timeUp = left !== null && left <= 0;

  const questions = attempt.questions;
  const progress = useMemo(() => progressOf(questions, snapshot?.answers ?? new Map()), [questions, snapshot]);
  const separator = t('exam.student.listSeparator');
  const unanswered = progress.filter((item) => !item.answered).map((item) => item.number);
  const flagged = progress.filter((item) => item.flagged).map((item) => item.number);

  const submit = useCallback(
    async (auto: boolean) => {
      if (!session) return;
      setSubmitting(true);
      setNotice(auto ? { tone: 'info', text: t('exam.student.timeUp') } : null);
      const saved = await session.sync.flush();
      if (!saved && !auto) {
        setNotice({ tone: 'danger', text: t('exam.student.submitUnsaved', { count: session.sync.getSnapshot().pending }) });
        setSubmitting(false);
        return;
      }
      await log?.flush();
      try {
        const result = await exam.submitAttempt(attempt.id, { silent: true });
        session.sync.discard();
        kernels?.close();
        onSubmitted(result);
      } catch (error) {
        setSubmitting(false);
        if (auto && isApiError(error) && error.isNetworkError) {
          // The server closes overdue attempts itself with the answers it holds; look again once back online.
          setNotice({ tone: 'danger', text: t('exam.student.timeUpOffline') });
          setAwaitingServer(true);
        } else if (auto) {
          // Most likely already closed by the server's sweeper: show what it holds.
          onReload();
        } else {
          setNotice({ tone: 'danger', text: error instanceof Error ? error.message : String(error) });
        }
      }
    },
    [session, log, exam, attempt.id, onSubmitted, onReload, t, kernels],
  );

  useEffect(() => {
    if (timeUp && !autoSubmitted.current) {
      autoSubmitted.current = true;
      setConfirming(false);
      void submit(true);
    }
  }, [timeUp, submit]);

  useEffect(() => {
    if (!awaitingServer) return undefined;
    const onOnline = () => onReload();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [awaitingServer, onReload]);

  useEffect(() => {
    const index = focusAfterPick.current;
    if (index === null || sheetOpen) return;
    focusAfterPick.current = null;
    const element = questionElements.current.get(index);
    element?.focus({ preventScroll: true });
    element?.parentElement?.scrollIntoView({ block: 'start' });
  }, [current, sheetOpen, mode]);

  const onPaste = (event: QuestionPasteEvent) => {
    const number = questions.findIndex((question) => question.question_id === event.questionId) + 1;
    log?.record('paste', `Q${number}${event.subKey ? `:${event.subKey}` : ''} (${event.text.length})`);
  };

  if (!session || !snapshot) {
    return (
      <ExamFrame aria-busy="true">
        <Skeleton lines={6} />
      </ExamFrame>
    );
  }

  const { sync } = session;
  const locked = timeUp || submitting;
  const shown = mode === 'one' ? questions.slice(current, current + 1) : questions;

  const renderQuestion = (index: number) => {
    const question = questions[index];
    if (!question) return null;
    const entry = snapshot.answers.get(question.question_id);
    return (
      <QuestionCard key={question.question_id} id={`question-${question.question_id}`}>
        <QuestionView
          ref={(element: HTMLElement | null) => {
            if (element) questionElements.current.set(index, element);
            else questionElements.current.delete(index);
          }}
          tabIndex={-1}
          question={question}
          number={index + 1}
          value={entry?.response ?? null}
          flagged={entry?.flagged ?? false}
          onChange={(response: QuestionResponse) => sync.setAnswer(question.question_id, response)}
          onToggleFlag={(next) => sync.setFlag(question.question_id, next)}
          onPaste={onPaste}
          disabled={locked}
          labels={labels}
          renderNotebook={
            kernels
              ? (notebook) => (
                  <Suspense fallback={<Skeleton lines={4} aria-label={t('exam.student.notebook.loading')} />}>
                    <ExamNotebook
                      kernels={kernels}
                      attemptId={attempt.id}
                      questionId={notebook.question.question_id}
                      start={notebook.question.content.cells}
                      value={notebook.value}
                      onChange={notebook.onChange}
                      disabled={notebook.disabled}
                    />
                  </Suspense>
                )
              : undefined
          }
        />
      </QuestionCard>
    );
  };

  const select = (index: number) => {
    setCurrent(index);
    if (sheetOpen) {
      // Picked in the phone's drawer: close it and move focus to the question (which also scrolls to it).
      setSheetOpen(false);
      focusAfterPick.current = index;
    } else if (mode === 'all') document.getElementById(`question-${questions[index]?.question_id ?? ''}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <ExamFrame ref={frameRef}>
      <ExamBar ref={barRef} aria-label={t('exam.student.take.label')}>
        <ExamTitle>{attempt.exam_title}</ExamTitle>
        {snapshot.clock && <ExamTimer deadline={snapshot.clock.deadline} serverNow={snapshot.clock.server_now} labels={chrome.timer} />}
        <Button variant="primary" onClick={() => setConfirming(true)} disabled={locked} loading={submitting}>
          {t('exam.student.submit')}
        </Button>
      </ExamBar>
      <StatusRow>
        <SyncStatus
          data-testid="sync-status"
          state={snapshot.status}
          lastSavedAt={snapshot.lastSavedAt === null ? null : new Date(snapshot.lastSavedAt)}
          pendingCount={snapshot.pending}
          message={snapshot.error ?? undefined}
          onRetry={() => void sync.flush()}
          labels={chrome.sync}
        />
      </StatusRow>
      {notice && (
        <Banner role={notice.tone === 'danger' ? 'alert' : 'status'} data-tone={notice.tone}>
          {notice.text}
        </Banner>
      )}
      <ExamBody>
        <ExamAside ref={asideRef}>
          <QuestionNavigatorDrawer answered={questions.length - unanswered.length} total={questions.length} open={sheetOpen} onOpenChange={setSheetOpen} labels={chrome.drawer}>
            <QuestionNavigator
              items={progress.map((item, index) => ({ section: questions[index]?.section_title ?? '', answered: item.answered, flagged: item.flagged, number: item.number }))}
              current={current}
              onSelect={select}
              labels={chrome.navigator}
            />
            <div role="group" aria-label={t('exam.student.mode.label')}>
              <Row>
                <Button size="small" variant={mode === 'one' ? 'primary' : 'default'} aria-pressed={mode === 'one'} onClick={() => setMode('one')}>
                  {t('exam.student.mode.one')}
                </Button>
                <Button size="small" variant={mode === 'all' ? 'primary' : 'default'} aria-pressed={mode === 'all'} onClick={() => setMode('all')}>
                  {t('exam.student.mode.all')}
                </Button>
              </Row>
            </div>
          </QuestionNavigatorDrawer>
        </ExamAside>
        <ExamMain>
          {shown.map((question) => renderQuestion(questions.indexOf(question)))}
          {mode === 'one' && (
            <QuestionPager>
              <Button onClick={() => setCurrent((index) => Math.max(0, index - 1))} disabled={current === 0}>
                {t('exam.student.prev')}
              </Button>
              <Button onClick={() => setCurrent((index) => Math.min(questions.length - 1, index + 1))} disabled={current >= questions.length - 1}>
                {t('exam.student.next')}
              </Button>
            </QuestionPager>
          )}
        </ExamMain>
      </ExamBody>
      <ConfirmDialog
        open={confirming}
        title={t('exam.student.confirm.title')}
        confirmLabel={t('exam.student.confirm.ok')}
        cancelLabel={t('exam.student.confirm.back')}
        closeLabel={t('common.close')}
        description={
          unanswered.length === 0 && flagged.length === 0 ? (
            t('exam.student.confirm.allDone', { total: questions.length })
          ) : (
            <>
              {unanswered.length > 0 && <p>{t('exam.student.confirm.unanswered', { count: unanswered.length, list: numberList(unanswered, separator) })}</p>}
              {flagged.length > 0 && <p>{t('exam.student.confirm.flagged', { count: flagged.length, list: numberList(flagged, separator) })}</p>}
              <p>{t('exam.student.confirm.final')}</p>
            </>
          )
        }
        onConfirm={async () => {
          setConfirming(false);
          await submit(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </ExamFrame>
  );
}
