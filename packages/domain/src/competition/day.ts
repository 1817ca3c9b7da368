// Calendar days in a named time zone (daily submission limits turn at midnight Asia/Shanghai, whatever the
// server's or the browser's own zone), on the one zoned-time helper of ../time.
import { DEFAULT_TIME_ZONE, instantOfWallTime, wallTimeAt } from '../time/index.js';

/** The competitions' time zone. */
export const COMPETITION_TIME_ZONE = DEFAULT_TIME_ZONE;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const wall = (instant: Date | string, timeZone: string) => {
  const w = wallTimeAt(instant, timeZone);
  if (w === null) throw new RangeError(`Invalid instant: ${String(instant)}`);
  return w;
};

/** `YYYY-MM-DD` of `instant` on the wall calendar of `timeZone`. */
export function dayKey(instant: Date | string, timeZone = COMPETITION_TIME_ZONE): string {
  const w = wall(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The first instant of the zone's calendar day y-m-d (its midnight, or the first hour after a skipped one). */
function firstInstantOf(year: number, month: number, day: number, timeZone: string): Date {
  for (let hour = 0; hour < 24; hour += 1) {
    const at = instantOfWallTime({ year, month, day, hour, minute: 0, second: 0 }, timeZone);
    if (at !== null) return at;
  }
  throw new RangeError(`No instant for ${year}-${month}-${day} in ${timeZone}`);
}

/** The instant the zone's day containing `instant` began (its local midnight). */
export function startOfDay(instant: Date | string, timeZone = COMPETITION_TIME_ZONE): Date {
  const w = wall(instant, timeZone);
  return firstInstantOf(w.year, w.month, w.day, timeZone);
}

/** The instant the zone's next day begins after `instant` (when a daily limit resets). */
export function startOfNextDay(instant: Date | string, timeZone = COMPETITION_TIME_ZONE): Date {
  const w = wall(instant, timeZone);
  const next = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  return firstInstantOf(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone);
}
