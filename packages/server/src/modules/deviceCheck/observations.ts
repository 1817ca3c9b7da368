// What the server itself saw of a user's device check (issue 37). A report used to be saved as the page said: a
// `pass` with no check run was a `pass`. The checks that run against this server are now measured here as well: the
// echo socket's round trip by the server's own pings (a browser answers a ping by itself, with the ping's random
// payload, so no page can answer early), the download by the time the server took to send it, the upload by the time
// its bytes took to arrive. A report's figure for these is then bounded by what the server saw, and a check the server
// never saw fails.
import { DEVICE_CHECK_DOWNLOAD_BYTES, DEVICE_CHECK_UPLOAD_BYTES, megabitsPerSecond, type DeviceCheckMeasure } from '@finedu/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deviceCheckObservations } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';

export type ObservedCheck = 'echo' | 'download' | 'upload';
export const OBSERVED_CHECKS: readonly ObservedCheck[] = ['echo', 'download', 'upload'];
/** How long what the server saw counts for a report: one sitting of the check page, its gesture checks included. */
export const OBSERVATION_VALID_MS = 30 * 60_000;
/** The smallest transfer that says anything of a link's speed: what the page moves (a tiny one takes no time at all). */
export const OBSERVED_MIN_BYTES: Readonly<Record<'download' | 'upload', number>> = { download: DEVICE_CHECK_DOWNLOAD_BYTES, upload: DEVICE_CHECK_UPLOAD_BYTES };

const NOT_OBSERVED = '服务器未观测到这项检测，请重新运行检测 / The server did not see this check run; run the check again';

export class DeviceCheckObservations {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Keeps `value` (ms for the echo, Mbit/s for a transfer) as the user's latest observation of `kind`. */
  async record(userId: number, kind: ObservedCheck, value: number): Promise<void> {
    if (!Number.isFinite(value) || value < 0) return;
    const observedAt = this.clock.now();
    await this.db
      .insert(deviceCheckObservations)
      .values({ userId, kind, value, observedAt })
      .onConflictDoUpdate({ target: [deviceCheckObservations.userId, deviceCheckObservations.kind], set: { value: sql`excluded.value`, observedAt } });
  }

  /** A transfer the server completed: recorded when it moved at least what the page moves. */
  async transfer(userId: number, kind: 'download' | 'upload', bytes: number, ms: number): Promise<void> {
    if (bytes < OBSERVED_MIN_BYTES[kind]) return;
    // A transfer timed at 0 ms (all of it in one read) says only "fast": 1 ms bounds it.
    await this.record(userId, kind, megabitsPerSecond(bytes, Math.max(ms, 1)));
  }

  /** The user's observations still valid now. */
  async recent(userId: number): Promise<Map<ObservedCheck, number>> {
    const since = new Date(this.clock.now().getTime() - OBSERVATION_VALID_MS);
    const rows = await this.db
      .select({ kind: deviceCheckObservations.kind, value: deviceCheckObservations.value })
      .from(deviceCheckObservations)
      .where(and(eq(deviceCheckObservations.userId, userId), gt(deviceCheckObservations.observedAt, since)));
    return new Map(rows.map((row) => [row.kind as ObservedCheck, row.value]));
  }
}

/**
 * The page's measures with the observed checks bounded by what the server saw: the echo no faster, a transfer no
 * faster than the server's own figure; a check the server did not see has no figure (it fails).
 */
export function boundByObservations(measures: readonly DeviceCheckMeasure[], seen: ReadonlyMap<ObservedCheck, number>): DeviceCheckMeasure[] {
  return measures.map((measure) => {
    const kind = measure.key as ObservedCheck;
    if (!OBSERVED_CHECKS.includes(kind) || measure.skipped || measure.value === null) return measure;
    const observed = seen.get(kind);
    if (observed === undefined) return { key: measure.key, value: null, detail: NOT_OBSERVED };
    if (kind === 'echo') {
      const figure = Math.round(observed);
      return measure.value >= figure ? measure : { ...measure, value: figure, detail: `服务器测得 ${figure} ms / ${figure} ms as the server measured it` };
    }
    const figure = Math.round(observed * 10) / 10;
    return measure.value <= figure ? measure : { ...measure, value: figure, detail: `服务器测得 ${figure} Mbit/s / ${figure} Mbit/s as the server saw it` };
  });
}
