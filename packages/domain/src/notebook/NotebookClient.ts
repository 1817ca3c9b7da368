import axios from 'axios';
import type { AxiosInstance } from 'axios';
import { NotebookError } from './errors.js';
import { NOTEBOOK_KERNEL_NAME, executeRequest, newMessageId, parseFrame } from './protocol.js';
import type { NotebookOutput, NotebookRunResult } from './protocol.js';
import { RunTracker } from './runTracker.js';
import type { NotebookRunListeners } from './runTracker.js';
import { kernelChannelUrl, notebookRestPath } from './urls.js';
import type { WebSocketFactory, WebSocketLike } from './webSocket.js';

/** Notebook reconnect delay (spec §9). */
export const NOTEBOOK_RECONNECT_DELAY_MS = 3000;
/** The run-log call of spec §7. */
export const NOTEBOOK_CODE_LOG_PATH = '/api/classroom/case/code';
/** The gateway's call that answers a kernel channel ticket (issue 37): the channel's URL carries it, not the token. */
export const NOTEBOOK_TICKET_PATH = '/tickets';
/** Close codes with which the gateway refuses a channel (issue 3): reconnecting cannot help. */
const REFUSED_CLOSE_CODES = new Set([4401, 4403]);

export type NotebookStatus = 'connecting' | 'ready' | 'reconnecting' | 'closed';

/**
 * Streaming callbacks of `run`. To mirror the cell while it runs: append each `onOutput` (merging
 * consecutive streams of one name), empty the list on `onClear`. A `clear_output(wait=True)` is
 * reported just before the output that replaces the old ones, and not at all if none follows.
 */
export type NotebookRunOptions = NotebookRunListeners;

export interface NotebookClientOptions {
  /** Origin of the notebook service (`https://host`); empty = the page's origin. Paths start with `/notebook/api`. */
  baseUrl?: string;
  /** The app's API instance (createHttpClient), used for `POST /api/classroom/case/code`. */
  http: AxiosInstance;
  getToken: () => string | null | undefined;
  getUserId: () => number | string | null | undefined;
  /** `username` in message headers; defaults to the user id. */
  username?: string;
  /** Default `globalThis.WebSocket`, looked up when a channel opens. */
  WebSocketImpl?: WebSocketFactory;
  /** Default 3000 ms (spec §9). */
  reconnectDelayMs?: number;
  /** Also log every finished run (code and outputs) through the run-log call when a `caseId` is set. Default false. */
  logRuns?: boolean;
}

export interface NotebookStartParams {
  /** Notebook path inside the user's folder, e.g. `case-12/main.ipynb`. */
  path: string;
  name: string;
  caseId?: number | string;
  fileId?: number | string;
}

/** Body of `POST /api/classroom/case/code` (spec §3 "Notebook run record"). */
export interface NotebookRunLog {
  /** The code run; for a failed session start, the HTTP status it answered. */
  code: string | number;
  case_id: number | string | null;
  file_id: number | string | null;
  session_id: string | null;
  /** JSON text of the outputs, or of the failed session answer. */
  result: string;
}

interface JupyterSession {
  id: string;
  kernel: { id: string; name?: string };
}

const isJupyterSession = (value: unknown): value is JupyterSession => {
  const v = value as { id?: unknown; kernel?: { id?: unknown } } | null;
  return typeof v?.id === 'string' && typeof v.kernel?.id === 'string';
};

/**
 * A live Python notebook for one user (spec §4, §7, §8, §9): starts a Jupyter session, opens its kernel
 * channel, runs code, and keeps the channel alive by restarting 3 s after it closes until `destroy()`.
 */
export class NotebookClient {
  readonly #options: NotebookClientOptions;
  readonly #rest: AxiosInstance;
  readonly #runs = new RunTracker();
  readonly #listeners = new Set<(status: NotebookStatus) => void>();
  #status: NotebookStatus = 'closed';
  #reconnect = false;
  #generation = 0;
  #params: NotebookStartParams | undefined;
  #session: JupyterSession | undefined;
  #socket: WebSocketLike | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: NotebookClientOptions) {
    this.#options = options;
    // Jupyter answers plain JSON (no envelope) and 201 is the only success: check statuses ourselves.
    this.#rest = axios.create({ baseURL: options.baseUrl || undefined, timeout: 30000, maxRedirects: 3, validateStatus: () => true });
  }

  get status(): NotebookStatus {
    return this.#status;
  }

  /** The Jupyter session (id, kernel id) once started. */
  get session(): Readonly<JupyterSession> | undefined {
    return this.#session;
  }

  /** Calls `listener` on every status change; returns the unsubscribe function. */
  onStatus(listener: (status: NotebookStatus) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Starts a session and opens its kernel channel; resolves when the channel is open (`ready`). Rejects
   * (and stays `closed`) when the session is not created (a non-201 answer is logged through the run-log
   * call first) or the channel does not open. A previous session of this client is closed and deleted first.
   */
  async start(params: NotebookStartParams): Promise<void> {
    const previous = this.#session;
    this.#stop();
    const generation = this.#generation;
    this.#params = params;
    this.#reconnect = true;
    this.#setStatus('connecting');
    try {
      // Deleted before the new POST: the same path would otherwise get the session being deleted.
      if (previous) await this.#deleteSession(previous.id);
      if (generation !== this.#generation) throw new NotebookError('destroyed', 'notebook closed');
      await this.#connect(generation);
    } catch (error) {
      if (!(error instanceof NotebookError && error.reason === 'destroyed')) {
        this.#reconnect = false;
        this.#setStatus('closed');
      }
      throw error;
    }
  }

  /**
   * Runs code in the kernel: resolves with the collected stream, execute_result and display_data outputs
   * when the kernel reports idle; rejects with a NotebookRunError carrying them if an error occurred.
   * The outputs are what the cell shows at the end: `clear_output` removed what came before it, and
   * consecutive stream chunks of one name are merged (as nbformat stores them).
   */
  run(code: string, options: NotebookRunOptions = {}): Promise<NotebookRunResult> {
    const socket = this.#socket;
    const session = this.#session;
    if (this.#status !== 'ready' || !socket || !session) {
      return Promise.reject(new NotebookError('not-ready', `notebook is ${this.#status}`));
    }
    const msgId = newMessageId();
    const done = this.#runs.track(msgId, { onOutput: options.onOutput, onClear: options.onClear });
    try {
      const username = this.#options.username ?? String(this.#options.getUserId() ?? '');
      socket.send(JSON.stringify(executeRequest(code, { msgId, session: session.id, username })));
    } catch (cause) {
      this.#runs.drop(msgId);
      return Promise.reject(new NotebookError('not-ready', 'could not send the request', { cause }));
    }
    if (this.#options.logRuns && this.#params?.caseId !== undefined) {
      const log = (outputs: NotebookOutput[]) => this.#logRun({ code, session_id: session.id, result: JSON.stringify(outputs) });
      done.then(
        (result) => log(result.outputs),
        (error: unknown) => log((error as { outputs?: NotebookOutput[] }).outputs ?? []),
      );
    }
    return done;
  }

  /** Interrupts the running cell (`POST /notebook/api/kernels/{id}/interrupt`). */
  interrupt(): Promise<void> {
    return this.#kernelAction('interrupt');
  }

  /** Restarts the kernel (`POST /notebook/api/kernels/{id}/restart`); pending runs are rejected. */
  async restart(): Promise<void> {
    await this.#kernelAction('restart');
    this.#runs.failAll(new NotebookError('not-ready', 'kernel restarted'));
  }

  /** Turns reconnect off, closes the channel and deletes the session. */
  async destroy(): Promise<void> {
    const session = this.#session;
    this.#stop();
    this.#setStatus('closed');
    if (session) await this.#deleteSession(session.id);
  }

  #stop(): void {
    this.#reconnect = false;
    this.#generation += 1;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    const socket = this.#socket;
    this.#socket = undefined;
    this.#session = undefined;
    if (socket) {
      // onclose stays: it settles a start() still waiting for this channel; the generation check
      // keeps it from reconnecting.
      socket.onmessage = null;
      socket.close(1000, 'destroy');
    }
    this.#runs.failAll(new NotebookError('destroyed', 'notebook closed'));
  }

  #setStatus(status: NotebookStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    for (const listener of [...this.#listeners]) listener(status);
  }

  #headers(): Record<string, string> {
    const token = this.#options.getToken();
    const headers: Record<string, string> = { 'X-User-Id': String(this.#options.getUserId() ?? '') };
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  /** One attempt: create the session, open its channel. Resolves when the channel opens. */
  async #connect(generation: number): Promise<void> {
    const params = this.#params;
    if (!params) throw new NotebookError('destroyed', 'not started');
    const userId = String(this.#options.getUserId() ?? '');
    const body = { path: params.path, type: 'notebook', name: params.name, kernel: { id: null, name: NOTEBOOK_KERNEL_NAME } };
    let response;
    try {
      response = await this.#rest.post<unknown>(notebookRestPath('/sessions', userId), body, { headers: this.#headers() });
    } catch (cause) {
      throw new NotebookError('network', 'notebook service unreachable', { cause });
    }
    if (response.status !== 201 || !isJupyterSession(response.data)) {
      const sessionId = (response.data as { id?: unknown } | null)?.id;
      await this.#logRun({ code: response.status, session_id: typeof sessionId === 'string' ? sessionId : null, result: JSON.stringify(response.data ?? null) });
      throw new NotebookError('session', `notebook session not created (HTTP ${response.status})`, { status: response.status, body: response.data });
    }
    const session = response.data;
    if (generation !== this.#generation) {
      void this.#deleteSession(session.id);
      throw new NotebookError('destroyed', 'notebook closed');
    }
    this.#session = session;
    await this.#openChannel(session, userId, generation);
  }

  /**
   * A single-use ticket for one kernel channel, asked for with the token in the Authorization header: a browser's
   * WebSocket sends no headers, and a token in the channel's URL would be logged wherever the URL is (issue 37).
   */
  async #channelTicket(userId: string): Promise<string> {
    let response;
    try {
      response = await this.#rest.post<unknown>(notebookRestPath(NOTEBOOK_TICKET_PATH, userId), {}, { headers: this.#headers() });
    } catch (cause) {
      throw new NotebookError('network', 'notebook service unreachable', { cause });
    }
    const ticket = (response.data as { ticket?: unknown } | null)?.ticket;
    if (response.status !== 201 || typeof ticket !== 'string') {
      // 401/403: the sign-in is gone, as a refused channel (4401) says; reconnecting cannot help.
      const status = response.status === 401 ? 4401 : response.status === 403 ? 4403 : response.status;
      throw new NotebookError('channel', `kernel channel ticket refused (HTTP ${response.status})`, { status, body: response.data });
    }
    return ticket;
  }

  async #openChannel(session: JupyterSession, userId: string, generation: number): Promise<void> {
    const Impl = this.#options.WebSocketImpl ?? (globalThis as { WebSocket?: WebSocketFactory }).WebSocket;
    if (!Impl) throw new NotebookError('unsupported', 'WebSocket is not available');
    const ticket = await this.#channelTicket(userId);
    if (generation !== this.#generation) throw new NotebookError('destroyed', 'notebook closed');
    const url = kernelChannelUrl(this.#options.baseUrl, session.kernel.id, { session_id: session.id, user_id: userId, ticket });
    return new Promise<void>((resolve, reject) => {
      let opened = false;
      const socket = new Impl(url);
      this.#socket = socket;
      socket.onopen = () => {
        if (generation !== this.#generation) return;
        opened = true;
        this.#setStatus('ready');
        resolve();
      };
      socket.onmessage = (event) => {
        const message = parseFrame(event.data);
        if (message) this.#runs.handle(message);
      };
      socket.onerror = () => {
        // A close event always follows; that is where the connection state changes.
      };
      socket.onclose = (event) => {
        if (!opened) {
          if (this.#socket === socket) this.#socket = undefined;
          reject(new NotebookError(generation === this.#generation ? 'channel' : 'destroyed', `kernel channel closed (${event.code})`, { status: event.code }));
          return;
        }
        if (generation !== this.#generation || this.#socket !== socket) return;
        this.#socket = undefined;
        this.#runs.failAll(new NotebookError('not-ready', `kernel channel closed (${event.code})`, { status: event.code }));
        if (this.#reconnect && !REFUSED_CLOSE_CODES.has(event.code)) this.#scheduleReconnect();
        else {
          this.#reconnect = false;
          this.#setStatus('closed');
        }
      };
    });
  }

  /** While reconnect is on: wait 3 s, start again (new session POST, new channel); repeat until it opens. */
  #scheduleReconnect(): void {
    this.#setStatus('reconnecting');
    const generation = this.#generation;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      if (generation !== this.#generation || !this.#reconnect) return;
      this.#connect(generation).catch((error: unknown) => {
        if (generation !== this.#generation || !this.#reconnect) return;
        const refused = error instanceof NotebookError && error.reason === 'channel' && REFUSED_CLOSE_CODES.has(error.status ?? 0);
        if (refused) {
          this.#reconnect = false;
          this.#setStatus('closed');
        } else this.#scheduleReconnect();
      });
    }, this.#options.reconnectDelayMs ?? NOTEBOOK_RECONNECT_DELAY_MS);
  }

  async #kernelAction(action: 'interrupt' | 'restart'): Promise<void> {
    const session = this.#session;
    if (!session) throw new NotebookError('not-ready', 'no kernel');
    const userId = String(this.#options.getUserId() ?? '');
    const response = await this.#rest.post(notebookRestPath(`/kernels/${encodeURIComponent(session.kernel.id)}/${action}`, userId), {}, { headers: this.#headers() });
    if (response.status < 200 || response.status >= 300) {
      throw new NotebookError('session', `kernel ${action} failed (HTTP ${response.status})`, { status: response.status, body: response.data });
    }
  }

  async #deleteSession(sessionId: string): Promise<void> {
    const userId = String(this.#options.getUserId() ?? '');
    try {
      await this.#rest.delete(notebookRestPath(`/sessions/${encodeURIComponent(sessionId)}`, userId), { headers: this.#headers() });
    } catch {
      // Best effort: the gateway culls idle kernels anyway.
    }
  }

  async #logRun(entry: Omit<NotebookRunLog, 'case_id' | 'file_id'>): Promise<void> {
    const log: NotebookRunLog = { ...entry, case_id: this.#params?.caseId ?? null, file_id: this.#params?.fileId ?? null };
    try {
      await this.#options.http.post(NOTEBOOK_CODE_LOG_PATH, log, { silent: true });
    } catch {
      // Logging must never break the notebook.
    }
  }
}
