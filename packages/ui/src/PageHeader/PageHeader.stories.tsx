import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: '试卷管理',
    description: '组卷、预览并发布到考试。',
    extra: (
      <>
        <Button>导入</Button>
        <Button variant="primary">新建试卷</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '试卷管理' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新建试卷' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { description: undefined, extra: undefined } };
