// The grade tab's files (issue 10): a session's results as .xlsx, and the PDF certificate of an awarded place.
import { COMPETITION_TIME_ZONE, formatWallTime } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import { mayRead, entryScope, readable, sessionOf } from './access.js';
import { renderCertificate } from './certificate.js';
import * as repo from './repository.js';
import { resultWorkbook } from './resultSheet.js';
import type { ResultService } from './resultService.js';
import { toResult } from './resultService.js';

export interface Download {
  filename: string;
  bytes: Buffer;
}

const STAGE_TITLE: Record<string, string> = { preliminary: '初赛', semifinal: '复赛', final: '决赛' };
const certificateNotFound = () => notFound('证书不存在', 'Certificate not found');

export class DocumentService {
  constructor(
    private readonly db: Db,
    private readonly results: ResultService,
  ) {}

  async exportSession(caller: AuthUser, id: number, sessionId: number, groupId?: number): Promise<Download> {
    // Both refuse a caller who may not read the competition or a session of another competition.
    await readable(this.db, caller, id);
    await sessionOf(this.db, id, sessionId);
    const rows = await this.results.list(caller, id, sessionId, groupId);
    const bytes = await resultWorkbook(rows, await repo.groupNames(this.db, id));
    return { filename: `competition-${id}-session-${sessionId}-results.xlsx`, bytes };
  }

  /**
   * The certificate of a published, awarded result: for a member of the team, or for staff who may read the
   * competition and see the team (college staff: their own college's teams in a platform competition).
   */
  async certificate(caller: AuthUser, resultId: number): Promise<Download> {
    const row = await repo.findResult(this.db, resultId);
    const session = row === null ? null : await repo.findSession(this.db, row.sessionId);
    const competition = session === null ? null : await repo.findCompetition(this.db, session.competitionId);
    if (row === null || session === null || competition === null || row.publishedAt === null || row.award === null) throw certificateNotFound();
    const teams = await repo.teamsOf(this.db, competition.id);
    const team = teams.get(row.teamId);
    if (team === undefined) throw certificateNotFound();
    if (caller.role === 'edu_student' || caller.role === 'competitor') {
      const reg = await repo.registration(this.db, competition.id, caller.id);
      if (reg === null || reg.teamId !== row.teamId || reg.status !== 'accepted') throw certificateNotFound();
    } else {
      const scope = entryScope(caller, competition);
      if (!mayRead(caller, competition) || (scope !== undefined && team.eduId !== scope)) throw certificateNotFound();
    }
    const result = toResult(row, team);
    const groups = await repo.groupNames(this.db, competition.id);
    const organizer = competition.eduId === null ? '竞赛组委会' : `${(await repo.collegeTitle(this.db, competition.eduId)) ?? ''} 竞赛组委会`.trim();
    const bytes = await renderCertificate({
      competition: competition.title,
      organizer,
      session: `${STAGE_TITLE[session.stage] ?? ''} ${session.title}`.trim(),
      team: result.team_name,
      members: competition.kind === 'team' ? result.members : [],
      group: result.group_id === null ? null : (groups.get(result.group_id) ?? null),
      award: row.award,
      rank: result.rank,
      date: formatWallTime(row.publishedAt, COMPETITION_TIME_ZONE, 'zh-date'),
      serial: `C${competition.id}-S${session.id}-R${row.id}`,
    });
    return { filename: `certificate-${row.id}.pdf`, bytes };
  }
}
