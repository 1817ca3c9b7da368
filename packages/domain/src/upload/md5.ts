import { MD5_FAILED_MESSAGE } from './types.js';

/** Slice size for hashing: 4 MiB keeps memory flat and the page responsive (TOOLCHAIN: ~0.6 s per 50 MB). */
export const MD5_SLICE_BYTES = 4 * 1024 * 1024;

export interface Md5Options {
  /** Bytes hashed so far, after each slice. */
  onProgress?: (loaded: number, total: number) => void;
  /** Stops hashing; the promise rejects with the signal's reason (an `AbortError`). */
  signal?: AbortSignal;
  sliceBytes?: number;
}

/** The signal's reason, or an `AbortError` DOMException when it has none. */
export function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The upload was aborted', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Hex md5 of a file or blob, read in slices with `Blob.slice().arrayBuffer()` and fed to spark-md5's
 * ArrayBuffer API. A read failure rejects with `Error('文件 md5 生成失败')` (spec §5), its cause attached.
 */
export async function computeMd5(blob: Blob, options: Md5Options = {}): Promise<string> {
  const { onProgress, signal, sliceBytes = MD5_SLICE_BYTES } = options;
  // Loaded on the first upload, not with every page that can upload (issue 14: the sign-in page's bundle).
  const { default: SparkMD5 } = await import('spark-md5');
  const spark = new SparkMD5.ArrayBuffer();
  const total = blob.size;
  let loaded = 0;
  try {
    do {
      if (signal?.aborted) throw abortReason(signal);
      const end = Math.min(loaded + sliceBytes, total);
      const buffer = await blob.slice(loaded, end).arrayBuffer();
      spark.append(buffer);
      loaded = end;
      onProgress?.(loaded, total);
    } while (loaded < total);
    if (signal?.aborted) throw abortReason(signal);
    return spark.end();
  } catch (error) {
    spark.destroy();
    if (isAbortError(error) || (signal?.aborted && error === signal.reason)) throw error;
    throw new Error(MD5_FAILED_MESSAGE, { cause: error });
  }
}
