import type { AxiosInstance } from 'axios';
import { UPLOAD_CALLS, uploadPath, type UploadCallName, type UploadIdCallName } from '../contract/uploadCalls.js';
import type {
  AbortUploadResponse,
  CompleteUploadResponse,
  CreateUploadBody,
  RecordPartBody,
  RecordPartResponse,
  SignedPart,
  SignPartsResponse,
  StorageLink,
  StorageMeta,
  UploadSession,
} from '../contract/uploads.js';
import { abortReason, computeMd5, isAbortError, type Md5Options } from './md5.js';
import { renewStorageLink } from './renewLink.js';
import { xhrPartTransport, type PartTransport } from './partTransport.js';
import { browserStore, ResumeState, resumeKey, type KeyValueStore } from './resumeStore.js';
import type { FileUploader, UploadedFile, UploadOptions, UploadProgress } from './types.js';

export interface UploadClientOptions {
  /** Where resume state lives; default `localStorage` when usable. `null` turns resume across reloads off. */
  store?: KeyValueStore | null;
  /** How parts reach storage; default XMLHttpRequest (progress events, no auth headers). */
  transport?: PartTransport;
  /** Parts in flight at once (default 3). */
  concurrency?: number;
  /** Retries of a failed part, each with a freshly signed URL (default 3). */
  retries?: number;
  /** Back-off between retries in ms: `minTimeout` doubling, at most `maxTimeout` (default 500 ms to 8 s). */
  backoff?: { minTimeout: number; maxTimeout: number };
  /**
   * What cancelling does on the server. `false` (default): the upload stays open so that choosing the
   * same file again resumes it (the browser cannot tell a cancel from a closing tab, and S3 lifecycle
   * rules or the server clean up stale uploads). `true`: abort it on the server and forget it.
   */
  abortOnCancel?: boolean;
  /** md5 function (default spark-md5 in 4 MiB slices). */
  computeMd5?: (file: Blob, options: Md5Options) => Promise<string>;
  /** Signed URLs this close to expiry are renewed before use (ms, default 60 s). */
  urlRenewMarginMs?: number;
  now?: () => number;
}

/** Parts signed per call when the next ones are about to start. */
const SIGN_BATCH = 10;

/** The upload calls on the project's axios instance (which adds auth headers and unwraps the envelope). */
class UploadApi {
  constructor(private readonly http: AxiosInstance) {}

  private async call<T>(name: UploadCallName, id: string | undefined, data: unknown, signal: AbortSignal | undefined): Promise<T> {
    const route = UPLOAD_CALLS[name];
    const url = id === undefined ? route.path : uploadPath(name as UploadIdCallName, id);
    const response = await this.http.request<T>({ method: route.method, url, data, signal });
    return response.data;
  }

  meta(signal?: AbortSignal) {
    return this.call<StorageMeta>('storageMeta', undefined, undefined, signal);
  }
  create(body: CreateUploadBody, signal?: AbortSignal) {
    return this.call<UploadSession>('createUpload', undefined, body, signal);
  }
  sign(id: string, partNumbers: number[], signal?: AbortSignal) {
    return this.call<SignPartsResponse>('signUploadParts', id, { part_numbers: partNumbers }, signal);
  }
  recordPart(id: string, body: RecordPartBody, signal?: AbortSignal) {
    return this.call<RecordPartResponse>('recordUploadPart', id, body, signal);
  }
  complete(id: string, signal?: AbortSignal) {
    return this.call<CompleteUploadResponse>('completeUpload', id, {}, signal);
  }
  abort(id: string) {
    return this.call<AbortUploadResponse>('abortUpload', id, undefined, undefined);
  }
  link(url: string, signal?: AbortSignal) {
    return renewStorageLink(this.http, url, signal);
  }
}

/**
 * Uploads a file straight to object storage (STYLE rule 8: takes its transport, no globals):
 * md5 → create or resume → PUT parts to signed URLs (3 at a time, retried with back-off, re-signed
 * when a URL expires) → complete → `{ url, filename }`. Progress is by bytes confirmed by storage.
 */
export class UploadClient implements FileUploader {
  readonly #api: UploadApi;
  readonly #resume: ResumeState;
  readonly #transport: PartTransport;
  readonly #concurrency: number;
  readonly #retries: number;
  readonly #backoff: { minTimeout: number; maxTimeout: number };
  readonly #abortOnCancel: boolean;
  readonly #md5: (file: Blob, options: Md5Options) => Promise<string>;
  readonly #renewMargin: number;
  readonly #now: () => number;

  constructor(http: AxiosInstance, options: UploadClientOptions = {}) {
    this.#api = new UploadApi(http);
    this.#now = options.now ?? Date.now;
    this.#resume = new ResumeState(options.store === undefined ? browserStore() : options.store, this.#now);
    this.#transport = options.transport ?? xhrPartTransport;
    this.#concurrency = Math.max(1, options.concurrency ?? 3);
    this.#retries = Math.max(0, options.retries ?? 3);
    this.#backoff = options.backoff ?? { minTimeout: 500, maxTimeout: 8000 };
    this.#abortOnCancel = options.abortOnCancel ?? false;
    this.#md5 = options.computeMd5 ?? computeMd5;
    this.#renewMargin = options.urlRenewMarginMs ?? 60_000;
  }

  /** Storage settings of spec §3 (prefix, path_media, oss_host, cdn_prefix, part and max size). */
  getMeta(signal?: AbortSignal): Promise<StorageMeta> {
    return this.#api.meta(signal);
  }

  /**
   * A fresh link for a stored file: links the server hands out expire in minutes, so a page that was open longer
   * asks again (for a link or reference the server issued; anything else is refused).
   */
  freshLink(url: string, signal?: AbortSignal): Promise<StorageLink> {
    return this.#api.link(url, signal);
  }

  async upload(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
    const { signal, onProgress } = options;
    if (signal?.aborted) throw abortReason(signal);
    const report = (phase: UploadProgress['phase'], loaded: number, total: number) =>
      onProgress?.({ phase, loaded, total, percent: total === 0 ? 100 : Math.min(100, Math.floor((loaded / total) * 100)) });

    const stateKey = resumeKey(file);
    const saved = this.#resume.get(stateKey);
    let md5 = saved?.md5;
    if (md5 === undefined) {
      report('hashing', 0, file.size);
      md5 = await this.#md5(file, { signal, onProgress: (loaded, total) => report('hashing', loaded, total) });
    }
    const session = await this.#api.create({ filename: file.name, size: file.size, md5, ...(file.type ? { content_type: file.type } : {}) }, signal);
    if (session.file !== null) {
      // The same bytes were uploaded before: nothing to send.
      this.#resume.remove(stateKey);
      report('done', file.size, file.size);
      return { url: session.file.url, filename: file.name };
    }
    this.#resume.set(stateKey, { md5, upload_id: session.id });

    try {
      await this.#sendParts(file, session, signal, (loaded) => report('uploading', loaded, file.size));
      if (signal?.aborted) throw abortReason(signal);
      report('completing', file.size, file.size);
      const result = await this.#api.complete(session.id, signal);
      this.#resume.remove(stateKey);
      report('done', file.size, file.size);
      return { url: result.url, filename: file.name };
    } catch (error) {
      if (signal?.aborted && this.#abortOnCancel) {
        this.#resume.remove(stateKey);
        await this.#api.abort(session.id).catch(() => undefined);
      }
      throw signal?.aborted ? abortReason(signal) : error;
    }
  }

  async #sendParts(file: File, session: UploadSession, outer: AbortSignal | undefined, onBytes: (loaded: number) => void): Promise<void> {
    const partBytes = (n: number) => Math.min(session.part_size, file.size - (n - 1) * session.part_size);
    const done = new Set(session.parts.map((part) => part.part_number));
    let confirmed = 0;
    for (const n of done) confirmed += partBytes(n);
    const inFlight = new Map<number, number>();
    const emit = () => onBytes(confirmed + [...inFlight.values()].reduce((sum, value) => sum + value, 0));
    emit();

    const queue: number[] = [];
    for (let n = 1; n <= session.part_count; n += 1) if (!done.has(n)) queue.push(n);
    if (queue.length === 0) return;

    // One failing part stops its siblings: the internal controller follows the caller's signal too.
    const controller = new AbortController();
    const onOuterAbort = () => controller.abort(abortReason(outer));
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    const signal = controller.signal;

    const urls = new Map<number, SignedPart>();
    // Parts whose URLs are being signed right now, so concurrent workers share one sign call.
    const signing = new Map<number, Promise<void>>();
    const fresh = (n: number) => {
      const cached = urls.get(n);
      return cached !== undefined && Date.parse(cached.expires_at) - this.#now() > this.#renewMargin ? cached.url : undefined;
    };
    const urlFor = async (n: number): Promise<string> => {
      await signing.get(n);
      const cached = fresh(n);
      if (cached !== undefined) return cached;
      const batch = [n, ...queue.filter((m) => fresh(m) === undefined && !signing.has(m)).slice(0, SIGN_BATCH - 1)];
      const call = this.#api.sign(session.id, batch, signal).then((signed) => {
        for (const part of signed.parts) urls.set(part.part_number, part);
      });
      for (const m of batch) signing.set(m, call);
      try {
        await call;
      } finally {
        for (const m of batch) if (signing.get(m) === call) signing.delete(m);
      }
      const url = urls.get(n)?.url;
      if (url === undefined) throw new Error(`No signed URL for part ${n}`);
      return url;
    };

    // Loaded when the first part is about to go, so pages that never upload (the sign-in page) do not carry them.
    const [{ default: pRetry }, { default: pLimit }] = await Promise.all([import('p-retry'), import('p-limit')]);

    const sendPart = async (n: number): Promise<void> => {
      const start = (n - 1) * session.part_size;
      const body = file.slice(start, start + partBytes(n));
      await pRetry(
        async () => {
          const url = await urlFor(n);
          const { etag } = await this.#transport.put(url, body, {
            signal,
            onProgress: (loaded) => {
              inFlight.set(n, Math.min(loaded, body.size));
              emit();
            },
          });
          await this.#api.recordPart(session.id, { part_number: n, etag, size: body.size }, signal);
          inFlight.delete(n);
          confirmed += body.size;
          emit();
        },
        {
          retries: this.#retries,
          ...this.#backoff,
          factor: 2,
          signal,
          shouldRetry: ({ error }) => !signal.aborted && !isAbortError(error),
          onFailedAttempt: () => {
            inFlight.delete(n);
            emit();
            // A fresh URL for the next attempt: the old one may have expired (403) or been cut off.
            urls.delete(n);
          },
        },
      );
    };

    // `concurrency` parts in flight; each task takes the next part still waiting (the signing batches look ahead).
    const limit = pLimit(this.#concurrency);
    try {
      const tasks = Array.from({ length: queue.length }, () =>
        limit(async () => {
          const n = queue.shift();
          if (n === undefined) return;
          if (signal.aborted) throw abortReason(signal);
          await sendPart(n);
        }).catch((error: unknown) => {
          if (!signal.aborted) controller.abort(error);
          throw error;
        }),
      );
      const results = await Promise.allSettled(tasks);
      // Report the first real failure, not the aborts it caused in sibling parts.
      const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected' && !isAbortError(result.reason));
      if (failure) throw failure.reason;
      const aborted = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (aborted) throw aborted.reason;
    } finally {
      outer?.removeEventListener('abort', onOuterAbort);
    }
  }
}
