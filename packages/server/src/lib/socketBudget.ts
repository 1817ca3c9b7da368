// WebSocket budgets (issue 37): the largest message each socket's purpose needs, and how many sockets may be open at
// once per user and in total. @fastify/websocket upgrades every route through one ws server, whose `maxPayload` (ws's
// default: 100 MiB, buffered whole before the handler sees a byte) would be the same for the device check's 1 KiB echo
// and a kernel channel. A route names its own limit; the server's `headers` event, emitted synchronously just before
// ws builds the socket's frame reader, applies it. A larger frame is refused from its header with close code 1009.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { WebSocketServer } from 'ws';
import { AppError } from '../errors.js';

/** The limit of a socket whose route names none: small, every socket of the API says what it needs. */
export const DEFAULT_WS_MAX_PAYLOAD = 64 * 1024;

const limits = new WeakMap<IncomingMessage, number>();
const installed = new WeakSet<WebSocketServer>();

/** The largest message the socket that `request` upgrades to may receive (bytes); call before the upgrade. */
export function setMaxPayload(request: FastifyRequest, bytes: number): void {
  limits.set(request.raw, bytes);
}

/** Makes `wss` give each socket the limit its route set (else DEFAULT_WS_MAX_PAYLOAD). Idempotent. */
export function applyRouteMaxPayloads(wss: WebSocketServer): void {
  if (installed.has(wss)) return;
  installed.add(wss);
  wss.options.maxPayload = DEFAULT_WS_MAX_PAYLOAD;
  wss.on('headers', (_headers: string[], request: IncomingMessage) => {
    // Read by ws right after this event, in the same tick, for this socket's receiver only.
    wss.options.maxPayload = limits.get(request) ?? DEFAULT_WS_MAX_PAYLOAD;
  });
}

/** The errors ws reports for a frame it refused (it has sent the close frame, 1009 or 1002, itself). */
export function isRefusedFrame(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('WS_ERR_');
}

export interface SocketBudgetOptions {
  /** What the sockets are, for the refusal's message (zh, en). */
  what: { zh: string; en: string };
  perUser: number;
  total: number;
  /** Seconds a refused client should wait (Retry-After). */
  retryAfterS: number;
}

/** Why a socket was not let in: 429 the user's share is taken, 503 every place is. */
export interface SocketRefusal {
  status: 429 | 503;
  retryAfterS: number;
  message: { zh: string; en: string };
}

/** The refusal as the API's error (the app's error handler answers it in the envelope), with Retry-After set. */
export function refusalError(refusal: SocketRefusal, reply: FastifyReply): AppError {
  reply.header('retry-after', String(refusal.retryAfterS));
  return new AppError(0, refusal.message, refusal.status);
}

/**
 * Counts the open sockets of one kind in this process, per user and in total. `reserve` takes a place before the
 * upgrade (or answers why not) and gives it back when the connection's TCP socket closes, whether it became a
 * WebSocket or was refused.
 */
export class SocketBudget {
  private readonly byUser = new Map<number, number>();
  private open = 0;

  constructor(private readonly options: SocketBudgetOptions) {}

  get total(): number {
    return this.open;
  }

  private refusal(status: 429 | 503): SocketRefusal {
    const { what, total, perUser, retryAfterS } = this.options;
    const message =
      status === 503
        ? { zh: `${what.zh}连接已满（最多 ${total} 个），请稍后重试`, en: `All ${total} ${what.en} connections are in use; try again shortly` }
        : { zh: `你已打开 ${perUser} 个${what.zh}连接（最多 ${perUser} 个），请先关闭其他页面再试`, en: `You already have ${perUser} ${what.en} connections open (at most ${perUser}); close one and try again` };
    return { status, retryAfterS, message };
  }

  /** Before anything is known of the caller: a refusal when every place is taken (takes none). */
  full(): SocketRefusal | null {
    return this.open >= this.options.total ? this.refusal(503) : null;
  }

  /** Takes a place for `userId` until the connection closes; a refusal instead when over budget. */
  reserve(userId: number, request: FastifyRequest): SocketRefusal | null {
    if (this.open >= this.options.total) return this.refusal(503);
    if ((this.byUser.get(userId) ?? 0) >= this.options.perUser) return this.refusal(429);
    this.open += 1;
    this.byUser.set(userId, (this.byUser.get(userId) ?? 0) + 1);
    const release = (): void => {
      this.open -= 1;
      const left = (this.byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.byUser.set(userId, left);
      else this.byUser.delete(userId);
    };
    const socket = request.raw.socket as FastifyRequest['raw']['socket'] | undefined;
    if (socket === undefined || socket.destroyed) release();
    else socket.once('close', release);
    return null;
  }
}
