import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const onCreate = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: '还没有试卷',
    description: '从题库中选题组卷，或导入已有试卷。',
    action: (
      <Button variant="primary" onClick={onCreate}>
        新建试卷
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建试卷' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const Minimal: Story = { args: { title: undefined, description: undefined, action: undefined } };
