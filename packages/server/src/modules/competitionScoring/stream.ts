// Live board events over server-sent events. Every instance LISTENs on the board channel; a score written on any
// instance is announced by the database at commit and relayed here to the open streams of its session. Bursts are
// coalesced (one event per session per COALESCE_MS carrying the newest version), a comment line keeps idle
// connections open through proxies, and a reconnecting EventSource sends Last-Event-ID (the version it saw): it
// gets the current version at once when it missed any. Each change goes out with the board page its viewer sees
// (`render`, built once per flush): 500 open boards refetching after every score cost more than the score itself.
// Every stream holds a place in the connection budget (per user, per address, in total) for at most its lifetime,
// then ends; the EventSource reconnects after the `retry:` delay, with Last-Event-ID (issue 37).
import type { BoardEvent } from '@finedu/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { ConnectionBudget, ConnectionRefused, DEFAULT_CONNECTION_LIMITS, type ConnectionOwner } from '../../lib/connectionBudget.js';
import type { Viewer } from './access.js';
import { BOARD_CHANNEL } from './repository.js';

export interface BoardHubOptions {
  /** Events of one session within this window go out as one (the newest). */
  coalesceMs?: number;
  heartbeatMs?: number;
  /** Caps and lifetime of the open streams (DEFAULT_CONNECTION_LIMITS unless given). */
  budget?: ConnectionBudget;
}

/** The reconnect delay the stream tells EventSource (`retry:`), in milliseconds. */
export const STREAM_RETRY_MS = 3000;

interface Client {
  reply: FastifyReply;
  /** The newest version this client was sent. */
  version: number;
  /** Who watches (null: the public board), for the page its events carry. */
  viewer: Viewer | null;
}

/**
 * Builds, once per flush, the `data:` line of each client of a session: the event with the board page its viewer
 * sees. A failure sends the bare event (the boards refetch).
 */
export type BoardRender = (event: BoardEvent, viewers: ReadonlyArray<Viewer | null>) => Promise<(viewer: Viewer | null) => string>;

export class BoardHub {
  readonly #clients = new Map<number, Set<Client>>();
  readonly #latest = new Map<number, BoardEvent>();
  readonly #pending = new Map<number, NodeJS.Timeout>();
  /** Sessions whose flush is being rendered: one at a time, so each change is against the one pushed before. */
  readonly #flushing = new Set<number>();
  readonly #coalesceMs: number;
  readonly #heartbeatMs: number;
  readonly budget: ConnectionBudget;
  #heartbeat: NodeJS.Timeout | null = null;
  #unlisten: (() => Promise<void>) | null = null;
  #listening = false;
  /** Hears every announced change (the board's caches drop what it makes stale). */
  onChange: ((event: BoardEvent) => void) | null = null;
  /** Adds each viewer's board page to a change (BoardService); without it events carry the version only. */
  render: BoardRender | null = null;

  constructor(
    private readonly listen: DatabaseHandle['listen'],
    private readonly log: FastifyBaseLogger,
    options: BoardHubOptions = {},
  ) {
    this.#coalesceMs = options.coalesceMs ?? 100;
    this.#heartbeatMs = options.heartbeatMs ?? 15_000;
    this.budget = options.budget ?? new ConnectionBudget(DEFAULT_CONNECTION_LIMITS);
  }

  /**
   * Refuses early (before any database work) when `owner` could not open a stream now. A refusal is answered 429
   * (per user or address) or 503 (full) with `Retry-After`, and the socket is closed.
   */
  admit(reply: FastifyReply, owner: ConnectionOwner): void {
    try {
      this.budget.check(owner);
    } catch (error) {
      throw refused(reply, error);
    }
  }

  /** Whether this instance hears the announcements (when not, boards read versions from the database). */
  get listening(): boolean {
    return this.#listening;
  }

  get connections(): number {
    let n = 0;
    for (const set of this.#clients.values()) n += set.size;
    return n;
  }

  async start(): Promise<void> {
    if (this.listen) {
      this.#unlisten = await this.listen(
        BOARD_CHANNEL,
        (payload) => this.#announced(payload),
        (listening) => {
          this.#listening = listening;
        },
      );
    }
    this.#heartbeat = setInterval(() => this.#beat(), this.#heartbeatMs);
    this.#heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.#heartbeat !== null) clearInterval(this.#heartbeat);
    for (const timer of this.#pending.values()) clearTimeout(timer);
    this.#pending.clear();
    for (const set of this.#clients.values()) for (const client of set) client.reply.raw.end();
    this.#clients.clear();
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    if (unlisten !== null) await unlisten();
  }

  /** Serves one stream: the current version at once when the client missed any, then every change. */
  open(request: FastifyRequest, reply: FastifyReply, sessionId: number, current: BoardEvent, viewer: Viewer | null, owner: ConnectionOwner): FastifyReply {
    const lastSeen = Number(request.headers['last-event-id'] ?? Number.NaN);
    let lease;
    try {
      // At its lifetime the stream ends; the client reconnects after the retry delay and takes a place anew.
      lease = this.budget.take(owner, () => reply.raw.end());
    } catch (error) {
      throw refused(reply, error);
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    raw.write(`retry: ${STREAM_RETRY_MS}\n\n`);
    const client: Client = { reply, version: Number.isFinite(lastSeen) ? lastSeen : -1, viewer };
    let set = this.#clients.get(sessionId);
    if (set === undefined) {
      set = new Set();
      this.#clients.set(sessionId, set);
    }
    set.add(client);
    // A client that missed versions gets the bare event: it (re)loads its page anyway when it opens.
    const latest = this.#newest(sessionId, current);
    if (client.version < latest.version) this.#send(client, latest, JSON.stringify(latest));
    request.raw.on('close', () => {
      lease.release();
      const clients = this.#clients.get(sessionId);
      clients?.delete(client);
      if (clients?.size === 0) this.#clients.delete(sessionId);
    });
    return reply;
  }

  #newest(sessionId: number, current: BoardEvent): BoardEvent {
    const heard = this.#latest.get(sessionId);
    return heard !== undefined && heard.version > current.version ? heard : current;
  }

  #announced(payload: string): void {
    let event: BoardEvent;
    try {
      event = JSON.parse(payload) as BoardEvent;
    } catch {
      this.log.warn({ payload }, 'unreadable board announcement');
      return;
    }
    const known = this.#latest.get(event.session_id);
    if (known === undefined || known.version < event.version) this.#latest.set(event.session_id, event);
    this.onChange?.(event);
    if (this.#clients.has(event.session_id)) this.#schedule(event.session_id);
  }

  #schedule(sessionId: number): void {
    if (this.#pending.has(sessionId)) return;
    this.#pending.set(
      sessionId,
      setTimeout(() => this.#flush(sessionId), this.#coalesceMs),
    );
  }

  #flush(sessionId: number): void {
    this.#pending.delete(sessionId);
    if (this.#flushing.has(sessionId)) {
      this.#schedule(sessionId);
      return;
    }
    const event = this.#latest.get(sessionId);
    const clients = this.#clients.get(sessionId);
    if (event === undefined || clients === undefined) return;
    const due = [...clients].filter((client) => client.version < event.version);
    if (due.length === 0) return;
    const bare = JSON.stringify(event);
    this.#flushing.add(sessionId);
    const rendered = this.render === null ? Promise.resolve(() => bare) : this.render(event, due.map((c) => c.viewer));
    void rendered
      .catch((error: unknown) => {
        this.log.warn({ err: error, session: sessionId }, 'board page for the stream failed; sending the bare event');
        return () => bare;
      })
      .then((dataOf) => {
        for (const client of due) if (client.version < event.version && clients.has(client)) this.#send(client, event, dataOf(client.viewer));
      })
      .catch((error: unknown) => this.log.error({ err: error, session: sessionId }, 'sending board events failed'))
      .finally(() => this.#flushing.delete(sessionId));
  }

  #send(client: Client, event: BoardEvent, data: string): void {
    client.version = event.version;
    client.reply.raw.write(`id: ${event.version}\nevent: board\ndata: ${data}\n\n`);
  }

  #beat(): void {
    for (const set of this.#clients.values()) for (const client of set) client.reply.raw.write(`: keep-alive\n\n`);
  }
}

/** A budget refusal as the answer: `Retry-After`, and the connection closed after it (it held a descriptor). */
function refused(reply: FastifyReply, error: unknown): unknown {
  if (error instanceof ConnectionRefused) reply.header('retry-after', String(error.retryAfter)).header('connection', 'close');
  return error;
}
