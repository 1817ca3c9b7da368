// The public home's call, zod-free (issue 12): what the front page (route Home, /home) shows to anyone.
import type { CallTable } from './call.js';

/**
 * `publicHome` answers visitors and signed-in users alike, and the same to both: the published, due articles
 * (pinned first), the public competitions that are not drafts or archived, and the catalogue of published
 * platform courses (title, cover, description and chapter count; never a chapter's content). Each part is short.
 */
export const HOME_CALLS = {
  publicHome: { method: 'GET', path: '/api/public/home', roles: 'public', summary: 'The public home: published news, public competitions and the course catalogue' },
} as const satisfies CallTable;
