import { forwardRef, useEffect, useId, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { Button } from '../../Button';
import { tokens } from '../../ThemeProvider';
import { formatScore } from '../internal/examText';
import { ScoreDistributionCanvas, ScoreDistributionEmpty, ScoreDistributionRoot, ScoreDistributionTable } from './ScoreDistributionChart.styles';
import { defaultScoreDistributionLabels, type ScoreDistributionLabels } from './scoreDistributionLabels';

export interface ScoreBin {
  from: number;
  to: number;
  count: number;
}

export interface ScoreDistributionChartProps extends HTMLAttributes<HTMLElement> {
  /** The bins, low to high (the statistics' ten equal bins over [0, total score]). */
  bins: readonly ScoreBin[];
  /** Start on the table (e.g. for printing); the chart by default. */
  defaultView?: 'chart' | 'table';
  /** Visible strings; zh-CN by default. */
  labels?: Partial<ScoreDistributionLabels>;
}

interface BarChartHandle {
  setOption: (option: object) => void;
  resize: () => void;
  dispose: () => void;
}

/** A bar chart of how many candidates scored in each range (ECharts, loaded lazily), with its data table. */
export const ScoreDistributionChart = forwardRef<HTMLElement, ScoreDistributionChartProps>(function ScoreDistributionChart(
  { bins, defaultView = 'chart', labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(
    () => ({ ...defaultScoreDistributionLabels, ...labelOverrides, columns: { ...defaultScoreDistributionLabels.columns, ...labelOverrides?.columns } }),
    [labelOverrides],
  );
  const captionId = useId();
  const [view, setView] = useState<'chart' | 'table'>(defaultView);
  const [chartFailed, setChartFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  const ranges = useMemo(() => bins.map((bin) => labels.range(formatScore(bin.from), formatScore(bin.to))), [bins, labels]);
  const peakIndex = bins.reduce((best, bin, index) => (bin.count > (bins[best]?.count ?? -1) ? index : best), 0);
  const showChart = view === 'chart' && !chartFailed && total > 0;

  useEffect(() => {
    if (!showChart) return;
    let disposed = false;
    let chart: BarChartHandle | undefined;
    const resize = () => chart?.resize();
    import('./echartsBar')
      .then((echarts) => {
        if (disposed || !box.current) return;
        chart = echarts.init(box.current) as BarChartHandle;
        chart.setOption({
          color: [tokens.color.primary],
          grid: { left: 48, right: 16, top: 24, bottom: 48 },
          tooltip: { trigger: 'axis', formatter: (items: Array<{ dataIndex: number; value: number }>) => labels.tooltip(ranges[items[0]?.dataIndex ?? 0] ?? '', items[0]?.value ?? 0) },
          xAxis: { type: 'category', data: ranges, name: labels.scoreAxis, nameLocation: 'middle', nameGap: 32, axisLabel: { color: tokens.color.textSecondary } },
          yAxis: { type: 'value', name: labels.countAxis, minInterval: 1, axisLabel: { color: tokens.color.textSecondary } },
          series: [{ type: 'bar', data: bins.map((bin) => bin.count), barMaxWidth: 48, label: { show: true, position: 'top' } }],
        });
        window.addEventListener('resize', resize);
      })
      .catch(() => {
        // No canvas or the chunk failed to load: the table says the same.
        if (!disposed) setChartFailed(true);
      });
    return () => {
      disposed = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [showChart, bins, ranges, labels]);

  return (
    <ScoreDistributionRoot ref={ref} aria-labelledby={captionId} data-view={showChart ? 'chart' : 'table'} {...rest}>
      <figcaption>
        <span id={captionId}>{labels.title}</span>
        {total > 0 && !chartFailed && (
          <Button size="small" variant="link" onClick={() => setView(view === 'chart' ? 'table' : 'chart')}>
            {view === 'chart' ? labels.showTable : labels.showChart}
          </Button>
        )}
      </figcaption>
      {total === 0 ? (
        <ScoreDistributionEmpty>{labels.empty}</ScoreDistributionEmpty>
      ) : showChart ? (
        <ScoreDistributionCanvas ref={box} role="img" aria-label={labels.summary(total, ranges[peakIndex] ?? '')} data-testid="score-distribution-chart" />
      ) : (
        <ScoreDistributionTable aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{labels.columns.range}</th>
              <th scope="col" data-align="right">
                {labels.columns.count}
              </th>
              <th scope="col" data-align="right">
                {labels.columns.share}
              </th>
            </tr>
          </thead>
          <tbody>
            {bins.map((bin, index) => (
              <tr key={index}>
                <th scope="row">{ranges[index]}</th>
                <td data-align="right">{bin.count}</td>
                <td data-align="right">{`${((bin.count / total) * 100).toFixed(2)}%`}</td>
              </tr>
            ))}
          </tbody>
        </ScoreDistributionTable>
      )}
    </ScoreDistributionRoot>
  );
});
