import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Tabs } from './Tabs';

const items = [
  { key: 'password', label: '密码登录', content: <input aria-label="用户名" /> },
  { key: 'sms', label: '短信登录', content: <input aria-label="手机号" /> },
];

describe('Tabs', () => {
  it('shows the first panel and switches on click', async () => {
    const onChange = jest.fn();
    const { container } = render(<Tabs items={items} aria-label="登录方式" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '密码登录' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    expect(onChange).toHaveBeenCalledWith('sms');
    expect(screen.getByRole('tabpanel', { name: '短信登录' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: '密码登录' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves with arrow keys and keeps what was typed in a hidden panel', async () => {
    render(<Tabs items={items} aria-label="登录方式" />);
    await userEvent.type(screen.getByRole('textbox', { name: '用户名' }), 'teacher');
    screen.getByRole('tab', { name: '密码登录' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '短信登录' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('teacher');
  });

  it('follows activeKey when controlled', () => {
    render(<Tabs items={items} activeKey="sms" aria-label="登录方式" />);
    expect(screen.getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
  });
});
