import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from '../../ThemeProvider';
import { SyncStatus } from './SyncStatus';

describe('SyncStatus', () => {
  it('shows the last save time in Asia/Shanghai by default', () => {
    render(<SyncStatus state="saved" lastSavedAt="2026-06-01T02:03:04Z" />);
    expect(screen.getByRole('status')).toHaveTextContent('答案已保存 10:03:04');
  });

  it('says saving and how many answers are pending, politely', () => {
    const { rerender } = render(<SyncStatus state="saving" />);
    expect(screen.getByRole('status')).toHaveTextContent('正在保存…');
    rerender(<SyncStatus state="pending" pendingCount={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('3 题待保存');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('raises a prominent alert when offline: answers kept in this browser, sent on reconnect', async () => {
    const { container } = render(<SyncStatus state="offline" pendingCount={2} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('网络已断开');
    expect(alert).toHaveTextContent('你的答案已保存在本浏览器（2 题待发送），网络恢复后将自动提交');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the server message on error with a retry', async () => {
    const onRetry = jest.fn();
    render(<SyncStatus state="error" message="考试已结束，答案无法再保存" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('答案保存失败考试已结束，答案无法再保存');
    await userEvent.click(screen.getByRole('button', { name: '立即重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('follows the locale and the labels the app passes', () => {
    render(
      <ThemeProvider locale="en-US">
        <SyncStatus state="saved" lastSavedAt={new Date('2026-06-01T14:03:04Z')} timeZone="UTC" labels={{ saved: (time) => `Saved at ${time}` }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved at 14:03:04');
  });
});
