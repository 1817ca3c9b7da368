import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormAlert } from './FormAlert';

const meta = {
  title: 'Forms/FormAlert',
  component: FormAlert,
  args: { children: '名称已存在，请换一个名称。' },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('名称已存在');
  },
};
