/** Every visible string of ScoreDistributionChart; zh-CN by default. */
export interface ScoreDistributionLabels {
  title: string;
  /** Axis names (with units). */
  scoreAxis: string;
  countAxis: string;
  /** A bin's range. */
  range: (from: string, to: string) => string;
  /** Table header. */
  columns: { range: string; count: string; share: string };
  /** The chart's accessible description. */
  summary: (total: number, peak: string) => string;
  showTable: string;
  showChart: string;
  empty: string;
  /** The tooltip line of a bar. */
  tooltip: (range: string, count: number) => string;
}

export const defaultScoreDistributionLabels: ScoreDistributionLabels = {
  title: '成绩分布',
  scoreAxis: '分数段（分）',
  countAxis: '人数（人）',
  range: (from, to) => `${from}–${to}`,
  columns: { range: '分数段（分）', count: '人数', share: '占比' },
  summary: (total, peak) => `共 ${total} 人，人数最多的分数段为 ${peak} 分`,
  showTable: '查看数据表',
  showChart: '查看图表',
  empty: '暂无已提交的成绩',
  tooltip: (range, count) => `${range} 分：${count} 人`,
};
