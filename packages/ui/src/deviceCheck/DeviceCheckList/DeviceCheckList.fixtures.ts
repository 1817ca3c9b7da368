import { DEVICE_CHECKS, GESTURE_DEVICE_CHECKS, OPTIONAL_DEVICE_CHECKS, type DeviceCheckKey } from '@finedu/domain';
import type { DeviceCheckListRow } from './DeviceCheckList';
import type { DeviceCheckRowState } from './deviceCheckListLabels';

/** Figures a campus laptop on Chrome measures. */
export const FIGURES: Record<DeviceCheckKey, string> = {
  browser: 'Chrome 131',
  cookies: '可用',
  storage: '可用',
  websocket: '支持',
  screen: '1920 × 1080',
  latency: '38 ms',
  download: '46.2 Mbit/s',
  upload: '18.5 Mbit/s',
  echo: '41 ms',
  clock: '+0.3 s',
  kernel: '2.4 s',
  popup: '未被拦截',
  fullscreen: '可用',
  camera: '可用',
  microphone: '可用',
};

/** The same figures as an en-US page formats them. */
export const FIGURES_EN_US: Record<DeviceCheckKey, string> = {
  ...FIGURES,
  cookies: 'Available',
  storage: 'Available',
  websocket: 'Supported',
  popup: 'Not blocked',
  fullscreen: 'Available',
  camera: 'Available',
  microphone: 'Available',
};

/** Every check in one state, with its figure once measured and a button on the gesture checks still to run. */
export function rowsIn(
  state: (key: DeviceCheckKey, index: number) => DeviceCheckRowState,
  onStart?: (key: DeviceCheckKey) => void,
  figures: Record<DeviceCheckKey, string> = FIGURES,
): DeviceCheckListRow[] {
  return DEVICE_CHECKS.map((key, index) => {
    const rowState = state(key, index);
    const measured = rowState !== 'waiting' && rowState !== 'running' && rowState !== 'skipped';
    return {
      key,
      state: rowState,
      figure: measured ? figures[key] : undefined,
      optional: OPTIONAL_DEVICE_CHECKS.includes(key),
      action: GESTURE_DEVICE_CHECKS.includes(key) && (rowState === 'waiting' || rowState === 'skipped') && onStart ? { onClick: () => onStart(key) } : undefined,
    };
  });
}

/** A slow home network on an old browser: warnings and failures with their advice. */
export function troubledRows(onStart?: (key: DeviceCheckKey) => void): DeviceCheckListRow[] {
  const rows = rowsIn((key) => (key === 'camera' || key === 'microphone' ? 'skipped' : 'pass'), onStart);
  const patch: Partial<Record<DeviceCheckKey, Partial<DeviceCheckListRow>>> = {
    browser: { state: 'warn', figure: 'Chrome 94', advice: '浏览器版本较旧：请升级到最新版 Chrome 或 Edge' },
    latency: { state: 'warn', figure: '420 ms', advice: '网络延迟较高：请靠近无线路由器或改用有线网络' },
    download: { state: 'fail', figure: '0.8 Mbit/s', advice: '网络较慢：请靠近无线路由器或改用有线网络，并关闭正在下载或看视频的程序' },
    upload: { state: 'warn', figure: '0.6 Mbit/s', advice: '上传较慢：考试中保存答案可能延迟，请改用更稳定的网络' },
    kernel: { state: 'fail', figure: '未能启动', advice: '笔记本内核未能启动：请稍后重新检测；仍不行请联系老师或管理员' },
    popup: { state: 'warn', figure: '被拦截', advice: '弹出窗口被拦截：请在地址栏右侧允许本站弹出窗口', action: onStart ? { onClick: () => onStart('popup') } : undefined },
  };
  return rows.map((row) => ({ ...row, ...patch[row.key] }));
}
