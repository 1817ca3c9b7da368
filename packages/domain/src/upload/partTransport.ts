// Sends one part's bytes straight to object storage. No axios here on purpose: the project's axios
// instance adds our Authorization / X-USER-ID headers, which must never reach a storage host.
import { abortReason } from './md5.js';

export interface PartPutOptions {
  /** Bytes of this part sent so far. */
  onProgress?: (loaded: number) => void;
  signal?: AbortSignal;
}

/** How a part reaches storage: PUT `body` to a signed `url` and read back the `ETag` response header. */
export interface PartTransport {
  put(url: string, body: Blob, options?: PartPutOptions): Promise<{ etag: string }>;
}

/** A part PUT that failed; `status` 0 means no response (network). 403 usually means the URL expired. */
export class PartUploadError extends Error {
  override readonly name = 'PartUploadError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The browser transport: XMLHttpRequest, for upload progress events (fetch has none for request bodies). */
export const xhrPartTransport: PartTransport = {
  put(url, body, options = {}) {
    const { onProgress, signal } = options;
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(abortReason(signal));
      const xhr = new XMLHttpRequest();
      const onAbort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);
      xhr.open('PUT', url);
      xhr.upload.onprogress = (event) => onProgress?.(event.loaded);
      xhr.onload = () => {
        settle();
        if (xhr.status < 200 || xhr.status >= 300) return reject(new PartUploadError(`Part upload failed: HTTP ${xhr.status}`, xhr.status));
        const etag = xhr.getResponseHeader('ETag');
        // Storage must list ETag in Access-Control-Expose-Headers, or the browser hides it.
        if (!etag) return reject(new PartUploadError('Part upload returned no readable ETag header', xhr.status));
        onProgress?.(body.size);
        resolve({ etag });
      };
      xhr.onerror = () => {
        settle();
        reject(new PartUploadError('Part upload failed: network error', 0));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        settle();
        reject(abortReason(signal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      xhr.send(body);
    });
  },
};
