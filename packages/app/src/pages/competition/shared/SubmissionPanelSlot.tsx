import { useCallback, useEffect, useMemo, useState } from 'react';
import { UploadClient, type MySubmissions, type ScheduleSession, type SubmissionLimits as ContractLimits, type Submission, type UploadedFile } from '@finedu/domain';
import { Button, StateView, SubmissionPanel, submissionPanelLabelsEnUS, useToast, type SubmissionLimits, type SubmissionPanelLabels, type SubmissionRow } from '@finedu/ui';
import { Actions } from '../../../components/Actions';
import { saveBlob } from '../../../components/saveBlob';
import { useViewState } from '../../../components/tableState';
import { useBoardStream } from '../../../hooks/useBoardStream';
import { useQuery } from '../../../hooks/useQuery';
import { useLocale } from '../../../i18n/LocaleContext';
import { useT } from '../../../i18n/useT';
import { useUploaderLabels } from '../../../i18n/useUploaderLabels';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { ComponentSlot } from './competitionParts';

/** A team's submissions of a data-modelling session, and the two things the panel does: submit a file, choose finals. */
export function useSessionSubmissions(sessionId: number) {
  const t = useT();
  const toast = useToast();
  const { competition } = useServices();
  const [savingFinals, setSavingFinals] = useState(false);
  const query = useQuery<MySubmissions>((signal) => competition.mySubmissions(sessionId, { signal, silent: true }), [sessionId]);
  useLiveScoring(sessionId, query.data, query.reload);
  /** The Uploader stored the predictions file: submit it for scoring (a refused file never counts against the limits). */
  const submit = async (file: UploadedFile) => {
    try {
      await competition.submit(sessionId, { file: file.url, filename: file.filename }, { silent: true });
      toast.success(t('competition.submission.sent'));
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
    query.reload();
  };
  const chooseFinals = async (ids: number[]) => {
    setSavingFinals(true);
    try {
      await competition.chooseFinals(sessionId, ids, { silent: true });
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
    setSavingFinals(false);
    query.reload();
  };
  return { query, submit, chooseFinals, savingFinals };
}

/** Whether a submission still waits for its score. */
const awaitsScore = (submission: Submission): boolean => submission.status === 'queued' || submission.status === 'scoring';

/**
 * While a submission of the team waits for its score, the session's board stream is open (the board's own stream:
 * every scored file raises the board's version and is announced on it) and the submissions are read again on each of
 * its events, and once when it opens (a score written before the stream opened is not missed). Closed when nothing waits.
 */
function useLiveScoring(sessionId: number, data: MySubmissions | undefined, reload: () => void): void {
  const { competition } = useServices();
  const waiting = data?.submissions.some(awaitsScore) ?? false;
  const prepare = useCallback(async () => {
    await competition.boardTicket(sessionId, { silent: true });
  }, [competition, sessionId]);
  const onBoard = useCallback(() => reload(), [reload]);
  const stream = useBoardStream({ url: waiting ? competition.boardStreamPath(sessionId, false) : null, onBoard, prepare });
  useEffect(() => {
    if (waiting && stream.connection === 'live') reload();
  }, [waiting, stream.connection, reload]);
}

/** A contract submission as the panel's row (the contract's `filename` is the panel's `file_name`). */
export const submissionRow = (submission: Submission): SubmissionRow => ({
  id: submission.id,
  created_at: submission.created_at,
  status: submission.status,
  error: submission.error,
  public_score: submission.public_score,
  selected: submission.selected,
  file_name: submission.filename,
});

/** The contract's limits as the panel's: its countdown to the day boundary runs from the server's clock. */
export const submissionLimits = (limits: ContractLimits): SubmissionLimits => ({
  daily_limit: limits.daily_limit,
  daily_used: limits.used_today,
  total_limit: limits.total_limit,
  total_used: limits.used_total,
  server_now: limits.server_now,
});

/**
 * A data-modelling session's submissions: the session's data downloads, then the ui `SubmissionPanel` with the
 * team's submissions and limits; its `onUploaded` submits the stored file, its `onFinalsChange` saves the finals.
 */
export function SubmissionPanelSlot({ session, timeZone }: { session: ScheduleSession; timeZone: string }) {
  const t = useT();
  const toast = useToast();
  const { locale } = useLocale();
  const uploaderLabels = useUploaderLabels();
  const { competition, http } = useServices();
  const uploader = useMemo(() => new UploadClient(http), [http]);
  const { query, submit, chooseFinals, savingFinals } = useSessionSubmissions(session.id);
  const view = useViewState(query, {}, () => false);
  const labels = useMemo<Partial<SubmissionPanelLabels>>(
    () => (locale === 'en-US' ? { ...submissionPanelLabelsEnUS, uploader: uploaderLabels } : { uploader: uploaderLabels }),
    [locale, uploaderLabels],
  );
  const download = async (which: 'train' | 'test') => {
    try {
      saveBlob(await competition.sessionFile(session.id, which, { silent: true }), `${session.title}-${which}.csv`);
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
  };
  const data = query.data;
  return (
    <ComponentSlot aria-label={t('competition.submission.title')}>
      <Actions>
        <Button size="small" onClick={() => void download('train')}>
          {t('competition.submission.train')}
        </Button>
        <Button size="small" onClick={() => void download('test')}>
          {t('competition.submission.test')}
        </Button>
      </Actions>
      {data ? (
        <SubmissionPanel
          uploader={uploader}
          onUploaded={(file) => void submit(file)}
          submissions={data.submissions.map(submissionRow)}
          limits={submissionLimits(data.limits)}
          finalsLimit={data.limits.finals_limit}
          onFinalsChange={(ids) => void chooseFinals(ids)}
          savingFinals={savingFinals}
          metric={session.metric}
          direction={session.direction}
          idColumn={session.id_column ?? t('competition.submission.idColumn')}
          targetColumn={session.target_column ?? t('competition.submission.targetColumn')}
          ended={session.state === 'ended'}
          endsAt={session.end_at}
          timeZone={timeZone}
          state={query.status === 'error' ? 'error' : 'ready'}
          error={query.error?.message ?? null}
          onRetry={query.reload}
          labels={labels}
        />
      ) : (
        <StateView state={view.state} {...view.stateMessages} />
      )}
    </ComponentSlot>
  );
}
