// A pool of pre-started sandboxed kernels (issue 14): when a class opens a case together, each student takes a
// kernel that has already done the slow half of its start (Python and ipykernel's imports) instead of queueing 40
// kernel starts on the CPU at once.
//
// A pooled kernel runs in the same sandbox, limits and cgroup as a user's, but as nobody: no uid yet, and an empty
// home slot nothing is mounted on (sandbox-kernel.py, pool_kernel.py). It has no row in the kernel table, so every
// ownership check answers "no such kernel" until it is handed out; the hand-out reserves it for the user under the
// same advisory lock and per-user cap as any start (KernelStore.reserve), then the host mounts that user's home into
// its sandbox and the kernel drops to the user's uid before it runs anything (KernelPoolHost.assign). A kernel that
// was handed out is never given to anyone else: when its session ends it is shut down like any other, and the pool
// starts a new one in the background.
//
// Pooled kernels count toward the global cap (they are Jupyter kernels like the others, and the pool reserves room
// for each start under the same lock); a user takes one without a global check (that adds no kernel), so at the cap
// the pool drains into users' hands and refills only as room comes back. Kernels the pool started die with the
// embedded Jupyter Server; `close` shuts down those still waiting.
//
// A start whose answer never came (Jupyter slow under load, the request timed out) may still give a kernel: nobody
// holds it, yet it counts toward the global cap. Every pool of this process claims the kernels it started; an
// unclaimed pooled kernel seen while no pooled start waits for its answer is such a stray, and the next check adopts it
// (room in the pool, and it waits) or shuts it down.
import type { FastifyBaseLogger } from 'fastify';
import type { JupyterApi } from './jupyterApi.js';
import type { KernelPoolHost } from './backend.js';
import type { KernelCaps, KernelStore } from './kernelStore.js';

export interface KernelPoolOptions {
  /** How many kernels to keep waiting (0: no pool). */
  size: number;
  host: KernelPoolHost;
  jupyter: JupyterApi;
  kernels: KernelStore;
  caps: KernelCaps;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Told the number of waiting kernels whenever it changes (the `finedu_kernel_pool_ready` gauge). */
  onChange?: (ready: number) => void;
  /** How often the pool checks its kernels still exist and tries to refill after a refusal (ms; default 10 s). */
  checkMs?: number;
}

/** A kernel that has not done its imports within this long is shut down and replaced. */
const WAIT_READY_MS = 90_000;
/** Kernels the pool starts at once: a refill must not compete with a class for the CPU. */
const MAX_STARTING = 2;
/** No refill while kernels are being handed out (a class arriving): only this long after the last hand-out. */
const QUIET_MS = 3_000;
const POLL_MS = 50;
/** A pooled kernel start's request: as long as a kernel may take to get ready (Jupyter answers once it runs). */
const START_REQUEST_MS = WAIT_READY_MS;

/** Pooled kernels the pools of this process started (from Jupyter's answer until they are handed out or shut down). */
const claimed = new Set<string>();
/** Pooled starts of this process waiting for Jupyter's answer: while any does, an unclaimed kernel may be theirs. */
let startsInFlight = 0;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class KernelPool {
  private readonly waiting: string[] = [];
  private starting = 0;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  /** Refills stop after a refusal (cap reached) or a failure until the next check. */
  private paused = false;
  private lastHandOut = 0;
  private quietTimer: NodeJS.Timeout | null = null;
  /** Periodic checks completed (see `checked`). */
  private checks = 0;
  /** Kernels taken for a start and not yet handed out, put back or discarded: a refill must not replace them yet. */
  private readonly taken = new Set<string>();
  /** Strays this pool has seen, with when it first saw them (one that never gets ready is shut down). */
  private readonly strays = new Map<string, number>();

  constructor(private readonly options: KernelPoolOptions) {}

  /** Kernels waiting to be handed out. */
  get ready(): number {
    return this.waiting.length;
  }

  get size(): number {
    return this.options.size;
  }

  /** Starts filling the pool and checking it periodically. */
  start(): void {
    if (this.options.size <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.check(), this.options.checkMs ?? 10_000);
    this.timer.unref();
    this.refill();
  }

  /**
   * A waiting kernel for one start, if any: it leaves the pool now, and is then handed out (`handOut`), put back
   * untouched (`giveBack`) or shut down (`discard`); the first and the last start a new one in the background.
   */
  take(): string | undefined {
    const kernelId = this.waiting.shift();
    if (kernelId !== undefined) {
      this.taken.add(kernelId);
      this.changed();
    }
    return kernelId;
  }

  /** Puts back a kernel taken but never handed out (the user was refused before anything was done with it). */
  giveBack(kernelId: string): void {
    this.taken.delete(kernelId);
    // Full again already (a refill finished meanwhile): the pool never holds more than its size.
    if (this.closed || this.waiting.length >= this.options.size) {
      void this.shutDown(kernelId);
      return;
    }
    this.waiting.unshift(kernelId);
    this.changed();
  }

  /** Hands a taken kernel to `userId` for the session at `sessionPath` (see KernelPoolHost.assign). */
  handOut(kernelId: string, userId: number, sessionPath: string): Promise<void> {
    this.lastHandOut = Date.now();
    this.taken.delete(kernelId);
    this.refill();
    return this.options.host.assign(kernelId, userId, sessionPath).finally(() => claimed.delete(kernelId));
  }

  /** Shuts down a taken kernel whose hand-out failed: it may belong to the user already, so it is never put back. */
  async discard(kernelId: string): Promise<void> {
    this.taken.delete(kernelId);
    this.refill();
    await this.shutDown(kernelId);
  }

  /** Kernels this pool holds or will: waiting, starting, and taken but not yet handed out. */
  private held(): number {
    return this.waiting.length + this.starting + this.taken.size;
  }

  /** Waits until the pool holds `count` waiting kernels (benchmarks, tests); false after `timeoutMs`. */
  async filled(count = this.options.size, timeoutMs = 120_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.waiting.length < count) {
      if (Date.now() > deadline || this.closed) return false;
      await sleep(POLL_MS);
    }
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.quietTimer) clearTimeout(this.quietTimer);
    this.timer = null;
    const left = this.waiting.splice(0);
    this.changed();
    await Promise.all(left.map((id) => this.shutDown(id)));
  }

  private refill(): void {
    const quietIn = this.lastHandOut + QUIET_MS - Date.now();
    if (quietIn > 0) {
      this.quietTimer ??= setTimeout(() => {
        this.quietTimer = null;
        this.refill();
      }, quietIn);
      return;
    }
    while (!this.closed && !this.paused && this.starting < MAX_STARTING && this.held() < this.options.size) {
      this.starting += 1;
      void this.startOne()
        .then(
          (started) => {
            if (!started) this.paused = true;
          },
          (err: unknown) => {
            this.paused = true;
            this.options.log.warn({ err }, 'notebook: starting a pooled kernel failed');
          },
        )
        .finally(() => {
          this.starting -= 1;
          this.refill();
        });
    }
  }

  /** Starts one pooled kernel and waits until it waits; false when the global cap leaves no room. */
  private async startOne(): Promise<boolean> {
    const { jupyter, kernels, caps, host } = this.options;
    const liveKernels = async (): Promise<string[]> => (await jupyter.kernels()).map((k) => k.id);
    const reservation = await kernels.reservePool(caps, liveKernels);
    if (reservation === null) return false;
    let kernelId: string;
    startsInFlight += 1;
    try {
      const answer = await jupyter.request('POST', 'api/kernels', { name: 'python3', path: host.folder }, START_REQUEST_MS);
      const id = (answer.body as { id?: unknown } | null)?.id;
      if (answer.status >= 300 || typeof id !== 'string') throw new Error(`Jupyter answered ${answer.status} to a pooled kernel start`);
      kernelId = id;
      claimed.add(kernelId);
    } finally {
      startsInFlight -= 1;
      // Jupyter lists the kernel now (or there is none): it counts toward the cap from there.
      await kernels.release(reservation);
    }
    const deadline = Date.now() + WAIT_READY_MS;
    while (!host.isWaiting(kernelId)) {
      if (this.closed || Date.now() > deadline) {
        await this.shutDown(kernelId);
        if (this.closed) return true;
        throw new Error(`pooled kernel ${kernelId} did not get ready within ${WAIT_READY_MS} ms`);
      }
      await sleep(POLL_MS);
    }
    // Closed meanwhile, or full: the pool never holds more than its size (a kernel put back when full is shut down too).
    if (this.closed || this.waiting.length >= this.options.size) {
      await this.shutDown(kernelId);
      return true;
    }
    this.waiting.push(kernelId);
    this.changed();
    return true;
  }

  /**
   * Drops waiting kernels Jupyter no longer has (it restarted, or they died for good), adopts or shuts down strays,
   * then refills.
   */
  private async check(): Promise<void> {
    if (this.closed) return;
    try {
      const live = new Set((await this.options.jupyter.kernels()).map((k) => k.id));
      const gone = this.waiting.filter((id) => !live.has(id));
      for (const id of gone) this.waiting.splice(this.waiting.indexOf(id), 1);
      if (gone.length > 0) {
        this.options.log.warn({ gone: gone.length }, 'notebook: pooled kernels disappeared; starting new ones');
        this.changed();
      }
      await this.collectStrays(live);
    } catch (err) {
      this.options.log.warn({ err }, 'notebook: checking the kernel pool failed');
    }
    this.paused = false;
    this.refill();
    this.checks += 1;
  }

  /** Resolves after `count` more periodic checks have run (each drops vanished kernels, collects strays, refills). */
  async checked(count: number, timeoutMs = 60_000): Promise<boolean> {
    const target = this.checks + count;
    const deadline = Date.now() + timeoutMs;
    while (this.checks < target) {
      if (Date.now() > deadline || this.closed) return false;
      await sleep(POLL_MS);
    }
    return true;
  }

  /** Pooled kernels nobody claimed while no pooled start waits for its answer: adopted when there is room, else shut down. */
  private async collectStrays(live: Set<string>): Promise<void> {
    for (const id of this.strays.keys()) if (!live.has(id) || claimed.has(id)) this.strays.delete(id);
    if (startsInFlight > 0) return;
    const { host, log } = this.options;
    for (const id of live) {
      if (claimed.has(id) || !host.isUnassigned(id) || this.closed || startsInFlight > 0) continue;
      const seen = this.strays.get(id) ?? Date.now();
      this.strays.set(id, seen);
      const room = this.held() < this.options.size;
      if (room && host.isWaiting(id)) {
        this.strays.delete(id);
        claimed.add(id);
        this.waiting.push(id);
        log.warn({ kernelId: id }, 'notebook: adopted a pooled kernel whose start had no answer');
        this.changed();
      } else if (!room || Date.now() - seen > WAIT_READY_MS) {
        this.strays.delete(id);
        claimed.add(id); // no other pool takes it meanwhile
        log.warn({ kernelId: id }, 'notebook: shutting down a pooled kernel whose start had no answer');
        await this.shutDown(id);
      }
    }
  }

  private async shutDown(kernelId: string): Promise<void> {
    try {
      await this.options.jupyter.request('DELETE', `api/kernels/${encodeURIComponent(kernelId)}`);
      this.options.jupyter.invalidate();
    } catch (err) {
      this.options.log.warn({ err, kernelId }, 'notebook: shutting down a pooled kernel failed');
    } finally {
      claimed.delete(kernelId);
    }
  }

  private changed(): void {
    this.options.onChange?.(this.waiting.length);
  }
}
