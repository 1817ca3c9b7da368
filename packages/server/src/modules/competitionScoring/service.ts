// The rules of data-modelling sessions: submitting predictions (validated, limited per Asia/Shanghai day and in
// total, atomically; refused files limited per day), the team's history and final selection, and who sees which board.
import { dayKey, startOfNextDay, type MySubmissions, type Submission, type SubmissionCreate, type SubmissionLimits } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { CompetitionSessionRow } from '../../db/schema/index.js';
import { AppError, badRequest, forbidden } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import type { Clock } from '../../lib/clock.js';
import type { StorageAdapter } from '../../plugins/storage/adapter.js';
import type { StorageConfig } from '../../plugins/storage/config.js';
import type { StorageLinks } from '../../plugins/storage/index.js';
import type { AuthUser } from '../../types.js';
import { isUserKey } from '../uploads/index.js';
import { sessionNotFound } from './access.js';
import { FileTooLargeError } from './files.js';
import { MetricName } from '@finedu/domain';
import { PredictionsError, readPredictions } from './predictions.js';
import * as repo from './repository.js';
import type { SessionSplits } from './splits.js';
import { LabelsError } from './split.js';
import { inSplitOrder } from './worker.js';

export interface SubmissionDeps {
  db: Db;
  clock: Clock;
  storage: StorageAdapter;
  links: StorageLinks;
  storageConfig: StorageConfig;
  splits: SessionSplits;
  /** Refused prediction files a team may send per day (COMPETITION_REFUSED_DAILY; 20 unless given). */
  refusedDaily?: number;
  /** Sends an accepted submission's scoring job (worker.ts); none for the demo seed, which scores in the call. */
  enqueue?: (submissionId: number) => Promise<void>;
}

const REFUSED_DAILY = 20;

const humanBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`);

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** A submission as its team sees it: the private score only once the results are published (or to organizers). */
/** A submission as `locale`'s reader sees it: its error in their language only. */
export function submissionOut(row: repo.SubmissionView, showPrivate: boolean, locale: Locale): Submission {
  return {
    id: row.id,
    session_id: row.sessionId,
    team_id: row.teamId,
    user_id: row.userId,
    user_name: row.userName,
    filename: row.filename,
    status: row.status as Submission['status'],
    error: locale === 'en' ? (row.errorEn ?? row.error) : row.error,
    public_score: row.status === 'scored' ? row.publicScore : null,
    private_score: showPrivate && row.status === 'scored' ? row.privateScore : null,
    selected: row.selected,
    created_at: row.createdAt.toISOString(),
    scored_at: iso(row.scoredAt),
  };
}

export class SubmissionService {
  constructor(private readonly deps: SubmissionDeps) {}

  get #refusedDaily(): number {
    return this.deps.refusedDaily ?? REFUSED_DAILY;
  }

  /** The session of a modelling contest and the caller's team in it (fresh: a suspension counts at once). */
  async #ownTeam(user: AuthUser, sessionId: number): Promise<{ found: repo.SessionWithCompetition; teamId: number | null }> {
    const found = await repo.findSession(this.deps.db, sessionId);
    if (found === null || found.session.kind !== 'modelling') throw sessionNotFound();
    const entry = await repo.acceptedEntry(this.deps.db, found.competition.id, user.id);
    if (entry === null) throw sessionNotFound();
    if (entry.teamId !== null && !(await repo.teamAdmitted(this.deps.db, sessionId, entry.teamId))) {
      throw badRequest('你的队伍未晋级该场次', 'Your team is not admitted to this session');
    }
    return { found, teamId: entry.teamId };
  }

  async submit(user: AuthUser, sessionId: number, body: SubmissionCreate, locale: Locale): Promise<Submission> {
    const { db, clock, storage, links, storageConfig, splits } = this.deps;
    const { found, teamId } = await this.#ownTeam(user, sessionId);
    const { session } = found;
    if (teamId === null) throw badRequest('请先加入或创建队伍再提交', 'Join or create a team before submitting');
    const now = clock.now();
    if (now < session.startAt) throw badRequest('场次尚未开始，暂不能提交', 'The session has not started yet');
    if (now >= session.endAt) throw badRequest('场次已结束，不能再提交', 'The session has ended; submissions are closed');
    const file = links.resolve(body.file);
    if (file === null || !isUserKey(storageConfig, user.id, file.key)) throw badRequest('请上传自己的预测文件后再提交', 'Submit a predictions file you uploaded yourself');
    const metric = MetricName.parse(session.metric);

    let split;
    try {
      split = await splits.get(session);
    } catch (error) {
      if (error instanceof LabelsError) throw badRequest(`该场次暂不能评分：${error.zh}`, `This session cannot be scored yet: ${error.en}`);
      throw error;
    }
    const submission: repo.NewSubmission = { sessionId, teamId, userId: user.id, fileKey: file.key, filename: body.filename, dayKey: dayKey(now), createdAt: now };
    // The limits are checked before a byte of the file is read: a team with no submission left, or with too many
    // refused files today, costs one query, not one parse.
    const reserved = await repo.reserveAttempt(db, submission, { daily: session.dailyLimit, total: session.totalLimit, refusedDaily: this.#refusedDaily });
    if ('refused' in reserved) throw this.#limitReached(reserved.refused, session, now);
    const spec = { idColumn: session.idColumn ?? 'id', targetColumn: session.targetColumn ?? 'target', metric };
    // A refused file is kept in the team's history with why. It never uses up a scored submission (as on Kaggle),
    // but it counts against the day's refused files (COMPETITION_REFUSED_DAILY), so it cannot repeat forever.
    const refuse = async (zh: string, en: string): Promise<never> => {
      await repo.refuseReserved(db, reserved.row.id, { zh, en });
      throw new AppError(0, { zh: `预测文件有误：${zh}`, en: `The predictions file was refused: ${en}` });
    };
    let predictions;
    try {
      predictions = await readPredictions(storage, file.key, spec, split.ids);
    } catch (error) {
      if (error instanceof PredictionsError) return refuse(error.zh, error.en);
      if (error instanceof FileTooLargeError) {
        const limit = humanBytes(error.limit);
        return refuse(`文件过大（测试集 ${split.ids.size} 行，上限 ${limit}）`, `the file is too large (${split.ids.size} test rows allow at most ${limit})`);
      }
      await repo.dropReserved(db, reserved.row.id);
      throw error;
    }
    if (predictions === null) {
      await repo.dropReserved(db, reserved.row.id);
      throw badRequest('预测文件不存在，请重新上传', 'The predictions file is missing; upload it again');
    }
    // The file is read and parsed here, once: its checked predictions are stored for the scoring job.
    const accepted = await repo.acceptReserved(db, reserved.row, { daily: session.dailyLimit, total: session.totalLimit }, inSplitOrder(split, predictions));
    if ('refused' in accepted) {
      const error = this.#limitReached(accepted.refused, session, now);
      await repo.refuseReserved(db, reserved.row.id, error.localized);
      throw error;
    }
    await this.deps.enqueue?.(accepted.row.id);
    const [view] = (await repo.teamSubmissions(db, sessionId, teamId)).filter((r) => r.id === accepted.row.id);
    return submissionOut(view!, false, locale);
  }

  #limitReached(which: repo.AttemptRefusal, session: CompetitionSessionRow, now: Date): AppError {
    switch (which) {
      case 'daily':
        return badRequest(`今日提交次数已用完（每日 ${session.dailyLimit} 次，北京时间 0 点重置）`, `No submissions left today (${session.dailyLimit} a day; resets at midnight Asia/Shanghai)`);
      case 'total':
        return badRequest(`提交总次数已用完（共 ${session.totalLimit} 次）`, `No submissions left (${session.totalLimit} in total)`);
      case 'refused': {
        const resets = startOfNextDay(now);
        const hours = Math.max(1, Math.ceil((resets.getTime() - now.getTime()) / 3_600_000));
        const n = this.#refusedDaily;
        return badRequest(
          `今日被拒的预测文件已达 ${n} 个（上限），请检查文件格式后于北京时间 0 点后（约 ${hours} 小时后）再提交`,
          `Your team sent ${n} refused predictions files today (the limit); check the format and submit again after midnight Asia/Shanghai (in about ${hours} h)`,
        );
      }
      default:
        return which satisfies never;
    }
  }

  async mine(user: AuthUser, sessionId: number, locale: Locale): Promise<MySubmissions> {
    const { found, teamId } = await this.#ownTeam(user, sessionId);
    return this.#mine(found.session, teamId, locale);
  }

  async #mine(session: CompetitionSessionRow, teamId: number | null, locale: Locale): Promise<MySubmissions> {
    const now = this.deps.clock.now();
    const rows = teamId === null ? [] : await repo.teamSubmissions(this.deps.db, session.id, teamId);
    const used = teamId === null ? { today: 0, total: 0 } : await repo.usage(this.deps.db, session.id, teamId, dayKey(now));
    const lefts = [session.dailyLimit === null ? null : session.dailyLimit - used.today, session.totalLimit === null ? null : session.totalLimit - used.total].filter((n) => n !== null);
    const limits: SubmissionLimits = {
      daily_limit: session.dailyLimit,
      used_today: used.today,
      left_today: lefts.length === 0 ? null : Math.max(0, Math.min(...lefts)),
      total_limit: session.totalLimit,
      used_total: used.total,
      finals_limit: session.finalsLimit,
      resets_at: startOfNextDay(now).toISOString(),
      server_now: now.toISOString(),
    };
    return { team_id: teamId, submissions: rows.map((r) => submissionOut(r, session.publishedAt !== null, locale)), limits };
  }

  async chooseFinals(user: AuthUser, sessionId: number, ids: number[], locale: Locale): Promise<MySubmissions> {
    const { found, teamId } = await this.#ownTeam(user, sessionId);
    const { session } = found;
    if (teamId === null) throw forbidden();
    if (this.deps.clock.now() >= session.endAt) throw badRequest('场次已结束，不能再更改最终提交', 'The session has ended; final submissions can no longer change');
    const unique = [...new Set(ids)];
    if (unique.length > session.finalsLimit) throw badRequest(`最多选择 ${session.finalsLimit} 个最终提交`, `Choose at most ${session.finalsLimit} final submissions`);
    const set = await repo.setFinals(this.deps.db, sessionId, teamId, unique);
    if (set < 0) throw badRequest('只能选择本队已评分的提交', 'Only your team’s scored submissions can be chosen');
    return this.#mine(session, teamId, locale);
  }
}
