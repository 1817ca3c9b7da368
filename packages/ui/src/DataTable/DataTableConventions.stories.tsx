import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card';
import { DataTable } from './DataTable';
import { DataTableActions } from './DataTableActions';
import { examColumns, examRows, type ExamRow } from './DataTable.fixtures';

/**
 * The table conventions of every list page (DESIGN.md, Lists): long names on one line with "…" and a tooltip, state and
 * time columns of fixed width that never wrap, numbers right-aligned, and a row's actions as links on one line with
 * the rest under "更多".
 */
const meta = {
  title: 'Data display/DataTable/Conventions',
  component: DataTable<ExamRow>,
  // Conventions of DataTable, documented on DataTable's own docs page: no generated page of their own.
  tags: ['!autodocs'],
  args: {
    'aria-label': '考试列表',
    columns: examColumns,
    rows: examRows,
    rowKey: 'id',
    rowActions: (row: ExamRow) => (
      <DataTableActions
        moreLabel={`更多操作：${row.title}`}
        actions={[
          { key: 'edit', label: '编辑', onClick: fn() },
          { key: 'grade', label: '阅卷', href: `#/exam/${row.id}/grade` },
          { key: 'copy', label: '复制', onClick: fn() },
          { key: 'delete', label: '删除', tone: 'danger', onClick: fn(), disabled: row.status === '进行中', disabledReason: '进行中的考试不能删除' },
        ]}
      />
    ),
  },
  decorators: [
    (Story) => (
      <Card padding="compact">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof DataTable<ExamRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many lines an element's text takes (the distinct tops of its text's boxes). */
const lineCount = (element: Element): number => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
};

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '考试列表' });
    // Short words and times stay on one line: each such cell is one line high.
    await expect(lineCount(within(table).getByText('未发布'))).toBe(1);
    await expect(lineCount(within(table).getByText('2026-11-26 15:34'))).toBe(1);
    // The long title is cut, and says so to keyboard users: focusing it shows the whole title.
    const title = within(table).getByText(examRows[0]!.title);
    await expect(lineCount(title)).toBe(1);
    await waitFor(() => expect(title).toHaveAttribute('data-cut', 'true'));
    title.focus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(examRows[0]!.title);
    title.blur();
    // Four actions: two in the row, the rest under 更多.
    await expect(within(table).getAllByRole('button', { name: '编辑' })).toHaveLength(3);
    await expect(within(table).queryByRole('button', { name: '删除' })).toBeNull();
  },
};

export const MoreMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `更多操作：${examRows[0]!.title}` }));
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['复制', '删除']);
    await expect(items[0]).toHaveFocus();
    await expect(items[1]).toHaveAttribute('aria-disabled', 'true');
    await expect(items[1]).toHaveAttribute('title', '进行中的考试不能删除');
  },
};

export const Phone: Story = {
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '考试列表' });
    await expect(within(table).getByText('已结束')).toBeVisible();
  },
};

/** `phoneLayout="cards"` on a phone: each row a card, every value labelled, the actions at the card's foot in sight. */
export const PhoneCards: Story = {
  tags: ['phone'],
  args: { phoneLayout: 'cards' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '考试列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    const box = canvasElement.getBoundingClientRect();
    for (const row of rows) {
      const card = row.getBoundingClientRect();
      await expect(card.right).toBeLessThanOrEqual(box.right + 1);
      const action = within(row).getAllByRole('button', { name: '编辑' })[0]!;
      const place = action.getBoundingClientRect();
      await expect(place.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(place.width).toBeGreaterThan(0);
    }
    await expect(within(rows[2]!).getByText('已结束')).toBeVisible();
  },
};
