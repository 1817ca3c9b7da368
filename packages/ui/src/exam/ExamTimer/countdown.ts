import { remainingMs } from '@finedu/domain';

/** Where a countdown stands: the server's values, and the monotonic clock when they arrived. */
export interface CountdownAnchor {
  deadline: string;
  serverNow: string;
  /** `performance.now()` when the values arrived. */
  at: number;
  /** The values it was made from. */
  key: string;
}

export const makeAnchor = (deadline: string, serverNow: string, now: number): CountdownAnchor => ({ deadline, serverNow, at: now, key: `${deadline}|${serverNow}` });

/** Milliseconds left (the domain's server-anchored rule), never negative; NaN when the server's values cannot be read. */
export const msLeft = (anchor: CountdownAnchor, now: number): number =>
  Number.isNaN(Date.parse(anchor.deadline) - Date.parse(anchor.serverNow)) ? Number.NaN : remainingMs(anchor.deadline, anchor.serverNow, anchor.at, now);

export type CountdownLevel = 'normal' | 'warning' | 'critical' | 'expired' | 'unknown';

/** The level for the seconds left, given the warning thresholds in minutes (e.g. [5, 1]). */
export const levelOf = (seconds: number, warnAtMinutes: readonly [number, number]): CountdownLevel => {
  if (Number.isNaN(seconds)) return 'unknown';
  if (seconds <= 0) return 'expired';
  if (seconds <= warnAtMinutes[1] * 60) return 'critical';
  if (seconds <= warnAtMinutes[0] * 60) return 'warning';
  return 'normal';
};
