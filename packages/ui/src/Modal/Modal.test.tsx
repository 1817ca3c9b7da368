import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { Modal } from './Modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        编辑班级
      </button>
      <Modal
        open={open}
        title="编辑班级"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">保存</button>}
      >
        <input aria-label="班级名称" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(<Modal open={false} title="x" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a named modal dialog that takes focus and has no axe violations', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '编辑班级' }));
    const dialog = screen.getByRole('dialog', { name: '编辑班级' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('traps Tab inside and restores focus on Esc', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '编辑班级' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('wraps Tab from the last control to the first and Shift+Tab back, and restores focus on close', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '编辑班级' });
    await userEvent.click(opener);
    const field = screen.getByRole('textbox', { name: '班级名称' });
    const save = screen.getByRole('button', { name: '保存' });
    const close = screen.getByRole('button', { name: '关闭' });
    expect(field).toHaveFocus();
    save.focus();
    const order = [save];
    for (let i = 0; i < 3; i += 1) {
      await userEvent.tab();
      order.push(document.activeElement as HTMLElement);
    }
    // From the last tabbable control Tab goes round to the first, and on through the dialog only.
    expect(order[1]).toBe(close);
    expect(order[2]).toBe(field);
    expect(order[3]).toBe(save);
    await userEvent.tab({ shift: true });
    expect(field).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the close button', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '编辑班级' }));
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Modal initial focus', () => {
  it('focuses the first field rather than the close button', () => {
    render(
      <Modal open title="新建" onClose={() => undefined}>
        <input aria-label="名称" />
      </Modal>,
    );
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveFocus();
  });
});
