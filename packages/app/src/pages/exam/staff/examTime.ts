/** The college's time zone for exam windows (DESIGN.md: Asia/Shanghai unless the college sets another). */
export const COLLEGE_TIME_ZONE = 'Asia/Shanghai';

const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/** The wall-clock fields of an instant in a time zone. */
function wallClock(ms: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Minutes the zone is ahead of UTC at an instant (Asia/Shanghai: 480). */
function offsetMinutes(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60000);
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value (`YYYY-MM-DDTHH:mm`, wall time in the college's zone) as an ISO string with that
 * zone's offset, e.g. `2026-03-01T09:00` → `2026-03-01T09:00:00+08:00`; null when the value is not a date-time.
 */
export function localInputToIso(value: string, timeZone = COLLEGE_TIME_ZONE): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const probe = new Date(wallAsUtc);
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // Two passes settle the offset around a daylight-saving change.
  let offset = offsetMinutes(wallAsUtc - offsetMinutes(wallAsUtc, timeZone) * 60000, timeZone);
  offset = offsetMinutes(wallAsUtc - offset * 60000, timeZone);
  const sign = offset < 0 ? '-' : '+';
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** An ISO instant as a `datetime-local` value in the college's zone (`''` for nothing or a bad value). */
export function isoToLocalInput(iso: string | null | undefined, timeZone = COLLEGE_TIME_ZONE): string {
  if (!iso) return '';
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return '';
  const w = wallClock(ms, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}
