import type { NotebookBackend } from './backend.js';

export interface JupyterKernel {
  id: string;
  name: string;
  execution_state?: string;
  [key: string]: unknown;
}

export interface JupyterSession {
  id: string;
  path: string;
  name?: string;
  type?: string;
  kernel: JupyterKernel | null;
  [key: string]: unknown;
}

export interface JupyterReply {
  status: number;
  body: unknown;
}

const REQUEST_TIMEOUT_MS = 30_000;
const SESSION_CACHE_MS = 1000;

/** The user a notebook path belongs to: paths are forced into `u<userId>/…` by the gateway. */
export function ownerOfPath(path: string): number | null {
  const match = /^u(\d+)\//.exec(path);
  return match ? Number(match[1]) : null;
}

/**
 * Jupyter Server's REST API, with its session list cached for a second. Who owns which session and kernel is in
 * the database (kernelStore.ts); the list serves the user's own listing and the reconciliation.
 */
export class JupyterApi {
  private cached: { at: number; sessions: Promise<JupyterSession[]> } | null = null;

  constructor(private readonly backend: Pick<NotebookBackend, 'url' | 'token'>) {}

  get wsBase(): string {
    return this.backend.url.replace(/^http/, 'ws');
  }

  get token(): string {
    return this.backend.token;
  }

  async request(method: string, path: string, body?: unknown, timeoutMs = REQUEST_TIMEOUT_MS): Promise<JupyterReply> {
    const headers: Record<string, string> = { Authorization: `token ${this.backend.token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${this.backend.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = { message: text };
      }
    }
    return { status: res.status, body: parsed };
  }

  /** All sessions; `fresh` skips the cache (after a miss, or when counting kernels for the caps). */
  sessions(fresh = false): Promise<JupyterSession[]> {
    const now = Date.now();
    if (fresh || !this.cached || now - this.cached.at > SESSION_CACHE_MS) {
      const sessions = this.list<JupyterSession>('api/sessions');
      sessions.catch(() => {
        if (this.cached?.sessions === sessions) this.cached = null;
      });
      this.cached = { at: now, sessions };
    }
    return this.cached.sessions;
  }

  invalidate(): void {
    this.cached = null;
  }

  kernels(): Promise<JupyterKernel[]> {
    return this.list<JupyterKernel>('api/kernels');
  }

  /**
   * A list (sessions, kernels). Jupyter Server answers 500 now and then while a kernel it is listing shuts down
   * meanwhile (seen when several instances start and stop kernels at once): such an answer is asked again, twice at most.
   */
  private async list<T>(path: string): Promise<T[]> {
    for (let attempt = 0; ; attempt++) {
      const r = await this.request('GET', path);
      if (r.status === 200 && Array.isArray(r.body)) return r.body as T[];
      if (r.status < 500 || attempt >= 2) throw new Error(`Jupyter GET ${path} answered ${r.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    }
  }

  interrupt(kernelId: string): Promise<JupyterReply> {
    return this.request('POST', `api/kernels/${encodeURIComponent(kernelId)}/interrupt`, {});
  }

  restart(kernelId: string): Promise<JupyterReply> {
    return this.request('POST', `api/kernels/${encodeURIComponent(kernelId)}/restart`, {});
  }
}
