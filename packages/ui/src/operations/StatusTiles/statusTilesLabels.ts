import type { FigureStatus, OperationsFigure } from '@finedu/domain';

/** Every visible string of StatusTiles; zh-CN by default, the app passes its translations. */
export interface StatusTilesLabels {
  /** Names the group of tiles. */
  region: string;
  figure: Record<OperationsFigure, string>;
  status: Record<FigureStatus, string>;
  /** The threshold line under a value, e.g. "黄 ≥ 70% · 红 ≥ 90%". */
  threshold: (warn: string, bad: string, direction: 'above' | 'below') => string;
  noThreshold: string;
  loading: string;
}

export const defaultStatusTilesLabels: StatusTilesLabels = {
  region: '运行状态',
  figure: {
    users_active_5m: '在线用户（5 分钟）',
    users_active_today: '今日活跃用户',
    exams_in_progress: '进行中的考试答卷',
    answers_saved_per_minute: '每分钟保存答案',
    kernels_running: '运行中的内核',
    scoring_queue: '评分队列',
    submissions_scored: '已评分提交',
    requests_per_minute: '每分钟请求',
    errors_per_minute: '每分钟错误',
    cpu_percent: 'CPU',
    memory_rss_bytes: '内存（RSS）',
    event_loop_lag_p99_seconds: '事件循环延迟 p99',
    db_pool_in_use: '数据库连接（使用中）',
    db_pool_waiting: '数据库连接等待',
    storage_used_bytes: '已用存储',
    disk_free_bytes: '磁盘剩余',
  },
  status: { ok: '正常', warn: '注意', bad: '告警', unknown: '无数据' },
  threshold: (warn, bad, direction) => (direction === 'above' ? `黄 ≥ ${warn} · 红 ≥ ${bad}` : `黄 ≤ ${warn} · 红 ≤ ${bad}`),
  noThreshold: '未设阈值',
  loading: '正在加载运行状态…',
};

export const statusTilesLabelsEnUS: StatusTilesLabels = {
  region: 'Platform status',
  figure: {
    users_active_5m: 'Users online (5 min)',
    users_active_today: 'Users active today',
    exams_in_progress: 'Exam attempts in progress',
    answers_saved_per_minute: 'Answers saved / min',
    kernels_running: 'Kernels running',
    scoring_queue: 'Scoring queue',
    submissions_scored: 'Submissions scored',
    requests_per_minute: 'Requests / min',
    errors_per_minute: 'Errors / min',
    cpu_percent: 'CPU',
    memory_rss_bytes: 'Memory (RSS)',
    event_loop_lag_p99_seconds: 'Event-loop lag p99',
    db_pool_in_use: 'DB connections in use',
    db_pool_waiting: 'DB connections waiting',
    storage_used_bytes: 'Storage used',
    disk_free_bytes: 'Disk free',
  },
  status: { ok: 'OK', warn: 'Warning', bad: 'Alert', unknown: 'No data' },
  threshold: (warn, bad, direction) => (direction === 'above' ? `amber ≥ ${warn} · red ≥ ${bad}` : `amber ≤ ${warn} · red ≤ ${bad}`),
  noThreshold: 'No threshold',
  loading: 'Loading the platform status…',
};
