import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { StateView } from './StateView';

describe('StateView', () => {
  it('shows the content when ready', () => {
    render(<StateView state="ready">课程列表</StateView>);
    expect(screen.getByText('课程列表')).toBeInTheDocument();
  });

  it('announces loading and hides the content', async () => {
    const { container } = render(<StateView state="loading">课程列表</StateView>);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    expect(screen.queryByText('课程列表')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the empty state with its next step', () => {
    render(<StateView state="empty" emptyTitle="还没有课程" emptyAction={<button type="button">新建课程</button>} />);
    expect(screen.getByText('还没有课程')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建课程' })).toBeInTheDocument();
  });

  it('draws the empty box by default, or a pictogram of the page, hidden from screen readers', () => {
    const { container, rerender } = render(<StateView state="empty" />);
    expect(container.querySelector('[data-part="icon"] svg')).toHaveAttribute('aria-hidden', 'true');
    rerender(<StateView state="empty" emptyIcon={<svg data-testid="book" />} />);
    expect(container.querySelector('[data-part="icon"]')).toContainElement(screen.getByTestId('book'));
  });

  it('shows an error alert whose retry button calls onRetry', async () => {
    const onRetry = jest.fn();
    const { container } = render(<StateView state="error" errorMessage="系统错误" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('系统错误');
    const retry = screen.getByRole('button', { name: '重试' });
    expect(retry.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says why access is denied and who can grant it', async () => {
    const { container } = render(<StateView state="denied" deniedContact="请联系学校管理员" />);
    expect(screen.getByText('无权访问')).toBeInTheDocument();
    expect(screen.getByText('请联系学校管理员')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
