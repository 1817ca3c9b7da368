import { formatWallTime, type BoardHistory, type MetricName } from '@finedu/domain';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../Button';
import { Chart } from '../../Chart';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { formatMetricScore } from '../internal/competitionText';
import { BoardChartFigure, BoardChartTable } from './CompetitionBoard.styles';
import { BOARD_CHART_ENTRIES, boardHistoryChart } from './boardHistoryChart';
import type { CompetitionBoardLabels } from './competitionBoardLabels';

interface CompetitionBoardChartProps {
  history: BoardHistory;
  metric: MetricName;
  timeZone: string;
  labels: CompetitionBoardLabels;
}

/** The top-10 score-over-time chart with its data table (DESIGN.md: every chart has a table view). */
export function CompetitionBoardChart({ history, metric, timeZone, labels }: CompetitionBoardChartProps) {
  const captionId = useId();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const data = useMemo(() => boardHistoryChart(history, timeZone), [history, timeZone]);
  // The metric (the unit) goes in the title: an axis name collides with a centred title in a narrow chart.
  const title = labels.chartTitle(labels.metric[metric], timeZone);
  const showChart = view === 'chart';
  return (
    <BoardChartFigure aria-labelledby={captionId} data-view={view}>
      <figcaption>
        {/* The chart draws its title itself; the table view needs it in words. */}
        {showChart ? <VisuallyHidden id={captionId}>{title}</VisuallyHidden> : <span id={captionId}>{title}</span>}
        <Button size="small" variant="link" onClick={() => setView(showChart ? 'table' : 'chart')}>
          {showChart ? labels.showTable : labels.showChart}
        </Button>
      </figcaption>
      {showChart ? (
        <Chart data={data} title={title} onUnavailable={() => setView('table')} />
      ) : (
        <BoardChartTable>
          <table aria-labelledby={captionId}>
            <thead>
              <tr>
                <th scope="col">{labels.chartColumns.name}</th>
                <th scope="col">{labels.chartColumns.time(timeZone)}</th>
                <th scope="col" data-align="right">
                  {labels.chartColumns.score}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.series.slice(0, BOARD_CHART_ENTRIES).flatMap((entry) =>
                entry.points.map((point, index) => (
                  <tr key={`${entry.entry_id}-${index}`}>
                    <th scope="row">{entry.name}</th>
                    <td>{formatWallTime(point.at, timeZone)}</td>
                    <td data-align="right">{formatMetricScore(point.score, metric)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </BoardChartTable>
      )}
    </BoardChartFigure>
  );
}
