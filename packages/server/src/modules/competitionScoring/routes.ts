import { COMPETITION_SCORING_CALLS, COMPETITION_SCORING_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { ConnectionBudget } from '../../lib/connectionBudget.js';
import { localeOf } from '../../i18n.js';
import { registerCalls } from '../../lib/contractRoutes.js';
import { IntervalJob } from '../../lib/jobs.js';
import { globalPlugin } from '../../lib/plugin.js';
import { BoardService } from './boardService.js';
import { RankSnapshotJob, RankSnapshots } from './rankSnapshots.js';
import * as repo from './repository.js';
import { SubmissionService } from './service.js';
import { SessionSplits } from './splits.js';
import { BoardHub } from './stream.js';
import { ScoringWorker } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Data-modelling sessions: the scoring workers, the board stream hub and the boards (issue 10). */
    competitionScoring: { worker: ScoringWorker; hub: BoardHub; boards: BoardService; rankJob: RankSnapshotJob };
  }
}

const FREEZE_CHECK_MS = 5000;
const RESCAN_MS = 60_000;

/** Data-modelling sessions: predictions, the scoring workers, boards and their live stream (issue 10). */
export interface ScoringOptions extends Record<string, unknown> {
  /** Seeds the demo 初赛's dataset and submissions once the server is ready, before the workers start (app.ts passes
   *  the seed's, with DEMO_STORAGE_SEED); answers how many submissions it added. */
  seedDemo?: (deps: { splits: SessionSplits }) => Promise<number>;
}

const routes: FastifyPluginAsync<ScoringOptions> = async (app, options) => {
  const splits = new SessionSplits(app.db, app.storage, app.log);
  const worker = new ScoringWorker(
    { db: app.db, storage: app.storage, clock: app.clock, log: app.log, splits, queue: app.queue },
    { concurrency: Math.max(1, app.config.competitionWorkers) },
  );
  const hub = new BoardHub(app.dbListen, app.log, { budget: new ConnectionBudget(app.config.streams) });
  const rankSnapshots = new RankSnapshots(app.db, app.config.competitionRankSnapshotMinutes * 60_000);
  const boards = new BoardService(app.db, app.clock, app.storage, hub, rankSnapshots, app.config.boardWholePageEveryMs);
  const rankJob = new RankSnapshotJob({
    db: app.db,
    clock: app.clock,
    log: app.log,
    snapshots: rankSnapshots,
    groups: async (session) => (await repo.groupsOf(app.db, session.competitionId)).map((g) => g.id),
    liveRows: async (session, groupId, now) => (await boards.rows.rows(session, groupId, 'live', now)).rows,
    jobs: app.jobs,
  });
  const submissions = new SubmissionService({ db: app.db, clock: app.clock, storage: app.storage, links: app.storageLinks, storageConfig: app.storageConfig, splits, refusedDaily: app.config.competitionRefusedDaily, enqueue: (id) => worker.enqueue(id) });
  app.decorate('competitionScoring', { worker, hub, boards, rankJob });

  // Freeze snapshots are taken at each session's freeze time (checked every few seconds).
  const freezer = new IntervalJob({ name: 'competitions.freeze-boards', intervalMs: FREEZE_CHECK_MS, work: () => boards.freezeDue(), log: app.log, jobs: app.jobs });
  // An unscored submission with no scoring job left (its job could not be sent, or failed for good) gets one again.
  const rescan = new IntervalJob({ name: 'competitions.rescan-scoring', intervalMs: RESCAN_MS, work: () => worker.enqueueMissing(), log: app.log, jobs: app.jobs });
  app.addHook('onReady', async () => {
    // The demo 初赛's dataset and submissions need storage, so they are seeded once the server is ready (before the
    // workers start, which would score them at today's time).
    if (options.seedDemo) {
      try {
        const added = await options.seedDemo({ splits });
        if (added > 0) app.log.info(`demo modelling submissions seeded: ${added}`);
      } catch (error) {
        app.log.warn({ err: error }, 'competitions: the demo modelling data could not be seeded');
      }
    }
    await hub.start();
    if (app.config.competitionWorkers > 0) {
      await worker.start();
      rescan.start();
    }
    freezer.start();
    rankJob.start();
  });
  app.addHook('preClose', async () => {
    await freezer.stop();
    await rescan.stop();
    await rankJob.stop();
    await hub.stop();
    await worker.stop();
  });

  registerCalls(
    app,
    COMPETITION_SCORING_CALLS,
    COMPETITION_SCORING_SCHEMAS,
    {
      downloadSessionFile: (request, reply) => boards.downloadFile(request.user, request.params.id, request.params.which, reply),
      submitPredictions: (request) => submissions.submit(request.user, request.params.id, request.body, localeOf(request)),
      mySubmissions: (request) => submissions.mine(request.user, request.params.id, localeOf(request)),
      chooseFinals: (request) => submissions.chooseFinals(request.user, request.params.id, request.body.submission_ids, localeOf(request)),
      sessionBoard: (request) => boards.board(request.user, request.params.id, request.query),
      sessionBoardHistory: (request) => boards.history(request.user, request.params.id, request.query.group_id),
      sessionBoardTicket: (request, reply) => boards.ticket(request.user, request.params.id, request, reply),
      sessionBoardStream: (request, reply) => boards.stream(request, reply, request.params.id, false),
      listSessionSubmissions: (request) => boards.listSubmissions(request.user, request.params.id, request.query, localeOf(request)),
      exportSessionBoard: (request, reply) => boards.exportCsv(request.user, request.params.id, request.query.group_id, reply),
      publicSessionBoard: (request) => boards.board(null, request.params.id, request.query),
      publicSessionBoardStream: (request, reply) => boards.stream(request, reply, request.params.id, true),
    },
    { tags: ['competitions'] },
  );
};

/** Global, so the app, its tests and the bench reach `competitionScoring`. */
export const competitionScoringRoutes = globalPlugin(routes, 'competition-scoring');
