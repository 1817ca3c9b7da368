import { formatWallTime, rankChange, type BoardRow, type MetricName } from '@finedu/domain';
import type { Ref } from 'react';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { formatMetricScore } from '../internal/competitionText';
import { BoardRankChange, BoardTable, BoardTableBox } from './CompetitionBoard.styles';
import type { CompetitionBoardLabels } from './competitionBoardLabels';

interface CompetitionBoardRowsProps {
  rows: readonly BoardRow[];
  metric: MetricName;
  timeZone: string;
  /** No rank-change column while the board is frozen (the snapshot has nothing to compare with). */
  showChange: boolean;
  /** The viewer's own entry, highlighted. */
  meId: number | null;
  /** Registers each row's element by entry id (for "jump to me"). */
  rowRef: (entryId: number) => Ref<HTMLTableRowElement>;
  caption: string;
  labels: CompetitionBoardLabels;
}

function RankChange({ rank, previous, labels }: { rank: number | null; previous: number | null; labels: CompetitionBoardLabels }) {
  const change = rankChange(rank, previous);
  if (change === null) return rank !== null && previous === null ? <BoardRankChange data-change="new">{labels.newEntry}</BoardRankChange> : null;
  if (change === 0)
    return (
      <BoardRankChange data-change="same">
        <span aria-hidden="true">–</span>
        <VisuallyHidden>{labels.rankSame}</VisuallyHidden>
      </BoardRankChange>
    );
  const up = change > 0;
  return (
    <BoardRankChange data-change={up ? 'up' : 'down'}>
      <span aria-hidden="true">{`${up ? '▲' : '▼'} ${Math.abs(change)}`}</span>
      <VisuallyHidden>{up ? labels.rankUp(change) : labels.rankDown(-change)}</VisuallyHidden>
    </BoardRankChange>
  );
}

/** One page of the board as a table: rank, change, team (college under it), score, submissions, time reached. */
export function CompetitionBoardRows({ rows, metric, timeZone, showChange, meId, rowRef, caption, labels }: CompetitionBoardRowsProps) {
  const metricName = labels.metric[metric];
  return (
    <BoardTableBox>
      <BoardTable aria-label={caption}>
        <thead>
          <tr>
            <th scope="col" data-col="rank">
              {labels.columns.rank}
            </th>
            {showChange && (
              <th scope="col" data-col="change">
                {labels.columns.change}
              </th>
            )}
            <th scope="col" data-col="name">
              {labels.columns.name}
            </th>
            <th scope="col" data-col="score">
              {labels.columns.score(metricName)}
            </th>
            <th scope="col" data-col="submissions">
              {labels.columns.submissions}
            </th>
            <th scope="col" data-col="time">
              {labels.columns.reachedAt(timeZone)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const me = row.entry_id === meId;
            return (
              <tr key={row.entry_id} ref={rowRef(row.entry_id)} data-me={me || undefined} aria-current={me || undefined} tabIndex={me ? -1 : undefined}>
                <td data-col="rank">{row.rank ?? labels.unranked}</td>
                {showChange && (
                  <td data-col="change">
                    <RankChange rank={row.rank} previous={row.previous_rank} labels={labels} />
                  </td>
                )}
                <th scope="row" data-col="name" title={row.members.length > 0 ? labels.members(row.members) : undefined}>
                  <span data-part="name">{row.name}</span>
                  {row.college && <span data-part="college">{row.college}</span>}
                </th>
                <td data-col="score">{formatMetricScore(row.score, metric)}</td>
                <td data-col="submissions">{row.submissions}</td>
                <td data-col="time">{formatWallTime(row.reached_at, timeZone)}</td>
              </tr>
            );
          })}
        </tbody>
      </BoardTable>
    </BoardTableBox>
  );
}
