import type { DeviceCheckKey, DeviceCheckStatus, DeviceCheckVerdict } from '@finedu/domain';

/** A row's state: not started, being measured, or the check's result. */
export type DeviceCheckRowState = 'waiting' | 'running' | DeviceCheckStatus;

/** Every visible string of DeviceCheckList; zh-CN by default, the app passes its translations. */
export interface DeviceCheckListLabels {
  /** The heading of the list. */
  title: string;
  /** Each check's name. */
  check: Record<DeviceCheckKey, string>;
  /** Each row's state in words (colour and icon never carry it alone). */
  state: Record<DeviceCheckRowState, string>;
  /** The overall verdict in the summary. */
  verdict: Record<DeviceCheckVerdict, string>;
  /** The summary while the checks have no verdict yet. */
  pending: string;
  /** "已完成 3/15". */
  progress: (done: number, total: number) => string;
  /** Announced (aria-live) while a check runs, e.g. "正在检测：网络延迟". */
  running: (check: string) => string;
  reportId: string;
  checkedAt: string;
  /** The default label of a row's action button (the checks that need the user's click). */
  start: string;
  /** Marks an optional check. */
  optional: string;
}

export const defaultDeviceCheckListLabels: DeviceCheckListLabels = {
  title: '设备检测',
  check: {
    browser: '浏览器与版本',
    cookies: 'Cookie',
    storage: '本地存储',
    websocket: 'WebSocket 支持',
    screen: '屏幕尺寸',
    latency: '网络延迟',
    download: '下载速度',
    upload: '上传速度',
    echo: 'WebSocket 往返',
    clock: '时钟偏差',
    kernel: '笔记本内核',
    popup: '弹出窗口',
    fullscreen: '全屏',
    camera: '摄像头',
    microphone: '麦克风',
  },
  state: { waiting: '等待检测', running: '检测中', pass: '通过', warn: '注意', fail: '未通过', skipped: '已跳过' },
  verdict: { pass: '检测通过', warn: '可以考试，但有需要注意的项', fail: '未通过，请按提示处理后重新检测' },
  pending: '检测尚未完成',
  progress: (done, total) => `已完成 ${done}/${total}`,
  running: (check) => `正在检测：${check}`,
  reportId: '报告编号',
  checkedAt: '检测时间',
  start: '开始检测',
  optional: '可选',
};

export const deviceCheckListLabelsEnUS: DeviceCheckListLabels = {
  title: 'Device check',
  check: {
    browser: 'Browser and version',
    cookies: 'Cookies',
    storage: 'Local storage',
    websocket: 'WebSocket support',
    screen: 'Screen size',
    latency: 'Network round trip',
    download: 'Download speed',
    upload: 'Upload speed',
    echo: 'WebSocket echo',
    clock: 'Clock offset',
    kernel: 'Notebook kernel',
    popup: 'Pop-up windows',
    fullscreen: 'Full screen',
    camera: 'Camera',
    microphone: 'Microphone',
  },
  state: { waiting: 'Waiting', running: 'Checking', pass: 'Passed', warn: 'Warning', fail: 'Failed', skipped: 'Skipped' },
  verdict: { pass: 'Passed', warn: 'Ready, with warnings', fail: 'Failed: follow the advice and check again' },
  pending: 'Not finished yet',
  progress: (done, total) => `${done} of ${total} done`,
  running: (check) => `Checking: ${check}`,
  reportId: 'Report ID',
  checkedAt: 'Checked at',
  start: 'Start check',
  optional: 'Optional',
};
