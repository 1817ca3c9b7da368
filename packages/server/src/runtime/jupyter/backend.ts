// What the runtime needs of a Jupyter Server, whichever runs it (the child process here, or NOTEBOOK_URL), and the one
// REST call with the server's token that every part of the runtime speaks to it with.
import type { GraderCommand } from './graderSandbox.js';

/** Where the gateway finds Jupyter: `url` ends with the base path, e.g. `http://127.0.0.1:8888/notebook/`. */
export interface NotebookBackend {
  readonly url: string;
  readonly token: string;
  /**
   * Creates the user's folder before a session starts there: locally owned by their kernel uid (mounting their
   * quota-limited home first), never following a link the user planted (UnsafeHomePathError); on an external server
   * through Jupyter's contents API.
   */
  prepareUserFolder?(userId: number, subdir: string): Promise<void>;
  /** Writes files into the user's folder as prepareUserFolder creates it, replacing (never following) what is there. */
  writeUserFiles?(userId: number, subdir: string, files: Array<{ filename: string; bytes: Uint8Array }>): Promise<void>;
  /** How to start the grading process (hidden tests) in this host's sandbox (it runs here with an external server too). */
  graderCommand?(): GraderCommand;
  /** The uid a user's kernels run as on this host (operations: their memory and CPU); local sandboxed servers only. */
  uidOf?(userId: number): number | null;
  /** Kernels started before anyone asks and handed out later (issue 14); null where this backend cannot. */
  readonly pool?: KernelPoolHost | null;
  close(): Promise<void>;
}

/**
 * What a kernel pool needs of the host: pooled kernels start (POST api/kernels with `path: folder`) in the same
 * sandbox and limits as a user's, but as nobody (no uid, an empty home slot), and wait; `assign` makes one a user's.
 */
export interface KernelPoolHost {
  /** The folder below Jupyter's root pooled kernels start in (root-only; the launcher recognises it). */
  readonly folder: string;
  /** Whether pooled kernel `kernelId` has done its imports and waits for its hand-out. */
  isWaiting(kernelId: string): boolean;
  /** Whether `kernelId` is a pooled kernel not handed out yet (starting or waiting): nobody's kernel. */
  isUnassigned(kernelId: string): boolean;
  /**
   * Hands pooled kernel `kernelId` to `userId` for the session at `sessionPath` (`u<id>/…`, the user's folder already
   * prepared): its restarts become that user's kernel, its socket folder their uid's, the user's home (and only it) is
   * mounted on the kernel's home slot, then the kernel drops to the user's uid and starts in the notebook's folder.
   */
  assign(kernelId: string, userId: number, sessionPath: string): Promise<void>;
}

/** Jupyter's REST API with the server's token (never the student's). */
export async function jupyterRequest(host: Pick<NotebookBackend, 'url' | 'token'>, method: string, path: string, body?: unknown, timeoutMs = 30_000): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { Authorization: `token ${host.token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${host.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed };
}

