// Deterministic submissions for the stories and tests: fixed server times, seeded scores.
import type { FileUploader, UploadedFile, UploadOptions } from '@finedu/domain';
import { seededRandom } from '../CompetitionBoard/CompetitionBoard.fixtures';
import type { SubmissionLimits, SubmissionRow } from './SubmissionPanel';

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

