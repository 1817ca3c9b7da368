import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CourseCard } from './CourseCard';

const cover =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#1d4ed8"/><path d="M0 70 L40 50 L80 60 L120 25 L160 35" stroke="#fff" stroke-width="4" fill="none"/></svg>');

const meta = {
  title: 'Course/CourseCard',
  component: CourseCard,
  args: { title: '公司金融', href: '#course-3', cover, teachers: ['王建国', '李敏'], progress: 45, status: 'published', onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InProgress: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: '公司金融 学习进度' })).toHaveAttribute('aria-valuenow', '45');
    await userEvent.click(canvas.getByRole('link', { name: '公司金融' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#course-3');
  },
};

export const Completed: Story = {
  args: { progress: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Draft: Story = {
  args: { status: 'draft', progress: undefined, cover: null, teachers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('草稿')).toBeVisible();
    await expect(canvas.getByText('暂未安排教师')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
