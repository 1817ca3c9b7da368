// Deterministic submissions for the stories and tests: fixed server times, seeded scores.
import type { FileUploader, UploadedFile, UploadOptions } from '@finedu/domain';
import { seededRandom } from '../CompetitionBoard/CompetitionBoard.fixtures';
import type { SubmissionLimits, SubmissionRow } from './SubmissionPanel';
import type { SubmissionPanelLabels } from './submissionPanelLabels';

/** The server's "now" of the fixtures: 2026-05-03 18:30 in Shanghai; the day resets at 2026-05-04 00:00 there. */
export const PANEL_NOW = '2026-05-03T10:30:00Z';
export const SESSION_END = '2026-05-10T10:00:00Z';

/** `count` submissions, newest first, one every 97 minutes back from the fixed now; a few failed or invalid. */
export function submissionRows(count: number, seed = 5): SubmissionRow[] {
  const random = seededRandom(seed);
  const now = Date.parse(PANEL_NOW);
  return Array.from({ length: count }, (_, index) => {
    const n = count - index;
    const status: SubmissionRow['status'] = index === 0 ? 'scoring' : n % 7 === 3 ? 'invalid' : n % 9 === 5 ? 'failed' : 'scored';
    const error =
      status === 'invalid'
        ? `第 ${120 + n} 行：id「${100000 + n * 13}」在测试集中不存在\n第 ${340 + n} 行：prediction 不是数字（“abc”）`
        : status === 'failed'
          ? '评分超时：文件过大，请压缩后重新提交'
          : null;
    return {
      id: 500 + n,
      created_at: new Date(now - (index * 97 + 3) * 60000).toISOString(),
      status,
      error,
      public_score: status === 'scored' ? Math.round((0.78 + random() * 0.12) * 100000) / 100000 : null,
      selected: false,
      file_name: `predictions_v${n}.csv`,
    };
  });
}

export const limits = (overrides: Partial<SubmissionLimits> = {}): SubmissionLimits => ({
  daily_limit: 5,
  daily_used: 2,
  total_limit: 50,
  total_used: 14,
  server_now: PANEL_NOW,
  ...overrides,
});

/** A FileUploader that "stores" the file after a few progress steps, without any network. */
export function fakeUploader(stepMs = 20): FileUploader {
  return {
    upload: (file: File, { onProgress, signal }: UploadOptions = {}) =>
      new Promise<UploadedFile>((resolve, reject) => {
        let percent = 0;
        const timer = setInterval(() => {
          percent += 25;
          onProgress?.({ phase: 'uploading', percent, loaded: Math.round((file.size * percent) / 100), total: file.size });
          if (percent >= 100) {
            clearInterval(timer);
            resolve({ url: `local://competition/11/${encodeURIComponent(file.name)}`, filename: file.name });
          }
        }, stepMs);
        signal?.addEventListener('abort', () => {
          clearInterval(timer);
          reject(new DOMException('The upload was cancelled', 'AbortError'));
        });
      }),
  };
}

/** The English texts an app would pass from its en-US catalog. */
export const englishPanelLabels: Partial<SubmissionPanelLabels> = {
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
