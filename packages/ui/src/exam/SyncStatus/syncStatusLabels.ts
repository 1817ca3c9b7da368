/** Every visible string of SyncStatus; zh-CN by default. */
export interface SyncStatusLabels {
  /** Saved; `time` is the last save's time (hh:mm:ss) or empty when unknown. */
  saved: (time: string) => string;
  saving: string;
  /** Answers changed and not yet acknowledged by the server. */
  pending: (count: number) => string;
  /** Offline banner: the answers are kept in this browser and sent when the network returns. */
  offlineTitle: string;
  offline: (count: number) => string;
  /** Error banner title; the message follows. */
  errorTitle: string;
  /** Shown when the error carries no message. */
  errorFallback: string;
  retry: string;
}

export const defaultSyncStatusLabels: SyncStatusLabels = {
  saved: (time) => (time ? `答案已保存 ${time}` : '答案已保存'),
  saving: '正在保存…',
  pending: (count) => `${count} 题待保存`,
  offlineTitle: '网络已断开',
  offline: (count) => `你的答案已保存在本浏览器${count > 0 ? `（${count} 题待发送）` : ''}，网络恢复后将自动提交。请不要关闭或清除本页面数据。`,
  errorTitle: '答案保存失败',
  errorFallback: '请检查网络后重试，已作答内容不会丢失。',
  retry: '立即重试',
};
