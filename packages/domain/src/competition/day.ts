// Calendar days in a named time zone (daily submission limits turn at midnight Asia/Shanghai, whatever the
// server's or the browser's own zone).

/** The competitions' time zone. */
export const COMPETITION_TIME_ZONE = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string): Intl.DateTimeFormat => {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
};

const parts = (instant: Date, timeZone: string) => {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as { year: number; month: number; day: number; hour: number; minute: number; second: number };
};

/** `YYYY-MM-DD` of `instant` on the wall calendar of `timeZone`. */
export function dayKey(instant: Date | string, timeZone = COMPETITION_TIME_ZONE): string {
  const p = parts(new Date(instant), timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The zone's offset from UTC at `instant`, in minutes (e.g. +480 for Asia/Shanghai). */
export function zoneOffsetMinutes(instant: Date | string, timeZone = COMPETITION_TIME_ZONE): number {
  const at = new Date(instant);
  const p = parts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/** The instant the zone's day containing `instant` began (its local midnight). */
export function startOfDay(instant: Date | string, timeZone = COMPETITION_TIME_ZONE): Date {
  const [y, m, d] = dayKey(instant, timeZone).split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  // Two passes settle the offset even across a daylight-saving change.
  let at = guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60000;
  at = guess - zoneOffsetMinutes(new Date(at), timeZone) * 60000;
  return new Date(at);
}

/** The instant the zone's next day begins after `instant` (when a daily limit resets). */
export function startOfNextDay(instant: Date | string, timeZone = COMPETITION_TIME_ZONE): Date {
  const start = startOfDay(instant, timeZone);
  return startOfDay(new Date(start.getTime() + 36 * 3600 * 1000), timeZone);
}
