import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ChartData } from '@finedu/domain';
import { tokens, useThemeLocale } from '@finedu/ui';

const ChartBox = styled.div`
  width: 100%;
  height: 360px;
`;

/** Series colours from the theme tokens: the market pair of the locale first, then brand and status colours. */
export const chartPalette = (locale: 'zh-CN' | 'en-US'): string[] => [
  tokens.market[locale].rise,
  tokens.market[locale].fall,
  tokens.color.primary,
  tokens.color.warning,
  tokens.color.info,
  tokens.color.textSecondary,
];

/** ECharts option for the server's chart data (categories on x for line and bar; pie and scatter without). */
export function chartOption(data: ChartData, title: string, locale: 'zh-CN' | 'en-US') {
  const axis = data.chart_type === 'line' || data.chart_type === 'bar';
  return {
    color: chartPalette(locale),
    title: { text: title, left: 'center', textStyle: { fontSize: 14, color: tokens.color.text } },
    tooltip: { trigger: axis ? 'axis' : 'item' },
    legend: { bottom: 0 },
    grid: { left: 56, right: 24, top: 48, bottom: 56 },
    ...(data.chart_type === 'pie'
      ? {}
      : {
          xAxis: axis ? { type: 'category', data: data.categories ?? [] } : { type: 'value', scale: true },
          yAxis: { type: 'value', scale: true },
        }),
    series: data.series.map((series) => ({ name: series.name, type: data.chart_type, data: series.data, ...(data.chart_type === 'pie' ? { radius: '60%' } : {}), ...(data.chart_type === 'line' ? { showSymbol: false } : {}) })),
  };
}

/**
 * A chart drawn with ECharts, loaded lazily (echarts/core with only the charts used). When it cannot be
 * drawn (no canvas), `onUnavailable` lets the caller fall back to the table view.
 */
export function EChart({ data, title, onUnavailable }: { data: ChartData; title: string; onUnavailable?: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const locale = useThemeLocale();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let disposed = false;
    let chart: { setOption: (option: object) => void; dispose: () => void; resize: () => void } | undefined;
    const resize = () => chart?.resize();
    import('./echartsCore')
      .then((echarts) => {
        if (disposed || !box.current) return;
        chart = echarts.init(box.current);
        chart.setOption(chartOption(data, title, locale));
        window.addEventListener('resize', resize);
      })
      .catch(() => {
        if (disposed) return;
        setFailed(true);
        onUnavailable?.();
      });
    return () => {
      disposed = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [data, title, locale, onUnavailable]);

  return failed ? null : <ChartBox ref={box} role="img" aria-label={title} data-testid="echart" />;
}
