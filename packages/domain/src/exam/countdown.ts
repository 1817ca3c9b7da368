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

/** `HH:MM:SS` (or `MM:SS` under an hour) of a duration, rounded up to the second so 0 shows only at the end. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Monotonic clock of the runtime (`performance.now()`), looked up on each call so importing needs no DOM. */
export function monotonicNow(): number {
  const perf = (globalThis as { performance?: { now?: () => number } }).performance;
  return perf?.now ? perf.now() : Date.now();
}
