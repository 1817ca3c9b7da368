// Only what the distribution chart draws, so its lazy chunk stays small (echarts/core + bar + 3 components).
import { BarChart } from 'echarts/charts';
import { GridComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { init as initChart, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

let registered = false;

/**
 * Registers the parts, then creates the chart. The registration runs inside the call on purpose: this package
 * declares itself free of side effects, so a bare top-level `use()` would be dropped by the bundler and the
 * canvas renderer would be missing ("is not a constructor").
 */
export function init(element: HTMLElement): ReturnType<typeof initChart> {
  if (!registered) {
    use([BarChart, GridComponent, TitleComponent, TooltipComponent, CanvasRenderer]);
    registered = true;
  }
  return initChart(element);
}
