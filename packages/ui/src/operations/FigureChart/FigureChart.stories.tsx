import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SamplePoint } from '@finedu/domain';
import { expect, within } from 'storybook/test';
import { FigureChart } from './FigureChart';

/** A day of 4-minute means with a mid-morning exam: deterministic (no Math.random), so baselines hold. */
function day(): SamplePoint[] {
  const start = Date.UTC(2026, 10, 25, 0, 0);
  return Array.from({ length: 360 }, (_, i) => {
    const hour = (i * 4) / 60;
    const exam = hour > 1 && hour < 3 ? 1 : 0;
    const wave = Math.sin(i / 9) * 4;
    return {
      at: new Date(start + i * 4 * 60_000).toISOString(),
      figures: { cpu_percent: Math.max(2, 12 + wave + exam * 55), requests_per_minute: 300 + exam * 2400 + wave * 20, errors_per_minute: exam && i % 7 === 0 ? 3 : 0 },
    };
  });
}

const meta = {
  title: 'Operations/FigureChart',
  component: FigureChart,
  args: {
    points: day(),
    figures: ['cpu_percent'],
    names: { cpu_percent: 'CPU', requests_per_minute: '每分钟请求', errors_per_minute: '每分钟错误' },
    title: 'CPU（Asia/Shanghai）',
    timeZone: 'Asia/Shanghai',
    emptyText: '所选时间范围内没有数据',
    timeHeader: '时间',
  },
} satisfies Meta<typeof FigureChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneDay: Story = {};

export const TwoLines: Story = {
  args: { figures: ['requests_per_minute', 'errors_per_minute'], title: '请求与错误（每分钟）' },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('所选时间范围内没有数据')).toBeVisible();
  },
};
