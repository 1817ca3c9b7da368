// The blockchain case library's calls (issue 11), zod-free: clients load these on every page, the schemas
// (blockCaseApi.ts) only where used. The system admin authors; any signed-in college user reads the published list.
import type { CallTable } from './call.js';
import { fillPath } from './fillPath.js';

const AUTHORS = ['sys_admin'] as const;
/** Who may list the published cases (to link them to chapters and, later, to open the lab). */
const READERS = ['sys_admin', 'sys_teacher', 'edu_admin', 'edu_teacher', 'edu_student'] as const;

/**
 * Authoring: a case, its organizations (the server generates each one's secp256k1 key pair and keeps the private
 * key to itself: no call ever answers it), its business (one per case: the asset's state machine) and its process
 * (the ordered steps, put as a whole). Publishing validates the whole definition and refuses naming each problem.
 * A published case's organizations, business and process are frozen until it is unpublished.
 * Static segments (`copy`, `published`) win over `:id`. `getPublishedBlockCase` answers a draft or deleted case as not found.
 */
export const BLOCK_CASE_CALLS = {
  listBlockCases: { method: 'GET', path: '/api/admin/block-case', roles: AUTHORS, summary: 'List blockchain cases (keyword, scenario, status, paging)' },
  createBlockCase: { method: 'POST', path: '/api/admin/block-case', roles: AUTHORS, summary: 'Create a blockchain case (a draft)' },
  getBlockCase: {
    method: 'GET',
    path: '/api/admin/block-case/:id',
    roles: AUTHORS,
    summary: 'A blockchain case with its organizations, business, process and the problems that keep it from being published',
  },
  updateBlockCase: { method: 'PUT', path: '/api/admin/block-case/:id', roles: AUTHORS, summary: "Edit a blockchain case's fields (a published case stays valid or the edit is refused)" },
  deleteBlockCase: { method: 'DELETE', path: '/api/admin/block-case/:id', roles: AUTHORS, summary: 'Delete a draft blockchain case (soft; a published case must be unpublished first)' },
  copyBlockCase: {
    method: 'POST',
    path: '/api/admin/block-case/copy/:id',
    roles: AUTHORS,
    summary: 'Copy a blockchain case as a new draft (organizations get new key pairs)',
  },
  publishBlockCase: {
    method: 'POST',
    path: '/api/admin/block-case/:id/publish',
    roles: AUTHORS,
    summary: 'Publish a blockchain case: refused, with every problem named (and its step), unless the definition is valid',
  },
  unpublishBlockCase: { method: 'POST', path: '/api/admin/block-case/:id/unpublish', roles: AUTHORS, summary: 'Take a blockchain case back to draft' },
  listBlockOrganizations: { method: 'GET', path: '/api/admin/block-case/:id/organization', roles: AUTHORS, summary: "A case's organizations (public keys only)" },
  createBlockOrganization: {
    method: 'POST',
    path: '/api/admin/block-case/:id/organization',
    roles: AUTHORS,
    summary: 'Add an organization to a draft case; the server generates its key pair and answers the public key',
  },
  updateBlockOrganization: { method: 'PUT', path: '/api/admin/block-case/:id/organization/:orgId', roles: AUTHORS, summary: "Edit an organization of a draft case (its key pair stays)" },
  regenerateBlockOrganizationKey: {
    method: 'POST',
    path: '/api/admin/block-case/:id/organization/:orgId/key',
    roles: AUTHORS,
    summary: "Replace an organization's key pair (draft cases only); answers the new public key",
  },
  deleteBlockOrganization: { method: 'DELETE', path: '/api/admin/block-case/:id/organization/:orgId', roles: AUTHORS, summary: 'Remove an organization from a draft case' },
  getBlockBusiness: { method: 'GET', path: '/api/admin/block-case/:id/business', roles: AUTHORS, summary: "A case's business (the asset's state machine), null before one is saved" },
  putBlockBusiness: {
    method: 'PUT',
    path: '/api/admin/block-case/:id/business',
    roles: AUTHORS,
    summary: "Save a draft case's business; answers it with the case's problems",
  },
  getBlockProcess: { method: 'GET', path: '/api/admin/block-case/:id/process', roles: AUTHORS, summary: "A case's process steps in order, with the case's problems" },
  putBlockProcess: {
    method: 'PUT',
    path: '/api/admin/block-case/:id/process',
    roles: AUTHORS,
    summary: "Replace a draft case's whole process (the ordered steps); answers it with the case's problems",
    description: 'Problems do not refuse a draft save (they are warnings); publishing refuses while any remains.',
  },
  listPublishedBlockCases: {
    method: 'GET',
    path: '/api/block-case/published',
    roles: READERS,
    summary: 'Published blockchain cases (for linking to chapters and opening the lab)',
  },
  getPublishedBlockCase: {
    method: 'GET',
    path: '/api/block-case/:id',
    roles: READERS,
    summary: 'A published blockchain case as the lab reads it: organizations with their public keys, business and process',
  },
} as const satisfies CallTable;

export type BlockCaseCallName = keyof typeof BLOCK_CASE_CALLS;

/** Fill a block case path, e.g. `blockCasePath('getBlockCase', { id: 3 })` → `/api/admin/block-case/3`. */
export function blockCasePath(name: BlockCaseCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, BLOCK_CASE_CALLS[name].path, params);
}
