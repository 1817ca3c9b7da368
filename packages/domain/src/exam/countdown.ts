/**
 * Server-anchored countdown (notes/exam-engine.md, "Time"): the page counts down from `deadline − server_now`
 * of the last answer, advanced by the monotonic time elapsed since that answer arrived. The browser's wall
 * clock is never read, so a wrong or changed system clock cannot lengthen or shorten an exam.
 */

const toEpoch = (value: string | number): number => (typeof value === 'number' ? value : Date.parse(value));

/**
 * Milliseconds left before `deadline`, never below 0.
 * @param deadline the attempt's deadline (server timestamp or epoch ms)
 * @param serverNow the server's clock in the same answer (server timestamp or epoch ms)
 * @param receivedAtMonotonic monotonic time (e.g. `performance.now()`) when that answer arrived
 * @param nowMonotonic monotonic time now, on the same clock
 */
export function remainingMs(deadline: string | number, serverNow: string | number, receivedAtMonotonic: number, nowMonotonic: number): number {
  const atReceipt = toEpoch(deadline) - toEpoch(serverNow);
  if (!Number.isFinite(atReceipt)) return 0;
  const elapsed = Math.max(0, nowMonotonic - receivedAtMonotonic);
  return Math.max(0, atReceipt - elapsed);
}

/** The last server answer that anchors the countdown. */
export interface ServerClockAnchor {
  deadline: string;
  server_now: string;
  /** Monotonic time when the answer arrived. */
  received_at: number;
}

/** How a countdown names whole days: `1d` unless the page gives its words (e.g. `1 天`, `1 day`). */
export type CountdownDays = (days: number) => string;

/**
 * The exam timer's reading: `HH:MM:SS` (`00:09:50`, `01:02:03`), with the whole days in front from 24 hours on
 * (`1d 00:00:00`), so that an exam of any length reads the same way. Rounded up to the second, so `00:00:00`
 * shows only at the end; below zero or unreadable reads `00:00:00`.
 */
export function formatCountdown(ms: number, days: CountdownDays = (count) => `${count}d`): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  const wholeDays = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return wholeDays > 0 ? `${days(wholeDays)} ${clock}` : clock;
}

/** Monotonic clock of the runtime (`performance.now()`), looked up on each call so importing needs no DOM. */
export function monotonicNow(): number {
  const perf = (globalThis as { performance?: { now?: () => number } }).performance;
  return perf?.now ? perf.now() : Date.now();
}
