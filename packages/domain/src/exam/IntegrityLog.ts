import type { RequestOptions } from '../clients/request.js';
import type { IntegrityEventWrite } from '../contract/index.js';
import type { INTEGRITY_EVENT_TYPES } from '../contract/index.js';
import { isApiError } from '../http/ApiError.js';

export type IntegrityEventKind = (typeof INTEGRITY_EVENT_TYPES)[number];

/** The one call IntegrityLog needs (an `ExamClient` fits). */
export interface IntegrityLogClient {
  recordEvents(attemptId: number, body: IntegrityEventWrite, options?: RequestOptions): Promise<void>;
}

export interface IntegrityLogOptions {
  attemptId: number;
  client: IntegrityLogClient;
  /** How long events gather before one call sends them. */
  batchMs?: number;
  /** Wall clock for the events' `at` (the server stores it as the browser saw it). */
  now?: () => number;
}

export const INTEGRITY_BATCH_MS = 5_000;
/** The server takes at most this many events per call; older ones beyond it are dropped first. */
export const INTEGRITY_MAX_QUEUE = 100;

/**
 * Integrity events of an attempt (tab hidden, window blur, paste…), gathered and sent in batches. A failed send
 * keeps them for the next batch; they are evidence for the teacher, never a reason to interrupt the student.
 */
export class IntegrityLog {
  readonly #attemptId: number;
  readonly #client: IntegrityLogClient;
  readonly #batchMs: number;
  readonly #now: () => number;
  #queue: { type: IntegrityEventKind; at: string; detail: string }[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  #sending: Promise<void> | null = null;
  #disposed = false;

  constructor(options: IntegrityLogOptions) {
    this.#attemptId = options.attemptId;
    this.#client = options.client;
    this.#batchMs = options.batchMs ?? INTEGRITY_BATCH_MS;
    this.#now = options.now ?? Date.now;
  }

  /** Events waiting to be sent. */
  get pending(): number {
    return this.#queue.length;
  }

  record(type: IntegrityEventKind, detail = ''): void {
    if (this.#disposed) return;
    this.#queue.push({ type, at: new Date(this.#now()).toISOString(), detail: detail.slice(0, 200) });
    if (this.#queue.length > INTEGRITY_MAX_QUEUE) this.#queue = this.#queue.slice(-INTEGRITY_MAX_QUEUE);
    if (this.#timer === undefined) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        void this.flush();
      }, this.#batchMs);
    }
  }

  /** Send what is queued now. */
  async flush(): Promise<void> {
    if (this.#sending) await this.#sending;
    if (this.#queue.length === 0) return;
    const events = this.#queue;
    this.#queue = [];
    this.#sending = this.#client.recordEvents(this.#attemptId, { events }, { silent: true }).then(
      () => undefined,
      (error: unknown) => {
        // A refusal for the events themselves would repeat forever; only a network failure is worth a retry.
        if (isApiError(error) && error.isNetworkError && !this.#disposed) this.#queue = [...events, ...this.#queue].slice(-INTEGRITY_MAX_QUEUE);
      },
    );
    await this.#sending;
    this.#sending = null;
  }

  dispose(): void {
    this.#disposed = true;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
