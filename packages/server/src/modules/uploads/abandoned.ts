// Abandoned uploads (S3's AbortIncompleteMultipartUpload, done by us so it also covers local disk and
// S3 look-alikes without lifecycle rules): a student who closes the tab mid-upload leaves an open
// multipart upload and its parts. After UPLOAD_ABANDON_HOURS without activity (creation, resume, a part
// signed or recorded) the sweeper aborts it in storage and marks it aborted. Several instances may sweep
// one database: each upload is claimed by one conditional UPDATE, so only one of them aborts it.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { IntervalJob, type JobLog } from '../../lib/jobs.js';
import type { AbortOutcome, StorageAdapter } from '../../plugins/storage/adapter.js';
import * as repo from './repository.js';

const HOUR_MS = 60 * 60 * 1000;
/** A claim older than this belongs to a sweep that died mid-way (a storage call takes seconds, not an hour). */
const CLAIM_LEASE_MS = HOUR_MS;
const BATCH = 100;
/** Uploads handled per sweep at most; the rest wait for the next one. */
const MAX_PER_SWEEP = 1_000;

export interface AbandonedSweepDeps {
  db: Db;
  storage: StorageAdapter;
  clock: Clock;
  log: FastifyBaseLogger;
  /** UPLOAD_ABANDON_HOURS (0 = off). */
  abandonHours: number;
}

export interface AbandonedSweepReport {
  /** Uploads this sweep marked aborted (including those storage could not abort). */
  aborted: number;
  /** Of those, how many storage could not abort (no AbortMultipartUpload): their parts stay until a bucket lifecycle rule drops them. */
  unsupported: number;
  /** Uploads left for the next sweep because storage failed. */
  failed: number;
}

/** Aborts every upload idle for longer than the setting; never touches completed ones. */
export async function sweepAbandoned(deps: AbandonedSweepDeps): Promise<AbandonedSweepReport> {
  const report: AbandonedSweepReport = { aborted: 0, unsupported: 0, failed: 0 };
  if (deps.abandonHours <= 0) return report;
  const now = deps.clock.now();
  const cutoffs: repo.AbandonCutoffs = {
    idleBefore: new Date(now.getTime() - deps.abandonHours * HOUR_MS),
    claimedBefore: new Date(now.getTime() - CLAIM_LEASE_MS),
  };
  const failed: string[] = [];
  let seen = 0;
  while (seen < MAX_PER_SWEEP) {
    const batch = await repo.findAbandoned(deps.db, cutoffs, failed, BATCH);
    for (const upload of batch) {
      if (!(await repo.claimAbandoned(deps.db, upload.id, cutoffs, now))) continue; // another instance, or new activity
      let outcome: AbortOutcome;
      try {
        outcome = await deps.storage.abortMultipartUpload(upload.key, upload.storageUploadId);
      } catch (err) {
        failed.push(upload.id);
        report.failed += 1;
        deps.log.warn({ err, upload: upload.id }, 'uploads: storage refused to abort an abandoned upload; the next sweep retries');
        await repo.releaseAbandoned(deps.db, upload);
        continue;
      }
      await repo.markAbandonedAborted(deps.db, upload.id);
      report.aborted += 1;
      if (outcome === 'unsupported') report.unsupported += 1;
    }
    seen += batch.length;
    if (batch.length < BATCH) break;
  }
  if (report.unsupported > 0) {
    // Nothing more we can do: the rows say aborted, so nobody signs parts for them again.
    deps.log.warn({ count: report.unsupported }, 'uploads: storage cannot abort multipart uploads; abandoned ones were marked aborted only (add a bucket lifecycle rule to drop their parts)');
  }
  if (report.aborted > 0) deps.log.info({ ...report }, 'uploads: abandoned uploads aborted');
  return report;
}

/** Runs `sweepAbandoned` every `intervalMs` until stopped (the app stops it on close); off when the setting is 0. */
export class AbandonedUploadSweeper extends IntervalJob<AbandonedSweepReport> {
  constructor(deps: AbandonedSweepDeps, intervalMs = 10 * 60 * 1000, jobs?: JobLog) {
    super({ name: 'uploads.abort-abandoned', intervalMs, work: () => sweepAbandoned(deps), log: deps.log, jobs, enabled: deps.abandonHours > 0 });
  }
}
