import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../ThemeProvider';
import { LocaleSwitch } from './LocaleSwitch';

const meta = {
  title: 'Navigation/LocaleSwitch',
  component: LocaleSwitch,
  args: { value: 'zh-CN', onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
} satisfies Meta<typeof LocaleSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: function Render(args) {
    const [locale, setLocale] = useState<Locale>(args.value);
    return (
      <LocaleSwitch
        {...args}
        value={locale}
        onChange={(next) => {
          args.onChange(next);
          setLocale(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en-US');
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const English: Story = { args: { value: 'en-US', label: 'Language' } };
