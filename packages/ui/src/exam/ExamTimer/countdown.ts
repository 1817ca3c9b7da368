/** Where a countdown stands: the time left when the server's values arrived, and the monotonic clock then. */
export interface CountdownAnchor {
  /** `deadline − server_now` in ms (NaN when either cannot be parsed). */
  remainingMs: number;
  /** `performance.now()` when the values arrived. */
  at: number;
  /** The values it was made from. */
  key: string;
}

export const makeAnchor = (deadline: string, serverNow: string, now: number): CountdownAnchor => ({
  remainingMs: Date.parse(deadline) - Date.parse(serverNow),
  at: now,
  key: `${deadline}|${serverNow}`,
});

/** Whole seconds left (rounded up, so 00:00:00 shows only at the end), never negative; NaN when unknown. */
export const secondsLeft = (anchor: CountdownAnchor, now: number): number =>
  Number.isNaN(anchor.remainingMs) ? Number.NaN : Math.max(0, Math.ceil((anchor.remainingMs - (now - anchor.at)) / 1000));

/** hh:mm:ss. */
export const formatCountdown = (seconds: number): string => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((part) => String(part).padStart(2, '0')).join(':');
};

export type CountdownLevel = 'normal' | 'warning' | 'critical' | 'expired' | 'unknown';

/** The level for the seconds left, given the warning thresholds in minutes (e.g. [5, 1]). */
export const levelOf = (seconds: number, warnAtMinutes: readonly [number, number]): CountdownLevel => {
  if (Number.isNaN(seconds)) return 'unknown';
  if (seconds <= 0) return 'expired';
  if (seconds <= warnAtMinutes[1] * 60) return 'critical';
  if (seconds <= warnAtMinutes[0] * 60) return 'warning';
  return 'normal';
};
