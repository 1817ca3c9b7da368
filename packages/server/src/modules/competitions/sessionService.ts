// The examine tab: match sessions (场次) by stage. A quiz session scores by points (its exam is set through the
// paper tab); a data-modelling session by a metric, whose natural direction it takes. Its split is fixed once it
// has started, so that the public and private parts never change under the participants.
import { randomInt } from 'node:crypto';
import { METRIC_DIRECTION, type CompetitionSession, type CompetitionSessionCreate, type CompetitionSessionUpdate, type MetricName } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { CompetitionRow, CompetitionSessionRow, NewCompetitionSessionRow } from '../../db/schema/competitions.js';
import { badRequest } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { StorageLinks } from '../../plugins/storage/index.js';
import type { AuthUser } from '../../types.js';
import { manageable, readable, sessionNotFound } from './access.js';
import { toSession } from './dto.js';
import * as repo from './repository.js';
import { deleteExam } from '../exams/index.js';

type CreateBody = z.output<typeof CompetitionSessionCreate>;


/** Fields that decide the split and the scoring data: fixed once the session has started. */
const SPLIT_FIELDS = ['public_percent', 'split_mode', 'split_seed', 'test_file', 'labels_file', 'id_column', 'target_column', 'time_column', 'metric', 'kind'] as const;

function metricFor(kind: string, metric: MetricName | undefined): MetricName {
  if (kind === 'quiz') {
    if (metric !== undefined && metric !== 'points') throw badRequest('答题场次按得分排名', 'A quiz session ranks by points');
    return 'points';
  }
  if (metric === undefined) throw badRequest('请选择评分指标', 'Choose the metric');
  if (metric === 'points') throw badRequest('建模场次请选择 AUC、准确率、F1、RMSE、MAE 或对数损失', 'A modelling session ranks by AUC, accuracy, F1, RMSE, MAE or log loss');
  return metric;
}

function checkTimes(start: Date, end: Date, freeze: Date | null, splitMode: string, timeColumn: string | null): void {
  if (start.getTime() >= end.getTime()) throw badRequest('结束时间须晚于开始时间', 'The session must end after it starts');
  if (freeze !== null && (freeze.getTime() < start.getTime() || freeze.getTime() > end.getTime()))
    throw badRequest('封榜时间须在场次开始与结束之间', 'Freeze the board between the start and the end of the session');
  if (splitMode === 'time' && (timeColumn === null || timeColumn === '')) throw badRequest('按时间划分需要指定时间列', 'A time-aware split needs the time column');
}

/**
 * The storage key of a session file as the examine tab sends it: the Uploader's link, which the link hook turns into
 * a reference before validation. Scoring and downloads read keys (the column holds keys), so the reference is
 * resolved here once; a string that is no link of ours (a key written by the bench or an older row) is kept.
 */
function fileKey(links: StorageLinks | undefined, value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined || links === undefined) return value;
  return links.resolve(value)?.key ?? value;
}

/** What follows a saved session elsewhere: a quiz session's exam takes its window, title and candidates. */
export type SessionSaved = (db: Db, session: CompetitionSessionRow, competition: CompetitionRow) => Promise<void>;

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly links?: StorageLinks,
    private readonly onSaved: SessionSaved = async () => undefined,
  ) {}

  async list(caller: AuthUser, id: number): Promise<CompetitionSession[]> {
    const view = await readable(this.db, caller, id);
    const now = this.clock.now();
    return (await repo.listSessions(this.db, [id])).map((s) => toSession(s, now, view.manage));
  }

  private async own(id: number, sessionId: number): Promise<CompetitionSessionRow> {
    const row = await repo.findSession(this.db, id, sessionId);
    if (row === null) throw sessionNotFound();
    return row;
  }

  async create(caller: AuthUser, id: number, body: CreateBody): Promise<CompetitionSession> {
    await manageable(this.db, caller, id);
    const metric = metricFor(body.kind, body.metric);
    const start = new Date(body.start_at);
    const end = new Date(body.end_at);
    const freeze = body.freeze_at === null ? null : new Date(body.freeze_at);
    checkTimes(start, end, freeze, body.split_mode, body.time_column);
    const values: NewCompetitionSessionRow = {
      competitionId: id,
      stage: body.stage,
      title: body.title,
      kind: body.kind,
      startAt: start,
      endAt: end,
      freezeAt: freeze,
      metric,
      direction: METRIC_DIRECTION[metric],
      publicPercent: body.public_percent,
      splitMode: body.split_mode,
      splitSeed: body.split_seed ?? randomInt(2 ** 31 - 1),
      dailyLimit: body.daily_limit,
      totalLimit: body.total_limit,
      finalsLimit: body.finals_limit,
      trainFile: fileKey(this.links, body.train_file),
      testFile: fileKey(this.links, body.test_file),
      labelsFile: fileKey(this.links, body.labels_file),
      idColumn: body.id_column,
      targetColumn: body.target_column,
      timeColumn: body.time_column,
      advanceMode: body.advance_mode,
      advanceValue: body.advance_value,
    };
    return toSession(await repo.insertSession(this.db, values), this.clock.now(), true);
  }

  async update(caller: AuthUser, id: number, sessionId: number, patch: CompetitionSessionUpdate): Promise<CompetitionSession> {
    const competition = await manageable(this.db, caller, id);
    const row = await this.own(id, sessionId);
    const now = this.clock.now();
    if (now.getTime() >= row.startAt.getTime()) {
      // The examine tab's form sends every field: only a change of one is refused.
      const stored: Record<(typeof SPLIT_FIELDS)[number], unknown> = {
        public_percent: row.publicPercent,
        split_mode: row.splitMode,
        split_seed: row.splitSeed,
        test_file: row.testFile,
        labels_file: row.labelsFile,
        id_column: row.idColumn,
        target_column: row.targetColumn,
        time_column: row.timeColumn,
        metric: row.metric,
        kind: row.kind,
      };
      const sent = (field: (typeof SPLIT_FIELDS)[number]) => (field === 'test_file' || field === 'labels_file' ? fileKey(this.links, patch[field]) : patch[field]);
      const fixed = SPLIT_FIELDS.filter((field) => patch[field] !== undefined && sent(field) !== stored[field]);
      if (fixed.length > 0) throw badRequest(`场次已开始，不能修改：${fixed.join(', ')}`, `The session has started; these cannot change: ${fixed.join(', ')}`);
    }
    const kind = patch.kind ?? row.kind;
    const metric = patch.metric !== undefined || patch.kind !== undefined ? metricFor(kind, patch.metric ?? (row.metric as MetricName)) : (row.metric as MetricName);
    const start = patch.start_at === undefined ? row.startAt : new Date(patch.start_at);
    const end = patch.end_at === undefined ? row.endAt : new Date(patch.end_at);
    const freeze = patch.freeze_at === undefined ? row.freezeAt : patch.freeze_at === null ? null : new Date(patch.freeze_at);
    checkTimes(start, end, freeze, patch.split_mode ?? row.splitMode, patch.time_column === undefined ? row.timeColumn : patch.time_column);
    const updated = await repo.updateSession(this.db, sessionId, {
      stage: patch.stage,
      title: patch.title,
      kind,
      startAt: start,
      endAt: end,
      freezeAt: freeze,
      metric,
      direction: METRIC_DIRECTION[metric],
      publicPercent: patch.public_percent,
      splitMode: patch.split_mode,
      splitSeed: patch.split_seed,
      dailyLimit: patch.daily_limit,
      totalLimit: patch.total_limit,
      finalsLimit: patch.finals_limit,
      trainFile: fileKey(this.links, patch.train_file),
      testFile: fileKey(this.links, patch.test_file),
      labelsFile: fileKey(this.links, patch.labels_file),
      idColumn: patch.id_column,
      targetColumn: patch.target_column,
      timeColumn: patch.time_column,
      advanceMode: patch.advance_mode,
      advanceValue: patch.advance_value,
    });
    // A quiz session's exam follows its window and title (and its candidates) at once.
    await this.onSaved(this.db, updated, competition.row);
    return toSession(updated, now, true);
  }

  async remove(caller: AuthUser, id: number, sessionId: number): Promise<void> {
    await manageable(this.db, caller, id);
    const row = await this.own(id, sessionId);
    if (this.clock.now().getTime() >= row.startAt.getTime()) throw badRequest('场次已开始，不能删除', 'The session has started; it cannot be deleted');
    // Not started, so nobody sat its exam: the quiz's exam goes with the session.
    await this.db.transaction(async (tx) => {
      await repo.deleteSession(tx, sessionId);
      if (row.examId !== null) await deleteExam(tx, row.examId);
    });
  }
}
