import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEVICE_CHECKS } from '@finedu/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../Button';
import { ThemeProvider } from '../../ThemeProvider';
import { DeviceCheckList } from './DeviceCheckList';
import { FIGURES_EN_US, rowsIn, troubledRows } from './DeviceCheckList.fixtures';
import { deviceCheckListLabelsEnUS } from './deviceCheckListLabels';

const onStart = fn();
const RUNNING_AT = DEVICE_CHECKS.indexOf('download');

const meta = {
  title: 'DeviceCheck/DeviceCheckList',
  component: DeviceCheckList,
  args: { rows: rowsIn(() => 'waiting', onStart) },
  argTypes: { rows: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeviceCheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the run: every check waiting, the click checks with their button. */
export const AllWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(DEVICE_CHECKS.length);
    await expect(canvas.getAllByText('等待检测')).toHaveLength(DEVICE_CHECKS.length);
    await expect(canvas.getByText('已完成 0/15')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '开始检测' })).toHaveLength(4);
  },
};

/** Half way: the measured checks passed (the clock with the round trips), the download is being measured (and announced), the rest wait. */
export const RunningMidway: Story = {
  args: { rows: rowsIn((key, index) => (index < RUNNING_AT || key === 'clock' ? 'pass' : index === RUNNING_AT ? 'running' : 'waiting'), onStart) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('listitem', { name: '下载速度' });
    await expect(within(row).getByText('检测中')).toBeVisible();
    await expect(row).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('status')).toHaveTextContent('正在检测：下载速度');
    await expect(canvas.getByText(`已完成 ${RUNNING_AT + 1}/15`)).toBeVisible();
  },
};

/** Done and saved: every check passed, with the report id to read out. */
export const AllPassed: Story = {
  args: {
    rows: rowsIn(() => 'pass'),
    verdict: 'pass',
    reportId: 'k3v9x2m7q4ta',
    checkedAt: '2026-11-25 16:02',
    extra: <Button>重新检测</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('检测通过')).toBeVisible();
    await expect(canvas.getByText('k3v9x2m7q4ta')).toBeVisible();
    await expect(canvas.getAllByText('通过')).toHaveLength(DEVICE_CHECKS.length);
  },
};

/** Warnings and failures each with their advice; the camera and microphone were not started (skipped). */
export const WarningsAndFailures: Story = {
  args: { rows: troubledRows(onStart), verdict: 'fail', reportId: 'p8c2w6n1z5rd', checkedAt: '2026-11-25 16:05', extra: <Button>重新检测</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('未通过，请按提示处理后重新检测')).toBeVisible();
    const download = canvas.getByRole('listitem', { name: '下载速度' });
    await expect(within(download).getByText('未通过')).toBeVisible();
    await expect(within(download).getByText(/网络较慢/)).toBeVisible();
    await expect(within(canvas.getByRole('listitem', { name: /摄像头/ })).getByText('已跳过')).toBeVisible();
    // A passed check shows no advice.
    await expect(within(canvas.getByRole('listitem', { name: 'Cookie' })).queryByText(/请/)).toBeNull();
    await userEvent.click(within(canvas.getByRole('listitem', { name: '弹出窗口' })).getByRole('button', { name: '开始检测' }));
    await expect(onStart).toHaveBeenCalledWith('popup');
  },
};

export const English: Story = {
  args: { rows: rowsIn((_, index) => (index < 6 ? 'pass' : index === 6 ? 'running' : 'waiting'), onStart, FIGURES_EN_US), labels: deviceCheckListLabelsEnUS },
  render: (args) => (
    <ThemeProvider locale="en-US">
      <DeviceCheckList {...args} />
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6 of 15 done')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking: Download speed');
  },
};

/** A phone (390 px): the action buttons go under their check, nothing sticks out. */
export const PhoneWidth: Story = {
  args: { rows: troubledRows(onStart), verdict: 'warn', reportId: 'p8c2w6n1z5rd', checkedAt: '2026-11-25 16:05' },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <DeviceCheckList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('section') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};
