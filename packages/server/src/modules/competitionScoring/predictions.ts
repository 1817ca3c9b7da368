// Validation of a predictions CSV against a session's test ids: the header has the id column and the prediction
// column, every test id exactly once, no unknown or repeated id, every prediction a finite number (a probability
// in [0, 1] for AUC and log loss). The first problem found is reported with its line number, in both languages.
import type { MetricName } from '@finedu/domain';
import { CsvSyntaxError, readCsv } from './csv.js';
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

/** The predictions by id, or a PredictionsError saying which line is wrong and why. */
export function parsePredictions(text: string, spec: PredictionsSpec, testIds: ReadonlySet<string>): Map<string, number> {
  let records;
  try {
    records = readCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw new PredictionsError(`第 ${error.line} 行：引号未闭合`, `Line ${error.line}: a quoted field is never closed`);
    }
    throw error;
  }
  const header = records[0];
  if (header === undefined) throw new PredictionsError('文件为空', 'The file is empty');
  const names = header.fields.map((name) => name.trim());
  const idIndex = names.indexOf(spec.idColumn);
  const valueIndex = names.indexOf(spec.targetColumn);
  if (idIndex < 0 || valueIndex < 0) {
    const missing = [idIndex < 0 ? spec.idColumn : null, valueIndex < 0 ? spec.targetColumn : null].filter((n) => n !== null).join(', ');
    throw new PredictionsError(`第 1 行：表头缺少列 ${missing}（应包含 ${spec.idColumn},${spec.targetColumn}）`, `Line 1: the header lacks the column ${missing} (expected ${spec.idColumn},${spec.targetColumn})`);
  }
  const probability = PROBABILITY_METRICS.has(spec.metric);
  const predictions = new Map<string, number>();
  const firstLine = new Map<string, number>();
  for (const record of records.slice(1)) {
    const { line, fields } = record;
    if (fields.length !== names.length) {
      throw new PredictionsError(`第 ${line} 行：应有 ${names.length} 列，实际 ${fields.length} 列`, `Line ${line}: expected ${names.length} columns, found ${fields.length}`);
    }
    const id = fields[idIndex]!.trim();
    const raw = fields[valueIndex]!.trim();
    if (id === '') throw new PredictionsError(`第 ${line} 行：${spec.idColumn} 为空`, `Line ${line}: ${spec.idColumn} is empty`);
    if (!testIds.has(id)) throw new PredictionsError(`第 ${line} 行：测试集中没有 ${spec.idColumn} = ${id}`, `Line ${line}: ${spec.idColumn} ${id} is not in the test set`);
    const seen = firstLine.get(id);
    if (seen !== undefined) {
      throw new PredictionsError(`第 ${line} 行：${spec.idColumn} = ${id} 重复（第 ${seen} 行已出现）`, `Line ${line}: ${spec.idColumn} ${id} repeats line ${seen}`);
    }
    const value = raw === '' ? Number.NaN : Number(raw);
    if (!Number.isFinite(value)) {
      throw new PredictionsError(`第 ${line} 行：${spec.targetColumn} 不是有限数值（${raw || '空'}）`, `Line ${line}: ${spec.targetColumn} is not a finite number (${raw || 'empty'})`);
    }
    if (probability && (value < 0 || value > 1)) {
      throw new PredictionsError(`第 ${line} 行：${spec.targetColumn} 应为 0 到 1 之间的概率（${raw}）`, `Line ${line}: ${spec.targetColumn} must be a probability between 0 and 1 (${raw})`);
    }
    firstLine.set(id, line);
    predictions.set(id, value);
  }
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
