// Budgets of long-lived connections (server-sent-event streams): per signed-in user, per client address and in
// total, each held for a bounded lifetime. Every open stream holds a file descriptor and a place in the hub's sets;
// without a budget anonymous clients can take every descriptor of the process (issue 37: 21,000 public board streams
// filled 20,000 of 20,000 and refused sign-in and health). A refusal says which cap was hit and when a place is
// expected to free: the oldest stream of that scope ends at its lifetime, and the client reconnects after that.
import { AppError } from '../errors.js';

export interface ConnectionLimits {
  /** Streams one signed-in user may hold at once. */
  perUser: number;
  /**
   * Anonymous streams one address may hold at once. Signed-in streams are bounded per user instead: a whole computer
   * room behind one campus address watches its boards signed in.
   */
  perAddress: number;
  /** Streams of every kind this process holds at once (far below its file-descriptor limit). */
  total: number;
  /** A stream is closed after this long; the client reconnects (the SSE `retry:` delay) and takes a place anew. */
  lifetimeMs: number;
}

/** Defaults: a few tabs per person, a classroom per address, a few thousand in total, a quarter of an hour each. */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { perUser: 5, perAddress: 50, total: 2000, lifetimeMs: 15 * 60_000 };

/** Who opens a stream: the signed-in user (null: anonymous) and the client's address. */
export interface ConnectionOwner {
  userId: number | null;
  address: string;
}

/** A place taken in the budget; `release` is idempotent and also stops the lifetime timer. */
export interface ConnectionLease {
  release(): void;
}

/** A refusal: HTTP 429 for a per-user or per-address cap, 503 when the process is full; `retryAfter` in seconds. */
export class ConnectionRefused extends AppError {
  constructor(
    readonly scope: 'user' | 'address' | 'total',
    readonly limit: number,
    readonly retryAfter: number,
  ) {
    const text = {
      user: { zh: `你已打开 ${limit} 个实时连接（上限），请关闭其他页面后重试`, en: `You already hold ${limit} live connections (the limit); close another tab and try again` },
      address: { zh: `该网络地址已打开 ${limit} 个实时连接（上限），请稍后重试`, en: `This address already holds ${limit} live connections (the limit); try again later` },
      total: { zh: `服务器实时连接已满（${limit} 个），请稍后重试`, en: `The server holds its maximum of ${limit} live connections; try again later` },
    }[scope];
    super(0, { zh: `${text.zh}（${retryAfter} 秒后）`, en: `${text.en} (in ${retryAfter} s)` }, scope === 'total' ? 503 : 429);
    this.name = 'ConnectionRefused';
  }
}

interface Held {
  startedAt: number;
  owner: ConnectionOwner;
}

export class ConnectionBudget {
  // Sets keep insertion order: the first element of each is its oldest stream (the one whose lifetime ends first).
  readonly #all = new Set<Held>();
  readonly #byUser = new Map<number, Set<Held>>();
  readonly #byAddress = new Map<string, Set<Held>>();

  constructor(
    readonly limits: ConnectionLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get held(): number {
    return this.#all.size;
  }

  /** Refuses (throws ConnectionRefused) when `owner` could not take a place now; takes nothing. */
  check(owner: ConnectionOwner): void {
    const { perUser, perAddress, total } = this.limits;
    if (owner.userId !== null) {
      const mine = this.#byUser.get(owner.userId);
      if (mine !== undefined && mine.size >= perUser) throw new ConnectionRefused('user', perUser, this.#retryAfter(mine));
    } else {
      const here = this.#byAddress.get(owner.address);
      if (here !== undefined && here.size >= perAddress) throw new ConnectionRefused('address', perAddress, this.#retryAfter(here));
    }
    if (this.#all.size >= total) throw new ConnectionRefused('total', total, this.#retryAfter(this.#all));
  }

  /**
   * Takes a place for `owner` (throws ConnectionRefused when a cap is reached) and calls `expire` when its lifetime
   * ends. The caller releases the lease when the connection closes, whichever comes first.
   */
  take(owner: ConnectionOwner, expire: () => void): ConnectionLease {
    this.check(owner);
    const held: Held = { startedAt: this.now(), owner };
    this.#all.add(held);
    if (owner.userId !== null) add(this.#byUser, owner.userId, held);
    else add(this.#byAddress, owner.address, held);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      this.#all.delete(held);
      if (owner.userId !== null) remove(this.#byUser, owner.userId, held);
      else remove(this.#byAddress, owner.address, held);
    };
    const timer = setTimeout(() => {
      release();
      expire();
    }, this.limits.lifetimeMs);
    timer.unref();
    return { release };
  }

  /** Seconds until the oldest stream of `set` reaches its lifetime (at least 1). */
  #retryAfter(set: Set<Held>): number {
    const oldest = set.values().next().value as Held | undefined;
    const endsIn = oldest === undefined ? 0 : oldest.startedAt + this.limits.lifetimeMs - this.now();
    return Math.max(1, Math.ceil(endsIn / 1000));
  }
}

function add<K>(map: Map<K, Set<Held>>, key: K, held: Held): void {
  let set = map.get(key);
  if (set === undefined) {
    set = new Set();
    map.set(key, set);
  }
  set.add(held);
}

function remove<K>(map: Map<K, Set<Held>>, key: K, held: Held): void {
  const set = map.get(key);
  if (set === undefined) return;
  set.delete(held);
  if (set.size === 0) map.delete(key);
}
