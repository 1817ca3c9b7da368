import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createRecordedKernel, recordedOutputs, recordedRuns } from '../Notebook/fixtures/kernelRecordings';
import { NotebookCell } from './NotebookCell';

const meta = {
  title: 'Notebook/NotebookCell',
  component: NotebookCell,
  args: {
    defaultSource: recordedRuns.hello.code,
    onRun: fn(createRecordedKernel({ delay: 400 })),
    onClearOutputs: fn(),
    onSourceChange: fn(),
    access: 'editable',
    runDisabled: false,
  },
  argTypes: {
    access: { control: 'inline-radio', options: ['editable', 'locked', 'readOnly'] },
    state: { control: 'select', options: [undefined, 'idle', 'queued', 'running', 'done', 'error'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}><Story /></div>],
} satisfies Meta<typeof NotebookCell>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: '代码单元' });

/** Runs the recorded `print` + `1 + 1` through a fake kernel. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '运行' }));
    await expect(args.onRun).toHaveBeenCalledWith(recordedRuns.hello.code, expect.anything());
    await waitFor(() => expect(cellOf(canvasElement)).toHaveAttribute('data-state', 'done'));
    await expect(canvas.getByRole('group', { name: '输出' })).toHaveTextContent('收益率计算完成');
  },
};

export const Idle: Story = {};

/** Shift+Enter in the editor runs the cell. */
export const ShiftEnter: Story = {
  play: async ({ args, canvasElement }) => {
    // The editor in place (Monaco takes over from the textarea once it exists): the keys go to the editor.
    await waitFor(() => expect(canvasElement.querySelector('[data-engine="monaco"] > textarea, [data-engine="monaco"] > pre')).toBeNull(), { timeout: 15_000 });
    const editor = await within(canvasElement).findByRole('textbox', { name: '代码' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(args.onRun).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(cellOf(canvasElement)).toHaveAttribute('data-state', 'done'));
  },
};

export const Queued: Story = { args: { state: 'queued', outputs: [], executionCount: null } };

export const Running: Story = { args: { state: 'running', outputs: [], executionCount: null } };

export const Done: Story = { args: { state: 'done', outputs: recordedOutputs('hello'), executionCount: 1 } };

export const DataFrameHtml: Story = {
  args: { defaultSource: recordedRuns.dataframe.code, state: 'done', outputs: recordedOutputs('dataframe'), executionCount: 2 },
};

export const MatplotlibPng: Story = {
  args: { defaultSource: recordedRuns.matplotlib.code, state: 'done', outputs: recordedOutputs('matplotlib'), executionCount: 3 },
};

export const Svg: Story = {
  args: { defaultSource: recordedRuns.svg.code, state: 'done', outputs: recordedOutputs('svg'), executionCount: 6 },
};

export const Stderr: Story = {
  args: { defaultSource: recordedRuns.stderr.code, state: 'done', outputs: recordedOutputs('stderr'), executionCount: 5 },
};

/** A real IPython traceback: ANSI colours become spans. */
export const Error: Story = {
  args: { defaultSource: recordedRuns.error.code, state: 'error', outputs: recordedOutputs('error'), executionCount: 4 },
  play: async ({ canvasElement }) => {
    const outputs = within(canvasElement).getByRole('group', { name: '输出' });
    await expect(outputs.textContent).not.toContain('\u001b');
    await expect(outputs.querySelector('span[data-fg="red"]')).not.toBeNull();
  },
};

/** `<script>`, `onerror` and `javascript:` from a cell are removed before rendering. */
export const HostileHtml: Story = {
  args: { defaultSource: recordedRuns.xss.code, state: 'done', outputs: recordedOutputs('xss'), executionCount: 7 },
  play: async ({ canvasElement }) => {
    const outputs = within(canvasElement).getByRole('group', { name: '输出' });
    await expect(outputs.querySelector('script, [onerror]')).toBeNull();
    await expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const ReadOnly: Story = {
  args: { access: 'readOnly', defaultSource: recordedRuns.dataframe.code, state: 'done', outputs: recordedOutputs('dataframe'), executionCount: 2 },
};

/** A template cell: runs, cannot be edited. */
export const Locked: Story = { args: { access: 'locked', defaultSource: 'import pandas as pd\nimport numpy as np' } };

export const RunDisabled: Story = { args: { runDisabled: true } };

/** Clearing removes the outputs and reports it. */
export const ClearOutputs: Story = {
  args: { onRun: fn(createRecordedKernel({ delay: 50 })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '运行' }));
    await userEvent.click(await canvas.findByRole('button', { name: '清除输出' }));
    await expect(args.onClearOutputs).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('group', { name: '输出' })).toBeNull();
  },
};
