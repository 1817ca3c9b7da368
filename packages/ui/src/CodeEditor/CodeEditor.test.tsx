import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { CodeEditor, CodeEditorLoadingProvider } from './CodeEditor';

/** A controlled editor, as a notebook cell holds one. */
function Controlled({ initial, label }: { initial: string; label: string }) {
  const [value, setValue] = useState(initial);
  return <CodeEditor value={value} onChange={setValue} label={label} />;
}

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

  it('with loading "edit", stays a textarea until the reader edits, then hands the text, caret and focus to Monaco', async () => {
    render(
      <CodeEditorLoadingProvider loading="edit">
        <Controlled initial="x = 1" label="单元一" />
        <Controlled initial="y = 2" label="单元二" />
      </CodeEditorLoadingProvider>,
    );
    const first = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '单元一' });
    // Nothing of Monaco yet: the page has not asked for it.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.querySelector('[data-stub-monaco]')).toBeNull();
    // The textarea is a working editor already: the reader's text and caret are kept when Monaco takes over.
    fireEvent.change(first, { target: { value: 'x = 10' } });
    first.setSelectionRange(3, 3);
    expect(document.querySelector('[data-stub-monaco]')).toBeNull();
    // Focusing it (a click or Tab) is the intent to edit.
    act(() => first.focus());
    const editors = await waitFor(() => {
      const found = document.querySelectorAll<HTMLTextAreaElement>('[data-stub-monaco]');
      expect(found).toHaveLength(2); // every editor of the page now uses Monaco
      return found;
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: '单元一' })).toBe(editors[0]));
    expect(editors[0]).toHaveValue('x = 10');
    expect(editors[0]).toHaveFocus();
    expect(editors[0]).toHaveAttribute('data-position', '4'); // column of offset 3
    expect(screen.getByRole('textbox', { name: '单元二' })).toHaveValue('y = 2');
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
