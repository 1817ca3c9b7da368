import {
  DEVICE_CHECKS,
  clockOffset,
  deviceReportCurrent,
  deviceReportVerdict,
  judgeBrowser,
  judgeDeviceCheck,
  judgeDeviceReport,
  median,
  megabitsPerSecond,
  parseBrowser,
} from './checks.js';
import { DeviceCheckReportBody, DeviceCheckRosterQuery } from '../contract/deviceCheck.js';

const CHROME_120 = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const EDGE_118 = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Safari/537.36 Edg/118.0.2088.76';
const SAFARI_17 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const QQ = 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.202.400 QQBrowser/11.9.5355.400';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const FIREFOX_60 = 'Mozilla/5.0 (X11; Linux x86_64; rv:60.0) Gecko/20100101 Firefox/60.0';

describe('device check rules', () => {
  it('names the browser and its major version, Chinese Chromium browsers by their own name', () => {
    expect(parseBrowser(CHROME_120)).toEqual({ name: 'Chrome', major: 120 });
    expect(parseBrowser(EDGE_118)).toEqual({ name: 'Edge', major: 118 });
    expect(parseBrowser(SAFARI_17)).toEqual({ name: 'Safari', major: 17 });
    expect(parseBrowser(QQ)).toEqual({ name: 'QQBrowser', major: 94 });
    expect(parseBrowser(IE11)).toEqual({ name: 'Internet Explorer', major: 11 });
    expect(parseBrowser('curl/8.0')).toEqual({ name: 'unknown', major: null });
  });

  it('fails an unsupported or old browser, warns for a dated one and an unknown one', () => {
    expect(judgeBrowser(parseBrowser(CHROME_120))).toBe('pass');
    expect(judgeBrowser(parseBrowser(QQ))).toBe('warn');
    expect(judgeBrowser(parseBrowser(IE11))).toBe('fail');
    expect(judgeBrowser(parseBrowser(FIREFOX_60))).toBe('fail');
    expect(judgeBrowser(parseBrowser('curl/8.0'))).toBe('warn');
  });

  it('judges times above their limits and speeds below theirs, at the limits included', () => {
    expect(judgeDeviceCheck({ key: 'latency', value: 40 })).toBe('pass');
    expect(judgeDeviceCheck({ key: 'latency', value: 300 })).toBe('warn');
    expect(judgeDeviceCheck({ key: 'latency', value: 1500 })).toBe('fail');
    expect(judgeDeviceCheck({ key: 'download', value: 50 })).toBe('pass');
    expect(judgeDeviceCheck({ key: 'download', value: 3 })).toBe('warn');
    expect(judgeDeviceCheck({ key: 'download', value: 1 })).toBe('fail');
    expect(judgeDeviceCheck({ key: 'clock', value: -6000 })).toBe('warn');
    expect(judgeDeviceCheck({ key: 'clock', value: 200 })).toBe('pass');
    expect(judgeDeviceCheck({ key: 'screen', value: 390 })).toBe('warn');
    expect(judgeDeviceCheck({ key: 'screen', value: 900 })).toBe('pass');
  });

  it('fails a missing required capability, warns for a blocked pop-up, skips an optional check the user left', () => {
    expect(judgeDeviceCheck({ key: 'websocket', value: 0 })).toBe('fail');
    expect(judgeDeviceCheck({ key: 'cookies', value: 1 })).toBe('pass');
    expect(judgeDeviceCheck({ key: 'popup', value: 0 })).toBe('warn');
    expect(judgeDeviceCheck({ key: 'popup', value: null, skipped: true })).toBe('warn');
    expect(judgeDeviceCheck({ key: 'camera', value: null, skipped: true })).toBe('skipped');
    expect(judgeDeviceCheck({ key: 'kernel', value: null })).toBe('fail');
    expect(judgeDeviceCheck({ key: 'kernel', value: null, skipped: true })).toBe('fail');
  });

  it('judges a whole report: every check in order, the browser from the user agent, missing ones failed', () => {
    const judged = judgeDeviceReport(
      [
        { key: 'browser', value: 999, detail: 'forged' },
        { key: 'latency', value: 20 },
        { key: 'camera', value: null, skipped: true },
      ],
      IE11,
    );
    expect(judged.map((check) => check.key)).toEqual([...DEVICE_CHECKS]);
    expect(judged[0]).toMatchObject({ key: 'browser', value: 11, status: 'fail' });
    expect(judged.find((check) => check.key === 'latency')?.status).toBe('pass');
    expect(judged.find((check) => check.key === 'kernel')?.status).toBe('fail');
    expect(judged.find((check) => check.key === 'camera')?.status).toBe('skipped');
    expect(judged.find((check) => check.key === 'microphone')?.status).toBe('skipped');
    expect(deviceReportVerdict(judged)).toBe('fail');
  });

  it('gives the verdict: a failure fails, a warning warns, skipped checks do not count', () => {
    expect(deviceReportVerdict([{ key: 'latency', status: 'pass' }, { key: 'camera', status: 'skipped' }])).toBe('pass');
    expect(deviceReportVerdict([{ key: 'latency', status: 'warn' }, { key: 'echo', status: 'pass' }])).toBe('warn');
    expect(deviceReportVerdict([{ key: 'latency', status: 'warn' }, { key: 'echo', status: 'fail' }])).toBe('fail');
  });

  it('computes speeds, medians, the clock offset and how long a report counts', () => {
    expect(megabitsPerSecond(1_000_000, 1000)).toBe(8);
    expect(megabitsPerSecond(10, 0)).toBe(0);
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([])).toBeNull();
    // Sent at 1000, answered at 1100 with the server reading 1000 in the middle: the browser is 50 ms ahead.
    expect(clockOffset(1000, 1000, 1100)).toBe(50);
    const now = new Date('2026-11-26T00:00:00Z');
    expect(deviceReportCurrent('2026-11-20T00:00:00Z', now)).toBe(true);
    expect(deviceReportCurrent('2026-11-01T00:00:00Z', now)).toBe(false);
    expect(deviceReportCurrent('not a date', now)).toBe(false);
  });

  it('refuses a report with a check twice, an unknown check, and a roster query naming both or neither', () => {
    expect(DeviceCheckReportBody.safeParse({ checks: [{ key: 'latency', value: 1 }, { key: 'latency', value: 2 }] }).success).toBe(false);
    expect(DeviceCheckReportBody.safeParse({ checks: [{ key: 'gpu', value: 1 }] }).success).toBe(false);
    expect(DeviceCheckReportBody.safeParse({ checks: [{ key: 'latency', value: 1, detail: 'x'.repeat(201) }] }).success).toBe(false);
    expect(DeviceCheckReportBody.safeParse({ checks: [{ key: 'latency', value: 12 }], exam_id: 3 }).success).toBe(true);
    expect(DeviceCheckRosterQuery.safeParse({ class_id: '1', exam_id: '2' }).success).toBe(false);
    expect(DeviceCheckRosterQuery.safeParse({}).success).toBe(false);
    expect(DeviceCheckRosterQuery.safeParse({ class_id: '4' }).data).toEqual({ class_id: 4 });
  });
});
