// The split of a session's hidden labels into a public part (scores the board while the session runs) and a
// private part (decides the result). Made once per session and stored (repository.ensureSplit), so the same ids
// stay in the same part whatever happens later.
//  - random: ids ordered by SHA-256 of `<seed>:<id>`; the first round(n × public_percent / 100) are public. The
//    order of the file never matters, and the same seed gives the same split.
//  - time: rows ordered by the time column (then id); the earlier period is public, the later period private, as
//    forecasting contests require (no peeking at the future through the public board).
import { createHash } from 'node:crypto';
import type { StorageAdapter } from '../../plugins/storage/adapter.js';
import { CsvLimitError, CsvSyntaxError, readCsv, type CsvLimits, type CsvRecord } from './csv.js';
import { FileTooLargeError, MAX_CSV_BYTES, readCsvRecords } from './files.js';

export interface LabelRow {
  id: string;
  label: number;
  /** The time column's value (time mode only). */
  time?: string;
}

export interface SplitSpec {
  mode: 'random' | 'time';
  seed: number;
  publicPercent: number;
}

export interface SplitRow {
  id: string;
  label: number;
  part: 'public' | 'private';
}

export class LabelsError extends Error {
  constructor(
    readonly zh: string,
    readonly en: string,
  ) {
    super(en);
    this.name = 'LabelsError';
  }
}

/** Test rows a session's hidden labels may hold: enough for a course's contest, small enough to score quickly. */
export const MAX_TEST_ROWS = 500_000;
/** A labels file may carry the whole test table: wide and with long text fields, but each record bounded. */
const LABELS_LIMITS: CsvLimits = { maxFieldChars: 65_536, maxFields: 10_000 };

/** Collects the label rows record by record, refusing the first bad one (LabelsError). */
class LabelsCollector {
  readonly rows: LabelRow[] = [];
  #indexes: { id: number; label: number; time: number } | null = null;
  readonly #seen = new Set<string>();

  constructor(
    private readonly idColumn: string,
    private readonly targetColumn: string,
    private readonly timeColumn: string | null,
  ) {}

  add({ line, fields }: CsvRecord): void {
    if (this.#indexes === null) {
      this.#header(fields);
      return;
    }
    if (this.rows.length >= MAX_TEST_ROWS) {
      throw new LabelsError(`标签文件第 ${line} 行：超过 ${MAX_TEST_ROWS} 行的上限`, `Labels file line ${line}: more than the limit of ${MAX_TEST_ROWS} rows`);
    }
    const { id: idIndex, label: labelIndex, time: timeIndex } = this.#indexes;
    const id = (fields[idIndex] ?? '').trim();
    const label = Number((fields[labelIndex] ?? '').trim());
    if (id === '' || this.#seen.has(id)) throw new LabelsError(`标签文件第 ${line} 行：id 为空或重复`, `Labels file line ${line}: the id is empty or repeated`);
    if (!Number.isFinite(label)) throw new LabelsError(`标签文件第 ${line} 行：标签不是数值`, `Labels file line ${line}: the label is not a number`);
    this.#seen.add(id);
    this.rows.push(timeIndex < 0 ? { id, label } : { id, label, time: (fields[timeIndex] ?? '').trim() });
  }

  /** The rows, once every record was added (a file with no header lacks the columns). */
  finish(): LabelRow[] {
    if (this.#indexes === null) this.#header([]);
    return this.rows;
  }

  #header(fields: string[]): void {
    const { idColumn, targetColumn, timeColumn } = this;
    const names = fields.map((n) => n.trim());
    const id = names.indexOf(idColumn);
    const label = names.indexOf(targetColumn);
    const time = timeColumn === null ? -1 : names.indexOf(timeColumn);
    if (id < 0 || label < 0 || (timeColumn !== null && time < 0)) {
      throw new LabelsError(`标签文件缺少列 ${[idColumn, targetColumn, timeColumn].filter(Boolean).join('/')}`, `The labels file lacks a column of ${[idColumn, targetColumn, timeColumn].filter(Boolean).join('/')}`);
    }
    this.#indexes = { id, label, time };
  }
}

/** The hidden labels file: id, target and (time mode) time columns. */
export function parseLabels(text: string, idColumn: string, targetColumn: string, timeColumn: string | null): LabelRow[] {
  const collector = new LabelsCollector(idColumn, targetColumn, timeColumn);
  for (const record of readCsv(text)) collector.add(record);
  return collector.finish();
}

/**
 * The stored labels file, read as it streams (the event loop runs between slices) and stopped at the first bad line,
 * at MAX_TEST_ROWS or at the CSV size limit. Null when storage has no such object.
 */
export async function readLabels(storage: StorageAdapter, key: string, idColumn: string, targetColumn: string, timeColumn: string | null): Promise<LabelRow[] | null> {
  const collector = new LabelsCollector(idColumn, targetColumn, timeColumn);
  try {
    const found = await readCsvRecords(storage, key, { maxBytes: MAX_CSV_BYTES, limits: LABELS_LIMITS }, (record) => collector.add(record));
    return found ? collector.finish() : null;
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new LabelsError(`标签文件超过 ${MAX_CSV_BYTES / 1024 / 1024} MiB 的上限`, `The labels file is larger than the limit of ${MAX_CSV_BYTES / 1024 / 1024} MiB`);
    if (error instanceof CsvSyntaxError) throw new LabelsError(`标签文件第 ${error.line} 行：引号未闭合`, `Labels file line ${error.line}: a quoted field is never closed`);
    if (error instanceof CsvLimitError) throw new LabelsError(`标签文件第 ${error.line} 行：${error.message}`, `Labels file line ${error.line}: ${error.message}`);
    throw error;
  }
}

const hashOf = (seed: number, id: string) => createHash('sha256').update(`${seed}:${id}`).digest('hex');
const timeValue = (value: string | undefined): number => {
  if (value === undefined || value === '') return Number.POSITIVE_INFINITY;
  const n = Number(value);
  return Number.isFinite(n) ? n : Date.parse(value);
};

/** Which part each label falls in. */
export function splitLabels(rows: readonly LabelRow[], spec: SplitSpec): SplitRow[] {
  const keys = spec.mode === 'time' ? [] : rows.map((row) => hashOf(spec.seed, row.id));
  return partsOf(rows, keys, spec);
}

/** splitLabels for a stored file's rows: the hashing (most of the work) yields to the event loop every few rows. */
export async function splitLabelsYielding(rows: readonly LabelRow[], spec: SplitSpec): Promise<SplitRow[]> {
  const keys: string[] = [];
  if (spec.mode !== 'time') {
    for (let at = 0; at < rows.length; at += HASH_SLICE) {
      for (const row of rows.slice(at, at + HASH_SLICE)) keys.push(hashOf(spec.seed, row.id));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return partsOf(rows, keys, spec);
}

const HASH_SLICE = 5000;

function partsOf(rows: readonly LabelRow[], keys: readonly string[], spec: SplitSpec): SplitRow[] {
  const publicCount = Math.round((rows.length * Math.min(100, Math.max(0, spec.publicPercent))) / 100);
  const ordered =
    spec.mode === 'time'
      ? [...rows].sort((a, b) => timeValue(a.time) - timeValue(b.time) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      : rows
          .map((row, index) => ({ row, key: keys[index]! }))
          .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
          .map(({ row }) => row);
  return ordered.map((row, index) => ({ id: row.id, label: row.label, part: index < publicCount ? 'public' : 'private' }));
}
