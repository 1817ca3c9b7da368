import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubmissionPanel, type SubmissionPanelProps, type SubmissionRow } from './SubmissionPanel';
import { SESSION_END, fakeUploader, limits, submissionRows } from './SubmissionPanel.fixtures';
import { submissionPanelLabelsEnUS } from './submissionPanelLabels';

const history = submissionRows(9);
/** Just uploaded, waiting for a scorer. */
const queued: SubmissionRow = { id: 510, created_at: '2026-05-03T10:29:00Z', status: 'queued', error: null, public_score: null, selected: false, file_name: 'predictions_v10.csv' };

/** Plays the app for the finals: keeps the chosen ids, as the server would after saving them. */
function FinalsHarness(props: SubmissionPanelProps) {
  const [rows, setRows] = useState<readonly SubmissionRow[]>(props.submissions);
  return (
    <SubmissionPanel
      {...props}
      submissions={rows}
      onFinalsChange={(ids) => {
        props.onFinalsChange?.(ids);
        setRows((current) => current.map((row) => ({ ...row, selected: ids.includes(row.id) })));
      }}
    />
  );
}

const meta = {
  title: 'Competition/SubmissionPanel',
  component: SubmissionPanel,
  args: {
    uploader: fakeUploader(),
    onUploaded: fn(),
    onFinalsChange: fn(),
    onRetry: fn(),
    submissions: history,
    limits: limits(),
    finalsLimit: 2,
    metric: 'auc',
    direction: 'max',
    idColumn: 'id',
    targetColumn: 'default_prob',
    endsAt: SESSION_END,
  },
  argTypes: { uploader: { control: false } },
  render: (args) => <FinalsHarness {...args} />,
} satisfies Meta<typeof SubmissionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  args: { submissions: [], limits: limits({ daily_used: 0, total_used: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('还没有提交')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上传预测结果' })).toBeEnabled();
    await expect(canvas.getByText('剩余 5 / 5 次')).toBeVisible();
  },
};

export const WithHistory: Story = {
  args: { submissions: [queued, ...history.map((row) => (row.id === 507 ? { ...row, selected: true } : row))], limits: limits({ daily_used: 3 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('最终提交：已选 1 / 2 个')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '将第 8 次提交选为最终提交' }));
    await expect(args.onFinalsChange).toHaveBeenLastCalledWith([507, 508]);
    // A third is refused, with the reason.
    await userEvent.click(canvas.getByRole('checkbox', { name: '将第 6 次提交选为最终提交' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('最多只能选择 2 个最终提交');
    await expect(canvas.getByRole('checkbox', { name: '将第 6 次提交选为最终提交' })).not.toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LimitReached: Story = {
  args: { limits: limits({ daily_used: 5 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '上传预测结果' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('今日提交次数已用完，2026-05-04 00:00（Asia/Shanghai）后可再次提交');
  },
};

export const FailedRows: Story = {
  args: { submissions: history.filter((row) => row.status === 'failed' || row.status === 'invalid') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('文件无效').length).toBeGreaterThan(0);
    await expect(canvas.getByText(/在测试集中不存在/)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const Ended: Story = {
  args: { ended: true, submissions: history.map((row) => (row.id === 508 ? { ...row, selected: true } : row)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '上传预测结果' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('本场已于 2026-05-10 18:00（Asia/Shanghai）结束');
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** A phone (375 px): one column, compact rows, no sideways scrolling. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375, boxSizing: 'border-box', padding: 8, background: 'var(--ui-color-page)' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('section') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { labels: submissionPanelLabelsEnUS, limits: limits({ daily_used: 5 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('You can submit again after 2026-05-04 00:00 (Asia/Shanghai).');
  },
};
