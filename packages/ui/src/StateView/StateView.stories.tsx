import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { StateView } from './StateView';

const meta = {
  title: 'Feedback/StateView',
  component: StateView,
  args: {
    state: 'ready',
    children: <p>这里是加载好的内容。</p>,
    onRetry: fn(),
    emptyTitle: '还没有班级',
    emptyDescription: '创建班级后即可导入学生。',
    emptyAction: <Button variant="primary">新建班级</Button>,
    errorMessage: '网络错误 -2',
    deniedContact: '如需访问，请联系本校教务管理员开通。',
  },
  argTypes: { state: { control: 'inline-radio', options: ['ready', 'loading', 'empty', 'error', 'denied'] } },
  decorators: [
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof StateView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('这里是加载好的内容。')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '新建班级' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络错误 -2');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Denied: Story = {
  args: { state: 'denied' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('如需访问，请联系本校教务管理员开通。')).toBeVisible();
  },
};
