import { render, screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { ChartData } from '@finedu/domain';
import { ThemeProvider, tokens } from '../ThemeProvider';
import { Chart } from './Chart';
import { chartOption, chartPalette } from './chartOption';

// ECharts cannot draw in jsdom: a stand-in records what the component asks it to draw.
const mockChart = { setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() };
const mockInit = jest.fn((_element: HTMLElement) => mockChart);
jest.mock('./echartsCore', () => ({ init: (element: HTMLElement) => mockInit(element) }));

beforeEach(() => {
  jest.clearAllMocks();
  mockInit.mockImplementation(() => mockChart);
});

const line: ChartData = { chart_type: 'line', categories: ['2023-01', '2023-02'], series: [{ name: '收盘价', data: [1.5, null] }, { name: '开盘价', data: [2, 3] }], truncated: false };

describe('chartOption', () => {
  it('colours series with the market tokens of the locale (zh-CN: rising is red, first)', () => {
    expect(chartPalette('zh-CN').slice(0, 2)).toEqual([tokens.market['zh-CN'].rise, tokens.market['zh-CN'].fall]);
    expect(chartPalette('en-US')[0]).toBe(tokens.market['en-US'].rise);
  });

  it('has ten distinct series colours, so a top-10 chart keeps its lines apart', () => {
    const palette = chartPalette('zh-CN');
    expect(palette.length).toBeGreaterThanOrEqual(10);
    expect(new Set(palette).size).toBe(palette.length);
  });

  it('puts categories on x for a line chart, one series each, under the title', () => {
    const option = chartOption(line, { title: '月均价', locale: 'zh-CN', valueAxisName: '元' }) as unknown as { xAxis: { data: string[] }; yAxis: { name: string }; series: { type: string }[]; title: { text: string } };
    expect(option.xAxis.data).toEqual(['2023-01', '2023-02']);
    expect(option.yAxis.name).toBe('元');
    expect(option.series.map((series) => series.type)).toEqual(['line', 'line']);
    expect(option.title.text).toBe('月均价');
  });

  it('draws a pie without axes', () => {
    const option = chartOption({ chart_type: 'pie', categories: null, series: [{ name: '持仓', data: [{ name: '股票', value: 3 }] }], truncated: false }, { title: '持仓', locale: 'en-US' });
    expect(option).not.toHaveProperty('xAxis');
  });
});

describe('Chart', () => {
  it('draws the data into a named image, with the locale of the theme, and lets go of it when unmounted', async () => {
    const { unmount, container } = render(
      <ThemeProvider locale="en-US">
        <Chart data={line} title="月均价" />
      </ThemeProvider>,
    );
    const chart = screen.getByRole('img', { name: '月均价' });
    await waitFor(() => expect(mockChart.setOption).toHaveBeenCalledTimes(1));
    expect(mockInit).toHaveBeenCalledWith(chart);
    const option = mockChart.setOption.mock.calls[0]?.[0] as { color: string[] };
    expect(option.color[0]).toBe(tokens.market['en-US'].rise);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    expect(mockChart.dispose).toHaveBeenCalled();
  });

  it('follows its box when the box alone changes size (no window resize)', async () => {
    let onBoxResize: (() => void) | undefined;
    const observe = jest.fn();
    const disconnect = jest.fn();
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        onBoxResize = callback;
      }
      observe = observe;
      unobserve = jest.fn();
      disconnect = disconnect;
    } as unknown as typeof ResizeObserver;
    try {
      const { unmount } = render(<Chart data={line} title="月均价" />);
      await waitFor(() => expect(observe).toHaveBeenCalledWith(screen.getByRole('img', { name: '月均价' })));
      onBoxResize?.();
      expect(mockChart.resize).toHaveBeenCalledTimes(1);
      unmount();
      expect(disconnect).toHaveBeenCalled();
    } finally {
      globalThis.ResizeObserver = original;
    }
  });

  it('says when it cannot draw, and renders nothing', async () => {
    mockInit.mockImplementation(() => {
      throw new Error('no canvas');
    });
    const onUnavailable = jest.fn();
    render(<Chart data={line} title="月均价" onUnavailable={onUnavailable} />);
    await waitFor(() => expect(onUnavailable).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
