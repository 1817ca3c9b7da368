// Heavy libraries the server needs only for some requests (PDF certificates, workbooks, Word imports, S3) are loaded
// at their first use, not when the server starts (issue 33: start-up ≤ 5 s). test/platform/startupImports.test.ts
// holds the entry's static import graph free of them.

/**
 * A loader that imports once: every call answers the same promise, and a failed import is tried again on the next
 * call (a transient error does not stick for the life of the process).
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
