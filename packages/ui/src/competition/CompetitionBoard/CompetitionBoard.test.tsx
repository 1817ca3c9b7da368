import type { BoardRow } from '@finedu/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from '../../ThemeProvider';
import { CompetitionBoard } from './CompetitionBoard';
import { GROUPS, boardHistory, boardPage, boardRows } from './CompetitionBoard.fixtures';
import { competitionBoardLabelsEnUS } from './competitionBoardLabels';
import { boardHistoryChart } from './boardHistoryChart';

// ECharts cannot draw in jsdom: a stand-in, as in the Chart tests.
const mockChart = { setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() };
jest.mock('../../Chart/echartsCore', () => ({ init: () => mockChart }));

const all = boardRows({ teams: 57, seed: 7, unranked: 3, groupId: 1 });
const me = all[44] as BoardRow;
const scrollIntoView = jest.fn();

beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => jest.clearAllMocks());

describe('CompetitionBoard', () => {
  it('shows a page of the board with rank, team, score in the metric and the time reached with its zone', async () => {
    const { container } = render(<CompetitionBoard board={boardPage(all, { groups: GROUPS, groupId: 1 })} history={boardHistory(all)} />);
    const table = screen.getByRole('table', { name: '初赛 · 信用违约预测 排行榜' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('columnheader', { name: '得分（AUC）' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '达成时间（Asia/Shanghai）' })).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent(all[0]?.name ?? '');
    expect(first).toHaveTextContent((all[0]?.score ?? 0).toFixed(5));
    expect(container.querySelector('[data-part="metric"]')).toHaveTextContent('AUC↑越高越好');
    expect(screen.getByText(/^数据时间：/)).toHaveTextContent('数据时间：2026-05-03 18:30（Asia/Shanghai）');
    expect(await axe(container)).toHaveNoViolations();
  }, 20_000);

  it('says which way is better for a lower-is-better metric', () => {
    const { container } = render(<CompetitionBoard board={boardPage(boardRows({ teams: 5, direction: 'min' }), { metric: 'rmse', direction: 'min' })} />);
    expect(container.querySelector('[data-part="metric"]')).toHaveTextContent('RMSE↓越低越好');
    expect(screen.getByRole('columnheader', { name: '得分（RMSE）' })).toBeInTheDocument();
  });

  it('draws rank-change arrows in the market colours live, and none while frozen', () => {
    const rows: BoardRow[] = [
      { ...(all[0] as BoardRow), rank: 1, previous_rank: 3 },
      { ...(all[1] as BoardRow), rank: 2, previous_rank: 1 },
      { ...(all[2] as BoardRow), rank: 3, previous_rank: 3 },
    ];
    const { rerender } = render(<CompetitionBoard board={boardPage(rows)} />);
    expect(screen.getByRole('columnheader', { name: '变化' })).toBeInTheDocument();
    expect(screen.getByText('上升 2 名').closest('[data-change]')).toHaveAttribute('data-change', 'up');
    expect(screen.getByText('下降 1 名').closest('[data-change]')).toHaveAttribute('data-change', 'down');
    expect(screen.getByText('名次不变')).toBeInTheDocument();

    // The server sends no previous rank while frozen, but even if a row carried one, no arrow shows.
    rerender(<CompetitionBoard board={{ ...boardPage(rows, { state: 'frozen' }), rows }} />);
    expect(screen.queryByRole('columnheader', { name: '变化' })).toBeNull();
    expect(screen.queryByText(/上升|下降|名次不变/)).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('公开榜单停留在 2026-05-03 12:00（Asia/Shanghai）的快照');
  });

  it('jumps to the pinned row: asks for its page, then scrolls to it and focuses it', async () => {
    const onPage = jest.fn();
    const { rerender } = render(<CompetitionBoard board={boardPage(all, { meId: me.entry_id })} onPage={onPage} />);
    const pinned = screen.getByRole('group', { name: '我的队伍' });
    expect(pinned).toHaveTextContent(`第 45 名${me.name}`);
    await userEvent.click(within(pinned).getByRole('button', { name: '定位到我' }));
    expect(onPage).toHaveBeenCalledWith(3, 20);
    expect(scrollIntoView).not.toHaveBeenCalled();

    rerender(<CompetitionBoard board={boardPage(all, { meId: me.entry_id, page: 3 })} onPage={onPage} />);
    const row = screen.getByRole('row', { current: true });
    await waitFor(() => expect(row).toHaveFocus());
    expect(row).toHaveTextContent(me.name);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(onPage).toHaveBeenCalledTimes(1);

    // Already on its page: no request, straight to the row.
    await userEvent.click(screen.getByRole('button', { name: '定位到我' }));
    expect(onPage).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('switches to the pinned team\'s group first when another group is shown', async () => {
    const onGroupChange = jest.fn();
    const onPage = jest.fn();
    const mine = { ...me, group_id: 2 };
    const { rerender } = render(<CompetitionBoard board={boardPage(all, { groups: GROUPS, groupId: 1, me: mine })} onGroupChange={onGroupChange} onPage={onPage} />);
    await userEvent.click(screen.getByRole('button', { name: '定位到我' }));
    expect(onGroupChange).toHaveBeenCalledWith(2);
    expect(onPage).not.toHaveBeenCalled();
    rerender(<CompetitionBoard board={boardPage(all, { groups: GROUPS, groupId: 2, me: mine })} onGroupChange={onGroupChange} onPage={onPage} />);
    expect(onPage).toHaveBeenCalledWith(3, 20);
  });

  it('cannot jump without a rank', () => {
    render(<CompetitionBoard board={boardPage(all, { me: { ...me, rank: null, score: null, reached_at: null } })} />);
    expect(screen.getByRole('group', { name: '我的队伍' })).toHaveTextContent('未上榜');
    expect(screen.getByRole('button', { name: '定位到我' })).toBeDisabled();
  });

  it('has one tab per group and asks for the group picked', async () => {
    const onGroupChange = jest.fn();
    render(<CompetitionBoard board={boardPage(all, { groups: GROUPS, groupId: 1 })} onGroupChange={onGroupChange} />);
    expect(screen.getByRole('tab', { name: '本科组' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: '高职组' }));
    expect(onGroupChange).toHaveBeenCalledWith(2);
    expect(within(screen.getByRole('tabpanel')).getByRole('table')).toBeInTheDocument();
  });

  it('offers CSV export to organizers only', async () => {
    const onExportCsv = jest.fn();
    const { rerender } = render(<CompetitionBoard board={boardPage(all)} onExportCsv={onExportCsv} />);
    expect(screen.queryByRole('button', { name: '导出 CSV' })).toBeNull();
    rerender(<CompetitionBoard board={boardPage(all, { organizer: true, state: 'frozen' })} onExportCsv={onExportCsv} />);
    await userEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
    expect(onExportCsv).toHaveBeenCalledTimes(1);
    // Organizers see the live board during a freeze, marked, without the participants' banner.
    expect(screen.getByRole('note')).toHaveTextContent('已于 2026-05-03 12:00（Asia/Shanghai）封榜：选手看到的是封榜快照，你看到的是实时榜单。');
  });

  it('tells only a team that it alone sees its results during a freeze; a visitor or teacher reads what fits them', () => {
    const { rerender } = render(<CompetitionBoard board={boardPage(all, { meId: me.entry_id, state: 'frozen', me })} />);
    expect(screen.getByRole('note')).toHaveTextContent('之后的提交只有你的队伍能看到成绩');
    // The pinned card says what its value is: the team's best result on the live board.
    expect(screen.getByRole('group', { name: '我的队伍' })).toHaveTextContent('封榜期间你的队伍的最佳成绩，仅本队可见');
    rerender(<CompetitionBoard board={boardPage(all, { state: 'frozen' })} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('公开榜单停留在 2026-05-03 12:00（Asia/Shanghai）的快照；之后的成绩在公布成绩时一并揭晓。');
    expect(note).not.toHaveTextContent('只有你');
    expect(screen.queryByRole('group', { name: '我的队伍' })).toBeNull();
  });

  it('shows reconnecting as a visible banner, and offline as an alert with a reconnect', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(<CompetitionBoard board={boardPage(all)} connection="reconnecting" onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent('与服务器的连接中断，正在自动重新连接。当前显示的是 2026-05-03 18:30（Asia/Shanghai）的数据。');
    expect(screen.getByRole('table')).toBeInTheDocument();
    rerender(<CompetitionBoard board={boardPage(all)} connection="offline" onRetry={onRetry} />);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: '重新连接' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<CompetitionBoard board={boardPage(all)} connection="live" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('实时更新中')).toBeInTheDocument();
  });

  it('has loading, empty and error states', async () => {
    const onRetry = jest.fn();
    const { rerender, container } = render(<CompetitionBoard board={null} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('正在加载排行榜…')).toBeInTheDocument();
    rerender(<CompetitionBoard board={boardPage([])} />);
    expect(screen.getByText('还没有队伍上榜')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<CompetitionBoard board={null} error="服务器繁忙" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('排行榜加载失败服务器繁忙');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  }, 20_000);

  it('pages a 2,000-team board', async () => {
    const big = boardRows({ teams: 2000, seed: 2026, unranked: 40 });
    const onPage = jest.fn();
    const { rerender } = render(<CompetitionBoard board={boardPage(big, { pageSize: 50 })} onPage={onPage} />);
    expect(screen.getByText('共 2,000 支队伍')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '第 40 页' }));
    expect(onPage).toHaveBeenCalledWith(40, 50);
    rerender(<CompetitionBoard board={boardPage(big, { pageSize: 50, page: 40 })} onPage={onPage} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(51);
    // The last page ends with the unranked entries, after every ranked one.
    expect(rows[50]?.querySelector('td[data-col="rank"]')).toHaveTextContent('—');
  });

  it('draws the top ten over time, and shows the same as a table', async () => {
    const history = boardHistory(all);
    render(<CompetitionBoard board={boardPage(all)} history={history} />);
    await waitFor(() => expect(mockChart.setOption).toHaveBeenCalled());
    const option = mockChart.setOption.mock.calls[0]?.[0] as { series: unknown[]; title: { text: string } };
    expect(option.series).toHaveLength(10);
    expect(option.title.text).toBe('前 10 名 AUC 走势（Asia/Shanghai）');
    await userEvent.click(screen.getByRole('button', { name: '查看数据表' }));
    expect(screen.getByRole('columnheader', { name: '时间（Asia/Shanghai）' })).toBeInTheDocument();
  });

  it('follows the labels the app passes (en-US)', () => {
    render(
      <ThemeProvider locale="en-US">
        <CompetitionBoard board={boardPage(all, { meId: me.entry_id, state: 'frozen', me })} labels={competitionBoardLabelsEnUS} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('group', { name: 'My team' })).toHaveTextContent('#45');
    expect(screen.getByRole('note')).toHaveTextContent('The public board shows the snapshot of 2026-05-03 12:00 (Asia/Shanghai)');
  });
});

describe('boardHistoryChart', () => {
  it('steps each entry\'s score over the moments any of them changed, nothing before its first', () => {
    const chart = boardHistoryChart(
      {
        session_id: 1,
        group_id: null,
        series: [
          { entry_id: 1, name: 'A', points: [{ at: '2026-05-01T02:00:00Z', score: 0.8 }, { at: '2026-05-01T04:00:00Z', score: 0.85 }] },
          { entry_id: 2, name: 'B', points: [{ at: '2026-05-01T03:00:00Z', score: 0.82 }] },
        ],
      },
      'Asia/Shanghai',
    );
    expect(chart.categories).toEqual(['05-01 10:00', '05-01 11:00', '05-01 12:00']);
    expect(chart.series).toEqual([
      { name: 'A', data: [0.8, 0.8, 0.85] },
      { name: 'B', data: [null, 0.82, 0.82] },
    ]);
  });
});
