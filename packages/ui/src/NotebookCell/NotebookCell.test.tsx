import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { recordedOutputs } from '../Notebook/fixtures/kernelRecordings';
import type { NotebookOutput } from '../notebookOutput';
import { NotebookCell } from './NotebookCell';
import type { NotebookRunOptions } from './runCellCode';

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const cell = () => screen.getByRole('group', { name: '代码单元' });

describe('NotebookCell', () => {
  it('runs its code from the run button and shows running, then done with [n] and outputs', async () => {
    const run = deferred<NotebookOutput[]>();
    const onRun = jest.fn(() => run.promise);
    render(<NotebookCell defaultSource="1 + 1" onRun={onRun} />);
    expect(cell()).toHaveAttribute('data-state', 'idle');

    await userEvent.click(screen.getByRole('button', { name: '运行' }));
    expect(onRun).toHaveBeenCalledWith('1 + 1', expect.anything());
    expect(cell()).toHaveAttribute('data-state', 'running');
    expect(within(cell()).getByText('[*]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '运行' })).toBeDisabled();

    await act(async () => run.resolve(recordedOutputs('hello')));
    expect(cell()).toHaveAttribute('data-state', 'done');
    expect(within(cell()).getByText('[1]')).toBeInTheDocument();
    const outputs = screen.getByRole('group', { name: '输出' });
    expect(outputs).toHaveTextContent('收益率计算完成');
    expect(outputs).toHaveTextContent('2');
  });

  it('runs on Shift+Enter in the editor without inserting a newline', async () => {
    const onRun = jest.fn(async () => []);
    const onSourceChange = jest.fn();
    render(<NotebookCell defaultSource="x = 1" onRun={onRun} onSourceChange={onSourceChange} />);
    const editor = await screen.findByRole('textbox', { name: '代码' });
    fireEvent.keyDown(editor, { key: 'Enter', shiftKey: true });
    await waitFor(() => expect(cell()).toHaveAttribute('data-state', 'done'));
    expect(onRun).toHaveBeenCalledWith('x = 1', expect.anything());
    expect(onSourceChange).not.toHaveBeenCalled();
  });

  it('shows the error state and the ANSI traceback as coloured spans when the run rejects with outputs', async () => {
    const onRun = jest.fn(() => Promise.reject(recordedOutputs('error')));
    render(<NotebookCell defaultSource="boom()" onRun={onRun} />);
    await userEvent.click(screen.getByRole('button', { name: '运行' }));
    await waitFor(() => expect(cell()).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('status')).toHaveTextContent('出错');

    const outputs = screen.getByRole('group', { name: '输出' });
    expect(outputs.textContent).not.toContain('\u001b');
    expect(outputs).toHaveTextContent("AttributeError: 'Series' object has no attribute 'missing'");
    const red = Array.from(outputs.querySelectorAll('span[data-fg="red"]'), (span) => span.textContent);
    expect(red).toContain('AttributeError');
    expect(outputs.querySelector('span[data-bg="yellow"]')).toBeInTheDocument();
  });

  it('turns a failure without outputs (a closed connection) into an error output', async () => {
    render(<NotebookCell defaultSource="1" onRun={() => Promise.reject(new Error('连接已断开'))} />);
    await userEvent.click(screen.getByRole('button', { name: '运行' }));
    expect(await screen.findByText('Error: 连接已断开')).toBeInTheDocument();
  });

  it('streams outputs while running and empties them when the kernel clears (clear_output)', async () => {
    const run = deferred<NotebookOutput[]>();
    let stream: NotebookRunOptions | undefined;
    const onRun = jest.fn((_code: string, options?: NotebookRunOptions) => {
      stream = options;
      return run.promise;
    });
    render(<NotebookCell defaultSource="progress()" onRun={onRun} />);
    await userEvent.click(screen.getByRole('button', { name: '运行' }));
    const outputs = () => within(cell()).queryByRole('group', { name: '输出' });

    act(() => stream?.onOutput?.({ output_type: 'stream', name: 'stdout', text: '10%\n' }));
    expect(outputs()).toHaveTextContent('10%');
    act(() => stream?.onClear?.());
    expect(outputs()).toBeNull();
    act(() => stream?.onOutput?.({ output_type: 'stream', name: 'stdout', text: '\r 50%' }));
    act(() => stream?.onOutput?.({ output_type: 'stream', name: 'stdout', text: '\r100%' }));
    expect(outputs()?.textContent).toBe('100%'); // carriage returns overwrite the line
    expect(cell()).toHaveAttribute('data-state', 'running');

    await act(async () => run.resolve([{ output_type: 'stream', name: 'stdout', text: '100%' }]));
    expect(cell()).toHaveAttribute('data-state', 'done');
    expect(outputs()).toHaveTextContent('100%');
  });

  it('renders each MIME type: html table, png, svg and stderr', () => {
    const outputs = [...recordedOutputs('dataframe'), ...recordedOutputs('matplotlib'), ...recordedOutputs('svg'), ...recordedOutputs('stderr')];
    render(<NotebookCell defaultSource="" outputs={outputs} state="done" executionCount={4} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: '600519.SH' })).toBeInTheDocument();
    const images = screen.getAllByRole('img', { name: '图像输出' });
    expect(images[0]).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,iVBOR/));
    expect(images[1]).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByText(/UserWarning/).closest('pre')).toHaveAttribute('data-output', 'stderr');
    expect(screen.getByText('开始回测\n回测结束', { exact: false, collapseWhitespace: false })).toBeInTheDocument();
    expect(screen.getByText('[4]')).toBeInTheDocument();
  });

  it('never runs script from text/html and strips handlers and javascript: links', () => {
    const win = window as unknown as { __pwned?: boolean };
    render(<NotebookCell defaultSource="" outputs={recordedOutputs('xss')} />);
    const outputs = screen.getByRole('group', { name: '输出' });
    expect(within(outputs).getByText('bold')).toBeInTheDocument();
    expect(outputs.querySelector('script')).toBeNull();
    expect(outputs.querySelector('[onerror]')).toBeNull();
    expect(outputs.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect(win.__pwned).toBeUndefined();
  });

  it('clears outputs back to idle and reports it', async () => {
    const onClearOutputs = jest.fn();
    render(<NotebookCell defaultSource="1 + 1" onRun={async () => recordedOutputs('hello')} onClearOutputs={onClearOutputs} />);
    await userEvent.click(screen.getByRole('button', { name: '运行' }));
    await userEvent.click(await screen.findByRole('button', { name: '清除输出' }));
    expect(onClearOutputs).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group', { name: '输出' })).not.toBeInTheDocument();
    expect(cell()).toHaveAttribute('data-state', 'idle');
  });

  it('reports edits and keeps a controlled source', async () => {
    const onSourceChange = jest.fn();
    render(<NotebookCell source="" onSourceChange={onSourceChange} onRun={async () => []} editorEngine="plain" />);
    await userEvent.type(screen.getByRole('textbox', { name: '代码' }), 'a');
    expect(onSourceChange).toHaveBeenLastCalledWith('a');
  });

  it('a locked template cell runs but cannot be edited; a read-only cell does neither', async () => {
    const { rerender } = render(<NotebookCell defaultSource="import pandas as pd" access="locked" onRun={async () => []} />);
    expect(await screen.findByRole('textbox', { name: '代码' })).toHaveAttribute('readonly');
    expect(screen.getByText('模板（不可编辑）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '运行' })).toBeEnabled();

    rerender(<NotebookCell defaultSource="import pandas as pd" access="readOnly" onRun={async () => []} />);
    expect(screen.queryByRole('button', { name: '运行' })).not.toBeInTheDocument();
    expect(cell()).toHaveAttribute('data-access', 'readOnly');
  });

  it('shows a controlled queued state and disables running', () => {
    render(<NotebookCell defaultSource="1" state="queued" onRun={async () => []} />);
    expect(cell()).toHaveAttribute('data-state', 'queued');
    expect(screen.getByRole('status')).toHaveTextContent('排队中');
    expect(screen.getByRole('button', { name: '运行' })).toBeDisabled();
  });

  it('takes its strings from labels', () => {
    render(<NotebookCell defaultSource="1" onRun={async () => []} labels={{ run: 'Run', cell: 'Code cell' }} editorEngine="plain" />);
    expect(screen.getByRole('group', { name: 'Code cell' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run' })).toBeInTheDocument();
  });

  it('has no axe violations with rich outputs', async () => {
    const { container } = render(
      <NotebookCell defaultSource="x" outputs={[...recordedOutputs('dataframe'), ...recordedOutputs('error')]} state="error" executionCount={2} onRun={async () => []} editorEngine="plain" />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
