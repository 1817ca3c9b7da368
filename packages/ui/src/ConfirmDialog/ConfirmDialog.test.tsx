import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks, and confirms or cancels', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog open title="删除该试卷？" description="删除后不可恢复。" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: '删除该试卷？' });
    expect(dialog).toHaveTextContent('删除后不可恢复。');
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('focuses cancel for a dangerous action and shows loading while the confirm promise runs', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ConfirmDialog open variant="danger" title="删除学院？" confirmLabel="删除" onConfirm={onConfirm} onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(screen.getByRole('button', { name: '删除' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: '删除' })).toBeEnabled());
  });
});
