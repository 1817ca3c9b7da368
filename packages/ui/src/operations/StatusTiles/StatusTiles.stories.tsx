import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultThresholds, type OperationsFigure } from '@finedu/domain';
import { expect, within } from 'storybook/test';
import { ThemeProvider } from '../../ThemeProvider';
import { StatusTiles } from './StatusTiles';
import { statusTilesLabelsEnUS } from './statusTilesLabels';

const FIGURES: OperationsFigure[] = ['users_active_5m', 'exams_in_progress', 'kernels_running', 'scoring_queue', 'errors_per_minute', 'cpu_percent', 'memory_rss_bytes', 'event_loop_lag_p99_seconds', 'db_pool_waiting', 'disk_free_bytes'];
const GB = 1024 ** 3;
const HEALTHY = { users_active_5m: 212, exams_in_progress: 48, kernels_running: 12, scoring_queue: 0, errors_per_minute: 0, cpu_percent: 23, memory_rss_bytes: 0.4 * GB, event_loop_lag_p99_seconds: 0.012, db_pool_waiting: 0, disk_free_bytes: 120 * GB };
const TROUBLE = { ...HEALTHY, kernels_running: 39, scoring_queue: 64, cpu_percent: 93, event_loop_lag_p99_seconds: 0.18, disk_free_bytes: 3.2 * GB };

const meta = {
  title: 'Operations/StatusTiles',
  component: StatusTiles,
  args: { figures: FIGURES, values: HEALTHY, thresholds: defaultThresholds(40) },
} satisfies Meta<typeof StatusTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllGreen: Story = {
  play: async ({ canvasElement }) => {
    const tiles = within(canvasElement).getAllByRole('listitem');
    await expect(tiles).toHaveLength(FIGURES.length);
    await expect(within(canvasElement).getAllByText('正常')).toHaveLength(FIGURES.length);
  },
};

/** Amber and red tiles say so in words, not by colour alone; disk free is red when low. */
export const InTrouble: Story = {
  args: { values: TROUBLE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('listitem', { name: 'CPU' })).getByText('告警')).toBeVisible();
    await expect(within(canvas.getByRole('listitem', { name: '磁盘剩余' })).getByText('告警')).toBeVisible();
    await expect(within(canvas.getByRole('listitem', { name: '评分队列' })).getByText('注意')).toBeVisible();
  },
};

/** A figure the server could not read (no notebook service, no PostgreSQL pool) shows "no data". */
export const MissingFigures: Story = {
  args: { values: { ...HEALTHY, kernels_running: undefined, db_pool_waiting: undefined } as Partial<Record<OperationsFigure, number>> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('无数据')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { values: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

export const English: Story = {
  args: { values: TROUBLE, labels: statusTilesLabelsEnUS },
  render: (args) => (
    <ThemeProvider locale="en-US">
      <StatusTiles {...args} />
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kernels running')).toBeVisible();
    await expect(within(canvasElement).getByText('amber ≥ 30 · red ≥ 38')).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  args: { values: TROUBLE },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <StatusTiles {...args} />
    </div>
  ),
};
