/** Chunk-load time-out (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

/** A lazily loaded part of the app could not be loaded (spec §8): the import failed or timed out. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  override readonly cause: unknown;
  /** True when the import did not settle within the time-out. */
  readonly timedOut: boolean;

  constructor(message: string, options: { cause?: unknown; timedOut?: boolean } = {}) {
    super(message);
    this.cause = options.cause;
    this.timedOut = options.timedOut ?? false;
  }
}

export interface LoadChunkOptions {
  /** Default 120000 ms. */
  timeoutMs?: number;
}

/**
 * Runs a dynamic import and rejects with a {@link ChunkLoadError} when it fails or does not settle within
 * the time-out. The app wraps its `React.lazy` imports with it: `lazy(() => loadChunk(() => import('./Page')))`.
 */
export function loadChunk<T>(importer: () => Promise<T>, options: LoadChunkOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`, { timedOut: true }));
    }, timeoutMs);
    let pending: Promise<T>;
    try {
      pending = importer();
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (module) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const detail = error instanceof Error ? error.message : String(error);
        reject(new ChunkLoadError(`Loading chunk failed: ${detail}`, { cause: error }));
      },
    );
  });
}

export const isChunkLoadError = (value: unknown): value is ChunkLoadError => value instanceof ChunkLoadError;
