// The pre-exam device check (FullTest, route /test; issue 12): which checks there are, the limits each measured
// figure is judged against, and the overall verdict. The browser page measures, the server stores the report and
// judges it again with these same rules, and the teacher's roster reads the verdict — one set of rules for all three.

/** Every check, in the order the page runs and lists them. */
export const DEVICE_CHECKS = [
  'browser',
  'cookies',
  'storage',
  'websocket',
  'screen',
  'latency',
  'download',
  'upload',
  'echo',
  'clock',
  'kernel',
  'popup',
  'fullscreen',
  'camera',
  'microphone',
] as const;
export type DeviceCheckKey = (typeof DEVICE_CHECKS)[number];

/** Checks asked for only when the user starts them (the browser asks for permission); skipping them never fails a report. */
export const OPTIONAL_DEVICE_CHECKS: readonly DeviceCheckKey[] = ['camera', 'microphone'];
/** Checks that need the user's click (a browser only opens a window or goes full screen on a gesture). */
export const GESTURE_DEVICE_CHECKS: readonly DeviceCheckKey[] = ['popup', 'fullscreen', 'camera', 'microphone'];

export const DEVICE_CHECK_STATUSES = ['pass', 'warn', 'fail', 'skipped'] as const;
export type DeviceCheckStatus = (typeof DEVICE_CHECK_STATUSES)[number];
export type DeviceCheckVerdict = Exclude<DeviceCheckStatus, 'skipped'>;

/** What the page measured for one check: a figure in the check's unit (see DEVICE_CHECK_UNITS), or a yes/no. */
export interface DeviceCheckMeasure {
  key: DeviceCheckKey;
  /** The figure (ms, Mbit/s, pixels of the smaller side, major browser version), or 1 / 0 for a yes / no check; null when not measured. */
  value: number | null;
  /** Free text the page shows beside it (the browser's name, the screen size, an error the browser gave), at most 200 characters. */
  detail?: string;
  /** The user chose not to run an optional or gesture check. */
  skipped?: boolean;
}

export const DEVICE_CHECK_UNITS: Readonly<Record<DeviceCheckKey, 'ms' | 'mbps' | 'px' | 'version' | 'bool'>> = {
  browser: 'version',
  cookies: 'bool',
  storage: 'bool',
  websocket: 'bool',
  screen: 'px',
  latency: 'ms',
  download: 'mbps',
  upload: 'mbps',
  echo: 'ms',
  clock: 'ms',
  kernel: 'ms',
  popup: 'bool',
  fullscreen: 'bool',
  camera: 'bool',
  microphone: 'bool',
};

/**
 * The limits of the measured checks. `above`: a larger figure is worse (a time); `below`: a smaller one is worse
 * (a speed, a screen). Chosen for a class of 40–60 students sitting an exam on a campus network: an answer save is a
 * few KiB, the exam page about 1 MiB, a notebook output up to a few hundred KiB.
 */
export const DEVICE_CHECK_LIMITS = {
  /** Round trip of a small API call, median of several (ms). */
  latency: { warn: 300, fail: 1500, direction: 'above' },
  /** Download from this server (Mbit/s). */
  download: { warn: 4, fail: 1, direction: 'below' },
  /** Upload to this server (Mbit/s). */
  upload: { warn: 1, fail: 0.25, direction: 'below' },
  /** WebSocket echo round trip, median (ms). */
  echo: { warn: 300, fail: 1500, direction: 'above' },
  /** The clock's distance from the server's (ms, absolute): the exam timer is the server's, but a far-off clock confuses students. */
  clock: { warn: 5_000, fail: 120_000, direction: 'above' },
  /** A notebook kernel started and answered `1+1` (ms). */
  kernel: { warn: 8_000, fail: 30_000, direction: 'above' },
  /** The smaller side of the window's screen (CSS px): a phone (360) works, a very small window does not. */
  screen: { warn: 600, fail: 320, direction: 'below' },
} as const satisfies Partial<Record<DeviceCheckKey, { warn: number; fail: number; direction: 'above' | 'below' }>>;

/** The oldest major version of each browser engine the platform supports (the exam and notebook pages use ES2020 and WebSocket). */
export const SUPPORTED_BROWSERS: Readonly<Record<string, number>> = {
  Chrome: 90,
  Edge: 90,
  Firefox: 90,
  Safari: 14,
  '360': 90,
  QQBrowser: 90,
  Sogou: 90,
};
/** A supported browser older than this many majors past its minimum is still fine; between minimum and this, warn. */
const BROWSER_WARN_MARGIN = 10;

/** How long a report counts for the teacher's roster (days): a check made last term says little about today's laptop. */
export const DEVICE_CHECK_VALID_DAYS = 14;

export interface BrowserInfo {
  name: string;
  major: number | null;
}

/** The browser family and major version from a user-agent string (the Chinese browsers on Chromium are named as such). */
export function parseBrowser(userAgent: string): BrowserInfo {
  const ua = userAgent || '';
  const find = (pattern: RegExp): number | null => {
    const match = pattern.exec(ua);
    return match ? Number(match[1]) : null;
  };
  if (/QQBrowser\//.test(ua)) return { name: 'QQBrowser', major: find(/Chrome\/(\d+)/) };
  if (/MetaSr|SE 2\.X/.test(ua)) return { name: 'Sogou', major: find(/Chrome\/(\d+)/) };
  if (/360SE|360EE|QIHU/.test(ua)) return { name: '360', major: find(/Chrome\/(\d+)/) };
  if (/Edg(?:e|A|iOS)?\//.test(ua)) return { name: 'Edge', major: find(/Edg(?:e|A|iOS)?\/(\d+)/) };
  if (/Firefox\/|FxiOS\//.test(ua)) return { name: 'Firefox', major: find(/(?:Firefox|FxiOS)\/(\d+)/) };
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return { name: 'Chrome', major: find(/(?:Chrome|CriOS|Chromium)\/(\d+)/) };
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return { name: 'Safari', major: find(/Version\/(\d+)/) };
  if (/MSIE |Trident\//.test(ua)) return { name: 'Internet Explorer', major: find(/(?:MSIE |rv:)(\d+)/) };
  return { name: 'unknown', major: null };
}

/** The verdict of the browser check: an unknown or too old browser fails, a dated one warns. */
export function judgeBrowser(info: BrowserInfo): DeviceCheckVerdict {
  const minimum = SUPPORTED_BROWSERS[info.name];
  if (minimum === undefined || info.major === null) return info.name === 'unknown' ? 'warn' : 'fail';
  if (info.major < minimum) return 'fail';
  return info.major < minimum + BROWSER_WARN_MARGIN ? 'warn' : 'pass';
}

/** The verdict of one check from what the page measured. */
export function judgeDeviceCheck(measure: DeviceCheckMeasure): DeviceCheckStatus {
  const { key, value } = measure;
  if (measure.skipped) return OPTIONAL_DEVICE_CHECKS.includes(key) ? 'skipped' : GESTURE_DEVICE_CHECKS.includes(key) ? 'warn' : 'fail';
  if (value === null || !Number.isFinite(value)) return OPTIONAL_DEVICE_CHECKS.includes(key) ? 'warn' : 'fail';
  if (key === 'browser') return 'pass'; // the major alone says little without the name: judgeBrowser decides (see judgeDeviceReport)
  if (DEVICE_CHECK_UNITS[key] === 'bool') {
    if (value === 1) return 'pass';
    // A blocked pop-up or refused full screen, camera or microphone is a warning: the exam still works without them.
    return key === 'cookies' || key === 'storage' || key === 'websocket' ? 'fail' : 'warn';
  }
  const limit = (DEVICE_CHECK_LIMITS as Partial<Record<DeviceCheckKey, { warn: number; fail: number; direction: 'above' | 'below' }>>)[key];
  if (!limit) return 'fail';
  const figure = key === 'clock' ? Math.abs(value) : value;
  if (limit.direction === 'above') return figure >= limit.fail ? 'fail' : figure >= limit.warn ? 'warn' : 'pass';
  return figure <= limit.fail ? 'fail' : figure <= limit.warn ? 'warn' : 'pass';
}

export interface JudgedDeviceCheck extends DeviceCheckMeasure {
  status: DeviceCheckStatus;
}

/**
 * Judges every check of a report: the browser by its user agent, the rest by their figures. A check missing from
 * `measures` counts as failed (or skipped, for an optional one).
 */
export function judgeDeviceReport(measures: readonly DeviceCheckMeasure[], userAgent: string): JudgedDeviceCheck[] {
  const byKey = new Map(measures.map((measure) => [measure.key, measure]));
  return DEVICE_CHECKS.map((key) => {
    const measure = byKey.get(key) ?? { key, value: null, skipped: true };
    if (key === 'browser' && !measure.skipped) {
      const info = parseBrowser(userAgent);
      return { ...measure, value: info.major, detail: measure.detail ?? `${info.name} ${info.major ?? ''}`.trim(), status: judgeBrowser(info) };
    }
    return { ...measure, status: judgeDeviceCheck(measure) };
  });
}

/** The report's verdict: failed when a required check failed, a warning when any check warned, else passed. */
export function deviceReportVerdict(checks: readonly { key: DeviceCheckKey; status: DeviceCheckStatus }[]): DeviceCheckVerdict {
  let verdict: DeviceCheckVerdict = 'pass';
  for (const check of checks) {
    if (check.status === 'fail') return 'fail';
    if (check.status === 'warn') verdict = 'warn';
  }
  return verdict;
}

/** Whether a report made at `createdAt` still counts at `now` for the roster. */
export function deviceReportCurrent(createdAt: string | Date, now: Date = new Date()): boolean {
  const made = typeof createdAt === 'string' ? Date.parse(createdAt) : createdAt.getTime();
  return Number.isFinite(made) && now.getTime() - made <= DEVICE_CHECK_VALID_DAYS * 86_400_000;
}

/** Download / upload speed in Mbit/s from bytes moved in milliseconds. */
export const megabitsPerSecond = (bytes: number, ms: number): number => (ms > 0 ? (bytes * 8) / (ms * 1000) : 0);

/** The median of a list of figures (the round trips are sampled several times). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The offset of the browser's clock from the server's (ms; positive = the browser is ahead), NTP style: the server's
 * time is taken to be read half way through the round trip.
 */
export const clockOffset = (sentAt: number, serverNow: number, receivedAt: number): number => Math.round((sentAt + receivedAt) / 2 - serverNow);

/** The sizes the speed checks move (bytes): enough to measure a campus link, small enough for a phone on 4G. */
export const DEVICE_CHECK_DOWNLOAD_BYTES = 2 * 1024 * 1024;
export const DEVICE_CHECK_UPLOAD_BYTES = 1024 * 1024;
/** The largest download or upload the server serves for a speed check (bytes). */
export const DEVICE_CHECK_MAX_BYTES = 8 * 1024 * 1024;
