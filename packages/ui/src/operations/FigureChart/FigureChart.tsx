import { useMemo, useState } from 'react';
import { FIGURE_UNITS, formatWallTime, type ChartData, type OperationsFigure, type SamplePoint } from '@finedu/domain';
import { Chart } from '../../Chart';
import { useThemeLocale } from '../../ThemeProvider';
import { formatFigure } from '../figureFormat';
import { FigureTable, FigureTableWrap } from './FigureChart.styles';

export interface FigureChartProps {
  /** Samples, oldest first (the history's points). */
  points: readonly SamplePoint[];
  /** The figures drawn as lines; they should share a unit (the axis shows the first one's). */
  figures: readonly OperationsFigure[];
  /** Each figure's name in the legend. */
  names: Partial<Record<OperationsFigure, string>>;
  title: string;
  /** The zone the times are shown in (the server's). */
  timeZone: string;
  /** Shown when no sample has any of the figures. */
  emptyText: string;
  /** Column header of the times in the table view (when the chart cannot be drawn). */
  timeHeader: string;
}

/**
 * A line chart of operations figures over time (ECharts through the ui Chart), in the server's time zone; with no
 * canvas (or the chart chunk failing) it falls back to the same figures as a table.
 */
export function FigureChart({ points, figures, names, title, timeZone, emptyText, timeHeader }: FigureChartProps) {
  const locale = useThemeLocale();
  const [table, setTable] = useState(false);
  const unit = FIGURE_UNITS[figures[0]!];
  const shown = useMemo(() => points.filter((p) => figures.some((f) => p.figures[f] !== undefined)), [points, figures]);
  const data = useMemo<ChartData>(
    () => ({
      chart_type: 'line',
      categories: shown.map((p) => formatWallTime(p.at, timeZone).slice(5, 16)),
      series: figures.map((figure) => ({ name: names[figure] ?? figure, data: shown.map((p) => roundFor(p.figures[figure] ?? null, unit)) })),
      truncated: false,
    }),
    [shown, figures, names, timeZone, unit],
  );
  if (shown.length === 0) return <FigureTableWrap role="note">{emptyText}</FigureTableWrap>;
  if (table)
    return (
      <FigureTableWrap>
        <FigureTable>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{timeHeader}</th>
              {figures.map((f) => (
                <th key={f} scope="col">
                  {names[f] ?? f}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.at}>
                <td>{formatWallTime(p.at, timeZone)}</td>
                {figures.map((f) => (
                  <td key={f}>{formatFigure(p.figures[f], FIGURE_UNITS[f], locale)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </FigureTable>
      </FigureTableWrap>
    );
  return <Chart data={data} title={title} valueAxisName={axisName(unit)} onUnavailable={() => setTable(true)} style={{ height: 240 }} />;
}

/** Bytes are drawn in MiB (a readable axis); the rest as they are. */
function roundFor(value: number | null, unit: string): number | null {
  if (value === null) return null;
  if (unit === 'bytes') return Math.round((value / 1024 / 1024) * 10) / 10;
  if (unit === 'seconds') return Math.round(value * 1000 * 10) / 10;
  return Math.round(value * 100) / 100;
}

function axisName(unit: string): string | undefined {
  return { bytes: 'MiB', seconds: 'ms', percent: '%' }[unit];
}
