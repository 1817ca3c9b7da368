// Only what the charts draw, so the lazy chunk stays small (echarts/core + 4 charts + 4 components).
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { init as initChart, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

let registered = false;

/**
 * Registers the parts, then creates the chart. The registration runs inside the call on purpose: this package
 * declares itself free of side effects, so a bare top-level `use()` would be dropped by the bundler.
 */
export function init(element: HTMLElement): ReturnType<typeof initChart> {
  if (!registered) {
    use([LineChart, BarChart, PieChart, ScatterChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, CanvasRenderer]);
    registered = true;
  }
  return initChart(element);
}
