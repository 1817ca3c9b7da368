import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { CodeEditor } from './CodeEditor';

describe('CodeEditor', () => {
  it('is editable in a textarea while Monaco loads, then hands over to the editor', async () => {
    const onChange = jest.fn();
    const { container } = render(<CodeEditor value="x = 1" onChange={onChange} label="代码" />);
    const fallback = screen.getByRole('textbox', { name: '代码' });
    expect(fallback).toHaveValue('x = 1');
    fireEvent.change(fallback, { target: { value: 'x = 2' } });
    expect(onChange).toHaveBeenLastCalledWith('x = 2');
    // The unit-test stub of @monaco-editor/react is a textarea too; the lazy chunk resolves to it.
    await screen.findByRole('textbox', { name: '代码' });
    expect(container.firstChild).toHaveAttribute('data-engine', 'monaco');
  });

  it('calls onShiftEnter on Shift+Enter and lets plain Enter type a newline', async () => {
    const onShiftEnter = jest.fn();
    render(<CodeEditor value="" onShiftEnter={onShiftEnter} engine="plain" />);
    const editor = screen.getByRole('textbox', { name: '代码编辑器' });
    const shiftEnter = fireEvent.keyDown(editor, { key: 'Enter', shiftKey: true });
    expect(onShiftEnter).toHaveBeenCalledTimes(1);
    expect(shiftEnter).toBe(false); // default prevented: no newline
    expect(fireEvent.keyDown(editor, { key: 'Enter' })).toBe(true);
    expect(onShiftEnter).toHaveBeenCalledTimes(1);
  });

  it('ignores Shift+Enter while an IME is composing', () => {
    const onShiftEnter = jest.fn();
    render(<CodeEditor value="" onShiftEnter={onShiftEnter} engine="plain" />);
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter', shiftKey: true, isComposing: true });
    expect(onShiftEnter).not.toHaveBeenCalled();
  });

  it('is read-only on request', async () => {
    const onChange = jest.fn();
    render(<CodeEditor value="print(1)" onChange={onChange} readOnly engine="plain" />);
    const editor = screen.getByRole('textbox', { name: '代码编辑器' });
    expect(editor).toHaveAttribute('readonly');
    await userEvent.type(editor, 'x');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CodeEditor value="import numpy as np" engine="plain" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
