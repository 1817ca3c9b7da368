// Personal notebook tokens (issue 35; calls in notebookTokenCalls.ts).
import { z } from 'zod';
import { schemasFor } from './callSchemas.js';
import { Empty, IdParams, RowId, Timestamp } from './common.js';
import { NOTEBOOK_TOKEN_CALLS } from './notebookTokenCalls.js';

/**
 * Limits of personal notebook tokens: the expiries a student may choose (days), at most `maxLive` live tokens per user
 * (unexpired, not revoked), a name of at most `nameMax` characters.
 */
export const NOTEBOOK_TOKEN_LIMITS = { expiryDays: [7, 30, 90] as const, defaultExpiryDays: 30, maxLive: 5, nameMax: 40 } as const;
/** Every personal notebook token starts with this, so the gateway tells it from an API token at a glance. */
export const NOTEBOOK_TOKEN_PREFIX = 'fnb_';
/** The gateway's path under the platform's origin: what a stock Jupyter client is given as the server URL. */
export const NOTEBOOK_GATEWAY_PATH = '/notebook/';

/** The URL to paste into JupyterLab or VS Code: the gateway's base URL with the token (`origin` has no trailing slash). */
export function notebookServerUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${NOTEBOOK_GATEWAY_PATH}?token=${encodeURIComponent(token)}`;
}

export const NotebookToken = z.object({
  id: RowId,
  name: z.string(),
  /** The token's first characters after its prefix, to tell tokens apart (never enough to use it). */
  hint: z.string(),
  created_at: Timestamp,
  expires_at: Timestamp,
  /** The last time a client used it at the gateway (to the minute), null when never. */
  last_used_at: Timestamp.nullable(),
  revoked_at: Timestamp.nullable(),
  /** Usable now: neither revoked nor expired. */
  live: z.boolean(),
});
export type NotebookToken = z.infer<typeof NotebookToken>;

export const NotebookTokenList = z.object({
  list: z.array(NotebookToken),
  max_live: z.number().int(),
  expiry_days: z.array(z.number().int()),
});
export type NotebookTokenList = z.infer<typeof NotebookTokenList>;

export const NotebookTokenCreate = z.object({
  name: z.string().trim().min(1).max(NOTEBOOK_TOKEN_LIMITS.nameMax),
  expires_in_days: z
    .number()
    .int()
    .refine((days) => (NOTEBOOK_TOKEN_LIMITS.expiryDays as readonly number[]).includes(days), { message: `one of ${NOTEBOOK_TOKEN_LIMITS.expiryDays.join(', ')}` })
    .default(NOTEBOOK_TOKEN_LIMITS.defaultExpiryDays),
});
export type NotebookTokenCreate = z.input<typeof NotebookTokenCreate>;

/** The new token: `secret` is the token itself, answered this once and never again. */
export const CreatedNotebookToken = z.object({ token: NotebookToken, secret: z.string() });
export type CreatedNotebookToken = z.infer<typeof CreatedNotebookToken>;

export const NOTEBOOK_TOKEN_SCHEMAS = schemasFor(NOTEBOOK_TOKEN_CALLS)({
  listNotebookTokens: { response: NotebookTokenList },
  createNotebookToken: { body: NotebookTokenCreate, response: CreatedNotebookToken },
  revokeNotebookToken: { params: IdParams, response: Empty },
});
