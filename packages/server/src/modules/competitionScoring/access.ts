// Who sees what of a session (the server's rule; the UI only mirrors it):
//  - organizers: sys_admin (every competition), and the staff of the college that runs a college competition; they
//    see the live board (marked frozen during a freeze) and every submission;
//  - college staff in a platform competition: the public board, and only their own students' teams' submissions;
//  - participants: an accepted registration gives their team (its files, its private scores once published, its
//    pinned row); other students of a competition open to them see the public board;
//  - everyone else: not found (a college never learns of another college's competitions).
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import * as repo from './repository.js';

export type Viewer =
  | { kind: 'organizer' }
  /** College staff looking at a platform competition: their own college's teams only. */
  | { kind: 'college_staff'; eduId: number }
  | { kind: 'participant'; teamId: number | null; groupId: number }
  | { kind: 'reader' };

export const sessionNotFound = () => notFound('场次不存在', 'Session not found');

const TTL_MS = 5000;

/** Resolves viewers, caching each (competition, user) registration for a few seconds. */
export class SessionAccess {
  readonly #entries = new Map<string, { value: { teamId: number | null; groupId: number } | null; at: number }>();

  constructor(private readonly db: Db) {}

  async viewer(user: AuthUser, found: repo.SessionWithCompetition): Promise<Viewer> {
    const { competition } = found;
    switch (user.role) {
      case 'sys_admin':
        return { kind: 'organizer' };
      case 'edu_admin':
      case 'edu_teacher':
        if (competition.eduId !== null && competition.eduId === user.edu_id) return { kind: 'organizer' };
        if (competition.eduId === null && user.edu_id !== null && competition.status !== 'draft') return { kind: 'college_staff', eduId: user.edu_id };
        throw sessionNotFound();
      case 'edu_student':
      case 'competitor': {
        const entry = await this.entry(competition.id, user.id);
        if (entry !== null) return { kind: 'participant', teamId: entry.teamId, groupId: entry.groupId };
        const open = competition.status !== 'draft' && competition.visibility !== 'invited' && (competition.eduId === null || competition.eduId === user.edu_id);
        if (open) return { kind: 'reader' };
        throw sessionNotFound();
      }
      default:
        throw sessionNotFound();
    }
  }

  async entry(competitionId: number, userId: number): Promise<{ teamId: number | null; groupId: number } | null> {
    const key = `${competitionId}:${userId}`;
    const now = Date.now();
    const cached = this.#entries.get(key);
    if (cached !== undefined && now - cached.at < TTL_MS) return cached.value;
    const value = await repo.acceptedEntry(this.db, competitionId, userId);
    if (this.#entries.size > 10_000) this.#entries.clear();
    this.#entries.set(key, { value, at: now });
    return value;
  }

  /** Drops the cached registrations (a registration changed in this instance). */
  forget(): void {
    this.#entries.clear();
  }
}
