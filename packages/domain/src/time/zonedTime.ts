/**
 * Wall time in a named time zone, to and from an instant, by the platform's Intl (no offset is written by hand):
 * the platform shows and reads times in the college's zone (DESIGN.md: Asia/Shanghai), whatever the browser's.
 */

/** The zone times are shown and entered in unless a college sets another. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** The fields of a wall-clock time (month 1–12). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const toInstant = (value: Date | number | string): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/** The wall time an instant shows in `timeZone`; null for an invalid instant. */
export function wallTimeAt(instant: Date | number | string, timeZone: string = DEFAULT_TIME_ZONE): WallTime | null {
  const ms = toInstant(instant);
  if (Number.isNaN(ms)) return null;
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) fields[part.type] = Number(part.value);
  return { year: fields.year ?? 0, month: fields.month ?? 0, day: fields.day ?? 0, hour: fields.hour ?? 0, minute: fields.minute ?? 0, second: fields.second ?? 0 };
}

const wallAsUtc = (w: WallTime): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** Minutes `timeZone` is ahead of UTC at an instant (Asia/Shanghai: 480, New York in July: −240). */
export function zoneOffsetMinutes(instant: Date | number | string, timeZone: string = DEFAULT_TIME_ZONE): number {
  const ms = toInstant(instant);
  const wall = wallTimeAt(ms, timeZone);
  return wall === null ? Number.NaN : Math.round((wallAsUtc(wall) - Math.floor(ms / 1000) * 1000) / 60_000);
}

const sameWall = (a: WallTime, b: WallTime) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute && a.second === b.second;

/**
 * The instant at which `timeZone`'s clocks show `wall`; null when no such instant exists (30 February, 24:10,
 * or an hour skipped by a daylight-saving change).
 */
export function instantOfWallTime(wall: WallTime, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const asUtc = wallAsUtc(wall);
  if (Number.isNaN(asUtc)) return null;
  // Two passes settle the offset around a daylight-saving change.
  const first = asUtc - zoneOffsetMinutes(asUtc, timeZone) * 60_000;
  const ms = asUtc - zoneOffsetMinutes(first, timeZone) * 60_000;
  const shown = wallTimeAt(ms, timeZone);
  return shown !== null && sameWall(shown, wall) ? new Date(ms) : null;
}

const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/**
 * How `formatWallTime` writes a wall time (2026-03-01 09:05:09 here):
 * `' '` `2026-03-01 09:05` (DESIGN.md, the pages); `'T'` `2026-03-01T09:05` (a `datetime-local` value);
 * `'seconds'` `2026-03-01 09:05:09` (CSV exports); `'zh-datetime'` `2026/3/1 09:05:09` (Excel sheets);
 * `'zh-date'` `2026年3月1日` (certificates and documents).
 */
export type WallTimeFormat = ' ' | 'T' | 'seconds' | 'zh-datetime' | 'zh-date';

/** An instant as wall time in `timeZone`, written as `format` says; `''` for a missing or invalid instant. */
export function formatWallTime(instant: Date | number | string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE, format: WallTimeFormat = ' '): string {
  const w = instant === null || instant === undefined ? null : wallTimeAt(instant, timeZone);
  if (w === null) return '';
  const date = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  const time = `${pad(w.hour)}:${pad(w.minute)}`;
  switch (format) {
    case 'seconds':
      return `${date} ${time}:${pad(w.second)}`;
    case 'zh-datetime':
      return `${w.year}/${w.month}/${w.day} ${time}:${pad(w.second)}`;
    case 'zh-date':
      return `${w.year}年${w.month}月${w.day}日`;
    default:
      return `${date}${format}${time}`;
  }
}

/** An instant as ISO 8601 with `timeZone`'s offset at that instant, to the second: `2026-03-01T09:00:00+08:00`. */
export function isoInZone(instant: Date | number | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const w = wallTimeAt(instant, timeZone);
  if (w === null) return '';
  const offset = zoneOffsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

const WALL_INPUT = { ' ': /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/, T: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/, any: /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/ } as const;

/**
 * `YYYY-MM-DD HH:mm` typed as wall time in `timeZone` (`separator` says whether a space, a `T` or either stands
 * between date and time) → ISO with the zone's offset; null when it is not a real time there.
 */
export function parseWallTime(value: string, timeZone: string = DEFAULT_TIME_ZONE, separator: keyof typeof WALL_INPUT = 'any'): string | null {
  const match = WALL_INPUT[separator].exec(value.trim());
  if (match === null) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const instant = instantOfWallTime({ year, month, day, hour, minute, second: 0 }, timeZone);
  return instant === null ? null : isoInZone(instant, timeZone);
}
