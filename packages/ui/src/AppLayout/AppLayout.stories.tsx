import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { Card } from '../Card';
import { LocaleSwitch } from '../LocaleSwitch';
import { PageHeader } from '../PageHeader';
import type { Locale } from '../ThemeProvider';
import { UserMenu } from '../UserMenu';
import { AppLayout } from './AppLayout';
import type { AppLayoutMenuItem } from './AppLayoutMenu';

/** A plain square glyph: emoji fonts differ between machines and would break the visual tests. */
const Glyph = ({ d }: { d: string }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d={d} />
  </svg>
);

const menuItems: AppLayoutMenuItem[] = [
  { key: 'EduCourse', label: '课程管理', href: '/app/edu/course', icon: <Glyph d="M3 2.5h8a2 2 0 0 1 2 2v9H5a2 2 0 0 1-2-2z" /> },
  { key: 'EduClass', label: '班级管理', href: '/app/edu/class', icon: <Glyph d="M6 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM1.5 14c0-2.5 2-4 4.5-4s4.5 1.5 4.5 4M11 3a2.5 2.5 0 0 1 0 4.5M12.5 10c1.3.5 2 1.8 2 4" /> },
  { key: 'EduQuestion', label: '题库管理', href: '/app/edu/question', icon: <Glyph d="M2.5 2.5h11v11h-11zM6 6a2 2 0 1 1 2.5 2c-.4.2-.5.5-.5 1M8 11v.5" /> },
  {
    key: 'exams',
    label: '考试',
    icon: <Glyph d="M4 1.5h6l3 3v10H4zM6 7h5M6 9.5h5M6 12h3" />,
    children: [
      { key: 'EduExamine', label: '考试管理', href: '/app/edu/examine/index' },
      { key: 'EduExaminePaper', label: '试卷管理', href: '/app/edu/examine/paper' },
      { key: 'EduScore', label: '教务管理', href: '/app/edu/score' },
    ],
  },
  { key: 'EduResource', label: '教学资源', href: '/app/edu/resource' },
  { key: 'EduCompetition', label: '竞赛管理', href: '/app/edu/competition' },
];

function HeaderExtra() {
  const [locale, setLocale] = useState<Locale>('zh-CN');
  return (
    <>
      <LocaleSwitch value={locale} onChange={setLocale} />
      <UserMenu
        userName="王老师"
        roleLabel="学院管理员"
        items={[
          { key: 'profile', label: '个人信息' },
          { key: 'logout', label: '退出登录', tone: 'danger' },
        ]}
        onSelect={() => undefined}
      />
    </>
  );
}

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    productName: '金融大数据实训平台',
    menuItems,
    activeKey: 'EduScore',
    onNavigate: fn(),
    onCollapsedChange: fn(),
    breadcrumbs: (
      <Breadcrumbs
        items={[
          { key: 'edu', label: '学院', href: '/app/edu' },
          { key: 'exams', label: '考试', href: '/app/edu/examine/index' },
          { key: 'score', label: '教务管理' },
        ]}
        onNavigate={() => undefined}
      />
    ),
    headerExtra: <HeaderExtra />,
    children: (
      <>
        <PageHeader title="教务管理" extra={<Button variant="primary">导出成绩</Button>} />
        <Card title="本学期概况">共 12 门课程，1,204 名学生，平均分 82.35。</Card>
      </>
    ),
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '主菜单' });
    await expect(within(nav).getByRole('link', { name: '教务管理' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: '班级管理' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('EduClass');
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '主菜单' })).toHaveAttribute('data-collapsed', 'true');
    await expect(canvas.getByRole('button', { name: '展开菜单' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const CollapseToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '收起菜单' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: '展开菜单' }));
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
  },
};

export const GroupClosed: Story = {
  args: { activeKey: 'EduCourse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('button', { name: '考试' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group);
    await expect(canvas.getByRole('link', { name: '试卷管理' })).toBeVisible();
  },
};

/** A phone (tagged `phone`: tested and captured at phone width): the menu is a closed drawer; the page has the whole width. */
export const Phone: Story = {
  tags: ['phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: '主菜单' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { name: '教务管理' })).toBeVisible();
  },
};

/** A phone with the drawer open over the dimmed page; a choice closes it. */
export const PhoneDrawerOpen: Story = {
  tags: ['phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
    const nav = canvas.getByRole('navigation', { name: '主菜单' });
    await expect(nav).toHaveAttribute('data-drawer', 'open');
    await expect(within(nav).getByRole('link', { name: '教务管理' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByText('班级管理')).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: '题库管理' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('EduQuestion');
    await expect(canvas.queryByRole('navigation', { name: '主菜单' })).toBeNull();
    // Opened again for the picture.
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
  },
};
