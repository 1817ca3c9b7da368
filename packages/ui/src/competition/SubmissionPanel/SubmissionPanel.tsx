import { formatWallTime, COMPETITION_TIME_ZONE, startOfNextDay, type FileUploader, type MetricName, type ScoreDirection, type UploadedFile } from '@finedu/domain';
import { forwardRef, useId, useMemo, useState, type HTMLAttributes } from 'react';
import { StateView } from '../../StateView';
import { Uploader } from '../../Uploader';
import { PanelBox, PanelLimits, PanelNotice, PanelRoot, PanelSample, PanelTop } from './SubmissionPanel.styles';
import { SubmissionPanelHistory } from './SubmissionPanelHistory';
import { defaultSubmissionPanelLabels, type SubmissionPanelLabels, type SubmissionStatus } from './submissionPanelLabels';

/** One submission of the team, newest first (the server's `competition_submissions` row as a participant sees it). */
export interface SubmissionRow {
  id: number;
  /** Server time it was accepted (the ranking time). */
  created_at: string;
  status: SubmissionStatus;
  /** Why it failed or was refused (row-numbered for an invalid file); null otherwise. */
  error: string | null;
  /** Score on the public part of the labels; null until scored. */
  public_score: number | null;
  /** Chosen as one of the team's final submissions. */
  selected: boolean;
  /** The uploaded file's name. */
  file_name: string;
}

/** The team's submission counts; `null` limits mean none. Invalid files never count. */
export interface SubmissionLimits {
  daily_limit: number | null;
  /** Counted today (the day turns at midnight in the competition's time zone). */
  daily_used: number;
  total_limit: number | null;
  total_used: number;
  /** The server's time now: the day, and so when the daily count resets, are computed from it. */
  server_now: string;
}

export interface SubmissionPanelProps extends HTMLAttributes<HTMLElement> {
  /** Sends the predictions file (the domain upload client, or a fake in stories). */
  uploader: FileUploader;
  /** Called once the file is stored; the app then submits it for scoring. */
  onUploaded?: (file: UploadedFile) => void;
  /** The team's submissions, newest first. */
  submissions: readonly SubmissionRow[];
  limits: SubmissionLimits;
  /** How many final submissions a team may choose. */
  finalsLimit: number;
  /** Called with the ids of the submissions chosen as finals (never more than `finalsLimit`). */
  onFinalsChange?: (ids: number[]) => void;
  /** A change of finals is being saved: the boxes wait. */
  savingFinals?: boolean;
  metric: MetricName;
  direction: ScoreDirection;
  /** Column names of the predictions file, for the format hint. */
  idColumn: string;
  targetColumn: string;
  /** The session has ended: no upload, finals locked. */
  ended?: boolean;
  /** When the session ends or ended (server time). */
  endsAt?: string | null;
  /** The competition's time zone: every time is shown in it, and the daily count resets at its midnight. */
  timeZone?: string;
  /** The history's data state. */
  state?: 'ready' | 'loading' | 'error';
  /** The history failed to load with this message. */
  error?: string | null;
  onRetry?: () => void;
  /** Visible strings; zh-CN by default. */
  labels?: Partial<SubmissionPanelLabels>;
}

const left = (limit: number | null, used: number): number => (limit === null ? Number.POSITIVE_INFINITY : Math.max(0, limit - used));

/**
 * A data-modelling session's submissions: upload a predictions CSV (the Uploader), the counts left today (and when
 * they reset) and in total, the history with status, error and public score, and the choice of final submissions.
 */
export const SubmissionPanel = forwardRef<HTMLElement, SubmissionPanelProps>(function SubmissionPanel(
  {
    uploader,
    onUploaded,
    submissions,
    limits,
    finalsLimit,
    onFinalsChange,
    savingFinals = false,
    metric,
    direction,
    idColumn,
    targetColumn,
    ended = false,
    endsAt = null,
    timeZone = COMPETITION_TIME_ZONE,
    state = 'ready',
    error = null,
    onRetry,
    labels: labelOverrides,
    ...rest
  },
  ref,
) {
  const labels = useMemo(() => {
    const d = defaultSubmissionPanelLabels;
    const o = labelOverrides ?? {};
    return { ...d, ...o, columns: { ...d.columns, ...o.columns }, status: { ...d.status, ...o.status }, metric: { ...d.metric, ...o.metric }, direction: { ...d.direction, ...o.direction } };
  }, [labelOverrides]);
  const hintId = useId();
  const [refused, setRefused] = useState(false);
  const at = (value: string | Date | null) => labels.zonedTime(formatWallTime(value, timeZone), timeZone);

  const resetsAt = at(startOfNextDay(limits.server_now, timeZone));
  const dailyLeft = left(limits.daily_limit, limits.daily_used);
  const totalLeft = left(limits.total_limit, limits.total_used);
  const blocked = ended ? 'ended' : totalLeft <= 0 ? 'total' : dailyLeft <= 0 ? 'daily' : null;

  const changeFinal = (id: number, chosen: boolean) => {
    const current = submissions.filter((row) => row.selected).map((row) => row.id);
    if (chosen && current.length >= finalsLimit) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onFinalsChange?.(chosen ? [...current, id] : current.filter((other) => other !== id));
  };

  return (
    <PanelRoot ref={ref} data-blocked={blocked ?? undefined} {...rest}>
      <PanelTop>
        <PanelBox>
          <h3>{labels.upload}</h3>
          <Uploader
            uploader={uploader}
            accept=".csv,text/csv"
            disabled={blocked !== null}
            onUploaded={onUploaded}
            labels={{ selectFiles: labels.upload, ...labels.uploader }}
            aria-describedby={hintId}
            hint={
              <span id={hintId}>
                {labels.formatHint(idColumn, targetColumn)} {labels.invalidNotCounted}
              </span>
            }
          />
          <PanelSample>
            <figcaption>{labels.sampleCaption}</figcaption>
            <pre>{`${idColumn},${targetColumn}\n100001,0.73\n100002,0.12\n100003,0.58`}</pre>
          </PanelSample>
        </PanelBox>
        <PanelBox>
          <h3>{labels.limitsTitle}</h3>
          <PanelLimits>
            <dt>{labels.metricLabel}</dt>
            <dd>
              <strong>{labels.metric[metric]}</strong> {labels.direction[direction]}
            </dd>
            <dt>{labels.dailyLabel}</dt>
            <dd data-exhausted={dailyLeft <= 0 || undefined}>
              <strong>{limits.daily_limit === null ? labels.noLimit : labels.dailyLeft(dailyLeft, limits.daily_limit)}</strong>
              {limits.daily_limit !== null && <small>{labels.dailyResets(resetsAt)}</small>}
            </dd>
            <dt>{labels.totalLabel}</dt>
            <dd data-exhausted={totalLeft <= 0 || undefined}>
              <strong>{limits.total_limit === null ? labels.noLimit : labels.totalLeft(totalLeft, limits.total_limit)}</strong>
            </dd>
          </PanelLimits>
        </PanelBox>
      </PanelTop>
      {blocked === 'ended' && <PanelNotice role="status" data-tone="info">{endsAt ? labels.ended(at(endsAt)) : labels.endedNoTime}</PanelNotice>}
      {blocked === 'total' && <PanelNotice role="status" data-tone="danger">{labels.totalReached}</PanelNotice>}
      {blocked === 'daily' && <PanelNotice role="status">{labels.dailyReached(resetsAt)}</PanelNotice>}
      {state === 'ready' ? (
        <SubmissionPanelHistory
          submissions={submissions}
          metric={metric}
          timeZone={timeZone}
          finalsLimit={finalsLimit}
          locked={ended || savingFinals}
          ended={ended}
          refused={refused}
          onChangeFinal={changeFinal}
          labels={labels}
        />
      ) : (
        <StateView state={state} loadingLabel={labels.loading} errorTitle={labels.errorTitle} errorMessage={error || labels.errorFallback} onRetry={onRetry} retryLabel={labels.retry} />
      )}
    </PanelRoot>
  );
});
