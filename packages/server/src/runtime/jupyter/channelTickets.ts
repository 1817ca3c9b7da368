// Kernel channel tickets (issue 37): the browser's WebSocket sends no Authorization header, and the API token must
// never travel in a URL (request logs, proxies and the browser's history keep URLs). The page asks for a ticket with
// its token in a header; the channel's URL carries the ticket, which opens one channel within a minute, once, for
// the user it was issued to. Tickets are rows (only their sha256), so any API instance can spend one.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notebookChannelTickets } from '../../db/schema/index.js';
import { sha256 } from '../../lib/tokens.js';

export const CHANNEL_TICKET_TTL_MS = 60_000;
/** base64url of 24 random bytes is 32 characters; anything much longer is not a ticket. */
const MAX_TICKET_LENGTH = 64;

export class ChannelTickets {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A fresh ticket for `userId` (expired ones are swept first). */
  async issue(userId: number): Promise<{ ticket: string; expires_in_s: number }> {
    const ticket = randomBytes(24).toString('base64url');
    const now = this.now();
    await this.db.delete(notebookChannelTickets).where(lt(notebookChannelTickets.expiresAt, now));
    await this.db.insert(notebookChannelTickets).values({ hash: sha256(ticket), userId, expiresAt: new Date(now.getTime() + CHANNEL_TICKET_TTL_MS) });
    return { ticket, expires_in_s: CHANNEL_TICKET_TTL_MS / 1000 };
  }

  /** Spends a ticket: the user it was issued to, or null (unknown, spent or expired). */
  async spend(ticket: string): Promise<number | null> {
    if (ticket.length === 0 || ticket.length > MAX_TICKET_LENGTH) return null;
    const [row] = await this.db
      .delete(notebookChannelTickets)
      .where(and(eq(notebookChannelTickets.hash, sha256(ticket)), gt(notebookChannelTickets.expiresAt, this.now())))
      .returning({ userId: notebookChannelTickets.userId });
    return row?.userId ?? null;
  }
}
