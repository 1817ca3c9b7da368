import { formatWallTime, instantOfWallTime, isoInZone, parseWallTime, wallTimeAt, zoneOffsetMinutes } from './zonedTime.js';

describe('zoned wall time', () => {
  it('shows an instant as wall time in a named zone, whatever the machine zone', () => {
    expect(formatWallTime('2026-03-01T01:00:00.000Z')).toBe('2026-03-01 09:00');
    expect(formatWallTime('2026-02-28T20:30:00-05:00', 'Asia/Shanghai', 'T')).toBe('2026-03-01T09:30');
    expect(formatWallTime('2026-07-01T13:30:00Z', 'America/New_York')).toBe('2026-07-01 09:30');
    expect(formatWallTime('not a date')).toBe('');
    expect(wallTimeAt('2026-12-31T16:00:00Z')).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
  });

  it('knows each zone’s offset at an instant, daylight saving included', () => {
    expect(zoneOffsetMinutes('2026-03-01T00:00:00Z')).toBe(480);
    expect(zoneOffsetMinutes('2026-07-01T12:00:00Z', 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes('2026-01-15T12:00:00Z', 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes('2026-03-01T00:00:00Z', 'Asia/Kolkata')).toBe(330);
  });

  it('reads wall time in a zone as an instant with that zone’s offset', () => {
    expect(parseWallTime('2026-03-01 09:00')).toBe('2026-03-01T09:00:00+08:00');
    expect(parseWallTime('2026-03-01T09:00', 'Asia/Shanghai', 'T')).toBe('2026-03-01T09:00:00+08:00');
    expect(parseWallTime('2026-07-01T09:30', 'America/New_York')).toBe('2026-07-01T09:30:00-04:00');
    expect(parseWallTime('2026-01-15 09:30', 'America/New_York')).toBe('2026-01-15T09:30:00-05:00');
    expect(parseWallTime('2026-03-01 09:00', 'Asia/Kolkata')).toBe('2026-03-01T09:00:00+05:30');
    expect(isoInZone(Date.UTC(2026, 10, 20, 1, 30))).toBe('2026-11-20T09:30:00+08:00');
  });

  it('refuses times that do not exist there, and text that is not a time', () => {
    expect(parseWallTime('2026-02-30 09:00')).toBeNull();
    expect(parseWallTime('2026-03-01 24:10')).toBeNull();
    expect(parseWallTime('2026-03-01 09:00', 'Asia/Shanghai', 'T')).toBeNull();
    expect(parseWallTime('明天')).toBeNull();
    // 02:30 on 8 March 2026 is skipped in New York (clocks go from 02:00 to 03:00).
    expect(instantOfWallTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 }, 'America/New_York')).toBeNull();
    expect(instantOfWallTime({ year: 2026, month: 3, day: 8, hour: 3, minute: 30, second: 0 }, 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('round-trips an instant through its wall time', () => {
    const start = '2026-05-04T06:15:00.000Z';
    expect(new Date(parseWallTime(formatWallTime(start)) ?? '').toISOString()).toBe(start);
  });
});

describe('one wall-time formatter for every caller (issue 31): the strings each one wrote by its own Intl formatter', () => {
  const instants = ['2026-03-01T01:05:09Z', '2026-12-31T16:00:00Z', '2026-10-10T15:59:59.999Z', '2027-01-09T23:30:00Z'];
  const intl = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', ...options });
  const minute = intl('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const seconds = intl('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const sheet = intl('zh-CN', { dateStyle: 'short', timeStyle: 'medium', hour12: false });
  const day = intl('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' });

  it.each(instants)('%s', (iso) => {
    const at = new Date(iso);
    expect(formatWallTime(at, 'Asia/Shanghai')).toBe(minute.format(at).replace(', ', ' '));
    expect(formatWallTime(iso, 'Asia/Shanghai', 'seconds')).toBe(seconds.format(at));
    expect(formatWallTime(at, 'Asia/Shanghai', 'zh-datetime')).toBe(sheet.format(at));
    expect(formatWallTime(at, 'Asia/Shanghai', 'zh-date')).toBe(day.format(at));
  });

  it('writes nothing for a missing or invalid instant', () => {
    expect(formatWallTime(null)).toBe('');
    expect(formatWallTime(undefined, 'Asia/Shanghai', 'seconds')).toBe('');
    expect(formatWallTime('', 'Asia/Shanghai', 'zh-date')).toBe('');
  });

  it('reads the examples of its documentation', () => {
    expect(formatWallTime('2026-03-01T01:05:09Z', 'Asia/Shanghai', 'seconds')).toBe('2026-03-01 09:05:09');
    expect(formatWallTime('2026-03-01T01:05:09Z', 'Asia/Shanghai', 'zh-datetime')).toBe('2026/3/1 09:05:09');
    expect(formatWallTime('2026-03-01T01:05:09Z', 'Asia/Shanghai', 'zh-date')).toBe('2026年3月1日');
  });
});
