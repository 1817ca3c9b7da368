/** Every visible string of ExamTimer; zh-CN by default. */
export interface ExamTimerLabels {
  /** Names the countdown. */
  remaining: string;
  /** Announced (and shown) when this many whole minutes or fewer are left. */
  warning: (minutes: number) => string;
  /** Announced and shown at zero. */
  expired: string;
  /** Shown instead of the time when the server's times cannot be read. */
  unknown: string;
  /** Whole days before the clock when a day or more is left (`1 天 02:00:00`). */
  days: (days: number) => string;
}

export const defaultExamTimerLabels: ExamTimerLabels = {
  remaining: '剩余时间',
  warning: (minutes) => `剩余不足 ${minutes} 分钟，请及时检查并提交`,
  expired: '考试时间已到，答案将自动提交',
  unknown: '--:--:--',
  days: (days) => `${days} 天`,
};
