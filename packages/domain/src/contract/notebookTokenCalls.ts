// Personal notebook tokens (issue 35), zod-free: a signed-in user creates, lists and revokes their own tokens for a
// stock Jupyter client (JupyterLab, VS Code). A token opens only the notebook gateway, for its owner's home and
// kernels; /api refuses it.
import type { CallTable } from './call.js';

export const NOTEBOOK_TOKEN_CALLS = {
  listNotebookTokens: {
    method: 'GET',
    path: '/api/admin/notebook-token',
    roles: 'any',
    summary: "The caller's personal notebook tokens (never the token itself) with the limits of a new one",
  },
  createNotebookToken: {
    method: 'POST',
    path: '/api/admin/notebook-token',
    roles: 'any',
    summary: 'Create a personal notebook token: answered once, in full; stored hashed',
    description: 'Refused beyond NOTEBOOK_TOKEN_LIMITS.maxLive live tokens. The token opens only /notebook/ (the gateway), never /api.',
  },
  revokeNotebookToken: {
    method: 'DELETE',
    path: '/api/admin/notebook-token/:id',
    roles: 'any',
    summary: "Revoke one of the caller's personal notebook tokens (at once, on every API instance)",
  },
} as const satisfies CallTable;
