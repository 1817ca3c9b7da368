// Validation of a predictions CSV against a session's test ids: the header has the id column and the prediction
// column, every test id exactly once, no unknown or repeated id, every prediction a finite number (a probability
// in [0, 1] for AUC and log loss). The first problem found is reported with its line number, in both languages.
// A stored file is read as it streams (readPredictions): bounded by the test set's size, stopped at the first problem,
// and yielding to the event loop between slices (issue 37: a 32 MiB file held the API for 2.5–4 s per submit).
import type { MetricName } from '@finedu/domain';
import type { StorageAdapter } from '../../plugins/storage/adapter.js';
import { CsvLimitError, CsvReader, CsvSyntaxError, type CsvLimits, type CsvRecord } from './csv.js';
import { MAX_CSV_BYTES, readCsvRecords } from './files.js';
import { PROBABILITY_METRICS } from './metrics.js';

export class PredictionsError extends Error {
  constructor(
    readonly zh: string,
    readonly en: string,
  ) {
    super(en);
    this.name = 'PredictionsError';
  }
}

export interface PredictionsSpec {
  idColumn: string;
  /** The prediction column: the session's target column. */
  targetColumn: string;
  metric: MetricName;
}

/** At most this many problems are listed in one message. */
const SHOWN = 5;
const list = (items: string[]) => items.slice(0, SHOWN).join(', ') + (items.length > SHOWN ? ' …' : '');

/** A predictions file holds the id and the prediction, maybe a few more columns; each field is short. */
export const PREDICTION_LIMITS: CsvLimits = { maxFieldChars: 1000, maxFields: 100 };
/** Bytes a predictions file may take per test row (beside a header's worth): generous for ids, floats and extras. */
export const BYTES_PER_ROW = 256;
const HEADER_BYTES = 4096;

/** The largest predictions file a test set of `rows` ids can need (never above the general CSV limit). */
export function maxPredictionBytes(rows: number): number {
  return Math.min(MAX_CSV_BYTES, HEADER_BYTES + rows * BYTES_PER_ROW);
}

/**
 * Checks records one at a time as they are read, and throws a PredictionsError at the first problem: a file is never
 * read past its first bad line, nor past one row more than the test set has.
 */
export class PredictionsValidator {
  #names: string[] | null = null;
  #idIndex = -1;
  #valueIndex = -1;
  readonly #probability: boolean;
  readonly #predictions = new Map<string, number>();
  readonly #firstLine = new Map<string, number>();

  constructor(
    private readonly spec: PredictionsSpec,
    private readonly testIds: ReadonlySet<string>,
  ) {
    this.#probability = PROBABILITY_METRICS.has(spec.metric);
  }

  add(record: CsvRecord): void {
    const { spec, testIds } = this;
    if (this.#names === null) {
      this.#header(record);
      return;
    }
    const names = this.#names;
    const { line, fields } = record;
    if (this.#predictions.size >= testIds.size) {
      throw new PredictionsError(`第 ${line} 行：预测行数超过测试集的 ${testIds.size} 行`, `Line ${line}: more prediction rows than the ${testIds.size} rows of the test set`);
    }
    if (fields.length !== names.length) {
      throw new PredictionsError(`第 ${line} 行：应有 ${names.length} 列，实际 ${fields.length} 列`, `Line ${line}: expected ${names.length} columns, found ${fields.length}`);
    }
    const id = fields[this.#idIndex]!.trim();
    const raw = fields[this.#valueIndex]!.trim();
    if (id === '') throw new PredictionsError(`第 ${line} 行：${spec.idColumn} 为空`, `Line ${line}: ${spec.idColumn} is empty`);
    if (!testIds.has(id)) throw new PredictionsError(`第 ${line} 行：测试集中没有 ${spec.idColumn} = ${id}`, `Line ${line}: ${spec.idColumn} ${id} is not in the test set`);
    const seen = this.#firstLine.get(id);
    if (seen !== undefined) {
      throw new PredictionsError(`第 ${line} 行：${spec.idColumn} = ${id} 重复（第 ${seen} 行已出现）`, `Line ${line}: ${spec.idColumn} ${id} repeats line ${seen}`);
    }
    const value = raw === '' ? Number.NaN : Number(raw);
    if (!Number.isFinite(value)) {
      throw new PredictionsError(`第 ${line} 行：${spec.targetColumn} 不是有限数值（${raw || '空'}）`, `Line ${line}: ${spec.targetColumn} is not a finite number (${raw || 'empty'})`);
    }
    if (this.#probability && (value < 0 || value > 1)) {
      throw new PredictionsError(`第 ${line} 行：${spec.targetColumn} 应为 0 到 1 之间的概率（${raw}）`, `Line ${line}: ${spec.targetColumn} must be a probability between 0 and 1 (${raw})`);
    }
    this.#firstLine.set(id, line);
    this.#predictions.set(id, value);
  }

  #header(record: CsvRecord): void {
    const { spec } = this;
    const names = record.fields.map((name) => name.trim());
    this.#idIndex = names.indexOf(spec.idColumn);
    this.#valueIndex = names.indexOf(spec.targetColumn);
    if (this.#idIndex < 0 || this.#valueIndex < 0) {
      const missing = [this.#idIndex < 0 ? spec.idColumn : null, this.#valueIndex < 0 ? spec.targetColumn : null].filter((n) => n !== null).join(', ');
      throw new PredictionsError(`第 1 行：表头缺少列 ${missing}（应包含 ${spec.idColumn},${spec.targetColumn}）`, `Line 1: the header lacks the column ${missing} (expected ${spec.idColumn},${spec.targetColumn})`);
    }
    this.#names = names;
  }

  /** The predictions by id, once every record was added. */
  finish(): Map<string, number> {
    const { spec, testIds } = this;
    if (this.#names === null) throw new PredictionsError('文件为空', 'The file is empty');
    const predictions = this.#predictions;
    if (predictions.size < testIds.size) {
      const missing: string[] = [];
      for (const id of testIds) {
        if (!predictions.has(id)) missing.push(id);
        if (missing.length > SHOWN) break;
      }
      const count = testIds.size - predictions.size;
      throw new PredictionsError(`缺少 ${count} 个测试样本的预测：${spec.idColumn} = ${list(missing)}`, `${count} test ids have no prediction: ${spec.idColumn} ${list(missing)}`);
    }
    return predictions;
  }
}

/** A reader error as the message the team sees. */
function csvProblem(error: unknown): unknown {
  if (error instanceof CsvSyntaxError) return new PredictionsError(`第 ${error.line} 行：引号未闭合`, `Line ${error.line}: a quoted field is never closed`);
  if (error instanceof CsvLimitError) {
    return error.what === 'field'
      ? new PredictionsError(`第 ${error.line} 行：字段超过 ${error.limit} 个字符`, `Line ${error.line}: a field is longer than ${error.limit} characters`)
      : new PredictionsError(`第 ${error.line} 行：超过 ${error.limit} 列`, `Line ${error.line}: more than ${error.limit} columns`);
  }
  return error;
}

/** The predictions by id, or a PredictionsError saying which line is wrong and why (text already in memory). */
export function parsePredictions(text: string, spec: PredictionsSpec, testIds: ReadonlySet<string>): Map<string, number> {
  const validator = new PredictionsValidator(spec, testIds);
  const reader = new CsvReader(PREDICTION_LIMITS);
  try {
    for (const record of reader.push(text)) validator.add(record);
    for (const record of reader.end()) validator.add(record);
  } catch (error) {
    throw csvProblem(error);
  }
  return validator.finish();
}

/**
 * Reads a stored predictions file as it streams from storage, checking each record as it arrives: the size is checked
 * before a byte is read (the test set decides the limit), the read stops at the first bad line, and the event loop
 * runs between slices, so no file holds the API for more than a moment. Null when storage has no such object.
 */
export async function readPredictions(storage: StorageAdapter, key: string, spec: PredictionsSpec, testIds: ReadonlySet<string>): Promise<Map<string, number> | null> {
  const validator = new PredictionsValidator(spec, testIds);
  let found;
  try {
    found = await readCsvRecords(storage, key, { maxBytes: maxPredictionBytes(testIds.size), limits: PREDICTION_LIMITS }, (record) => validator.add(record));
  } catch (error) {
    throw csvProblem(error);
  }
  return found ? validator.finish() : null;
}
