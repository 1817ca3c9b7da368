import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a default title', () => {
    render(<EmptyState />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows title, description and a working action', async () => {
    const onCreate = jest.fn();
    const { container } = render(
      <EmptyState title="还没有题库" description="先创建一个题库。" action={<button type="button" onClick={onCreate}>新建题库</button>} />,
    );
    expect(screen.getByText('还没有题库')).toBeInTheDocument();
    expect(screen.getByText('先创建一个题库。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '新建题库' }));
    expect(onCreate).toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });
});
