import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    onNavigate: fn(),
    items: [
      { key: 'edu', label: '学院', href: '/app/edu' },
      { key: 'examine', label: '考试管理', href: '/app/edu/examine/index' },
      { key: 'grade', label: '成绩' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: '考试管理' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('examine');
    await expect(canvas.getByText('成绩')).toHaveAttribute('aria-current', 'page');
  },
};

export const SingleLevel: Story = { args: { items: [{ key: 'home', label: '首页' }] } };
