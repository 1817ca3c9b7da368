import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SyncStatus } from './SyncStatus';

const meta = {
  title: 'Exam/SyncStatus',
  component: SyncStatus,
  args: { state: 'saved', lastSavedAt: '2026-06-01T02:03:04Z', pendingCount: 0, onRetry: fn() },
} satisfies Meta<typeof SyncStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('答案已保存 10:03:04');
  },
};

export const Saving: Story = { args: { state: 'saving' } };

export const Pending: Story = {
  args: { state: 'pending', pendingCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('3 题待保存');
  },
};

export const Offline: Story = {
  args: { state: 'offline', pendingCount: 2 },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('网络已断开');
    await expect(alert).toHaveTextContent('网络恢复后将自动提交');
  },
};

export const SaveError: Story = {
  args: { state: 'error', message: '考试已结束，答案无法再保存' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('考试已结束，答案无法再保存');
    await userEvent.click(canvas.getByRole('button', { name: '立即重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
