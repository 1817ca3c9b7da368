// The stored split of each session, loaded once per process (a split never changes once made).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CompetitionSessionRow } from '../../db/schema/index.js';
import type { StorageAdapter } from '../../plugins/storage/adapter.js';
import * as repo from './repository.js';
import { LabelsError, readLabels, splitLabelsYielding, type SplitRow } from './split.js';

export interface LoadedSplit {
  rows: SplitRow[];
  /** Every test id (public and private). */
  ids: ReadonlySet<string>;
}

export class SessionSplits {
  readonly #loaded = new Map<number, Promise<LoadedSplit>>();

  constructor(
    private readonly db: Db,
    private readonly storage: StorageAdapter,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The session's split, made and stored now when it has none yet. Throws LabelsError when it cannot be made. */
  get(session: CompetitionSessionRow): Promise<LoadedSplit> {
    let loading = this.#loaded.get(session.id);
    if (loading === undefined) {
      loading = this.#load(session);
      this.#loaded.set(session.id, loading);
      loading.catch(() => this.#loaded.delete(session.id));
    }
    return loading;
  }

  async #load(session: CompetitionSessionRow): Promise<LoadedSplit> {
    if (!(await repo.hasSplit(this.db, session.id))) await this.#make(session);
    const rows = await repo.splitRows(this.db, session.id);
    if (rows.length === 0) throw new LabelsError('隐藏标签为空', 'The hidden labels are empty');
    return { rows, ids: new Set(rows.map((r) => r.id)) };
  }

  async #make(session: CompetitionSessionRow): Promise<void> {
    const { labelsFile, idColumn, targetColumn } = session;
    if (labelsFile === null || idColumn === null || targetColumn === null) {
      throw new LabelsError('该场次尚未上传隐藏标签或未设置 id 列与目标列', 'The session has no hidden labels, id column or target column yet');
    }
    const mode = session.splitMode === 'time' ? 'time' : 'random';
    if (mode === 'time' && session.timeColumn === null) throw new LabelsError('按时间划分需要设置时间列', 'A time-aware split needs a time column');
    // Read as it streams and hashed in slices: an organizer's large labels file never holds the API (issue 37).
    const labels = await readLabels(this.storage, labelsFile, idColumn, targetColumn, mode === 'time' ? session.timeColumn : null);
    if (labels === null) throw new LabelsError('隐藏标签文件不存在', 'The hidden labels file is missing');
    const rows = await splitLabelsYielding(labels, { mode, seed: session.splitSeed, publicPercent: session.publicPercent });
    await repo.storeSplit(this.db, session.id, { labelsFile, mode, seed: session.splitSeed, publicPercent: session.publicPercent }, rows);
    this.log.info({ session: session.id, rows: rows.length }, 'competition labels split into public and private parts');
  }
}
