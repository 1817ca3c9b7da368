// Users' last signed-in request, for "users active in the last 5 minutes and today". Each request only marks
// the user in memory; every few seconds one UPDATE writes the users seen since, and a user is written at most
// once a minute per instance, so busy exam traffic costs almost nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { touchUsers } from './repository.js';

const FLUSH_MS = 5_000;
const REWRITE_AFTER_MS = 60_000;
/** Users remembered as "written recently"; beyond this the oldest are forgotten (they are written again, harmlessly). */
const MAX_REMEMBERED = 50_000;

export class ActivityRecorder {
  readonly #pending = new Set<number>();
  readonly #written = new Map<number, number>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  seen(userId: number): void {
    const last = this.#written.get(userId);
    if (last !== undefined && this.now().getTime() - last < REWRITE_AFTER_MS) return;
    this.#pending.add(userId);
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.#timer.unref();
  }

  /** Write the users seen since the last flush (tests call it to see the figures at once). */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    if (this.#pending.size === 0) return;
    const ids = [...this.#pending];
    this.#pending.clear();
    const now = this.now();
    this.#flushing = touchUsers(this.db, ids, now)
      .then(() => {
        for (const id of ids) {
          this.#written.delete(id);
          this.#written.set(id, now.getTime());
        }
        while (this.#written.size > MAX_REMEMBERED) this.#written.delete(this.#written.keys().next().value!);
      })
      .catch((err: unknown) => this.log.warn({ err }, 'operations: recording user activity failed'))
      .finally(() => {
        this.#flushing = null;
      });
    await this.#flushing;
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.flush();
  }
}
