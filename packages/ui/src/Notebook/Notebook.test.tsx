import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { NotebookRunOptions } from '../NotebookCell/runCellCode';
import type { NotebookOutput } from '../notebookOutput';
import { createRecordedKernel, recordedOutputs, recordedRuns } from './fixtures/kernelRecordings';
import { Notebook, type NotebookCellData } from './Notebook';

const cells: NotebookCellData[] = [
  { id: 'intro', type: 'markdown', source: '## 波动率\n\n年化波动率 $\\sigma\\sqrt{252}$', locked: true },
  { id: 'a', type: 'code', source: 'import pandas as pd', locked: true },
  { id: 'b', type: 'code', source: 'x = 1' },
  { id: 'c', type: 'code', source: 'x + 1' },
];

const deferred = () => {
  let resolve!: (value: NotebookOutput[]) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<NotebookOutput[]>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const codeCell = (n: number) => screen.getByRole('group', { name: `代码单元 ${n}` });

describe('Notebook', () => {
  it('shows cells in order: markdown rendered with KaTeX, code cells with editors', () => {
    render(<Notebook defaultCells={cells} onRun={async () => []} status="ready" editorEngine="plain" />);
    const markdown = screen.getByRole('group', { name: '文本单元 1' });
    expect(within(markdown).getByRole('heading', { name: '波动率' })).toBeInTheDocument();
    expect(markdown.querySelector('.katex')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: '代码' }).map((box) => (box as HTMLTextAreaElement).value)).toEqual([
      'import pandas as pd',
      'x = 1',
      'x + 1',
    ]);
  });

  it('runs all code cells one after another, queueing the rest', async () => {
    const runs = [deferred(), deferred(), deferred()];
    let call = 0;
    const onRun = jest.fn((_code: string): Promise<NotebookOutput[]> => runs[(call += 1) - 1]!.promise);
    const onCellRun = jest.fn();
    render(<Notebook defaultCells={cells} onRun={onRun} onCellRun={onCellRun} status="ready" editorEngine="plain" />);

    await userEvent.click(screen.getByRole('button', { name: '全部运行' }));
    await waitFor(() => expect(onRun).toHaveBeenCalledTimes(1));
    expect(onRun).toHaveBeenLastCalledWith('import pandas as pd', expect.anything());
    expect(codeCell(2)).toHaveAttribute('data-state', 'running');
    expect(codeCell(3)).toHaveAttribute('data-state', 'queued');
    expect(codeCell(4)).toHaveAttribute('data-state', 'queued');

    await act(async () => runs[0]!.resolve([]));
    await waitFor(() => expect(onRun).toHaveBeenCalledTimes(2));
    expect(onRun).toHaveBeenLastCalledWith('x = 1', expect.anything());
    await act(async () => runs[1]!.resolve([]));
    await act(async () => runs[2]!.resolve(recordedOutputs('hello').slice(1)));
    await waitFor(() => expect(codeCell(4)).toHaveAttribute('data-state', 'done'));
    expect(onRun.mock.calls.map(([code]) => code)).toEqual(['import pandas as pd', 'x = 1', 'x + 1']);
    expect(within(codeCell(2)).getByText('[1]')).toBeInTheDocument();
    expect(within(codeCell(4)).getByText('[1]')).toBeInTheDocument(); // the kernel's own count wins
    expect(onCellRun).toHaveBeenCalledTimes(3);
    expect(onCellRun).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c' }), expect.objectContaining({ state: 'done' }));
  });

  it('stops the queue when a cell fails', async () => {
    const onRun = jest.fn(async (code: string) => {
      if (code === 'x = 1') throw recordedOutputs('error');
      return [];
    });
    render(<Notebook defaultCells={cells} onRun={onRun} status="ready" editorEngine="plain" />);
    await userEvent.click(screen.getByRole('button', { name: '全部运行' }));
    await waitFor(() => expect(codeCell(3)).toHaveAttribute('data-state', 'error'));
    expect(codeCell(4)).toHaveAttribute('data-state', 'idle');
    expect(onRun).toHaveBeenCalledTimes(2);
  });

  it('interrupts and restarts through callbacks, cancelling queued cells', async () => {
    const first = deferred();
    const onRun = jest.fn(() => first.promise);
    const onInterrupt = jest.fn();
    const onRestart = jest.fn();
    render(<Notebook defaultCells={cells} onRun={onRun} onInterrupt={onInterrupt} onRestart={onRestart} status="ready" editorEngine="plain" />);
    await userEvent.click(screen.getByRole('button', { name: '全部运行' }));
    await userEvent.click(screen.getByRole('button', { name: '中断' }));
    expect(onInterrupt).toHaveBeenCalledTimes(1);
    expect(codeCell(3)).toHaveAttribute('data-state', 'idle');
    await act(async () => first.reject([{ output_type: 'error', ename: 'KeyboardInterrupt', evalue: '', traceback: ['KeyboardInterrupt'] }]));
    expect(codeCell(2)).toHaveAttribute('data-state', 'error');
    expect(onRun).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: '重启内核' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it('runs a single cell from its run button through the notebook queue', async () => {
    const onRun = jest.fn(async () => recordedOutputs('hello'));
    render(<Notebook defaultCells={cells} onRun={onRun} status="ready" editorEngine="plain" />);
    await userEvent.click(within(codeCell(3)).getByRole('button', { name: '运行' }));
    expect(onRun).toHaveBeenCalledWith('x = 1', expect.anything());
    await waitFor(() => expect(within(codeCell(3)).getByRole('group', { name: '输出' })).toHaveTextContent('收益率计算完成'));
  });

  it('shows outputs while a cell runs, as they arrive, then the settled ones', async () => {
    const run = deferred();
    let stream: NotebookRunOptions['onOutput'];
    const onRun = jest.fn((_code: string, options?: NotebookRunOptions) => {
      stream = options?.onOutput;
      return run.promise;
    });
    const onCellRun = jest.fn();
    render(<Notebook defaultCells={cells} onRun={onRun} onCellRun={onCellRun} status="ready" editorEngine="plain" />);
    await userEvent.click(within(codeCell(4)).getByRole('button', { name: '运行' }));
    await waitFor(() => expect(stream).toBeDefined());
    const outputs = () => within(codeCell(4)).getByRole('group', { name: '输出' });

    act(() => stream!({ output_type: 'stream', name: 'stdout', text: '第 1 轮\n' }));
    expect(outputs()).toHaveTextContent('第 1 轮');
    expect(codeCell(4)).toHaveAttribute('data-state', 'running');
    act(() => stream!({ output_type: 'stream', name: 'stdout', text: '第 2 轮\n' }));
    act(() => stream!(recordedOutputs('matplotlib')[0]!));
    expect(outputs()).toHaveTextContent('第 1 轮 第 2 轮');
    expect(within(codeCell(4)).getByRole('img', { name: '图像输出' })).toBeInTheDocument();
    expect(onCellRun).not.toHaveBeenCalled();

    const settled: NotebookOutput[] = [{ output_type: 'stream', name: 'stdout', text: '第 1 轮\n第 2 轮\n' }, ...recordedOutputs('matplotlib')];
    await act(async () => run.resolve(settled));
    await waitFor(() => expect(codeCell(4)).toHaveAttribute('data-state', 'done'));
    // A late message after the run settled changes nothing.
    act(() => stream!({ output_type: 'stream', name: 'stderr', text: 'late' }));
    expect(outputs()).not.toHaveTextContent('late');
    expect(onCellRun).toHaveBeenCalledWith(expect.objectContaining({ id: 'c' }), expect.objectContaining({ state: 'done', outputs: settled }));
  });

  it('drops the streamed outputs when the kernel clears them (clear_output), keeping only the latest progress', async () => {
    const run = deferred();
    let stream: NotebookRunOptions | undefined;
    const onRun = jest.fn((_code: string, options?: NotebookRunOptions) => {
      stream = options;
      return run.promise;
    });
    render(<Notebook defaultCells={cells} onRun={onRun} status="ready" editorEngine="plain" />);
    await userEvent.click(within(codeCell(4)).getByRole('button', { name: '运行' }));
    await waitFor(() => expect(stream?.onClear).toBeDefined());
    const outputs = () => within(codeCell(4)).queryByRole('group', { name: '输出' });

    act(() => stream!.onOutput!({ output_type: 'stream', name: 'stdout', text: '进度 1/3\n' }));
    act(() => stream!.onOutput!(recordedOutputs('matplotlib')[0]!));
    expect(outputs()).toHaveTextContent('进度 1/3');
    act(() => stream!.onClear!());
    expect(outputs()).toBeNull();
    expect(codeCell(4)).toHaveAttribute('data-state', 'running');
    act(() => stream!.onOutput!({ output_type: 'stream', name: 'stdout', text: '进度 2/3\n' }));
    act(() => stream!.onOutput!({ output_type: 'stream', name: 'stdout', text: '进度 3/3\n' }));
    expect(outputs()).toHaveTextContent('进度 2/3 进度 3/3');
    expect(outputs()).not.toHaveTextContent('进度 1/3');
    expect(within(codeCell(4)).queryByRole('img', { name: '图像输出' })).not.toBeInTheDocument();

    await act(async () => run.resolve([{ output_type: 'stream', name: 'stdout', text: '进度 3/3\n' }]));
    await waitFor(() => expect(codeCell(4)).toHaveAttribute('data-state', 'done'));
    // A clear after the run settled does not remove the settled outputs.
    act(() => stream!.onClear!());
    expect(outputs()).toHaveTextContent('进度 3/3');
    expect(outputs()).not.toHaveTextContent('进度 2/3');
  });

  it('shows only the latest progress line of the recorded clear_output(wait=True) loop', async () => {
    jest.useFakeTimers();
    try {
      const saved: NotebookCellData[] = [{ id: 'p', type: 'code', source: recordedRuns.progress.code }];
      render(<Notebook defaultCells={saved} onRun={createRecordedKernel({ delay: 1200 })} status="ready" editorEngine="plain" />);
      fireEvent.click(within(codeCell(1)).getByRole('button', { name: '运行' }));
      await act(async () => undefined); // the queue starts the run
      const outputs = () => within(codeCell(1)).getByRole('group', { name: '输出' });
      await act(async () => jest.advanceTimersByTime(600));
      expect(codeCell(1)).toHaveAttribute('data-state', 'running');
      expect(outputs().textContent).toMatch(/^回测进度 [1-4]\/5 \S+\n?$/);
      await act(async () => jest.advanceTimersByTime(700));
      expect(codeCell(1)).toHaveAttribute('data-state', 'done');
      expect(outputs()).toHaveTextContent(/^回测进度 5\/5 █████$/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports cleared outputs so saved ones can be forgotten', async () => {
    const onClearOutputs = jest.fn();
    const saved: NotebookCellData[] = [{ id: 'r', type: 'code', source: '1 + 1', outputs: recordedOutputs('hello'), executionCount: 1 }];
    render(<Notebook defaultCells={saved} onRun={async () => []} onClearOutputs={onClearOutputs} status="ready" editorEngine="plain" />);
    await userEvent.click(screen.getByRole('button', { name: '清除输出' }));
    expect(onClearOutputs).toHaveBeenCalledWith(expect.objectContaining({ id: 'r' }));
    expect(within(codeCell(1)).queryByText('收益率计算完成')).not.toBeInTheDocument();
  });

  it('adds, moves and deletes cells through onCellsChange', async () => {
    const onCellsChange = jest.fn();
    let id = 0;
    render(<Notebook defaultCells={cells} onCellsChange={onCellsChange} createCellId={() => `new-${(id += 1)}`} onRun={async () => []} status="ready" editorEngine="plain" />);
    const ids = () => (onCellsChange.mock.lastCall?.[0] as NotebookCellData[]).map((cell) => cell.id);

    await userEvent.click(screen.getByRole('button', { name: '添加代码单元' }));
    expect(ids()).toEqual(['intro', 'a', 'b', 'c', 'new-1']);
    expect(onCellsChange.mock.lastCall?.[0][4]).toEqual({ id: 'new-1', type: 'code', source: '' });

    await userEvent.click(within(codeCell(4)).getByRole('button', { name: '上移' }));
    expect(ids()).toEqual(['intro', 'a', 'c', 'b', 'new-1']);
    await userEvent.click(within(codeCell(2)).getByRole('button', { name: '下移' }));
    expect(ids()).toEqual(['intro', 'c', 'a', 'b', 'new-1']);
    expect(within(codeCell(3)).queryByRole('button', { name: '删除' })).not.toBeInTheDocument(); // the locked template cell
    await userEvent.click(within(codeCell(4)).getByRole('button', { name: '删除' }));
    expect(ids()).toEqual(['intro', 'c', 'a', 'new-1']);
    expect(screen.getByRole('group', { name: '文本单元 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '文本单元 1' })).getByRole('button', { name: '上移' })).toBeDisabled();
  });

  it('adds a markdown cell in edit mode and previews it with formulas', async () => {
    render(<Notebook defaultCells={[]} createCellId={() => 'm'} onRun={async () => []} status="ready" editorEngine="plain" />);
    await userEvent.click(screen.getByRole('button', { name: '添加文本单元' }));
    const source = screen.getByRole('textbox', { name: 'Markdown 源文本' });
    await userEvent.type(source, '收益 $$r = \\ln{{(P_t)}$$');
    await userEvent.click(screen.getByRole('button', { name: '预览' }));
    const cell = screen.getByRole('group', { name: '文本单元 1' });
    expect(cell.querySelector('.katex')).toBeInTheDocument();
    await userEvent.click(within(cell).getByRole('button', { name: '编辑' }));
    expect(screen.getByRole('textbox', { name: 'Markdown 源文本' })).toHaveValue('收益 $$r = \\ln{(P_t)}$$');
  });

  it('shows the connection and allows runs only when ready', () => {
    const { rerender } = render(<Notebook defaultCells={cells} onRun={async () => []} status="reconnecting" editorEngine="plain" />);
    expect(screen.getByText('连接中断，正在重连')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部运行' })).toBeDisabled();
    expect(within(codeCell(2)).getByRole('button', { name: '运行' })).toBeDisabled();
    rerender(<Notebook defaultCells={cells} onRun={async () => []} status="ready" editorEngine="plain" />);
    expect(screen.getByText('内核就绪')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部运行' })).toBeEnabled();
  });

  it('an empty notebook offers the first cell', async () => {
    const onCellsChange = jest.fn();
    render(<Notebook cells={[]} onCellsChange={onCellsChange} createCellId={() => 'first'} onRun={async () => []} status="ready" />);
    expect(screen.getByText('笔记本还没有单元')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: '添加代码单元' })[1]!);
    expect(onCellsChange).toHaveBeenCalledWith([{ id: 'first', type: 'code', source: '' }]);
  });

  it('read-only shows saved outputs but offers no edits or runs', () => {
    const saved: NotebookCellData[] = [{ id: 'r', type: 'code', source: '1 + 1', outputs: recordedOutputs('hello'), executionCount: 1 }];
    render(<Notebook defaultCells={saved} onRun={async () => []} status="closed" access="readOnly" editorEngine="plain" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('[1]')).toBeInTheDocument();
    expect(screen.getByText('内核已断开')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Notebook defaultCells={cells} onRun={async () => []} onRestart={jest.fn()} onInterrupt={jest.fn()} status="ready" editorEngine="plain" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
