import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_CHECKS } from '@finedu/domain';
import { ThemeProvider } from '../../ThemeProvider';
import { DeviceCheckList, type DeviceCheckListProps } from './DeviceCheckList';
import { rowsIn, troubledRows } from './DeviceCheckList.fixtures';
import { deviceCheckListLabelsEnUS } from './deviceCheckListLabels';

const renderList = (props: DeviceCheckListProps) =>
  render(
    <ThemeProvider>
      <DeviceCheckList {...props} />
    </ThemeProvider>,
  );

test('every check is a list item with its state in words; the running one is marked and announced', () => {
  renderList({ rows: rowsIn((_, index) => (index < 2 ? 'pass' : index === 2 ? 'running' : 'waiting')) });
  expect(screen.getByRole('list').children).toHaveLength(DEVICE_CHECKS.length);
  const storage = screen.getByRole('listitem', { name: '本地存储' });
  expect(within(storage).getByText('检测中')).toBeInTheDocument();
  expect(within(storage).getByTestId('device-check-spinner')).toBeInTheDocument();
  expect(storage).toHaveAttribute('aria-current', 'step');
  expect(screen.getByRole('status')).toHaveTextContent('正在检测：本地存储');
  expect(within(screen.getByRole('listitem', { name: '浏览器与版本' })).getByText('Chrome 131')).toBeInTheDocument();
  expect(screen.getByText('已完成 2/15')).toBeInTheDocument();
  expect(screen.getByText('检测尚未完成')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '设备检测' })).toHaveAttribute('aria-busy', 'true');
});

test('advice shows only for a warned or failed check; the summary gives the verdict, report id and time', () => {
  const rows = troubledRows();
  // A passed check's advice (if the app passed one) stays hidden.
  rows[1] = { ...rows[1]!, advice: '不该出现' };
  renderList({ rows, verdict: 'fail', reportId: 'p8c2w6n1z5rd', checkedAt: '2026-11-25 16:05' });
  const download = screen.getByRole('listitem', { name: '下载速度' });
  expect(within(download).getByText('未通过')).toBeInTheDocument();
  expect(within(download).getByText(/网络较慢/)).toBeInTheDocument();
  expect(screen.queryByText('不该出现')).not.toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: /麦克风/ })).getByText('已跳过')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: /麦克风/ })).getByText('可选')).toBeInTheDocument();
  expect(screen.getByText('未通过，请按提示处理后重新检测')).toBeInTheDocument();
  expect(screen.getByText('p8c2w6n1z5rd')).toBeInTheDocument();
  expect(screen.getByText('2026-11-25 16:05')).toBeInTheDocument();
  expect(screen.getByText('已完成 15/15')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('a gesture check\'s button calls back and is described by its check', async () => {
  const user = userEvent.setup();
  const started: string[] = [];
  renderList({ rows: rowsIn(() => 'waiting', (key) => started.push(key)) });
  const camera = screen.getByRole('listitem', { name: /摄像头/ });
  const button = within(camera).getByRole('button', { name: '开始检测' });
  expect(button).toHaveAccessibleDescription(/摄像头/);
  await user.click(button);
  expect(started).toEqual(['camera']);
  expect(within(screen.getByRole('listitem', { name: '网络延迟' })).queryByRole('button')).not.toBeInTheDocument();
});

test('English labels', () => {
  renderList({ rows: rowsIn(() => 'pass'), verdict: 'warn', labels: deviceCheckListLabelsEnUS });
  expect(screen.getByText('Ready, with warnings')).toBeInTheDocument();
  expect(screen.getAllByText('Passed')).toHaveLength(DEVICE_CHECKS.length);
  expect(screen.getByRole('listitem', { name: 'Clock offset' })).toBeInTheDocument();
});
