// The device check's WebSocket echo (issue 12). A browser's WebSocket sends no Authorization header, so the page first
// asks for a ticket (an HttpOnly cookie scoped to the echo path, as the board stream's); the upgrade spends it, and
// an upgrade without a good ticket is refused before any socket is opened.
// The echo answers each text message at once: at most ECHO_MAX_MESSAGES of ECHO_MAX_BYTES, for ECHO_MAX_MS. The
// ticket is bound to the user who asked for it: the socket is theirs, and the round trip the server times on it with
// its own pings (issue 37) counts for their report only.
import { randomBytes } from 'node:crypto';
import { DEVICE_CHECK_CALLS, median } from '@finedu/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Db } from '../../db/client.js';
import { deviceCheckEchoTickets } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { sha256 } from '../../lib/tokens.js';
import type { AuthUser } from '../../types.js';
import type { DeviceCheckObservations } from './observations.js';

export const ECHO_TICKET_COOKIE = 'finedu_echo_ticket';
export const ECHO_TICKET_TTL_MS = 60_000;
export const ECHO_MAX_MESSAGES = 20;
export const ECHO_MAX_BYTES = 1024;
export const ECHO_MAX_MS = 30_000;
/** Pings the server sends on an echo socket, one after the other, to time its round trip itself. */
export const ECHO_PINGS = 5;
/** Echo sockets open at once: per user (a page opens one per check run), and in all. */
export const ECHO_SOCKETS_PER_USER = 2;
export const ECHO_SOCKETS_TOTAL = 200;

/** Close codes the page tells apart (4xxx: the application's own, RFC 6455 §7.4.2). */
export const ECHO_CLOSE = {
  /** More than ECHO_MAX_MESSAGES messages. */
  tooMany: 4429,
  /** A binary message (1003: unsupported data). */
  binary: 1003,
  /** A message over ECHO_MAX_BYTES (1009: message too big). */
  tooBig: 1009,
  /** ECHO_MAX_MS passed. */
  done: 1000,
} as const;

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

export class EchoTickets {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A fresh ticket as an HttpOnly cookie that only the echo path receives. */
  async issue(user: AuthUser, request: FastifyRequest, reply: FastifyReply): Promise<{ expires_in_s: number }> {
    const ticket = randomBytes(24).toString('base64url');
    const now = this.clock.now();
    await this.db.delete(deviceCheckEchoTickets).where(lt(deviceCheckEchoTickets.expiresAt, now));
    await this.db.insert(deviceCheckEchoTickets).values({ hash: sha256(ticket), userId: user.id, expiresAt: new Date(now.getTime() + ECHO_TICKET_TTL_MS) });
    const secure = request.protocol === 'https' ? '; Secure' : '';
    const seconds = ECHO_TICKET_TTL_MS / 1000;
    reply.header('set-cookie', `${ECHO_TICKET_COOKIE}=${ticket}; Path=${DEVICE_CHECK_CALLS.deviceCheckEcho.path}; Max-Age=${seconds}; HttpOnly; SameSite=Strict${secure}`);
    return { expires_in_s: seconds };
  }

  /** Spends the request's ticket: the user it was issued to, or null (none, unknown, spent or expired). */
  async spend(request: FastifyRequest): Promise<number | null> {
    const ticket = cookie(request.headers.cookie, ECHO_TICKET_COOKIE);
    if (ticket === null || ticket.length === 0 || ticket.length > 64) return null;
    const [row] = await this.db
      .delete(deviceCheckEchoTickets)
      .where(and(eq(deviceCheckEchoTickets.hash, sha256(ticket)), gt(deviceCheckEchoTickets.expiresAt, this.clock.now())))
      .returning({ userId: deviceCheckEchoTickets.userId });
    return row?.userId ?? null;
  }

  /**
   * Serves one echo socket of `userId` (its ticket was spent before the upgrade): echoes each text message at once,
   * and times the round trip with its own pings (random payloads the browser sends back by itself), kept for the user.
   */
  serve(socket: WebSocket, userId: number, observations: DeviceCheckObservations, log: { warn(obj: object, msg: string): void }): void {
    let received = 0;
    const timer = setTimeout(() => socket.close(ECHO_CLOSE.done, 'time is up'), ECHO_MAX_MS);
    timer.unref();
    socket.on('close', () => clearTimeout(timer));
    const rtts: number[] = [];
    let outstanding: { payload: Buffer; sentAt: number } | null = null;
    const ping = (): void => {
      if (socket.readyState !== socket.OPEN) return;
      outstanding = { payload: randomBytes(8), sentAt: performance.now() };
      socket.ping(outstanding.payload);
    };
    socket.on('pong', (data: Buffer) => {
      if (outstanding === null || !data.equals(outstanding.payload)) return;
      rtts.push(performance.now() - outstanding.sentAt);
      outstanding = null;
      observations.record(userId, 'echo', median(rtts) ?? 0).catch((err: unknown) => log.warn({ err }, 'device check: recording the echo round trip failed'));
      if (rtts.length < ECHO_PINGS) ping();
    });
    ping();
    socket.on('message', (data: RawData, binary: boolean) => {
      if (socket.readyState !== socket.OPEN) return;
      received += 1;
      if (binary) return socket.close(ECHO_CLOSE.binary, 'text only');
      const text = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
      if (text.length > ECHO_MAX_BYTES) return socket.close(ECHO_CLOSE.tooBig, 'at most 1 KiB');
      if (received > ECHO_MAX_MESSAGES) return socket.close(ECHO_CLOSE.tooMany, 'at most 20 messages');
      socket.send(text.toString('utf8'));
    });
  }
}
