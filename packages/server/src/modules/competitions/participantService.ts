// The user tab: participants and their review, registering existing users, and competition accounts.
import {
  PARTICIPANT_REVIEW_MOVES,
  type CompetitionAccountCreate,
  type CompetitionParticipant,
  type Paged,
  type ParticipantListQuery,
  type ParticipantReview,
  type ParticipantReviewResult,
  type ParticipantsAdd,
  type ParticipantsAddResult,
  type ParticipantStatus,
} from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { CompetitionRow } from '../../db/schema/competitions.js';
import type { UserRow } from '../../db/schema/users.js';
import { badRequest } from '../../errors.js';
import { hashPassword, type PasswordCost } from '../../lib/password.js';
import type { AuthUser } from '../../types.js';
import { existingPhones, existingUsernames, insertUsers } from '../users/index.js';
import { manageable, readable } from './access.js';
import { groupNotFound } from './competitionService.js';
import { toParticipant } from './dto.js';
import * as repo from './repository.js';
import { ensureSoloTeam, leaveTeam } from './rosterCore.js';
import * as roster from './rosterRepository.js';

type ListQuery = z.output<typeof ParticipantListQuery>;
type ReviewBody = z.output<typeof ParticipantReview>;
type AccountBody = z.output<typeof CompetitionAccountCreate>;

/** Who may take part: students of the owning college, or of any college and competition accounts in a platform competition. */
export function eligible(competition: CompetitionRow, user: UserRow): { zh: string; en: string } | null {
  if (user.deletedAt !== null || user.status !== 1) return { zh: '账号已停用', en: 'The account is disabled' };
  if (user.role === 'competitor') return null;
  if (user.role !== 'edu_student') return { zh: '只有学生或竞赛账号可以参赛', en: 'Only students and competition accounts take part' };
  if (competition.eduId !== null && user.eduId !== competition.eduId) return { zh: '不是本校学生', en: 'Not a student of the organizing college' };
  return null;
}

export class ParticipantService {
  constructor(
    private readonly db: Db,
    private readonly passwordCost: PasswordCost,
  ) {}

  async list(caller: AuthUser, id: number, query: ListQuery): Promise<Paged<CompetitionParticipant>> {
    const { scope } = await readable(this.db, caller, id);
    const eduId = scope ?? (query.edu_id === undefined ? undefined : query.edu_id === 0 ? null : query.edu_id);
    const { rows, total } = await roster.listParticipants(
      this.db,
      { competitionId: id, eduId, keyword: query.keyword, status: query.status, groupId: query.group_id, teamless: query.teamless === '1' },
      (query.page - 1) * query.page_size,
      query.page_size,
    );
    return { list: rows.map(toParticipant), total, page: query.page, page_size: query.page_size };
  }

  /** Register existing users (accepted at once); those who may not or already did are rejected with why. */
  async add(caller: AuthUser, id: number, body: ParticipantsAdd): Promise<ParticipantsAddResult> {
    const competition = (await manageable(this.db, caller, id)).row;
    if ((await repo.findGroup(this.db, id, body.group_id)) === null) throw groupNotFound();
    const users = new Map((await roster.findUsers(this.db, body.user_ids)).map((u) => [u.id, u]));
    const rejected: ParticipantsAddResult['rejected'] = [];
    let added = 0;
    for (const userId of [...new Set(body.user_ids)]) {
      const user = users.get(userId);
      const problem = user === undefined ? { zh: '用户不存在', en: 'No such user' } : eligible(competition, user);
      if (problem !== null || user === undefined) {
        rejected.push({ user_id: userId, reason: problem?.zh ?? '用户不存在' });
        continue;
      }
      if ((await roster.findRegistration(this.db, id, userId)) !== null) {
        rejected.push({ user_id: userId, reason: '已报名' });
        continue;
      }
      await this.db.transaction(async (tx) => {
        const participant = await roster.insertParticipant(tx, { competitionId: id, userId, groupId: body.group_id, status: 'accepted' });
        await ensureSoloTeam(tx, competition, participant, user);
      });
      added++;
    }
    if (added > 0) await repo.insertAudit(this.db, id, caller.id, 'participant.add', { user_ids: body.user_ids.filter((u) => !rejected.some((s) => s.user_id === u)), group_id: body.group_id });
    return { added, rejected };
  }

  /**
   * Review decisions by PARTICIPANT_REVIEW_MOVES; a rejected participant of a team competition leaves their team
   * (the captaincy passes on). Audited, one entry per decision.
   */
  async review(caller: AuthUser, id: number, body: ReviewBody): Promise<ParticipantReviewResult> {
    const competition = (await manageable(this.db, caller, id)).row;
    const found = new Map((await roster.findParticipantViews(this.db, { competitionId: id, ids: body.participant_ids })).map((p) => [p.row.id, p]));
    const rejected: ParticipantReviewResult['rejected'] = [];
    const done: number[] = [];
    for (const participantId of [...new Set(body.participant_ids)]) {
      const view = found.get(participantId);
      if (view === undefined) {
        rejected.push({ participant_id: participantId, reason: '报名记录不存在' });
        continue;
      }
      const from = view.row.status as ParticipantStatus;
      if (!PARTICIPANT_REVIEW_MOVES[from].includes(body.status)) {
        rejected.push({ participant_id: participantId, reason: `不能从「${from}」改为「${body.status}」` });
        continue;
      }
      await this.db.transaction(async (tx) => {
        const row = await roster.updateParticipant(tx, participantId, { status: body.status, reason: body.status === 'accepted' ? null : body.reason });
        if (body.status === 'rejected' && competition.kind === 'team') await leaveTeam(tx, row);
        if (body.status === 'accepted') await ensureSoloTeam(tx, competition, row, view.user);
      });
      done.push(participantId);
    }
    if (done.length > 0) await repo.insertAudit(this.db, id, caller.id, 'participant.review', { participant_ids: done, status: body.status, reason: body.reason });
    return { updated: done.length, rejected };
  }

  /** A competition account (role competitor, no college), registered and accepted in a group. */
  async createAccount(caller: AuthUser, id: number, body: AccountBody): Promise<CompetitionParticipant> {
    const competition = (await manageable(this.db, caller, id)).row;
    if ((await repo.findGroup(this.db, id, body.group_id)) === null) throw groupNotFound();
    if ((await existingUsernames(this.db, [body.username])).size > 0) throw badRequest('用户名已存在', 'This username is taken');
    if (body.phone !== null && (await existingPhones(this.db, [body.phone])).size > 0) throw badRequest('该手机号已被其他账号使用', 'This phone number is used by another account');
    const password = await hashPassword(body.password, this.passwordCost);
    const participantId = await this.db.transaction(async (tx) => {
      const [user] = await insertUsers(tx, [
        { username: body.username, name: body.name, password, role: 'competitor', eduId: null, phone: body.phone, email: body.email, department: body.department },
      ]);
      const participant = await roster.insertParticipant(tx, { competitionId: id, userId: user!.id, groupId: body.group_id, status: 'accepted' });
      await ensureSoloTeam(tx, competition, participant, user!);
      await repo.insertAudit(tx, id, caller.id, 'account.create', { user_id: user!.id, username: body.username, group_id: body.group_id });
      return participant.id;
    });
    const [view] = await roster.findParticipantViews(this.db, { competitionId: id, ids: [participantId] });
    return toParticipant(view!);
  }
}
