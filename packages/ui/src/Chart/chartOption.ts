import type { ChartData } from '@finedu/domain';
import { tokens, type Locale } from '../ThemeProvider';

/**
 * Series colours from the theme tokens: the market pair of the locale first (rise, fall), then brand and status
 * colours, then the extra chart colours, each once (info is the brand blue), so ten lines stay apart.
 */
export const chartPalette = (locale: Locale): string[] => [
  ...new Set([
    tokens.market[locale].rise,
    tokens.market[locale].fall,
    tokens.color.primary,
    tokens.color.warning,
    tokens.color.info,
    tokens.color.textSecondary,
    ...tokens.chartExtra,
  ]),
];

export interface ChartOptionSettings {
  /** The chart's title, drawn above it. */
  title: string;
  /** Picks the market colours (zh-CN: rising is red). */
  locale: Locale;
  /** Name of the value axis, e.g. its unit. */
  valueAxisName?: string;
  /** Off when the user asked for reduced motion. */
  animation?: boolean;
}

/** The ECharts option for chart data: categories on x for line and bar; pie and scatter without. */
export function chartOption(data: ChartData, { title, locale, valueAxisName, animation = true }: ChartOptionSettings) {
  const axis = data.chart_type === 'line' || data.chart_type === 'bar';
  return {
    animation,
    color: chartPalette(locale),
    title: { text: title, left: 'center', textStyle: { fontSize: 14, color: tokens.color.text } },
    tooltip: { trigger: axis ? 'axis' : 'item' },
    // Scrolls (one line with arrows) rather than wrapping over the axis when the names do not fit.
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 56, right: 24, top: 48, bottom: 56 },
    ...(data.chart_type === 'pie'
      ? {}
      : {
          xAxis: axis ? { type: 'category', data: data.categories ?? [] } : { type: 'value', scale: true },
          yAxis: { type: 'value', scale: true, name: valueAxisName },
        }),
    series: data.series.map((series) => ({
      name: series.name,
      type: data.chart_type,
      data: series.data,
      ...(data.chart_type === 'pie' ? { radius: '60%' } : {}),
      ...(data.chart_type === 'line' ? { showSymbol: false } : {}),
    })),
  };
}
