import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeEditor, type CodeEditorProps } from './CodeEditor';

const sample = `import pandas as pd

prices = pd.read_csv('prices.csv', index_col='date', parse_dates=True)
returns = prices.pct_change().dropna()
returns.describe()`;

// The editor is controlled; stories keep the value so typing works.
function ControlledEditor(args: CodeEditorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <CodeEditor
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Notebook/CodeEditor',
  component: CodeEditor,
  args: { value: sample, label: '代码', readOnly: false, engine: 'monaco', onChange: fn(), onShiftEnter: fn() },
  argTypes: { engine: { control: 'inline-radio', options: ['monaco', 'plain'] } },
  render: (args) => <ControlledEditor {...args} />,
} satisfies Meta<typeof CodeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ReadOnly: Story = { args: { readOnly: true } };

export const Empty: Story = { args: { value: '', placeholder: '# 在这里输入 Python 代码', minLines: 3 } };

/** The textarea shown while Monaco loads, on its own. */
export const Plain: Story = {
  args: { engine: 'plain' },
  play: async ({ args, canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: '代码' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(args.onShiftEnter).toHaveBeenCalledTimes(1);
  },
};

const longLine = `rate = 0.035  # 年化利率\npayment = principal * rate / 12 / (1 - (1 + rate / 12) ** (-months)) if months > 0 else principal  # 等额本息：每月还款额，期数为 0 时一次还清本金，结果保留两位小数用于打印对账\nprint(round(payment, 2))`;

/** Read-only code in the plain engine (a paper's preview and print): a long line wraps, nothing is cut off. */
export const PlainReadOnlyLongLine: Story = {
  args: { engine: 'plain', readOnly: true, value: longLine },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: '代码' });
    await expect(editor).toHaveValue(longLine);
    // Every character is inside the box: no line runs past its right edge, no wrapped line below its bottom.
    await expect(editor.scrollWidth).toBeLessThanOrEqual(editor.clientWidth);
    await expect(editor.scrollHeight).toBeLessThanOrEqual(editor.clientHeight + 1);
  },
};
