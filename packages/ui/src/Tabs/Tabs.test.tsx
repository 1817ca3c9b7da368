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

  it('scrolls the row sideways to keep the selected tab whole when the tabs do not fit (a phone)', async () => {
    const keys = ['base', 'group', 'user', 'team', 'examine', 'paper', 'grade'];
    render(<Tabs items={keys.map((key) => ({ key, label: key, content: key }))} aria-label="竞赛设置" />);
    // jsdom has no layout: give the row a 200 px window on seven 80 px tabs, 20 px apart, after a 4 px padding.
    const list = screen.getByRole('tablist');
    let scrollLeft = 0;
    Object.defineProperties(list, {
      clientWidth: { configurable: true, value: 200 },
      scrollLeft: { configurable: true, get: () => scrollLeft, set: (value: number) => (scrollLeft = value) },
    });
    list.style.paddingLeft = '4px';
    screen.getAllByRole('tab').forEach((tab, index) => {
      Object.defineProperties(tab, { offsetLeft: { configurable: true, value: 4 + index * 100 }, offsetWidth: { configurable: true, value: 80 } });
    });

    screen.getByRole('tab', { name: 'base' }).focus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'grade' })).toHaveFocus();
    // The last tab ends at 684, plus the 4 px of focus-ring room: the window's right edge.
    expect(scrollLeft).toBe(688 - 200);
    await userEvent.keyboard('{ArrowLeft}');
    // paper (504–584) is already whole in the window (488–688): the row does not move.
    expect(scrollLeft).toBe(488);
    await userEvent.keyboard('{Home}');
    expect(scrollLeft).toBe(0);
    await userEvent.click(screen.getByRole('tab', { name: 'examine' }));
    expect(scrollLeft).toBe(404 + 80 + 4 - 200);
  });
});
