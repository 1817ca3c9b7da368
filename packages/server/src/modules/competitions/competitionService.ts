// The base and group tabs and the audit trail: create, edit and move a competition through its statuses.
import {
  COMPETITION_STATUS_MOVES,
  type Competition,
  type CompetitionAuditEntry,
  type CompetitionCreate,
  type CompetitionGroup,
  type CompetitionGroupUpdate,
  type CompetitionGroupWrite,
  type CompetitionListQuery,
  type CompetitionStatus,
  type CompetitionUpdate,
  type CompetitionAuditQuery,
  type Paged,
} from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { CompetitionRow } from '../../db/schema/competitions.js';
import { badRequest, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthUser } from '../../types.js';
import { sanitizeRichText } from '../courses/index.js';
import { competitionNotFound, entryScope, manageable, mayManage, readable, readOnly } from './access.js';
import { toCompetition, toGroup } from './dto.js';
import { newInviteCode } from './inviteCodes.js';
import * as repo from './repository.js';
import * as roster from './rosterRepository.js';

type CreateBody = z.output<typeof CompetitionCreate>;
type ListQuery = z.output<typeof CompetitionListQuery>;
type GroupBody = z.output<typeof CompetitionGroupWrite>;
type AuditQuery = z.output<typeof CompetitionAuditQuery>;

export const groupNotFound = () => notFound('组别不存在', 'Group not found');

function checkShape(kind: string, teamMin: number, teamMax: number, start: Date, end: Date): void {
  if (kind === 'individual' && (teamMin !== 1 || teamMax !== 1)) throw badRequest('个人赛的队伍人数须为 1', 'An individual competition has teams of exactly one');
  if (teamMin > teamMax) throw badRequest('队伍最少人数不能大于最多人数', 'The minimum team size cannot exceed the maximum');
  if (start.getTime() >= end.getTime()) throw badRequest('报名截止时间须晚于报名开始时间', 'Registration must end after it starts');
}

export class CompetitionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async view(caller: AuthUser, id: number): Promise<Competition> {
    const { competition, manage, scope } = await readable(this.db, caller, id);
    const counts = await repo.competitionCounts(this.db, [id], scope);
    return toCompetition(competition.row, competition.eduTitle, counts.get(id)!, manage, this.clock.now());
  }

  async list(caller: AuthUser, query: ListQuery): Promise<Paged<Competition>> {
    let filter: repo.CompetitionFilter;
    if (caller.role === 'sys_admin') {
      // Runs the platform's; with scope=all reads every college's too (or one college's).
      const all = query.edu_id === undefined ? ('all' as const) : { platform: false, eduIds: [query.edu_id] };
      filter = { owners: query.scope === 'all' ? all : { platform: true, eduIds: [] } };
    } else {
      if (caller.edu_id === null) return { list: [], total: 0, page: query.page, page_size: query.page_size };
      // Runs the college's own; with scope=all reads the platform's past their draft (own students only).
      filter = query.scope === 'all' ? { owners: { platform: true, eduIds: [caller.edu_id] }, noPlatformDrafts: true } : { owners: { platform: false, eduIds: [caller.edu_id] } };
    }
    const { rows, total } = await repo.listCompetitions(this.db, { ...filter, keyword: query.keyword, status: query.status }, (query.page - 1) * query.page_size, query.page_size);
    const now = this.clock.now();
    const list: Competition[] = [];
    for (const { row, eduTitle } of rows) {
      const counts = await repo.competitionCounts(this.db, [row.id], entryScope(caller, row));
      list.push(toCompetition(row, eduTitle, counts.get(row.id)!, mayManage(caller, row), now));
    }
    return { list, total, page: query.page, page_size: query.page_size };
  }

  get(caller: AuthUser, id: number): Promise<Competition> {
    return this.view(caller, id);
  }

  async create(caller: AuthUser, body: CreateBody): Promise<Competition> {
    const eduId = caller.role === 'sys_admin' ? null : caller.edu_id;
    if (caller.role !== 'sys_admin' && eduId === null) throw competitionNotFound();
    const start = new Date(body.registration_start);
    const end = new Date(body.registration_end);
    const individual = body.kind === 'individual';
    checkShape(body.kind, individual ? 1 : body.team_min, individual ? 1 : body.team_max, start, end);
    const row = await repo.insertCompetition(this.db, {
      eduId,
      title: body.title,
      coverUrl: body.cover_url,
      descriptionHtml: sanitizeRichText(body.description_html),
      rulesHtml: sanitizeRichText(body.rules_html),
      kind: body.kind,
      teamMin: individual ? 1 : body.team_min,
      teamMax: individual ? 1 : body.team_max,
      advisersMax: body.advisers_max,
      registrationStart: start,
      registrationEnd: end,
      review: body.review,
      visibility: body.visibility,
      status: 'draft',
      createdBy: caller.id,
    });
    return this.view(caller, row.id);
  }

  async update(caller: AuthUser, id: number, patch: CompetitionUpdate): Promise<Competition> {
    const { row } = await manageable(this.db, caller, id);
    const shapeChanged = patch.kind !== undefined || patch.team_min !== undefined || patch.team_max !== undefined;
    if (shapeChanged && row.status !== 'draft' && (patch.kind ?? row.kind) !== row.kind)
      throw badRequest('竞赛发布报名后不能更改个人赛/团队赛', 'The kind cannot change once registration opened');
    if (shapeChanged && row.status !== 'draft' && ((patch.team_min ?? row.teamMin) !== row.teamMin || (patch.team_max ?? row.teamMax) !== row.teamMax))
      throw badRequest('竞赛发布报名后不能更改队伍人数', 'Team sizes cannot change once registration opened');
    const kind = patch.kind ?? row.kind;
    const teamMin = kind === 'individual' ? 1 : (patch.team_min ?? row.teamMin);
    const teamMax = kind === 'individual' ? 1 : (patch.team_max ?? row.teamMax);
    const start = patch.registration_start === undefined ? row.registrationStart : new Date(patch.registration_start);
    const end = patch.registration_end === undefined ? row.registrationEnd : new Date(patch.registration_end);
    checkShape(kind, teamMin, teamMax, start, end);
    await repo.updateCompetition(this.db, id, {
      title: patch.title,
      coverUrl: patch.cover_url,
      descriptionHtml: patch.description_html === undefined ? undefined : sanitizeRichText(patch.description_html),
      rulesHtml: patch.rules_html === undefined ? undefined : sanitizeRichText(patch.rules_html),
      kind,
      teamMin,
      teamMax,
      advisersMax: patch.advisers_max,
      registrationStart: start,
      registrationEnd: end,
      review: patch.review,
      visibility: patch.visibility,
    });
    return this.view(caller, id);
  }

  /** One status move with its checks (COMPETITION_STATUS_MOVES), audited. */
  async setStatus(caller: AuthUser, id: number, status: CompetitionStatus): Promise<Competition> {
    const view = await readable(this.db, caller, id);
    if (!view.manage) throw readOnly();
    const current = view.competition.row;
    if (!COMPETITION_STATUS_MOVES[current.status as CompetitionStatus].includes(status))
      throw badRequest(`不能从「${current.status}」改为「${status}」`, `Cannot move from ${current.status} to ${status}`);
    await this.db.transaction(async (tx) => {
      const row = await repo.lockCompetition(tx, id);
      if (row === null || row.status !== current.status) throw badRequest('竞赛状态已被他人修改，请刷新', 'The status changed meanwhile; reload');
      await this.checkMove(tx, row, status);
      await repo.updateCompetition(tx, id, { status });
      await repo.insertAudit(tx, id, caller.id, status === 'published' ? 'competition.publish' : 'status.change', { from: row.status, to: status });
    });
    return this.view(caller, id);
  }

  private async checkMove(db: Db, row: CompetitionRow, to: CompetitionStatus): Promise<void> {
    const counts = (await repo.competitionCounts(db, [row.id])).get(row.id)!;
    if (to === 'registering' && counts.groups === 0) throw badRequest('请先添加至少一个组别', 'Add at least one group first');
    if (to === 'draft' && counts.participants + counts.pending > 0) throw badRequest('已有报名，不能退回草稿', 'People registered; it cannot go back to draft');
    if (to === 'running') {
      if (counts.sessions === 0) throw badRequest('请先添加至少一个场次', 'Add at least one session first');
      if (counts.pending > 0) throw badRequest(`还有 ${counts.pending} 个报名未审核`, `${counts.pending} registrations await review`);
      if (row.kind === 'team') await this.checkTeams(db, row);
    }
  }

  /** Before a team competition runs, every accepted participant is in a team of team_min…team_max accepted members. */
  private async checkTeams(db: Db, row: CompetitionRow): Promise<void> {
    const accepted = await roster.findParticipantViews(db, { competitionId: row.id, status: 'accepted' });
    const teamless = accepted.filter((p) => p.row.teamId === null).length;
    if (teamless > 0) throw badRequest(`有 ${teamless} 名已通过的选手没有队伍`, `${teamless} accepted participants have no team`);
    const sizes = new Map<number, number>();
    for (const p of accepted) sizes.set(p.row.teamId!, (sizes.get(p.row.teamId!) ?? 0) + 1);
    const wrong = [...sizes.values()].filter((n) => n < row.teamMin || n > row.teamMax).length;
    if (wrong > 0) throw badRequest(`有 ${wrong} 支队伍人数不在 ${row.teamMin}–${row.teamMax} 人之间`, `${wrong} teams are not within ${row.teamMin}–${row.teamMax} members`);
  }

  async remove(caller: AuthUser, id: number): Promise<void> {
    const { row } = await manageable(this.db, caller, id);
    if (row.status !== 'draft') throw badRequest('只能删除草稿状态的竞赛', 'Only a draft can be deleted');
    const counts = (await repo.competitionCounts(this.db, [id])).get(id)!;
    if (counts.participants + counts.pending > 0) throw badRequest('已有报名，不能删除', 'People registered; it cannot be deleted');
    await repo.deleteCompetition(this.db, id);
  }

  async audit(caller: AuthUser, id: number, query: AuditQuery): Promise<Paged<CompetitionAuditEntry>> {
    // Organizers and sys_admin read the whole trail; a reader (college staff, advisers among them) reads their share.
    const { scope } = await readable(this.db, caller, id);
    const { rows, total } = await repo.listAudit(this.db, id, query.action, (query.page - 1) * query.page_size, query.page_size, scope);
    return {
      list: rows.map(({ row, actorName }) => ({
        id: row.id,
        competition_id: row.competitionId,
        actor_id: row.actorId,
        actor_name: actorName,
        action: row.action,
        detail: row.detail,
        created_at: row.createdAt.toISOString(),
      })),
      total,
      page: query.page,
      page_size: query.page_size,
    };
  }

  // group

  async groups(caller: AuthUser, id: number): Promise<CompetitionGroup[]> {
    const { manage, scope } = await readable(this.db, caller, id);
    return (await repo.listGroups(this.db, id, scope)).map((g) => toGroup(g, manage));
  }

  private async groupView(id: number, groupId: number): Promise<CompetitionGroup> {
    const group = (await repo.listGroups(this.db, id)).find((g) => g.row.id === groupId);
    if (group === undefined) throw groupNotFound();
    return toGroup(group, true);
  }

  private async codeFor(requested: string | null | undefined, generate: boolean | undefined, current: string | null): Promise<string | null | undefined> {
    if (generate) return newInviteCode(this.db);
    if (requested === undefined) return undefined;
    if (requested === null) return null;
    const code = requested.toUpperCase();
    if (code !== current && (await repo.inviteCodeTaken(this.db, code))) throw badRequest('该邀请码已被使用', 'This invite code is taken');
    return code;
  }

  async createGroup(caller: AuthUser, id: number, body: GroupBody): Promise<CompetitionGroup> {
    await manageable(this.db, caller, id);
    if ((await repo.findGroupByName(this.db, id, body.name)) !== null) throw badRequest('组别名称已存在', 'A group of this name exists');
    const inviteCode = (await this.codeFor(body.invite_code, body.generate_code, null)) ?? null;
    const row = await repo.insertGroup(this.db, { competitionId: id, name: body.name, inviteCode, sort: body.sort });
    return this.groupView(id, row.id);
  }

  async updateGroup(caller: AuthUser, id: number, groupId: number, patch: CompetitionGroupUpdate): Promise<CompetitionGroup> {
    await manageable(this.db, caller, id);
    const group = await repo.findGroup(this.db, id, groupId);
    if (group === null) throw groupNotFound();
    if (patch.name !== undefined && patch.name !== group.name && (await repo.findGroupByName(this.db, id, patch.name)) !== null)
      throw badRequest('组别名称已存在', 'A group of this name exists');
    const inviteCode = await this.codeFor(patch.invite_code, patch.generate_code, group.inviteCode);
    await repo.updateGroup(this.db, groupId, { name: patch.name, sort: patch.sort, inviteCode });
    return this.groupView(id, groupId);
  }

  async removeGroup(caller: AuthUser, id: number, groupId: number): Promise<void> {
    await manageable(this.db, caller, id);
    if ((await repo.findGroup(this.db, id, groupId)) === null) throw groupNotFound();
    if ((await repo.groupRegistrations(this.db, groupId)) > 0) throw badRequest('该组别已有报名，不能删除', 'People registered in this group; it cannot be deleted');
    await repo.deleteGroup(this.db, groupId);
  }
}
