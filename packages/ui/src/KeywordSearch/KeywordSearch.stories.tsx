import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from '../Card';
import { Select } from '../Select';
import { KeywordSearch } from './KeywordSearch';

const meta = {
  title: 'Forms/KeywordSearch',
  component: KeywordSearch,
  args: { placeholder: '搜索课程名称', onSearch: fn(), filtersAt: 'end' },
  argTypes: { filtersAt: { control: 'inline-radio', options: ['start', 'end'] } },
  decorators: [
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof KeywordSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索' }), ' 金融 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('金融');
    await userEvent.clear(canvas.getByRole('searchbox', { name: '搜索' }));
  },
};

export const WithFilters: Story = {
  args: {
    filtersAt: 'start',
    filters: (
      <>
        <Select aria-label="来源" placeholder="全部来源" options={[{ value: 'own', label: '本院' }]} />
        <Select aria-label="状态" placeholder="全部状态" options={[{ value: 'draft', label: '草稿' }]} />
      </>
    ),
  },
};
