// The blockchain lab's calls (issue 11), zod-free: a student's attempt at a published block case is a small
// chain of its own, stored and checked by the server (blockLabApi.ts has the schemas). The browser proposes —
// a transaction's fields, a block it mined — and the server signs, checks and keeps; a score cannot be forged.
import type { CallTable } from './call.js';
import { fillPath } from './fillPath.js';

/** Everyone who may open the lab (staff try a case themselves before teaching it). */
const LAB_USERS = ['sys_admin', 'sys_teacher', 'edu_admin', 'edu_teacher', 'edu_student'] as const;
/** Who sees a class's attempts: the college's teachers (their classes) and admins (the college). */
const LAB_STAFF = ['edu_admin', 'edu_teacher'] as const;

/**
 * The lab. An attempt belongs to one user and one published case (one per pair; reset starts it over). Only its
 * owner changes it. Its owner, the teachers of the owner's classes, the owner's college admin and the system
 * admin may read it; anyone else gets "not found".
 * - `submitBlockLabTransaction`: the student, acting as one organization of the case, sends a transition's fields;
 *   the server checks the transition against the business's state machine where the chain and the mempool leave
 *   the asset, signs it with that organization's key (the private key never leaves the server) and puts it in the
 *   mempool; refused with the rule's message otherwise.
 * - `submitBlockLabBlock`: the student sends a block mined in the browser (the mempool's first transactions, the
 *   timestamp, nonce and proposer); the server checks its link to the tip, its Merkle root, its proof of work at
 *   the case's difficulty, its proposer (a validator), every signature and every transition, then appends it and
 *   grades the chain.
 * - `checkBlockLabFork`: the tamper lab. The browser sends a copy of the chain it edited; the server validates it
 *   as a node would and says where and why it rejects it; with `repair_from` it re-signs (as the organizations)
 *   and re-mines the copy from that height on and answers the repaired copy. The stored chain never changes.
 */
export const BLOCK_LAB_CALLS = {
  listBlockLabCases: {
    method: 'GET',
    path: '/api/block-lab/case',
    roles: LAB_USERS,
    summary: "Published blockchain cases with the caller's own attempt (status and score)",
  },
  startBlockLabAttempt: {
    method: 'POST',
    path: '/api/block-lab/case/:id/attempt',
    roles: LAB_USERS,
    summary: "Open the caller's attempt at a published case (created with its genesis block the first time)",
  },
  blockLabStudents: {
    method: 'GET',
    path: '/api/block-lab/case/:id/students',
    roles: LAB_STAFF,
    summary: "A class overview: the students of the caller's classes (an admin: the college's) with their attempt and score",
  },
  myBlockLabAttempts: { method: 'GET', path: '/api/block-lab/attempt/my', roles: LAB_USERS, summary: "The caller's attempts with their case and score" },
  getBlockLabAttempt: {
    method: 'GET',
    path: '/api/block-lab/attempt/:id',
    roles: LAB_USERS,
    summary: 'An attempt: the case, its chain, mempool, balances and assets, and its grade (read-only unless the caller owns it)',
  },
  submitBlockLabTransaction: {
    method: 'POST',
    path: '/api/block-lab/attempt/:id/transaction',
    roles: LAB_USERS,
    summary: 'Act as an organization: the server checks the transition, signs the transaction with its key and adds it to the mempool',
  },
  submitBlockLabBlock: {
    method: 'POST',
    path: '/api/block-lab/attempt/:id/block',
    roles: LAB_USERS,
    summary: 'Append a block mined in the browser: link, Merkle root, proof of work, proposer, signatures and transitions are checked',
  },
  checkBlockLabFork: {
    method: 'POST',
    path: '/api/block-lab/attempt/:id/fork',
    roles: LAB_USERS,
    summary: 'Tamper lab: validate an edited copy of the chain as a node would (and re-mine it from a height); the stored chain never changes',
  },
  resetBlockLabAttempt: {
    method: 'POST',
    path: '/api/block-lab/attempt/:id/reset',
    roles: LAB_USERS,
    summary: 'Start the attempt over from a new genesis block',
  },
} as const satisfies CallTable;

export type BlockLabCallName = keyof typeof BLOCK_LAB_CALLS;

/** Fill a block lab path, e.g. `blockLabPath('getBlockLabAttempt', { id: 3 })` → `/api/block-lab/attempt/3`. */
export function blockLabPath(name: BlockLabCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, BLOCK_LAB_CALLS[name].path, params);
}
