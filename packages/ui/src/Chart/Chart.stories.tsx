import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Card } from '../Card';
import { Chart } from './Chart';

const meta = {
  title: 'Data display/Chart',
  component: Chart,
  args: {
    title: '月均收盘价（元）',
    valueAxisName: '元',
    data: {
      chart_type: 'line',
      categories: ['2023-01', '2023-02', '2023-03', '2023-04', '2023-05', '2023-06'],
      series: [
        { name: '600519', data: [1720.5, 1788, 1750.25, 1802, 1690.75, 1734] },
        { name: '000858', data: [1610, 1655.5, 1702, 1688, 1640.25, 1701] },
      ],
      truncated: false,
    },
  },
  decorators: [
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: args.title });
    // ECharts has drawn once its canvas is in the box. The first story to draw waits for ECharts' own chunk (a cold
    // load can take more than waitFor's default second), so it gets longer.
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull(), { timeout: 10_000 });
  },
};

export const Bar: Story = {
  args: {
    title: '各行业成交额（亿元）',
    valueAxisName: '亿元',
    data: { chart_type: 'bar', categories: ['银行', '券商', '保险', '地产'], series: [{ name: '成交额', data: [320.5, 280, 150.25, 96] }], truncated: false },
  },
  play: Playground.play,
};

export const Pie: Story = {
  args: {
    title: '资产配置',
    valueAxisName: undefined,
    data: { chart_type: 'pie', categories: null, series: [{ name: '配置', data: [{ name: '股票', value: 45 }, { name: '债券', value: 35 }, { name: '现金', value: 20 }] }], truncated: false },
  },
  play: Playground.play,
};
