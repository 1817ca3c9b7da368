import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['snapshot-viewport'],
  // On docs pages each open dialog renders in its own frame, so dialogs neither cover the page nor trap its focus.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 480 } } },
  args: {
    open: true,
    title: '发布该考试？',
    description: '发布后学生即可在考试时间内参加。',
    variant: 'default',
    confirmLabel: '发布',
    cancelLabel: '取消',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'danger'] } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '发布该考试？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { variant: 'danger', title: '删除该题库？', description: '题库中的 120 道题将一并删除，且不可恢复。', confirmLabel: '删除' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '删除该题库？' });
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
  },
};

export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    await expect(within(dialog).getByRole('button', { name: '发布' })).toBeDisabled();
  },
};
