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
