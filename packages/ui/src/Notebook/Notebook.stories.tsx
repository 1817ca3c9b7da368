import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createRecordedKernel, recordedOutputs, recordedRuns } from './fixtures/kernelRecordings';
import type { NotebookRunCode } from '../NotebookCell/runCellCode';
import { Notebook, type NotebookCellData } from './Notebook';

const template: NotebookCellData[] = [
  {
    id: 'theory',
    type: 'markdown',
    locked: true,
    source: [
      '## 收益率与波动率',
      '',
      '简单收益率 $r_t = \\frac{P_t}{P_{t-1}} - 1$，年化波动率：',
      '',
      '$$\\sigma_{\\text{年}} = \\sqrt{252}\\,\\operatorname{std}(r_t)$$',
      '',
      '运行下面的单元，观察两只股票的价格与收益率。',
    ].join('\n'),
  },
  { id: 'prices', type: 'code', locked: true, source: recordedRuns.dataframe.code },
  { id: 'plot', type: 'code', source: recordedRuns.matplotlib.code },
  { id: 'vol', type: 'code', source: recordedRuns.error.code },
];

const withOutputs: NotebookCellData[] = [
  template[0]!,
  { ...template[1]!, outputs: recordedOutputs('dataframe'), executionCount: 2 },
  { ...template[2]!, outputs: recordedOutputs('matplotlib'), executionCount: 3 },
  { ...template[3]!, outputs: recordedOutputs('error'), executionCount: 4 },
];

let storyCellId = 0;

const meta = {
  title: 'Notebook/Notebook',
  component: Notebook,
  args: {
    defaultCells: template,
    status: 'ready',
    access: 'editable',
    onRun: fn(createRecordedKernel({ delay: 300 })),
    onCellsChange: fn(),
    onCellRun: fn(),
    onRestart: fn(),
    onInterrupt: fn(),
    createCellId: () => `story-cell-${(storyCellId += 1)}`,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['connecting', 'ready', 'reconnecting', 'closed'] },
    access: { control: 'inline-radio', options: ['editable', 'readOnly'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}><Story /></div>],
} satisfies Meta<typeof Notebook>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Run all: cells run one after another; the failing cell stops the queue. */
export const RunAll: Story = {
  args: { onRun: fn(createRecordedKernel({ delay: 100 })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '全部运行' }));
    await waitFor(() => expect(canvas.getByRole('group', { name: '代码单元 4' })).toHaveAttribute('data-state', 'error'), { timeout: 5000 });
    await expect(args.onRun).toHaveBeenCalledTimes(3);
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '图像输出' })).toBeInTheDocument();
  },
};

/** Add a code cell, move it up, delete it. */
export const AddMoveDelete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加代码单元' }));
    await expect(canvas.getByRole('group', { name: '代码单元 5' })).toBeInTheDocument();
    await userEvent.click(within(canvas.getByRole('group', { name: '代码单元 5' })).getByRole('button', { name: '上移' }));
    const moved = canvas.getByRole('group', { name: '代码单元 4' });
    await expect(within(moved).getByRole('textbox', { name: '代码' })).toBeInTheDocument();
    await userEvent.click(within(moved).getByRole('button', { name: '删除' }));
    await expect(canvas.queryByRole('group', { name: '代码单元 5' })).toBeNull();
    await expect(args.onCellsChange).toHaveBeenCalledTimes(3);
  },
};

export const WithOutputs: Story = { args: { defaultCells: withOutputs } };

const trainingCell: NotebookCellData = {
  id: 'train',
  type: 'code',
  source: ['for epoch in range(1, 4):', "    print(f'第 {epoch} 轮：损失 {1 / epoch:.3f}')", 'plot_nav()', 'wait_for_more_data()'].join('\n'),
};

/**
 * Streams three progress lines and the recorded plot, then keeps running (the kernel never goes idle),
 * so the story holds the running state with its partial output.
 */
const streamingKernel: NotebookRunCode = (_code, options) =>
  new Promise(() => {
    const outputs = [1, 2, 3].map((epoch) => ({ output_type: 'stream' as const, name: 'stdout' as const, text: `第 ${epoch} 轮：损失 ${(1 / epoch).toFixed(3)}\n` }));
    [...outputs, ...recordedOutputs('matplotlib')].forEach((output, index) => setTimeout(() => options?.onOutput?.(output), 150 * (index + 1)));
  });

/** A running cell shows its outputs as they arrive (progress lines, then a plot), not only when it ends. */
export const StreamingOutput: Story = {
  args: { defaultCells: [trainingCell], onRun: fn(streamingKernel) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = canvas.getByRole('group', { name: '代码单元 1' });
    await userEvent.click(within(cell).getByRole('button', { name: '运行' }));
    await waitFor(() => expect(within(cell).getByText(/第 1 轮：损失 1\.000/)).toBeInTheDocument());
    await expect(cell).toHaveAttribute('data-state', 'running');
    await waitFor(() => expect(within(cell).getByRole('img', { name: '图像输出' })).toBeInTheDocument(), { timeout: 5000 });
    await expect(within(cell).getByText(/第 3 轮：损失 0\.333/)).toBeInTheDocument();
    await expect(cell).toHaveAttribute('data-state', 'running');
  },
};

/**
 * A loop redrawing its progress with `clear_output(wait=True)` (the recorded message sequence): while it
 * runs and when it ends, the cell shows only the latest progress line.
 */
export const ProgressClear: Story = {
  args: {
    defaultCells: [{ id: 'progress', type: 'code', source: recordedRuns.progress.code }],
    onRun: fn(createRecordedKernel({ delay: 1500 })),
  },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('group', { name: '代码单元 1' });
    const outputText = () => within(cell).getByRole('group', { name: '输出' }).textContent ?? '';
    await userEvent.click(within(cell).getByRole('button', { name: '运行' }));
    await waitFor(() => expect(outputText()).toMatch(/回测进度 [2-4]\/5/));
    await expect(cell).toHaveAttribute('data-state', 'running');
    await expect(outputText().match(/回测进度/g)).toHaveLength(1);
    await waitFor(() => expect(cell).toHaveAttribute('data-state', 'done'), { timeout: 5000 });
    await expect(outputText().trim()).toBe('回测进度 5/5 █████');
  },
};

export const Empty: Story = { args: { defaultCells: [] } };

export const Connecting: Story = { args: { status: 'connecting' } };

export const Reconnecting: Story = { args: { status: 'reconnecting', defaultCells: withOutputs } };

export const Closed: Story = { args: { status: 'closed' } };

/** A teacher reviewing a student's notebook: outputs, no edits, no runs. */
export const ReadOnly: Story = { args: { access: 'readOnly', status: 'closed', defaultCells: withOutputs } };

/** A markdown cell being written, with its formula preview one click away. */
export const MarkdownEditing: Story = {
  args: { defaultCells: [{ id: 'md', type: 'markdown', source: '' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '编辑' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Markdown 源文本' }), '夏普比率 $S = (R_p - R_f) / \\sigma_p$');
    await userEvent.click(canvas.getByRole('button', { name: '预览' }));
    await expect(canvasElement.querySelector('.katex')).not.toBeNull();
  },
};

const longNotebook: NotebookCellData[] = Array.from({ length: 60 }, (_, index): NotebookCellData =>
  index % 6 === 0
    ? { id: `long-md-${index}`, type: 'markdown', source: `### 第 ${index / 6 + 1} 节\n\n计算第 ${index / 6 + 1} 组股票的收益率。` }
    : { id: `long-code-${index}`, type: 'code', source: `# 单元 ${index + 1}\nreturns_${index} = prices.pct_change().dropna()\nreturns_${index}.describe()` },
);

/**
 * Sixty cells: only the cells on (or about a screen from) the viewport get a Monaco editor; the others show their code
 * as static text of the same height until they are scrolled near or tabbed into. Not in the visual suite: which
 * cells have their editor at the moment of a full-page capture depends on timing.
 */
export const LongNotebook: Story = {
  args: { defaultCells: longNotebook },
  tags: ['no-visual'],
};
