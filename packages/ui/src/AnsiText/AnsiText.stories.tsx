import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnsiText } from './AnsiText';

const TRACEBACK = [
  '\u001b[0;31m---------------------------------------------------------------------------\u001b[0m',
  '\u001b[0;31mZeroDivisionError\u001b[0m                         Traceback (most recent call last)',
  'Cell \u001b[0;32mIn[3], line 1\u001b[0m',
  '\u001b[0;32m----> 1\u001b[0m \u001b[38;5;241m1\u001b[39m\u001b[38;5;241m/\u001b[39m\u001b[38;5;241m0\u001b[39m',
  '',
  '\u001b[0;31mZeroDivisionError\u001b[0m: division by zero',
].join('\n');

const meta = {
  title: 'Notebook/AnsiText',
  component: AnsiText,
  args: { text: TRACEBACK },
  decorators: [
    (Story) => (
      <pre style={{ margin: 0, fontFamily: 'var(--ui-font-family-code)' }}>
        <Story />
      </pre>
    ),
  ],
} satisfies Meta<typeof AnsiText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const runs = within(canvasElement).getAllByText('ZeroDivisionError');
    await expect(runs[0]).toHaveAttribute('data-fg', 'red');
    await expect(canvasElement.textContent).not.toContain('\u001b');
  },
};

export const Colours: Story = {
  args: {
    text: [
      '\u001b[30mblack\u001b[0m \u001b[31mred\u001b[0m \u001b[32mgreen\u001b[0m \u001b[33myellow\u001b[0m \u001b[34mblue\u001b[0m \u001b[35mmagenta\u001b[0m \u001b[36mcyan\u001b[0m \u001b[37mwhite\u001b[0m',
      '\u001b[41m red bg \u001b[0m \u001b[42m green bg \u001b[0m \u001b[43m yellow bg \u001b[0m \u001b[44m blue bg \u001b[0m \u001b[40m black bg \u001b[0m',
      '\u001b[1mbold\u001b[0m \u001b[2mdim\u001b[0m \u001b[3mitalic\u001b[0m \u001b[4munderline\u001b[0m',
    ].join('\n'),
  },
};
