import type { BoardState, MetricName, ScoreDirection } from '@finedu/domain';
import type { DataTableLabels } from '../../DataTable/DataTableLabels';

/** The board's live connection: first connect, pushing, lost and retrying by itself, given up (needs a retry). */
export type BoardConnection = 'connecting' | 'live' | 'reconnecting' | 'offline';

/** Every visible string of the CompetitionBoard; zh-CN by default, the app passes its translations. */
export interface CompetitionBoardLabels {
  /** A time with its zone, e.g. `2026-05-01 18:00（Asia/Shanghai）`. */
  zonedTime: (time: string, timeZone: string) => string;
  /** Metric names. */
  metric: Record<MetricName, string>;
  /** Which way is better, beside the metric. */
  direction: Record<ScoreDirection, string>;
  /** The board's state badge. */
  state: Record<BoardState, string>;
  /** When the rows were computed (the snapshot's time while frozen); `time` carries its zone. */
  generatedAt: (time: string) => string;
  /** The connection indicator. */
  connection: Record<BoardConnection, string>;
  /** Reconnecting banner: the rows shown are as of `time`. */
  reconnectingBanner: (time: string) => string;
  offlineTitle: string;
  offlineBanner: (time: string) => string;
  reconnect: string;
  /** Freeze banner for participants and the public. */
  frozenTitle: string;
  frozenBanner: (time: string) => string;
  /** The freeze banner for a viewer without a team on this board (a visitor, a teacher): nothing of theirs to see. */
  frozenBannerVisitor: (time: string) => string;
  /** Marker on the organizers' live board during a freeze. */
  organizerFrozen: (time: string) => string;
  /** Under a published board. */
  finalNote: string;
  /** Names the group tab list. */
  groups: string;
  /** Names the table. */
  table: (sessionTitle: string) => string;
  columns: { rank: string; change: string; name: string; score: (metric: string) => string; submissions: string; reachedAt: (timeZone: string) => string };
  /** Rank cell of an entry with no valid submission. */
  unranked: string;
  /** Rank-change arrows, for screen readers (the arrow shows the number). */
  rankUp: (places: number) => string;
  rankDown: (places: number) => string;
  rankSame: string;
  /** An entry that was not in the previous snapshot. */
  newEntry: string;
  /** Tooltip of a team name. */
  members: (names: readonly string[]) => string;
  /** The pinned row of the viewer's own entry. */
  me: string;
  /** While frozen the pinned row is the team's best result so far (its rank on the live board), which only the team sees. */
  meFrozenNote: string;
  /** Rank of the pinned row. */
  meRank: (rank: number | null) => string;
  jumpToMe: string;
  /** Why "jump to me" is off: no valid submission yet. */
  meNotRanked: string;
  exportCsv: string;
  loading: string;
  emptyTitle: string;
  emptyDescription: string;
  errorTitle: string;
  errorFallback: string;
  retry: string;
  /** The top-10 chart. */
  chartTitle: (metric: string, timeZone: string) => string;
  showTable: string;
  showChart: string;
  chartColumns: { name: string; time: (timeZone: string) => string; score: string };
  /** The pager (DataTable's). */
  pager: Pick<DataTableLabels, 'total' | 'pagination' | 'previousPage' | 'nextPage' | 'page' | 'pageSize' | 'pageSizeLabel'>;
}

export const defaultCompetitionBoardLabels: CompetitionBoardLabels = {
  zonedTime: (time, timeZone) => `${time}（${timeZone}）`,
  metric: { auc: 'AUC', accuracy: '准确率', f1: 'F1', rmse: 'RMSE', mae: 'MAE', logloss: '对数损失', points: '得分' },
  direction: { max: '越高越好', min: '越低越好' },
  state: { live: '实时榜', frozen: '已封榜', final: '最终成绩' },
  generatedAt: (time) => `数据时间：${time}`,
  connection: { connecting: '正在连接…', live: '实时更新中', reconnecting: '正在重新连接…', offline: '已断开' },
  reconnectingBanner: (time) => `与服务器的连接中断，正在自动重新连接。当前显示的是 ${time}的数据。`,
  offlineTitle: '实时连接已断开',
  offlineBanner: (time) => `榜单停留在 ${time}，不会再自动更新。`,
  reconnect: '重新连接',
  frozenTitle: '榜单已封榜',
  frozenBanner: (time) => `公开榜单停留在 ${time}的快照，之后的提交只有你的队伍能看到成绩；成绩公布后解除封榜。`,
  frozenBannerVisitor: (time) => `公开榜单停留在 ${time}的快照；之后的成绩在公布成绩时一并揭晓。`,
  organizerFrozen: (time) => `已于 ${time}封榜：选手看到的是封榜快照，你看到的是实时榜单。`,
  finalNote: '成绩已公布：排名按私有榜得分。',
  groups: '组别',
  table: (sessionTitle) => `${sessionTitle} 排行榜`,
  columns: { rank: '名次', change: '变化', name: '队伍', score: (metric) => `得分（${metric}）`, submissions: '提交次数', reachedAt: (timeZone) => `达成时间（${timeZone}）` },
  unranked: '—',
  rankUp: (places) => `上升 ${places} 名`,
  rankDown: (places) => `下降 ${places} 名`,
  rankSame: '名次不变',
  newEntry: '新',
  members: (names) => `成员：${names.join('、')}`,
  me: '我的队伍',
  meFrozenNote: '封榜期间你的队伍的最佳成绩，仅本队可见',
  meRank: (rank) => (rank === null ? '未上榜' : `第 ${rank} 名`),
  jumpToMe: '定位到我',
  meNotRanked: '还没有有效成绩',
  exportCsv: '导出 CSV',
  loading: '正在加载排行榜…',
  emptyTitle: '还没有队伍上榜',
  emptyDescription: '第一份提交评分完成后，排名会显示在这里。',
  errorTitle: '排行榜加载失败',
  errorFallback: '请检查网络后重试。',
  retry: '重试',
  chartTitle: (metric, timeZone) => `前 10 名 ${metric} 走势（${timeZone}）`,
  showTable: '查看数据表',
  showChart: '查看图表',
  chartColumns: { name: '队伍', time: (timeZone) => `时间（${timeZone}）`, score: '得分' },
  pager: {
    total: (count) => `共 ${count.toLocaleString('zh-CN')} 支队伍`,
    pagination: '排行榜分页',
    previousPage: '上一页',
    nextPage: '下一页',
    page: (page) => `第 ${page} 页`,
    pageSize: (size) => `${size} 条/页`,
    pageSizeLabel: '每页条数',
  },
};

/** The en-US strings (zh-CN is the default); an app passes them when its locale is en-US. */
export const competitionBoardLabelsEnUS: CompetitionBoardLabels = {
  zonedTime: (time, timeZone) => `${time} (${timeZone})`,
  metric: { auc: 'AUC', accuracy: 'Accuracy', f1: 'F1', rmse: 'RMSE', mae: 'MAE', logloss: 'Log loss', points: 'Points' },
  direction: { max: 'higher is better', min: 'lower is better' },
  state: { live: 'Live', frozen: 'Frozen', final: 'Final' },
  generatedAt: (time) => `Data as of ${time}`,
  connection: { connecting: 'Connecting…', live: 'Live updates', reconnecting: 'Reconnecting…', offline: 'Disconnected' },
  reconnectingBanner: (time) => `The connection dropped and is being restored. Showing data as of ${time}.`,
  offlineTitle: 'Live updates stopped',
  offlineBanner: (time) => `The board stays as of ${time} and no longer updates by itself.`,
  reconnect: 'Reconnect',
  frozenTitle: 'The board is frozen',
  frozenBanner: (time) => `The public board shows the snapshot of ${time}; results of later submissions are visible only to their own team until the results are published.`,
  frozenBannerVisitor: (time) => `The public board shows the snapshot of ${time}; later results are revealed when the results are published.`,
  organizerFrozen: (time) => `Frozen at ${time}: participants see the snapshot, you see the live board.`,
  finalNote: 'Results published: ranked by private scores.',
  groups: 'Groups',
  table: (sessionTitle) => `${sessionTitle} leaderboard`,
  columns: { rank: 'Rank', change: 'Change', name: 'Team', score: (metric) => `Score (${metric})`, submissions: 'Entries', reachedAt: (timeZone) => `Reached (${timeZone})` },
  unranked: '—',
  rankUp: (places) => `up ${places}`,
  rankDown: (places) => `down ${places}`,
  rankSame: 'unchanged',
  newEntry: 'new',
  members: (names) => `Members: ${names.join(', ')}`,
  me: 'My team',
  meFrozenNote: "Your team's best result during the freeze, visible only to your team",
  meRank: (rank) => (rank === null ? 'not ranked' : `#${rank}`),
  jumpToMe: 'Jump to me',
  meNotRanked: 'No valid submission yet',
  exportCsv: 'Export CSV',
  loading: 'Loading the leaderboard…',
  emptyTitle: 'No team on the board yet',
  emptyDescription: 'Rankings appear here once the first submission is scored.',
  errorTitle: 'The leaderboard could not be loaded',
  errorFallback: 'Check the network and retry.',
  retry: 'Retry',
  chartTitle: (metric, timeZone) => `Top 10 ${metric} over time (${timeZone})`,
  showTable: 'Show data table',
  showChart: 'Show chart',
  chartColumns: { name: 'Team', time: (timeZone) => `Time (${timeZone})`, score: 'Score' },
  pager: {
    total: (count) => `${count.toLocaleString('en-US')} teams`,
    pagination: 'Leaderboard pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    page: (page) => `Page ${page}`,
    pageSize: (size) => `${size} / page`,
    pageSizeLabel: 'Rows per page',
  },
};
