// Personal notebook tokens (issue 35): a stock Jupyter client (JupyterLab, VS Code) reaches the notebook gateway with
// one of these alone. A token is 32 random bytes: its sha256 is all the database keeps (a slow password hash buys
// nothing against a random secret of 256 bits), it expires on the day its owner chose, and it opens only the gateway
// (the /api auth looks in api_tokens and never finds it).
import { randomBytes } from 'node:crypto';
import { NOTEBOOK_TOKEN_LIMITS, NOTEBOOK_TOKEN_PREFIX, type CreatedNotebookToken, type NotebookToken, type NotebookTokenList } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { accountRefusal } from '../../lib/sessionCheck.js';
import { sha256 } from '../../lib/tokens.js';
import * as repo from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** `fnb_` and base64url of 32 bytes (43 characters). */
const TOKEN_PATTERN = new RegExp(`^${NOTEBOOK_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
const HINT_LENGTH = 6;

/** The gateway's view of a token's owner (the runtime's NotebookUser). */
export interface NotebookTokenUser {
  id: number;
  role: string;
  edu_id: number | null;
}

export interface AuditMeta {
  ip: string;
}

export const isNotebookToken = (token: string): boolean => token.startsWith(NOTEBOOK_TOKEN_PREFIX);

function view(row: repo.NotebookTokenRow, now: Date): NotebookToken {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    live: row.revokedAt === null && row.expiresAt.getTime() > now.getTime(),
  };
}

export class NotebookTokenService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(userId: number): Promise<NotebookTokenList> {
    const now = this.now();
    const rows = await repo.listTokens(this.db, userId);
    return { list: rows.map((row) => view(row, now)), max_live: NOTEBOOK_TOKEN_LIMITS.maxLive, expiry_days: [...NOTEBOOK_TOKEN_LIMITS.expiryDays] };
  }

  /** A new token for `userId` (the caller), audited; refused beyond the cap of live tokens or with an expiry not offered. */
  async create(userId: number, input: { name: string; expires_in_days: number }, meta: AuditMeta): Promise<CreatedNotebookToken> {
    const name = input.name.trim();
    if (name.length === 0 || name.length > NOTEBOOK_TOKEN_LIMITS.nameMax) {
      throw new AppError(0, { zh: `令牌名称须为 1 到 ${NOTEBOOK_TOKEN_LIMITS.nameMax} 个字符`, en: `A token's name has 1 to ${NOTEBOOK_TOKEN_LIMITS.nameMax} characters` });
    }
    if (!(NOTEBOOK_TOKEN_LIMITS.expiryDays as readonly number[]).includes(input.expires_in_days)) {
      const days = NOTEBOOK_TOKEN_LIMITS.expiryDays.join(' / ');
      throw new AppError(0, { zh: `有效期只能是 ${days} 天`, en: `The expiry is one of ${days} days` });
    }
    const now = this.now();
    const body = randomBytes(32).toString('base64url');
    const secret = `${NOTEBOOK_TOKEN_PREFIX}${body}`;
    const row = await repo.insertWithinCap(
      this.db,
      { userId, name, tokenHash: sha256(secret), hint: body.slice(0, HINT_LENGTH), createdAt: now, expiresAt: new Date(now.getTime() + input.expires_in_days * DAY_MS) },
      NOTEBOOK_TOKEN_LIMITS.maxLive,
      meta.ip.slice(0, 64),
    );
    if (row === 'full') {
      const max = NOTEBOOK_TOKEN_LIMITS.maxLive;
      throw new AppError(0, { zh: `最多只能有 ${max} 个有效的笔记本令牌，请先撤销不用的令牌`, en: `You may have at most ${max} live notebook tokens; revoke one you no longer use` });
    }
    return { token: view(row, now), secret };
  }

  /** Revokes the caller's token `id` (audited); another user's token is "not found", as a missing one is. */
  async revoke(userId: number, id: number, meta: AuditMeta): Promise<void> {
    const now = this.now();
    const revoked = await repo.revokeToken(this.db, userId, id, now);
    if (revoked === undefined) {
      if ((await repo.findToken(this.db, userId, id)) !== undefined) return; // revoked already: nothing changes
      throw notFound('笔记本令牌不存在', 'No such notebook token');
    }
    await repo.insertAudit(this.db, { tokenId: id, userId, actorId: userId, action: 'revoke', ip: meta.ip.slice(0, 64), createdAt: now });
  }

  /**
   * The owner of a personal notebook token when it opens the gateway now: known, not revoked, not expired, and its
   * owner may still sign in (the rule of /api); null otherwise. Notes the use (at most once a minute).
   */
  async authenticate(token: string): Promise<NotebookTokenUser | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const found = await repo.findByHash(this.db, sha256(token));
    if (found === undefined) return null;
    const now = this.now();
    const { token: row, user, college } = found;
    if (row.revokedAt !== null || row.expiresAt.getTime() <= now.getTime()) return null;
    if (accountRefusal(user, college) !== null) return null;
    if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() >= 60_000) await repo.touch(this.db, row.id, now);
    return { id: user.id, role: user.role, edu_id: user.eduId };
  }
}
