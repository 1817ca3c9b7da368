import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { title: '课程概况', padding: 'normal', children: '本学期共 12 门课程，其中 3 门正在进行案例教学。' },
  argTypes: { padding: { control: 'inline-radio', options: ['normal', 'compact', 'none'] } },
  parameters: { backgrounds: { disable: true } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '课程概况' })).toBeVisible();
  },
};

export const WithExtra: Story = {
  args: { extra: <Button variant="link">查看全部</Button> },
};

export const Untitled: Story = {
  args: { title: undefined },
};
