import type { StorageLike } from '../auth/index.js';
import type { RequestOptions } from '../clients/request.js';
import { EXAM_AUTOSAVE_DEBOUNCE_MS, EXAM_AUTOSAVE_INTERVAL_MS } from '../contract/index.js';
import type { QuestionResponse, SaveAnswers, SaveAnswersResult, SavedAnswer } from '../contract/index.js';
import { isApiError } from '../http/ApiError.js';
import { monotonicNow, type ServerClockAnchor } from './countdown.js';
import { readStoredQueue } from './storedResponse.js';

/** The one call AnswerSync needs (an `ExamClient` fits). */
export interface AnswerSyncClient {
  saveAnswers(attemptId: number, body: SaveAnswers, options?: RequestOptions): Promise<SaveAnswersResult>;
}

/** Where `online` / `offline` events come from (the browser's `window`). */
export interface ConnectivityEvents {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** A question's latest answer as the page shows it. */
export interface AnswerEntry {
  response: QuestionResponse;
  flagged: boolean;
  /** Client revision, increasing per question. */
  revision: number;
}

/**
 * `saved`: everything acknowledged; `pending`: changes waiting for the debounce; `saving`: a save in flight;
 * `offline`: the network failed (answers kept locally, retrying); `error`: the server refused the save
 * (e.g. after the end), the answers are kept locally.
 */
export type AnswerSyncStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'error';

export interface AnswerSyncSnapshot {
  status: AnswerSyncStatus;
  /** Answers not yet acknowledged by the server. */
  pending: number;
  /** Epoch ms of the last acknowledged save (display only). */
  lastSavedAt: number | null;
  /** The server's refusal, when `status` is `error`. */
  error: string | null;
  /** True after a network failure or an `offline` event, until the server answers again. */
  offline: boolean;
  /** The latest server time and deadline (from the start or the last save) for the countdown. */
  clock: ServerClockAnchor | null;
  answers: ReadonlyMap<number, AnswerEntry>;
}

export interface AnswerSyncOptions {
  attemptId: number;
  client: AnswerSyncClient;
  /** Where unacknowledged answers survive a reload; default `globalThis.localStorage`; `null` keeps them in memory only. */
  storage?: StorageLike | null;
  /** The server's saved answers (`AttemptView.answers`), merged with the restored queue: the higher revision wins. */
  initial?: readonly SavedAnswer[];
  /** Countdown anchor from the attempt view. */
  clock?: ServerClockAnchor | null;
  /** Default `window`; `null` listens to nothing. */
  connectivity?: ConnectivityEvents | null;
  debounceMs?: number;
  intervalMs?: number;
  /** First retry delay after a network failure; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** Wall clock for `lastSavedAt`. */
  now?: () => number;
  /** Monotonic clock for the countdown anchor. */
  monotonic?: () => number;
}

interface HeldAnswer extends AnswerEntry {
  /** Highest revision the server acknowledged. */
  acked: number;
  /** A revision the server refused as malformed, and why: kept (unsaved) but not resent until the answer changes. */
  refused?: { revision: number; message: string };
}

/** The server takes at most this many answers per save. */
export const ANSWER_SYNC_BATCH = 200;
export const ANSWER_SYNC_RETRY_MS = 1_000;
export const ANSWER_SYNC_MAX_RETRY_MS = 30_000;

/** The localStorage key of an attempt's unacknowledged answers. */
export const answerSyncStorageKey = (attemptId: number): string => `finedu.exam.answers.${attemptId}`;


const defaultStorage = (): StorageLike | null => {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage ?? null;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null;
  }
};

const defaultConnectivity = (): ConnectivityEvents | null => {
  const target = globalThis as Partial<ConnectivityEvents>;
  return typeof target.addEventListener === 'function' && typeof target.removeEventListener === 'function' ? (target as ConnectivityEvents) : null;
};

/**
 * "An acknowledged answer is never lost" (issue 4 §3): holds each question's latest answer with an increasing
 * revision, keeps the unacknowledged ones in storage, sends them debounced and on an interval, retries with
 * backoff when the network fails and at once when it returns, and drops an entry only when the server
 * acknowledges its revision (or a higher one).
 */
export class AnswerSync {
  readonly #attemptId: number;
  readonly #client: AnswerSyncClient;
  readonly #storage: StorageLike | null;
  readonly #connectivity: ConnectivityEvents | null;
  readonly #debounceMs: number;
  readonly #retryMs: number;
  readonly #maxRetryMs: number;
  readonly #now: () => number;
  readonly #monotonic: () => number;
  readonly #held = new Map<number, HeldAnswer>();
  readonly #listeners = new Set<(snapshot: AnswerSyncSnapshot) => void>();

  #debounceTimer: ReturnType<typeof setTimeout> | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #intervalTimer: ReturnType<typeof setInterval> | undefined;
  #retryCount = 0;
  #inFlight: Promise<boolean> | null = null;
  #sendAgain = false;
  #offline = false;
  #error: string | null = null;
  #lastSavedAt: number | null = null;
  #clock: ServerClockAnchor | null;
  #disposed = false;
  #ready = false;
  #snapshot: AnswerSyncSnapshot;

  readonly #onOnline = () => {
    if (this.#pendingCount() === 0) {
      this.#offline = false;
      this.#emit();
      return;
    }
    this.#clearRetry();
    this.#retryCount = 0;
    void this.#send();
  };

  readonly #onOffline = () => {
    this.#offline = true;
    this.#emit();
  };

  constructor(options: AnswerSyncOptions) {
    this.#attemptId = options.attemptId;
    this.#client = options.client;
    this.#storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.#connectivity = options.connectivity === undefined ? defaultConnectivity() : options.connectivity;
    this.#debounceMs = options.debounceMs ?? EXAM_AUTOSAVE_DEBOUNCE_MS;
    this.#retryMs = options.retryMs ?? ANSWER_SYNC_RETRY_MS;
    this.#maxRetryMs = options.maxRetryMs ?? ANSWER_SYNC_MAX_RETRY_MS;
    this.#now = options.now ?? Date.now;
    this.#monotonic = options.monotonic ?? monotonicNow;
    this.#clock = options.clock ?? null;

    this.#restore();
    this.merge(options.initial ?? []);
    this.#snapshot = this.#buildSnapshot();
    this.#ready = true;

    this.#connectivity?.addEventListener('online', this.#onOnline);
    this.#connectivity?.addEventListener('offline', this.#onOffline);
    this.#intervalTimer = setInterval(() => this.#tick(), options.intervalMs ?? EXAM_AUTOSAVE_INTERVAL_MS);
    // A restored queue is sent at once: it may hold answers typed before a reload or a crash.
    if (this.#pendingCount() > 0) void this.#send();
  }

  /** The current state; a new object after every change (fit for `useSyncExternalStore`). */
  getSnapshot = (): AnswerSyncSnapshot => this.#snapshot;

  /** Called after every change of the snapshot; returns the unsubscribe function. */
  subscribe = (listener: (snapshot: AnswerSyncSnapshot) => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** A question's held answer. */
  get(questionId: number): AnswerEntry | undefined {
    const held = this.#held.get(questionId);
    return held ? { response: held.response, flagged: held.flagged, revision: held.revision } : undefined;
  }

  /** Record a new answer: a new revision, kept in storage, sent after the debounce. */
  setAnswer(questionId: number, response: QuestionResponse): void {
    const held = this.#held.get(questionId);
    this.#change(questionId, { response, flagged: held?.flagged ?? false });
  }

  /** Flag or unflag a question for review (saved like an answer). */
  setFlag(questionId: number, flagged: boolean): void {
    const held = this.#held.get(questionId);
    if ((held?.flagged ?? false) === flagged) return;
    this.#change(questionId, { response: held?.response ?? null, flagged });
  }

  /**
   * Merge answers the server holds (at start, or from another device): a server revision at least as high as
   * the held one replaces it and counts as acknowledged; a lower one leaves the newer local answer pending.
   */
  merge(saved: readonly SavedAnswer[]): void {
    for (const answer of saved) {
      const held = this.#held.get(answer.question_id);
      if (!held || answer.revision >= held.revision) {
        this.#held.set(answer.question_id, { response: answer.response, flagged: answer.flagged, revision: answer.revision, acked: answer.revision });
      } else {
        held.acked = Math.max(held.acked, answer.revision);
      }
    }
    this.#persist();
    if (this.#ready) this.#emit();
  }

  /** Send everything pending now and wait; true when every answer is acknowledged (used before submitting). */
  async flush(): Promise<boolean> {
    if (this.#disposed) return this.#pendingCount() === 0;
    this.#clearDebounce();
    this.#clearRetry();
    // A bounded loop: each round sends what changed during the previous one.
    for (let round = 0; round < 5; round += 1) {
      if (this.#inFlight) await this.#inFlight;
      if (this.#pendingCount() === 0) return true;
      const ok = await this.#send();
      if (!ok) return false;
    }
    return this.#pendingCount() === 0;
  }

  /** Stop timers and listeners. Unacknowledged answers stay in storage for the next visit. */
  dispose(): void {
    this.#disposed = true;
    this.#clearDebounce();
    this.#clearRetry();
    if (this.#intervalTimer !== undefined) clearInterval(this.#intervalTimer);
    this.#intervalTimer = undefined;
    this.#connectivity?.removeEventListener('online', this.#onOnline);
    this.#connectivity?.removeEventListener('offline', this.#onOffline);
    this.#listeners.clear();
  }

  /** After the attempt is submitted: nothing is left to send, forget the stored queue. */
  discard(): void {
    this.dispose();
    try {
      this.#storage?.removeItem(answerSyncStorageKey(this.#attemptId));
    } catch {
      // Storage unavailable: nothing to forget.
    }
  }

  #change(questionId: number, next: { response: QuestionResponse; flagged: boolean }): void {
    if (this.#disposed) return;
    const held = this.#held.get(questionId);
    const revision = (held?.revision ?? 0) + 1;
    this.#held.set(questionId, { ...next, revision, acked: held?.acked ?? 0 });
    this.#persist();
    this.#emit();
    this.#clearDebounce();
    this.#debounceTimer = setTimeout(() => {
      this.#debounceTimer = undefined;
      // While waiting for a retry after a network failure, the backoff decides when to try again.
      if (this.#retryTimer === undefined) void this.#send();
    }, this.#debounceMs);
  }

  #tick(): void {
    if (this.#disposed || this.#inFlight || this.#retryTimer !== undefined) return;
    if (this.#pendingCount() > 0) void this.#send();
  }

  #dirty(): { question_id: number; response: QuestionResponse; revision: number; flagged: boolean }[] {
    const out: { question_id: number; response: QuestionResponse; revision: number; flagged: boolean }[] = [];
    for (const [questionId, held] of this.#held) {
      if (held.revision > held.acked) out.push({ question_id: questionId, response: held.response, revision: held.revision, flagged: held.flagged });
    }
    return out;
  }

  /** The reason of an answer still refused (so the error stays shown until it is changed). */
  #refusalHeld(): string | null {
    for (const held of this.#held.values()) if (held.refused?.revision === held.revision && held.revision > held.acked) return held.refused.message;
    return null;
  }

  #pendingCount(): number {
    let count = 0;
    for (const held of this.#held.values()) if (held.revision > held.acked) count += 1;
    return count;
  }

  /** One save of (up to a batch of) the pending answers; true when the server acknowledged it. */
  #send(): Promise<boolean> {
    if (this.#disposed) return Promise.resolve(false);
    if (this.#inFlight) {
      this.#sendAgain = true;
      return this.#inFlight;
    }
    const batch = this.#dirty()
      .filter((answer) => this.#held.get(answer.question_id)?.refused?.revision !== answer.revision)
      .slice(0, ANSWER_SYNC_BATCH);
    if (batch.length === 0) return Promise.resolve(true);
    this.#sendAgain = false;
    const run = this.#client
      .saveAnswers(this.#attemptId, { answers: batch }, { silent: true })
      .then(
        (result) => {
          this.#acknowledge(result);
          return true;
        },
        (error: unknown) => {
          this.#fail(error);
          return false;
        },
      )
      .finally(() => {
        this.#inFlight = null;
        this.#emit();
      });
    this.#inFlight = run;
    this.#emit();
    void run.then((ok) => {
      if (!ok || this.#disposed) return;
      // Changes made during the save, or a queue larger than one batch, go out now.
      if (this.#pendingCount() > 0 && (this.#sendAgain || batch.length === ANSWER_SYNC_BATCH) && this.#debounceTimer === undefined) void this.#send();
    });
    return run;
  }

  #acknowledge(result: SaveAnswersResult): void {
    for (const ack of result.acks) {
      const held = this.#held.get(ack.question_id);
      if (held) held.acked = Math.max(held.acked, ack.revision);
    }
    // A refused answer stays held (and counted as unsaved) with the server's reason until the student changes it;
    // the other answers of the save were stored.
    let refusal: string | null = null;
    for (const refused of result.rejected ?? []) {
      const held = this.#held.get(refused.question_id);
      if (held && held.revision === refused.revision) {
        held.refused = { revision: refused.revision, message: refused.message };
        refusal ??= refused.message;
      }
    }
    this.#offline = false;
    this.#error = refusal ?? this.#refusalHeld();
    this.#retryCount = 0;
    this.#lastSavedAt = this.#now();
    this.#clock = { deadline: result.deadline, server_now: result.server_now, received_at: this.#monotonic() };
    this.#persist();
    this.#emit();
  }

  #fail(error: unknown): void {
    if (isApiError(error) && error.isCanceled) return;
    if (isApiError(error) && error.isNetworkError) {
      this.#offline = true;
      this.#scheduleRetry();
    } else {
      // The server answered (so we are online) but refused: keep the answers, show why.
      this.#offline = false;
      this.#error = error instanceof Error ? error.message : String(error);
    }
    this.#emit();
  }

  #scheduleRetry(): void {
    if (this.#disposed) return;
    this.#clearRetry();
    const delay = Math.min(this.#maxRetryMs, this.#retryMs * 2 ** this.#retryCount);
    this.#retryCount += 1;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      void this.#send();
    }, delay);
  }

  #clearDebounce(): void {
    if (this.#debounceTimer !== undefined) clearTimeout(this.#debounceTimer);
    this.#debounceTimer = undefined;
  }

  #clearRetry(): void {
    if (this.#retryTimer !== undefined) clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
  }

  #restore(): void {
    let raw: string | null;
    try {
      raw = this.#storage?.getItem(answerSyncStorageKey(this.#attemptId)) ?? null;
    } catch {
      return;
    }
    if (!raw) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    const entries = readStoredQueue(parsed);
    if (!entries) return;
    for (const entry of entries) {
      this.#held.set(entry.question_id, { response: entry.response, flagged: entry.flagged, revision: entry.revision, acked: 0 });
    }
  }

  #persist(): void {
    if (!this.#storage) return;
    const key = answerSyncStorageKey(this.#attemptId);
    const entries = this.#dirty();
    try {
      if (entries.length === 0) this.#storage.removeItem(key);
      else this.#storage.setItem(key, JSON.stringify({ entries }));
    } catch {
      // Quota or privacy mode: the answers are still held in memory and sent.
    }
  }

  #status(pending: number): AnswerSyncStatus {
    if (this.#error !== null) return 'error';
    if (this.#offline) return 'offline';
    if (this.#inFlight) return 'saving';
    return pending > 0 ? 'pending' : 'saved';
  }

  #buildSnapshot(): AnswerSyncSnapshot {
    const pending = this.#pendingCount();
    const answers = new Map<number, AnswerEntry>();
    for (const [questionId, held] of this.#held) answers.set(questionId, { response: held.response, flagged: held.flagged, revision: held.revision });
    return { status: this.#status(pending), pending, lastSavedAt: this.#lastSavedAt, error: this.#error, offline: this.#offline, clock: this.#clock, answers };
  }

  #emit(): void {
    if (this.#disposed) return;
    this.#snapshot = this.#buildSnapshot();
    for (const listener of this.#listeners) listener(this.#snapshot);
  }
}
