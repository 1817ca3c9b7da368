import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'title', 'avatar', 'block'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(root?.children.length).toBe(3);
  },
};

export const Title: Story = { args: { variant: 'title', lines: 1 } };
export const Avatar: Story = { args: { variant: 'avatar', lines: 1 } };
export const Block: Story = { args: { variant: 'block', lines: 1 } };
