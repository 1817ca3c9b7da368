import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScoreDistributionChart } from './ScoreDistributionChart';

const counts = [0, 1, 0, 2, 3, 6, 11, 14, 8, 3];
const bins = counts.map((count, i) => ({ from: i * 10, to: (i + 1) * 10, count }));

const meta = {
  title: 'Exam/ScoreDistributionChart',
  component: ScoreDistributionChart,
  args: { bins },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScoreDistributionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Chart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: '共 48 人，人数最多的分数段为 70–80 分' });
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '查看数据表' }));
    await expect(canvas.getByRole('table', { name: '成绩分布' })).toHaveTextContent('70–8014');
  },
};

export const Table: Story = { args: { defaultView: 'table' } };
export const Empty: Story = {
  args: { bins: bins.map((bin) => ({ ...bin, count: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无已提交的成绩')).toBeVisible();
  },
};
