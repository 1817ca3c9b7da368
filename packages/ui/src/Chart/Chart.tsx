import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type HTMLAttributes } from 'react';
import type { ChartData } from '@finedu/domain';
import { useThemeLocale } from '../ThemeProvider';
import { ChartCanvas } from './Chart.styles';
import { chartOption } from './chartOption';

export interface ChartProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** The series to draw, as the API gives them (line, bar, pie or scatter). */
  data: ChartData;
  /** The chart's title: drawn above it and its accessible name. */
  title: string;
  /** Name of the value axis, e.g. its unit ("元", "%"). */
  valueAxisName?: string;
  /** Called when the chart cannot be drawn (no canvas, the chunk failed): show the table view instead. */
  onUnavailable?: () => void;
}

interface ChartHandle {
  setOption: (option: object) => void;
  resize: () => void;
  dispose: () => void;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A chart drawn with ECharts (bundled, loaded lazily with only the charts used), coloured from the theme tokens
 * with the locale's market colours, resized with its box, still when the user prefers reduced motion.
 * Renders nothing once it knows it cannot draw; `onUnavailable` lets the caller show its table instead.
 */
export const Chart = forwardRef<HTMLDivElement, ChartProps>(function Chart({ data, title, valueAxisName, onUnavailable, ...rest }, ref) {
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => box.current as HTMLDivElement);
  const locale = useThemeLocale();
  const [failed, setFailed] = useState(false);
  const onUnavailableRef = useRef(onUnavailable);
  onUnavailableRef.current = onUnavailable;

  useEffect(() => {
    let disposed = false;
    let chart: ChartHandle | undefined;
    const resize = () => chart?.resize();
    // The box can change size without the window doing so (a scrollbar appearing, a side menu collapsing, a
    // container query): follow the box itself where the browser can.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : undefined;
    import('./echartsCore')
      .then((echarts) => {
        if (disposed || !box.current) return;
        chart = echarts.init(box.current) as ChartHandle;
        chart.setOption(chartOption(data, { title, locale, valueAxisName, animation: !prefersReducedMotion() }));
        if (observer) observer.observe(box.current);
        else window.addEventListener('resize', resize);
      })
      .catch(() => {
        if (disposed) return;
        setFailed(true);
        onUnavailableRef.current?.();
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [data, title, locale, valueAxisName]);

  return failed ? null : <ChartCanvas ref={box} role="img" aria-label={title} data-chart-type={data.chart_type} {...rest} />;
});
