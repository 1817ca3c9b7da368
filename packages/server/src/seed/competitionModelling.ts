// The demo 初赛 of "2026 金融科技数据建模大赛" (issue 10), made to show something: its credit-default dataset
// (generated with a fixed seed, creditDefault.ts) and the demo teams' submissions, before and after the freeze.
// Everything goes through the real paths: the files are uploads of their user (uploads service), the predictions
// are submitted through the submission service (validation, limits, the split made from the hidden labels) and
// scored by the scoring worker's own function, under a clock set to each submission's time, so the frozen board
// (the snapshot at freeze_at) and the live one are what the engine computes. Runs when the server is ready (it
// needs storage, as the demo course files do). Idempotent: a session with its labels keeps its files, and a
// session with submissions gets no more.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { competitionBoardSnapshots, competitions, competitionSessions, competitionSubmissions, users, type CompetitionSessionRow } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { ManualClock } from '../lib/clock.js';
import type { StorageAdapter, StorageConfig, StorageLinks } from '../plugins/storage/index.js';
import { buildRows, directionOf } from '../modules/competitionScoring/index.js';
import { ranksOf } from '../modules/competitionScoring/index.js';
import { entries, groupsOf, insertRankSnapshot, scoredAttempts } from '../modules/competitionScoring/index.js';
import { readText } from '../modules/competitionScoring/index.js';
import { SubmissionService } from '../modules/competitionScoring/index.js';
import type { SessionSplits } from '../modules/competitionScoring/index.js';
import { ScoringWorker } from '../modules/competitionScoring/index.js';
import { updateSession } from '../modules/competitions/index.js';
import { UploadsService } from '../modules/uploads/index.js';
import type { AuthUser } from '../types.js';
import { DEMO_PLATFORM_COMPETITION } from './competitions.js';
import { CREDIT_DEFAULT_SEED, creditDefaultFiles, noisyPredictions, type Borrower } from './creditDefault.js';
import { uploadAs, type DemoUploader } from './demoUploads.js';

/** Said on the competition's page: the data is generated, not real. */
export const DEMO_DATA_NOTE = `<p><strong>数据说明：</strong>本赛题数据为生成的模拟数据，固定随机种子（${CREDIT_DEFAULT_SEED}），并非真实借款人数据（generated with a fixed seed, not real borrower data）。</p>`;

const HOUR = 60 * 60_000;
/** A submission is scored this long after it is accepted (the worker's usual delay, give or take). */
const SCORING_DELAY_MS = 40_000;

export interface DemoModellingDeps {
  db: Db;
  storage: StorageAdapter;
  links: StorageLinks;
  storageConfig: StorageConfig;
  splits: SessionSplits;
  log: FastifyBaseLogger;
}

interface PlannedSubmission {
  /** The demo user who submits (a member of the team). */
  username: string;
  /** Before the freeze: hours before it; after: the fraction of the time from the freeze to now. */
  when: { hoursBeforeFreeze: number } | { afterFreeze: number };
  /** Noise of the predictions (creditDefault.noisyPredictions); null: a refused file (rows missing). */
  noise: number | null;
}

/** 本科组: 量化先锋 leads when the board freezes, 独行侠联队 overtakes it afterwards; 高职组: 北辰数据 alone. */
const PLAN: readonly PlannedSubmission[] = [
  { username: 'student', when: { hoursBeforeFreeze: 120 }, noise: 2.6 },
  { username: 'student2', when: { hoursBeforeFreeze: 100 }, noise: 2.8 },
  { username: 'competitor1', when: { hoursBeforeFreeze: 96 }, noise: 2.4 },
  { username: 'student', when: { hoursBeforeFreeze: 72 }, noise: 2.1 },
  { username: 'student2', when: { hoursBeforeFreeze: 50 }, noise: 2.2 },
  { username: 'student', when: { hoursBeforeFreeze: 30 }, noise: 1.8 },
  { username: 'competitor2', when: { hoursBeforeFreeze: 26 }, noise: 2.0 },
  { username: 'student', when: { afterFreeze: 0.15 }, noise: null },
  { username: 'competitor1', when: { afterFreeze: 0.2 }, noise: 1.4 },
  { username: 'student', when: { afterFreeze: 0.25 }, noise: 1.6 },
  { username: 'student2', when: { afterFreeze: 0.3 }, noise: 1.7 },
];

/** The platform competition's data-modelling 初赛, or null when the competitions seeder has not made it. */
async function demoSession(db: Db): Promise<{ session: CompetitionSessionRow; descriptionHtml: string | null; competitionId: number } | null> {
  const rows = await db
    .select({ session: competitionSessions, descriptionHtml: competitions.descriptionHtml, competitionId: competitions.id })
    .from(competitionSessions)
    .innerJoin(competitions, eq(competitions.id, competitionSessions.competitionId))
    .where(and(isNull(competitions.eduId), eq(competitions.title, DEMO_PLATFORM_COMPETITION)));
  const found = rows.find((r) => r.session.kind === 'modelling' && r.session.stage === 'preliminary');
  return found ?? null;
}

async function authUser(db: Db, username: string): Promise<AuthUser | null> {
  const [row] = await db.select({ id: users.id, role: users.role, eduId: users.eduId, username: users.username }).from(users).where(eq(users.username, username));
  return row === undefined ? null : { id: row.id, role: row.role as AuthUser['role'], edu_id: row.eduId, username: row.username, token_id: 0 };
}

/** When a planned submission is made, inside the session's window and never after now. */
function timeOf(plan: PlannedSubmission, session: CompetitionSessionRow, now: number): number | null {
  const freeze = session.freezeAt?.getTime() ?? session.endAt.getTime();
  const start = session.startAt.getTime();
  const last = Math.min(now, session.endAt.getTime()) - SCORING_DELAY_MS;
  if ('hoursBeforeFreeze' in plan.when) {
    const at = Math.max(start + HOUR, freeze - plan.when.hoursBeforeFreeze * HOUR);
    return at + SCORING_DELAY_MS < Math.min(freeze, last) ? at : null;
  }
  const at = freeze + plan.when.afterFreeze * (last - freeze);
  return at > freeze && at < last ? at : null;
}

/** The training data, the test set and the hidden labels, uploaded by the admin and linked to the session. */
/** Answers the test rows, or null when the session holds other labels (an organizer replaced the demo's). */
async function attachDataset(deps: DemoModellingDeps, uploader: DemoUploader, admin: AuthUser, found: NonNullable<Awaited<ReturnType<typeof demoSession>>>): Promise<Borrower[] | null> {
  const files = creditDefaultFiles();
  if (found.session.labelsFile !== null) return (await readText(deps.storage, found.session.labelsFile)) === files.labels ? files.testRows : null;
  const key = async (name: string, text: string) => deps.links.resolve(await uploadAs(uploader, admin, name, text))!.key;
  const trainFile = await key('credit-default-train.csv', files.train);
  const testFile = await key('credit-default-test.csv', files.test);
  const labelsFile = await key('credit-default-labels.csv', files.labels);
  // Linked as the examine tab's form links them (the session service stores the keys of the uploaded files); the
  // session has started, when the form may no longer change them, so the seed writes them itself.
  await updateSession(deps.db, found.session.id, { trainFile, testFile, labelsFile, idColumn: 'id', targetColumn: 'default' });
  if (!(found.descriptionHtml ?? '').includes('生成的模拟数据')) {
    await deps.db.update(competitions).set({ descriptionHtml: `${found.descriptionHtml ?? ''}\n${DEMO_DATA_NOTE}` }).where(eq(competitions.id, found.competitionId));
  }
  return files.testRows;
}

/** The ranks at the freeze kept as a rank snapshot, so the live board's arrows show what changed since. */
async function snapshotFreezeRanks(db: Db, session: CompetitionSessionRow, now: number): Promise<void> {
  const freezeAt = session.freezeAt;
  if (freezeAt === null || freezeAt.getTime() > now) return;
  for (const group of await groupsOf(db, session.competitionId)) {
    const [rows, attempts] = await Promise.all([entries(db, session.id, session.competitionId, group.id), scoredAttempts(db, session.id, group.id, freezeAt)]);
    await insertRankSnapshot(db, session.id, group.id, freezeAt, ranksOf(buildRows(rows, attempts, directionOf(session), 'freeze', session.finalsLimit)));
  }
}

/** Seeds the demo 初赛's dataset and submissions; answers how many submissions it added (0 when it had them). */
export async function seedDemoModelling(deps: DemoModellingDeps): Promise<number> {
  const { db } = deps;
  const found = await demoSession(db);
  const admin = await authUser(db, 'admin');
  if (found === null || admin === null) return 0;
  const [made] = await db.select({ n: count() }).from(competitionSubmissions).where(eq(competitionSubmissions.sessionId, found.session.id));
  const submitted = (made?.n ?? 0) > 0;
  if (submitted && found.session.labelsFile !== null) return 0;
  const clock = new ManualClock();
  const uploader: DemoUploader = { uploads: new UploadsService(db, deps.storage, deps.links, deps.storageConfig, deps.log, clock), storage: deps.storage };
  const testRows = await attachDataset(deps, uploader, admin, found);
  if (submitted || testRows === null) return 0;

  const submissions = new SubmissionService({ db, clock, storage: deps.storage, links: deps.links, storageConfig: deps.storageConfig, splits: deps.splits });
  const worker = new ScoringWorker({ db, storage: deps.storage, clock, log: deps.log, splits: deps.splits, queue: null });
  const now = Date.now();
  let added = 0;
  for (const [index, plan] of PLAN.entries()) {
    const at = timeOf(plan, found.session, now);
    const user = await authUser(db, plan.username);
    if (at === null || user === null) continue;
    clock.set(at);
    let text = noisyPredictions(testRows, plan.noise ?? 2, CREDIT_DEFAULT_SEED + index);
    if (plan.noise === null) text = text.split('\n').slice(0, -101).join('\n') + '\n'; // the last 100 rows left out
    const filename = `predictions-${index + 1}.csv`;
    const file = await uploadAs(uploader, user, filename, text);
    try {
      const submission = await submissions.submit(user, found.session.id, { file, filename }, 'zh');
      clock.set(at + SCORING_DELAY_MS);
      await worker.scoreSubmission(submission.id);
    } catch (error) {
      // The refused file is kept in the team's history with why, as for any participant.
      if (!(error instanceof AppError) || plan.noise !== null) throw error;
    }
    added += 1;
  }
  // A freeze snapshot taken before this history existed (an install older than the demo data) would hide it.
  await db.delete(competitionBoardSnapshots).where(and(eq(competitionBoardSnapshots.sessionId, found.session.id), eq(competitionBoardSnapshots.kind, 'freeze')));
  await snapshotFreezeRanks(db, found.session, now);
  return added;
}
