import type { BoardRow } from '@finedu/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompetitionBoard, type CompetitionBoardProps } from './CompetitionBoard';
import { GROUPS, boardHistory, boardPage, boardRows, type PageOptions } from './CompetitionBoard.fixtures';
import { competitionBoardLabelsEnUS } from './competitionBoardLabels';

const undergrad = boardRows({ teams: 57, seed: 7, unranked: 3, groupId: 1 });
const vocational = boardRows({ teams: 23, seed: 11, groupId: 2 });
const history = boardHistory(undergrad);
/** The viewer's team: 45th, on page 3 of 20. */
const MY_TEAM = undergrad[44] as BoardRow;

/**
 * Plays the app: holds the page, page size and group, and serves slices of the whole seeded board, as the server
 * would. Stories then page, switch groups and jump for real.
 */
function BoardHarness({ page: options, ...props }: Omit<CompetitionBoardProps, 'board'> & { page: PageOptions & { all?: BoardRow[] } }) {
  const [page, setPage] = useState(options.page ?? 1);
  const [pageSize, setPageSize] = useState(options.pageSize ?? 20);
  const [groupId, setGroupId] = useState(options.groupId ?? 1);
  const all = options.all ?? (groupId === 2 ? vocational : undergrad);
  const board = useMemo(() => boardPage(all, { groups: GROUPS, ...options, page, pageSize, groupId }), [all, options, page, pageSize, groupId]);
  return (
    <CompetitionBoard
      {...props}
      board={board}
      onPage={(next, size) => {
        props.onPage?.(next, size);
        setPage(next);
        setPageSize(size);
      }}
      onGroupChange={(id) => {
        props.onGroupChange?.(id);
        setGroupId(id);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'Competition/CompetitionBoard',
  component: CompetitionBoard,
  args: {
    board: boardPage(undergrad, { groups: GROUPS, groupId: 1 }),
    history,
    connection: 'live',
    onPage: fn(),
    onGroupChange: fn(),
    onExportCsv: fn(),
    onRetry: fn(),
  },
  argTypes: { board: { control: false }, history: { control: false } },
} satisfies Meta<typeof CompetitionBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { board: null, history: null, connection: 'connecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { board: boardPage([], { groups: GROUPS, groupId: 1 }), history: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('还没有队伍上榜')).toBeVisible();
  },
};

export const Live: Story = {
  render: (args) => <BoardHarness {...args} page={{}} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '初赛 · 信用违约预测 排行榜' });
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    await expect(canvas.queryByRole('button', { name: '导出 CSV' })).toBeNull();
    // The chart has drawn once its canvas is in the box (its chunk loads lazily: allow for a slow first load).
    await waitFor(() => expect(canvas.getByRole('img', { name: /前 10 名 AUC 走势/ }).querySelector('canvas')).not.toBeNull(), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('tab', { name: '高职组' }));
    await expect(args.onGroupChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('tab', { name: '本科组' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Frozen: Story = {
  render: (args) => <BoardHarness {...args} page={{ state: 'frozen', me: { ...MY_TEAM, rank: 12, score: 0.9371, reached_at: '2026-05-03T06:12:00Z', submissions: MY_TEAM.submissions + 2 } }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('公开榜单停留在 2026-05-03 12:00（Asia/Shanghai）的快照');
    await expect(canvas.queryByRole('columnheader', { name: '变化' })).toBeNull();
  },
};

export const OrganizerFrozen: Story = {
  render: (args) => <BoardHarness {...args} page={{ state: 'frozen', organizer: true }} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('选手看到的是封榜快照，你看到的是实时榜单');
    await userEvent.click(canvas.getByRole('button', { name: '导出 CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledTimes(1);
  },
};

export const MyTeamPinned: Story = {
  render: (args) => <BoardHarness {...args} page={{ meId: MY_TEAM.entry_id }} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pinned = canvas.getByRole('group', { name: '我的队伍' });
    await expect(pinned).toHaveTextContent('第 45 名');
    await userEvent.click(within(pinned).getByRole('button', { name: '定位到我' }));
    await expect(args.onPage).toHaveBeenCalledWith(3, 20);
    await waitFor(() => expect(canvasElement.querySelector('tr[data-me="true"]')).toHaveFocus());
  },
};

export const Reconnecting: Story = {
  render: (args) => <BoardHarness {...args} connection="reconnecting" page={{}} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('正在自动重新连接');
  },
};

export const Offline: Story = {
  render: (args) => <BoardHarness {...args} connection="offline" page={{}} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: '重新连接' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Error: Story = {
  args: { board: null, history: null, error: '服务器繁忙，请稍后再试', connection: 'offline' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器繁忙，请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const twoThousand = boardRows({ teams: 2000, seed: 2026, unranked: 40 });
const twoThousandHistory = boardHistory(twoThousand);

export const TwoThousandTeams: Story = {
  render: (args) => <BoardHarness {...args} history={twoThousandHistory} page={{ all: twoThousand, groups: [], groupId: null, pageSize: 20, meId: twoThousand[1436]?.entry_id ?? null }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共 2,000 支队伍')).toBeVisible();
    // The last of 100 pages: entries with no valid submission, after every ranked one.
    await userEvent.click(canvas.getByRole('button', { name: '第 100 页' }));
    await expect(canvas.getByRole('button', { name: '第 100 页' })).toHaveAttribute('aria-current', 'page');
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(21);
    await expect(rows[1]?.querySelector('td[data-col="rank"]')).toHaveTextContent('—');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A phone (375 px): compact rows, no sideways scrolling of the page. */
export const Phone: Story = {
  render: (args) => <BoardHarness {...args} page={{ meId: MY_TEAM.entry_id }} />,
  decorators: [
    (Story) => (
      <div style={{ width: 375, boxSizing: 'border-box', padding: 8, background: 'var(--ui-color-page)' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('section') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvasElement.querySelector('th[data-col="time"]')).not.toBeVisible();
  },
};

export const EnglishLocale: Story = {
  globals: { locale: 'en-US' },
  render: (args) => <BoardHarness {...args} labels={competitionBoardLabelsEnUS} page={{ meId: MY_TEAM.entry_id, groups: [{ id: 1, name: 'Undergraduate' }, { id: 2, name: 'Vocational' }] }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'My team' })).toHaveTextContent('#45');
    await expect(canvas.getByText(`Data as of 2026-05-03 18:30 (Asia/Shanghai)`)).toBeVisible();
  },
};
