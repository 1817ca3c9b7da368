import type { MetricName, ScoreDirection } from '@finedu/domain';
import type { UploaderLabels } from '../../Uploader';

/** Where a submission stands: waiting, being scored, scored, scoring failed, or refused as an invalid file. */
export type SubmissionStatus = 'queued' | 'scoring' | 'scored' | 'failed' | 'invalid';

/** Every visible string of the SubmissionPanel; zh-CN by default, the app passes its translations. */
export interface SubmissionPanelLabels {
  /** A time with its zone, e.g. `2026-05-04 00:00（Asia/Shanghai）`. */
  zonedTime: (time: string, timeZone: string) => string;
  upload: string;
  /** The predictions file's format: CSV with the id column and the prediction column. */
  formatHint: (idColumn: string, targetColumn: string) => string;
  /** Caption of the sample lines. */
  sampleCaption: string;
  /** Rejected files do not count against the limits. */
  invalidNotCounted: string;
  limitsTitle: string;
  metricLabel: string;
  dailyLabel: string;
  totalLabel: string;
  /** Left today of the daily limit; `null` limit = none. */
  dailyLeft: (left: number, limit: number) => string;
  /** When the daily count resets (midnight in the competition's zone), with its zone. */
  dailyResets: (time: string) => string;
  totalLeft: (left: number, limit: number) => string;
  noLimit: string;
  /** Why the upload is off. */
  dailyReached: (resetTime: string) => string;
  totalReached: string;
  ended: (time: string) => string;
  endedNoTime: string;
  historyTitle: string;
  columns: { number: string; time: (timeZone: string) => string; file: string; status: string; score: (metric: string) => string; final: string };
  status: Record<SubmissionStatus, string>;
  /** A row's number, for screen readers (the n-th submission). */
  submissionNumber: (n: number) => string;
  selectFinal: (n: number) => string;
  finalsSummary: (selected: number, limit: number) => string;
  finalsFallback: (limit: number) => string;
  finalsLocked: string;
  finalsTooMany: (limit: number) => string;
  metric: Record<MetricName, string>;
  direction: Record<ScoreDirection, string>;
  emptyTitle: string;
  emptyDescription: string;
  loading: string;
  errorTitle: string;
  errorFallback: string;
  retry: string;
  /** Passed on to the Uploader. */
  uploader?: Partial<UploaderLabels>;
}

export const defaultSubmissionPanelLabels: SubmissionPanelLabels = {
  zonedTime: (time, timeZone) => `${time}（${timeZone}）`,
  upload: '上传预测结果',
  formatHint: (idColumn, targetColumn) => `CSV 文件（UTF-8），首行为列名，共两列：${idColumn}（测试集中的每个 ID 各一行）和 ${targetColumn}（你的预测值）。`,
  sampleCaption: '示例',
  invalidNotCounted: '格式有误被拒绝的文件不计入提交次数。',
  limitsTitle: '评分与次数',
  metricLabel: '评分指标',
  dailyLabel: '今日',
  totalLabel: '总计',
  dailyLeft: (left, limit) => `剩余 ${left} / ${limit} 次`,
  dailyResets: (time) => `每日 0 点重置，下次：${time}`,
  totalLeft: (left, limit) => `剩余 ${left} / ${limit} 次`,
  noLimit: '不限次数',
  dailyReached: (resetTime) => `今日提交次数已用完，${resetTime}后可再次提交。`,
  totalReached: '本场提交次数已全部用完。',
  ended: (time) => `本场已于 ${time}结束，不能再提交或更改最终提交。`,
  endedNoTime: '本场已结束，不能再提交或更改最终提交。',
  historyTitle: '提交记录',
  columns: { number: '序号', time: (timeZone) => `提交时间（${timeZone}）`, file: '文件', status: '状态', score: (metric) => `公开分（${metric}）`, final: '最终提交' },
  status: { queued: '排队中', scoring: '评分中', scored: '已评分', failed: '评分失败', invalid: '文件无效' },
  submissionNumber: (n) => `第 ${n} 次提交`,
  selectFinal: (n) => `将第 ${n} 次提交选为最终提交`,
  finalsSummary: (selected, limit) => `最终提交：已选 ${selected} / ${limit} 个`,
  finalsFallback: (limit) => `未选择时，按公开分最高的 ${limit} 个提交计算最终成绩（私有榜）。`,
  finalsLocked: '本场已结束，最终提交已锁定。',
  finalsTooMany: (limit) => `最多只能选择 ${limit} 个最终提交，请先取消一个。`,
  metric: { auc: 'AUC', accuracy: '准确率', f1: 'F1', rmse: 'RMSE', mae: 'MAE', logloss: '对数损失', points: '得分' },
  direction: { max: '越高越好', min: '越低越好' },
  emptyTitle: '还没有提交',
  emptyDescription: '上传预测文件后，评分结果会显示在这里。',
  loading: '正在加载提交记录…',
  errorTitle: '提交记录加载失败',
  errorFallback: '请检查网络后重试。',
  retry: '重试',
};

/** The en-US strings (zh-CN is the default); an app passes them when its locale is en-US. */
export const submissionPanelLabelsEnUS: SubmissionPanelLabels = {
  zonedTime: (time, timeZone) => `${time} (${timeZone})`,
  upload: 'Upload predictions',
  formatHint: (idColumn, targetColumn) => `A CSV file (UTF-8) with a header row and two columns: ${idColumn} (one row per id of the test set) and ${targetColumn} (your prediction).`,
  sampleCaption: 'Example',
  invalidNotCounted: 'Files refused as invalid do not count against the limits.',
  limitsTitle: 'Metric and limits',
  metricLabel: 'Metric',
  dailyLabel: 'Today',
  totalLabel: 'Total',
  dailyLeft: (left, limit) => `${left} of ${limit} left`,
  dailyResets: (time) => `Resets daily at midnight; next: ${time}`,
  totalLeft: (left, limit) => `${left} of ${limit} left`,
  noLimit: 'No limit',
  dailyReached: (resetTime) => `No submissions left today. You can submit again after ${resetTime}.`,
  totalReached: 'All submissions of this session are used.',
  ended: (time) => `This session ended at ${time}: no more submissions or changes of finals.`,
  endedNoTime: 'This session has ended: no more submissions or changes of finals.',
  historyTitle: 'Submissions',
  columns: { number: '#', time: (timeZone) => `Submitted (${timeZone})`, file: 'File', status: 'Status', score: (metric) => `Public score (${metric})`, final: 'Final' },
  status: { queued: 'Queued', scoring: 'Scoring', scored: 'Scored', failed: 'Scoring failed', invalid: 'Invalid file' },
  submissionNumber: (n) => `Submission ${n}`,
  selectFinal: (n) => `Choose submission ${n} as a final`,
  finalsSummary: (selected, limit) => `Finals: ${selected} of ${limit} chosen`,
  finalsFallback: (limit) => `If you choose none, your best ${limit} by public score count (private board).`,
  finalsLocked: 'The session has ended: finals are locked.',
  finalsTooMany: (limit) => `You can choose at most ${limit} finals. Clear one first.`,
  metric: { auc: 'AUC', accuracy: 'Accuracy', f1: 'F1', rmse: 'RMSE', mae: 'MAE', logloss: 'Log loss', points: 'Points' },
  direction: { max: 'higher is better', min: 'lower is better' },
  emptyTitle: 'No submissions yet',
  emptyDescription: 'Upload a predictions file; its score appears here.',
  loading: 'Loading submissions…',
  errorTitle: 'Submissions could not be loaded',
  errorFallback: 'Check the network and retry.',
  retry: 'Retry',
  uploader: { dropHint: 'or drop the file here', fileList: 'Uploads', uploading: 'Uploading', done: 'Uploaded', error: 'Upload failed', cancel: 'Cancel', retry: 'Retry', remove: 'Remove', hashing: 'Checking the file', cancelled: 'Cancelled', unknownError: 'Upload failed' },
};
