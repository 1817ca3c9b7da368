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

/** A select of long names (courses, exams) asks to be wide: the chosen course is read whole, the short filters stay 160 px. */
export const WideSelect: Story = {
  args: {
    children: (
      <>
        <Select aria-label="课程" data-width="wide" defaultValue="3" options={[{ value: '3', label: 'Python 金融编程（平台课程）' }]} />
        <Select aria-label="班级" placeholder="全部班级" options={[{ value: '1', label: '金融2301' }]} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const course = canvas.getByRole('combobox', { name: '课程' });
    await expect(course.getBoundingClientRect().width).toBe(280);
    // The chosen name fits: its text, in the select's own font, plus the select's padding (the arrow sits in it).
    const style = getComputedStyle(course);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const text = context.measureText('Python 金融编程（平台课程）').width;
    await expect(text + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)).toBeLessThanOrEqual(course.clientWidth);
    await expect(canvas.getByRole('combobox', { name: '班级' }).getBoundingClientRect().width).toBe(160);
  },
};
