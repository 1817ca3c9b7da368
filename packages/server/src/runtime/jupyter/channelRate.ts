// Kernel channel connections per user and minute (issue 35): a client that reconnects in a loop (a stock client told
// "no" after the upgrade once did ~20,000 times a minute) is answered 429 on the upgrade until its minute has room.
// Counted per API instance, in memory: behind N instances a user gets at most N times the limit.

export const DEFAULT_CHANNEL_CONNECTS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;

export class ChannelRate {
  private readonly recent = new Map<number, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one connection of `userId`: null when it may go on, else the seconds until it may try again. */
  take(userId: number): { retryAfterS: number } | null {
    const now = this.now();
    const since = now - WINDOW_MS;
    const times = (this.recent.get(userId) ?? []).filter((t) => t > since);
    if (times.length >= this.perMinute) {
      this.recent.set(userId, times);
      return { retryAfterS: Math.max(1, Math.ceil((times[0]! + WINDOW_MS - now) / 1000)) };
    }
    times.push(now);
    this.recent.set(userId, times);
    if (this.recent.size > 10_000) this.sweep(since);
    return null;
  }

  private sweep(since: number): void {
    for (const [userId, times] of this.recent) if (times.every((t) => t <= since)) this.recent.delete(userId);
  }
}
