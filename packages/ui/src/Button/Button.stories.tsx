import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Plus, RotateCw, Search, Upload } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: '保存', variant: 'default', size: 'medium', loading: false, disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'default', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary">新建</Button>
      <Button {...args} variant="default">取消</Button>
      <Button {...args} variant="danger">删除</Button>
      <Button {...args} variant="link">查看详情</Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="small">小</Button>
      <Button {...args} size="medium">中</Button>
      <Button {...args} size="large">大</Button>
    </div>
  ),
};

const icon = (Icon: typeof Plus) => <Icon size="1em" aria-hidden="true" focusable="false" />;

/** Page-header and toolbar actions with their lucide icon (the app maps action kinds to icons in one place). */
export const Icons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Button {...args} variant="primary" icon={icon(Plus)}>新建课程</Button>
        <Button {...args} icon={icon(Upload)}>导入</Button>
        <Button {...args} icon={icon(Download)}>导出</Button>
        <Button {...args} icon={icon(Search)}>搜索</Button>
        <Button {...args} icon={icon(RotateCw)}>刷新</Button>
      </div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Button {...args} size="small" icon={icon(Plus)}>新建</Button>
        <Button {...args} size="large" variant="primary" icon={icon(Plus)}>新建试卷</Button>
        <Button {...args} variant="danger" icon={icon(RotateCw)}>重试</Button>
        <Button {...args} loading icon={icon(Download)}>导出中</Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const create = within(canvasElement).getByRole('button', { name: '新建课程' });
    await expect(create.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Loading: Story = {
  args: { variant: 'primary', loading: true, children: '提交中' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '提交中' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { variant: 'primary', disabled: true },
};
