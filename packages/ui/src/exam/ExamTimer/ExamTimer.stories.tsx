import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../Button';
import { ExamTimer, type ExamTimerProps } from './ExamTimer';

const SERVER_NOW = '2026-06-01T02:00:00.000Z';
const plus = (seconds: number) => new Date(Date.parse(SERVER_NOW) + seconds * 1000).toISOString();

const meta = {
  title: 'Exam/ExamTimer',
  component: ExamTimer,
  args: { deadline: plus(3723), serverNow: SERVER_NOW, onExpire: fn() },
} satisfies Meta<typeof ExamTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Normal: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: '剩余时间' });
    await expect(timer).toHaveTextContent(/^01:02:0[0-3]$/);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};

export const Warning: Story = {
  args: { deadline: plus(4 * 60 + 30) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('剩余不足 5 分钟');
  },
};

export const Critical: Story = {
  args: { deadline: plus(45) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('剩余不足 1 分钟');
  },
};

export const ExpiresNow: Story = {
  args: { deadline: plus(2) },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00:00'), { timeout: 4000 });
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('考试时间已到');
  },
};

export const Expired: Story = { args: { deadline: SERVER_NOW } };

/** A teacher grants 10 more minutes: the next save brings a new deadline and the countdown re-anchors. */
function WithExtraTime(args: ExamTimerProps) {
  const [deadline, setDeadline] = useState(args.deadline);
  return (
    <div>
      <ExamTimer {...args} deadline={deadline} />
      <Button onClick={() => setDeadline(new Date(Date.parse(deadline) + 600_000).toISOString())}>+10 min</Button>
    </div>
  );
}

export const ReAnchored: Story = {
  args: { deadline: plus(120) },
  render: (args) => <WithExtraTime {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('剩余不足 5 分钟');
    await userEvent.click(canvas.getByRole('button', { name: '+10 min' }));
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^00:1[12]:\d\d$/);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
