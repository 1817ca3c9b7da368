import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';
import { Modal } from './Modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  // Dialogs render in a portal outside #storybook-root: visual tests capture the viewport.
  tags: ['snapshot-viewport'],
  // On docs pages each open dialog renders in its own frame, so dialogs neither cover the page nor trap its focus.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 480 } } },
  args: {
    open: true,
    title: '编辑班级',
    size: 'medium',
    closeLabel: '关闭',
    onClose: fn(),
    children: (
      <FormField label="班级名称" required>
        <TextInput defaultValue="金融工程 2301" />
      </FormField>
    ),
    footer: (
      <>
        <Button>取消</Button>
        <Button variant="primary">保存</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button onClick={() => setOpen(true)}>打开对话框</Button>
        <Modal
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: '打开对话框' });
    await userEvent.click(opener);
    const dialog = page.getByRole('dialog', { name: '编辑班级' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '编辑班级' });
    await expect(within(dialog).getByRole('textbox', { name: '班级名称' })).toHaveValue('金融工程 2301');
  },
};

export const Small: Story = {
  args: { size: 'small', title: '提示', children: '导入完成，共 48 名学生。', footer: <Button variant="primary">知道了</Button> },
};
