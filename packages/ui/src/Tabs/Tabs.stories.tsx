import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { FormField } from '../FormField';
import { PasswordInput } from '../PasswordInput';
import { TextInput } from '../TextInput';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    'aria-label': '课程内容',
    onChange: fn(),
    items: [
      { key: 'chapters', label: '章节', content: '第一章 金融数据获取与清洗' },
      { key: 'cases', label: '案例', content: '股票收益率分布分析' },
      { key: 'resources', label: '资源', content: '教学大纲.pdf' },
      { key: 'archived', label: '已归档', content: '', disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '案例' }));
    await expect(args.onChange).toHaveBeenCalledWith('cases');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('股票收益率分布分析');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '资源' })).toHaveFocus();
  },
};

/** The login card's password / SMS tabs; typed values survive a switch. */
export const LoginMethods: Story = {
  args: {
    'aria-label': '登录方式',
    stretch: true,
    items: [
      {
        key: 'password',
        label: '密码登录',
        content: (
          <>
            <FormField label="账号" layout="vertical" labelSuffix="">
              <TextInput placeholder="用户名或手机号" />
            </FormField>
            <FormField label="密码" layout="vertical" labelSuffix="">
              <PasswordInput placeholder="请输入密码" />
            </FormField>
            <Button variant="primary" block size="large">
              登录
            </Button>
          </>
        ),
      },
      {
        key: 'sms',
        label: '短信登录',
        content: (
          <>
            <FormField label="手机号" layout="vertical" labelSuffix="">
              <TextInput type="tel" placeholder="请输入手机号" />
            </FormField>
            <Button variant="primary" block size="large">
              登录
            </Button>
          </>
        ),
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Card>
          <Story />
        </Card>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '账号' }), 'teacher01');
    await userEvent.click(canvas.getByRole('tab', { name: '短信登录' }));
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '密码登录' }));
    await expect(canvas.getByRole('textbox', { name: '账号' })).toHaveValue('teacher01');
  },
};

/**
 * Seven tabs in a 390 px phone's card: the row scrolls sideways (no wrapping, the page keeps its width) and the
 * selected tab is scrolled into view, here the last one, reached with End.
 */
export const PhoneWidth: Story = {
  args: {
    'aria-label': '竞赛设置',
    items: [
      { key: 'base', label: '基本信息', content: '2026 金融科技数据建模大赛' },
      { key: 'group', label: '分组', content: '本科组、高职组' },
      { key: 'user', label: '参赛人员', content: '128 人' },
      { key: 'team', label: '队伍', content: '42 支队伍' },
      { key: 'examine', label: '赛题', content: '初赛、决赛' },
      { key: 'paper', label: '试卷', content: '金融知识竞赛卷' },
      { key: 'grade', label: '成绩', content: '总成绩与各场次成绩' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Card>
          <Story />
        </Card>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    const tabs = canvas.getAllByRole('tab');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // One line: every tab as tall as the first (a wrapped label would be taller).
    for (const tab of tabs) await expect(tab.offsetHeight).toBe(tabs[0]?.offsetHeight);
    await userEvent.click(canvas.getByRole('tab', { name: '基本信息' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: '成绩' });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    const row = list.getBoundingClientRect();
    const shown = last.getBoundingClientRect();
    // Whole within a pixel (layout widths are fractional, scroll positions whole pixels).
    await expect(shown.right).toBeLessThanOrEqual(row.right + 1);
    await expect(shown.left).toBeGreaterThanOrEqual(row.left - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
