import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResourcePreview } from './ResourcePreview';
import { MARKDOWN_TEXT, NOTEBOOK_IPYNB } from './ResourcePreview.fixtures';

const image =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160"><rect width="320" height="160" fill="#eff4ff"/><path d="M0 130 L80 90 L160 110 L240 40 L320 60" stroke="#1d4ed8" stroke-width="4" fill="none"/></svg>');
const pdf = 'data:application/pdf;base64,JVBERi0xLjQKJcOkw7zDtsOfCjEgMCBvYmoKPDwvVHlwZS9DYXRhbG9nL1BhZ2VzIDIgMCBSPj4KZW5kb2JqCjIgMCBvYmoKPDwvVHlwZS9QYWdlcy9LaWRzWzMgMCBSXS9Db3VudCAxPj4KZW5kb2JqCjMgMCBvYmoKPDwvVHlwZS9QYWdlL1BhcmVudCAyIDAgUi9NZWRpYUJveFswIDAgNjEyIDc5Ml0+PgplbmRvYmoKdHJhaWxlcgo8PC9Sb290IDEgMCBSPj4KJSVFT0YK';

const meta = {
  title: 'Course/ResourcePreview',
  component: ResourcePreview,
  args: { kind: 'image', url: image, title: '收益率曲线', filename: '收益率曲线.svg', size: 2300, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResourcePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Pdf: Story = {
  args: { kind: 'pdf', url: pdf, title: '教学大纲', filename: '教学大纲.pdf' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle('教学大纲').tagName).toBe('IFRAME');
    await expect(canvas.getByRole('link', { name: '在新窗口打开' })).toHaveAttribute('target', '_blank');
  },
};

export const Image: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '收益率曲线' })).toBeVisible();
  },
};

export const Markdown: Story = {
  args: { kind: 'markdown', url: '#', title: '课程说明', filename: 'README.md', text: MARKDOWN_TEXT },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '课程说明' })).toBeVisible();
    await expect(canvasElement.querySelector('.katex')).not.toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
  },
};

export const Notebook: Story = {
  args: { kind: 'notebook', url: '#', title: '收益率', filename: 'returns.ipynb', text: NOTEBOOK_IPYNB },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '代码单元 1' })).toHaveTextContent('0.0488');
    await expect(canvas.getByRole('region', { name: '代码单元 3' })).toHaveTextContent('ZeroDivisionError');
  },
};

export const Loading: Story = {
  args: { kind: 'notebook', url: '#', title: '收益率', text: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('正在加载预览…');
  },
};

export const LoadError: Story = {
  args: { kind: 'markdown', url: '#', title: '说明', text: undefined, textError: '文件读取失败，请稍后重试。' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('文件读取失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Unsupported: Story = {
  args: { kind: 'other', url: '#', title: '行情数据', filename: '行情数据.parquet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('此类文件暂不支持在线预览')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '下载' })).toHaveAttribute('download', '行情数据.parquet');
  },
};

const dailyPrices = {
  columns: ['日期', '代码', '收盘价', '成交量', '备注'],
  rows: [
    ['2024-01-02', '000300', 3386.35, 12500000, null],
    ['2024-01-03', '000300', 3361.78, 11800000, '回调'],
    ['2024-01-04', '000300', 3329.58, 13100000, null],
  ],
  total_rows: 242,
};

/** A CSV or Excel resource: its first rows as a table, as a case's dataset tab shows them (one view for both). */
export const Table: Story = {
  args: { kind: 'table', url: '#', title: '指数日线样例', filename: '指数日线样例.csv', size: 18400, table: dailyPrices },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '指数日线样例' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['日期', '代码', '收盘价', '成交量', '备注']);
    await expect(within(table).getByText('12,500,000')).toBeVisible();
    await expect(canvas.getByText('显示 3 行，共 242 行')).toBeVisible();
  },
};

/** The table's rows are still on their way. */
export const TableLoading: Story = {
  args: { kind: 'table', url: '#', title: '指数日线样例', filename: '指数日线样例.csv', size: 18400 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
