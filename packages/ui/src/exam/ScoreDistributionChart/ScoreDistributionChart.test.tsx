import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ScoreDistributionChart } from './ScoreDistributionChart';

// ECharts cannot draw in jsdom: a stand-in records what the component asks it to draw.
const mockChart = { setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() };
const mockInit = jest.fn((_element: HTMLElement) => mockChart);
jest.mock('./echartsBar', () => ({ init: (element: HTMLElement) => mockInit(element) }));

beforeEach(() => {
  jest.clearAllMocks();
  mockInit.mockImplementation(() => mockChart);
});

const bins = [
  { from: 0, to: 50, count: 1 },
  { from: 50, to: 75, count: 3 },
  { from: 75, to: 100, count: 4 },
];

describe('ScoreDistributionChart', () => {
  it('shows the data table with counts and shares', async () => {
    const { container } = render(<ScoreDistributionChart bins={bins} defaultView="table" />);
    const table = screen.getByRole('table', { name: '成绩分布' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('75–100450.00%');
    expect(rows[1]).toHaveTextContent('0–50112.50%');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('draws one bar per bin, described for screen readers, and toggles to the table', async () => {
    const { unmount } = render(<ScoreDistributionChart bins={bins} />);
    const chart = screen.getByRole('img', { name: '共 8 人，人数最多的分数段为 75–100 分' });
    await waitFor(() => expect(mockChart.setOption).toHaveBeenCalledTimes(1));
    expect(mockInit).toHaveBeenCalledWith(chart);
    const option = mockChart.setOption.mock.calls[0]?.[0] as { xAxis: { data: string[] }; series: Array<{ type: string; data: number[] }> };
    expect(option.xAxis.data).toEqual(['0–50', '50–75', '75–100']);
    expect(option.series[0]).toEqual(expect.objectContaining({ type: 'bar', data: [1, 3, 4] }));
    await userEvent.click(screen.getByRole('button', { name: '查看数据表' }));
    expect(screen.getByRole('table', { name: '成绩分布' })).toBeInTheDocument();
    expect(mockChart.dispose).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '查看图表' }));
    expect(screen.getByRole('img')).toBeInTheDocument();
    unmount();
  });

  it('falls back to the table when the chart cannot be drawn', async () => {
    mockInit.mockImplementation(() => {
      throw new Error('no canvas');
    });
    render(<ScoreDistributionChart bins={bins} />);
    expect(await screen.findByRole('table', { name: '成绩分布' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '查看图表' })).toBeNull();
  });

  it('says there are no scores yet instead of an empty chart', () => {
    render(<ScoreDistributionChart bins={bins.map((bin) => ({ ...bin, count: 0 }))} />);
    expect(screen.getByText('暂无已提交的成绩')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
