import { render, screen, within } from '@testing-library/react';
import { defaultThresholds } from '@finedu/domain';
import { ThemeProvider } from '../../ThemeProvider';
import { StatusTiles } from './StatusTiles';

const renderTiles = (values: Parameters<typeof StatusTiles>[0]['values']) =>
  render(
    <ThemeProvider>
      <StatusTiles figures={['cpu_percent', 'disk_free_bytes', 'kernels_running']} values={values} thresholds={defaultThresholds(40)} />
    </ThemeProvider>,
  );

test('each tile shows its value and its state against the thresholds in words', () => {
  renderTiles({ cpu_percent: 75, disk_free_bytes: 4 * 1024 ** 3, kernels_running: 3 });
  const cpu = screen.getByRole('listitem', { name: 'CPU' });
  expect(within(cpu).getByText('75%')).toBeInTheDocument();
  expect(within(cpu).getByText('注意')).toBeInTheDocument();
  expect(within(cpu).getByText('黄 ≥ 70% · 红 ≥ 90%')).toBeInTheDocument();
  const disk = screen.getByRole('listitem', { name: '磁盘剩余' });
  expect(within(disk).getByText('4 GB')).toBeInTheDocument();
  expect(within(disk).getByText('告警')).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: '运行中的内核' })).getByText('正常')).toBeInTheDocument();
});

test('no value is "no data"; while loading the tiles are busy and state nothing', () => {
  const { unmount } = renderTiles({ cpu_percent: 10 });
  expect(within(screen.getByRole('listitem', { name: '磁盘剩余' })).getByText('无数据')).toBeInTheDocument();
  unmount();
  renderTiles(undefined);
  expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByText('正常')).not.toBeInTheDocument();
});
