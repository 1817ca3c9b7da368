import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider } from './ToastProvider';
import { useToast, type ToastKind } from './ToastContext';

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, padding: 24 }}>
      <Button onClick={() => toast.success('保存成功')}>成功</Button>
      <Button onClick={() => toast.error('系统错误')}>失败</Button>
      <Button onClick={() => toast.info('已开始导入，可离开此页稍后查看')}>提示</Button>
      <Button onClick={() => toast.warning('考试将在 5 分钟后结束')}>警告</Button>
    </div>
  );
}

/** Shows one sticky toast of each kind, for the visual test. */
function AllKinds() {
  const toast = useToast();
  useEffect(() => {
    const kinds: ToastKind[] = ['success', 'info', 'warning', 'error'];
    const messages: Record<ToastKind, string> = { success: '保存成功', info: '已开始导入', warning: '考试将在 5 分钟后结束', error: '文件 md5 生成失败' };
    const ids = kinds.map((kind) => toast.show({ kind, message: messages[kind], duration: 0 }));
    return () => ids.forEach((id) => toast.dismiss(id));
  }, [toast]);
  return null;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['snapshot-viewport'],
  parameters: { layout: 'fullscreen' },
  args: { duration: 3000, max: 5, closeLabel: '关闭' },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { duration: 600 },
  render: (args) => (
    <ToastProvider {...args}>
      <ToastButtons />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '成功' }));
    await expect(page.getByRole('status')).toHaveTextContent('保存成功');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '失败' }));
    await expect(page.getByRole('alert')).toHaveTextContent('系统错误');
    await waitFor(() => expect(page.queryByRole('alert')).toBeNull(), { timeout: 3000 });
  },
};

export const Kinds: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <AllKinds />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getAllByRole('alert')).toHaveLength(2));
    await expect(page.getAllByRole('status')).toHaveLength(2);
  },
};
