import { formatWallTime, type BoardHistory, type ChartData } from '@finedu/domain';

/** How many entries the score-over-time chart draws. */
export const BOARD_CHART_ENTRIES = 10;

/**
 * The top entries' scores over time as a line chart: one category per moment any of them changed (in `timeZone`,
 * `MM-DD HH:mm`), each line holding its entry's latest score at that moment (a step, nothing before its first).
 */
export function boardHistoryChart(history: BoardHistory, timeZone: string): ChartData {
  const series = history.series.slice(0, BOARD_CHART_ENTRIES).map((entry) => ({
    name: entry.name,
    points: [...entry.points].map((p) => ({ t: new Date(p.at).getTime(), score: p.score })).sort((a, b) => a.t - b.t),
  }));
  const moments = [...new Set(series.flatMap((entry) => entry.points.map((p) => p.t)))].sort((a, b) => a - b);
  return {
    chart_type: 'line',
    categories: moments.map((t) => formatWallTime(new Date(t), timeZone).slice(5)),
    series: series.map((entry) => {
      let index = -1;
      return {
        name: entry.name,
        data: moments.map((t) => {
          while (index + 1 < entry.points.length && (entry.points[index + 1]?.t ?? Infinity) <= t) index += 1;
          return index < 0 ? null : (entry.points[index]?.score ?? null);
        }),
      };
    }),
    truncated: history.series.length > BOARD_CHART_ENTRIES,
  };
}
