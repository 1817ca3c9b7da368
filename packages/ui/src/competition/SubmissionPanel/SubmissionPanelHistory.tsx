import { formatWallTime, type MetricName } from '@finedu/domain';
import { Checkbox } from '../../Checkbox';
import { StateView } from '../../StateView';
import { StatusBadge, type StatusBadgeTone } from '../../StatusBadge';
import { formatMetricScore } from '../internal/competitionText';
import type { SubmissionRow } from './SubmissionPanel';
import { PanelFinals, PanelNotice, PanelTable, PanelTableBox } from './SubmissionPanel.styles';
import type { SubmissionPanelLabels, SubmissionStatus } from './submissionPanelLabels';

const STATUS_TONE: Record<SubmissionStatus, StatusBadgeTone> = { queued: 'neutral', scoring: 'primary', scored: 'success', failed: 'danger', invalid: 'warning' };

interface SubmissionPanelHistoryProps {
  submissions: readonly SubmissionRow[];
  metric: MetricName;
  timeZone: string;
  finalsLimit: number;
  /** No change of finals (ended, or a change is being saved). */
  locked: boolean;
  ended: boolean;
  /** The last attempt chose more finals than allowed. */
  refused: boolean;
  onChangeFinal: (id: number, chosen: boolean) => void;
  labels: SubmissionPanelLabels;
}

/** The team's submissions, newest first, numbered from the first; scored ones can be chosen as finals. */
export function SubmissionPanelHistory({ submissions, metric, timeZone, finalsLimit, locked, ended, refused, onChangeFinal, labels }: SubmissionPanelHistoryProps) {
  const selected = submissions.filter((row) => row.selected).length;
  return (
    <div>
      <h3>{labels.historyTitle}</h3>
      <PanelFinals>
        <strong>{labels.finalsSummary(selected, finalsLimit)}</strong>
        <span>{ended ? labels.finalsLocked : labels.finalsFallback(finalsLimit)}</span>
      </PanelFinals>
      {refused && (
        <PanelNotice role="alert" data-tone="danger" data-part="refused">
          {labels.finalsTooMany(finalsLimit)}
        </PanelNotice>
      )}
      {submissions.length === 0 ? (
        <StateView state="empty" emptyTitle={labels.emptyTitle} emptyDescription={labels.emptyDescription} />
      ) : (
        <PanelTableBox>
          <PanelTable aria-label={labels.historyTitle}>
            <thead>
              <tr>
                <th scope="col" data-col="number">
                  {labels.columns.number}
                </th>
                <th scope="col" data-col="time">
                  {labels.columns.time(timeZone)}
                </th>
                <th scope="col" data-col="file">
                  {labels.columns.file}
                </th>
                <th scope="col" data-col="status">
                  {labels.columns.status}
                </th>
                <th scope="col" data-col="score">
                  {labels.columns.score(labels.metric[metric])}
                </th>
                <th scope="col" data-col="final">
                  {labels.columns.final}
                </th>
              </tr>
            </thead>
            <tbody>
              {submissions.map((row, index) => {
                const n = submissions.length - index;
                return (
                  <tr key={row.id} data-status={row.status} data-selected={row.selected || undefined}>
                    <td data-col="number">{n}</td>
                    <th scope="row" data-col="time" aria-label={`${labels.submissionNumber(n)} ${formatWallTime(row.created_at, timeZone)}`}>
                      {formatWallTime(row.created_at, timeZone)}
                      <span data-part="file-inline">{row.file_name}</span>
                    </th>
                    <td data-col="file">{row.file_name}</td>
                    <td data-col="status">
                      <StatusBadge tone={STATUS_TONE[row.status]}>{labels.status[row.status]}</StatusBadge>
                      {row.public_score !== null && (
                        <span data-part="score-inline">
                          {formatMetricScore(row.public_score, metric)}
                        </span>
                      )}
                      {row.error && <span data-part="error">{row.error}</span>}
                    </td>
                    <td data-col="score">{formatMetricScore(row.public_score, metric)}</td>
                    <td data-col="final">
                      {row.status === 'scored' && (
                        <Checkbox aria-label={labels.selectFinal(n)} checked={row.selected} disabled={locked} onChange={(event) => onChangeFinal(row.id, event.target.checked)} />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </PanelTable>
        </PanelTableBox>
      )}
    </div>
  );
}
