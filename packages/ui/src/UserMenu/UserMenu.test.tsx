import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { UserMenu } from './UserMenu';

const items = [
  { key: 'profile', label: '个人信息' },
  { key: 'password', label: '修改密码' },
  { key: 'logout', label: '退出登录', tone: 'danger' as const },
];

describe('UserMenu', () => {
  it('shows name and role, opens a menu and reports the choice', async () => {
    const onSelect = jest.fn();
    const { container } = render(<UserMenu userName="王老师" roleLabel="教师" items={items} onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: '王老师 教师' });
    expect(trigger).toHaveTextContent('教师');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: '个人信息' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(onSelect).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard and closes on Escape', async () => {
    const onSelect = jest.fn();
    render(<UserMenu userName="王老师" items={items} onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: '王老师' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '个人信息' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '修改密码' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('logout');
  });

  it('closes on a click outside', async () => {
    render(
      <>
        <UserMenu userName="王老师" items={items} onSelect={() => undefined} />
        <p>外部</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '王老师' }));
    await userEvent.click(screen.getByText('外部'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
