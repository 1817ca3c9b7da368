// Advancement (issue 10): per group, the top N, the top percent, or a manual list of a session's entries go into a
// session of a later stage; that session then admits only them (candidates.ts). Audited; running it again replaces
// what it chose before.
import type { AdvanceRequest, AdvanceResult } from '@finedu/domain';
import type { z } from 'zod';
import type { CompetitionResultRow } from '../../db/schema/competitions.js';
import { badRequest } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../types.js';
import { manageable, sessionOf } from './access.js';
import { STAGE_ORDER } from './candidates.js';
import type { QuizService } from './quizService.js';
import * as repo from './repository.js';

type AdvanceBody = z.output<typeof AdvanceRequest>;

/** The teams that advance from one group's results (ranked entries only; the ranking is total, so no tie straddles the cut). */
export function chooseAdvancing(rows: CompetitionResultRow[], mode: AdvanceBody['mode'], value: number | null, manual: ReadonlySet<number>): number[] {
  const ranked = rows.filter((r) => r.rank !== null).sort((a, b) => a.rank! - b.rank!);
  switch (mode) {
    case 'top_n':
      return ranked.slice(0, Math.floor(value ?? 0)).map((r) => r.teamId);
    case 'top_percent':
      // Of every entry of the group (an entry with no score still counts in the field), rounded up.
      return ranked.slice(0, Math.ceil((rows.length * (value ?? 0)) / 100 - 1e-9)).map((r) => r.teamId);
    case 'manual':
      return rows.filter((r) => manual.has(r.teamId)).map((r) => r.teamId);
    default:
      return mode satisfies never;
  }
}

export class AdvanceService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly quiz: QuizService,
  ) {}

  async advance(caller: AuthUser, id: number, sessionId: number, body: AdvanceBody): Promise<AdvanceResult> {
    const competition = await manageable(this.db, caller, id);
    const session = await sessionOf(this.db, id, sessionId);
    const next = await sessionOf(this.db, id, body.next_session_id);
    const mode = body.mode;
    const value = body.value;
    const teamIds = body.team_ids;
    if ((STAGE_ORDER[next.stage] ?? 0) <= (STAGE_ORDER[session.stage] ?? 0)) throw badRequest('只能晋级到后一阶段的场次', 'Entries advance only into a session of a later stage');
    if (this.clock.now().getTime() < session.endAt.getTime()) throw badRequest('场次尚未结束，不能晋级', 'The session has not ended; nobody can advance yet');
    if (this.clock.now().getTime() >= next.startAt.getTime()) throw badRequest('下一阶段场次已开始，不能再调整晋级名单', 'The next session has started; its list can no longer change');
    if (mode === 'top_n' && (value === null || value < 1 || !Number.isInteger(value))) throw badRequest('请填写每组晋级的名额（正整数）', 'Give the number of entries per group (a whole number)');
    if (mode === 'top_percent' && (value === null || value <= 0 || value > 100)) throw badRequest('晋级比例须在 0 到 100 之间', 'The percentage must be between 0 and 100');
    if (mode === 'manual' && teamIds.length === 0) throw badRequest('请选择晋级的队伍', 'Choose the entries that advance');
    const rows = await repo.resultsOf(this.db, session.id);
    if (rows.length === 0) throw badRequest('请先计算成绩', 'Compute the results first');
    const manual = new Set(teamIds);
    if (mode === 'manual') {
      const known = new Set(rows.map((r) => r.teamId));
      const unknown = teamIds.filter((t) => !known.has(t));
      if (unknown.length > 0) throw badRequest(`这些队伍没有本场次成绩：${unknown.join(', ')}`, `These teams have no result in this session: ${unknown.join(', ')}`);
    }
    const groups = new Map<number | null, CompetitionResultRow[]>();
    for (const r of rows) groups.set(r.groupId, [...(groups.get(r.groupId) ?? []), r]);
    const byGroup: AdvanceResult['by_group'] = [];
    const chosen = new Set<number>();
    for (const [groupId, list] of [...groups].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))) {
      const teams = chooseAdvancing(list, mode, value, manual);
      for (const t of teams) chosen.add(t);
      byGroup.push({ group_id: groupId, advanced: teams.length });
    }
    await this.db.transaction(async (tx) => {
      await repo.setAdmitted(tx, next.id, session.id, [...chosen]);
      for (const r of rows) if (r.advanced !== chosen.has(r.teamId)) await repo.updateResult(tx, r.id, { advanced: chosen.has(r.teamId) });
      await repo.insertAudit(tx, id, caller.id, 'advance', { session_id: session.id, next_session_id: next.id, mode, value, team_ids: [...chosen], by_group: byGroup });
    });
    await this.quiz.syncExam(next, competition);
    return { advanced: chosen.size, by_group: byGroup };
  }
}
