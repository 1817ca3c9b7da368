import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Course/ProgressBar',
  component: ProgressBar,
  args: { value: 40, label: '学习进度', showValue: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NotStarted: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '学习进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'empty');
  },
};

export const Partial: Story = {
  args: { value: 66.4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    await expect(canvasElement).toHaveTextContent('66%');
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'complete');
  },
};
