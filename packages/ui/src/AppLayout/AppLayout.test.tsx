import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { AppLayout } from './AppLayout';
import type { AppLayoutMenuItem } from './AppLayoutMenu';

const menu: AppLayoutMenuItem[] = [
  { key: 'EduCourse', label: '课程管理', href: '/app/edu/course' },
  {
    key: 'exams',
    label: '考试',
    children: [
      { key: 'EduExamine', label: '考试管理', href: '/app/edu/examine/index' },
      { key: 'EduScore', label: '教务管理', href: '/app/edu/score' },
    ],
  },
  { key: 'EduUser', label: '用户管理', href: '/app/edu/user' },
];

const renderLayout = (props: Partial<Parameters<typeof AppLayout>[0]> = {}) =>
  render(
    <AppLayout productName="金融大数据实训平台" menuItems={menu} activeKey="EduScore" onNavigate={() => undefined} headerExtra={<span>王老师</span>} {...props}>
      <h1>教务管理</h1>
    </AppLayout>,
  );

describe('AppLayout', () => {
  it('has a header with the product, a named menu and the main content', async () => {
    const { container } = renderLayout();
    expect(screen.getByRole('banner')).toHaveTextContent('金融大数据实训平台');
    expect(screen.getByRole('banner')).toHaveTextContent('王老师');
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: '教务管理' }));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks the active entry and opens its group', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByRole('link', { name: '教务管理' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: '考试' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('navigates by callback, keeping real hrefs', async () => {
    const onNavigate = jest.fn();
    renderLayout({ onNavigate });
    const link = screen.getByRole('link', { name: '用户管理' });
    expect(link).toHaveAttribute('href', '/app/edu/user');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('EduUser');
  });

  it('opens and closes groups', async () => {
    renderLayout({ activeKey: 'EduCourse' });
    const group = screen.getByRole('button', { name: '考试' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '考试管理' })).not.toBeInTheDocument();
    await userEvent.click(group);
    expect(screen.getByRole('link', { name: '考试管理' })).toBeInTheDocument();
  });

  it('collapses to icons, keeping accessible names, and reports the change', async () => {
    const onCollapsedChange = jest.fn();
    renderLayout({ onCollapsedChange });
    await userEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('navigation', { name: '主菜单' })).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('link', { name: '课程管理' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '展开菜单' })).toHaveAttribute('aria-expanded', 'false');
    // A group in the collapsed menu expands the menu.
    await userEvent.click(screen.getByRole('button', { name: '考试' }));
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('link', { name: '考试管理' })).toBeInTheDocument();
  });

  it('follows the collapsed prop when controlled', () => {
    renderLayout({ collapsed: true });
    expect(screen.getByRole('navigation', { name: '主菜单' })).toHaveAttribute('data-collapsed', 'true');
  });
});

describe('AppLayout on a phone', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width: 767px'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('keeps the menu in a closed drawer until the header button opens it', async () => {
    renderLayout();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: '打开菜单' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    // In the drawer the entries show their labels, never the collapsed icons.
    expect(nav).toHaveAttribute('data-collapsed', 'false');
    expect(nav).toHaveAttribute('data-drawer', 'open');
    expect(screen.getByRole('button', { name: '关闭菜单', expanded: true })).toBeInTheDocument();
  });

  it('closes the drawer on a choice, on the backdrop and on Escape', async () => {
    const onNavigate = jest.fn();
    renderLayout({ onNavigate });
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    await userEvent.click(screen.getByRole('link', { name: '用户管理' }));
    expect(onNavigate).toHaveBeenCalledWith('EduUser');
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const backdrops = screen.getAllByRole('button', { name: '关闭菜单' });
    await userEvent.click(backdrops[backdrops.length - 1]!);
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
  });
});
