import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { Select } from '../Select';
import { TextInput } from '../TextInput';
import { FilterBar } from './FilterBar';

const meta = {
  title: 'Forms/FilterBar',
  component: FilterBar,
  args: {
    role: 'search',
    'aria-label': '筛选',
    onSubmit: (event) => event.preventDefault(),
    children: (
      <>
        <TextInput type="search" aria-label="关键词" placeholder="搜索题干" />
        <Select aria-label="题型" placeholder="全部题型" options={[{ value: 'single', label: '单选题' }]} />
        <Select aria-label="难度" placeholder="全部难度" options={[{ value: '1', label: '1 星' }]} />
        <Button type="submit">搜索</Button>
        <Button>重置</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('search', { name: '筛选' })).toBeVisible();
  },
};
