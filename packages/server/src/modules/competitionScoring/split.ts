// The split of a session's hidden labels into a public part (scores the board while the session runs) and a
// private part (decides the result). Made once per session and stored (repository.ensureSplit), so the same ids
// stay in the same part whatever happens later.
//  - random: ids ordered by SHA-256 of `<seed>:<id>`; the first round(n × public_percent / 100) are public. The
//    order of the file never matters, and the same seed gives the same split.
//  - time: rows ordered by the time column (then id); the earlier period is public, the later period private, as
//    forecasting contests require (no peeking at the future through the public board).
import { createHash } from 'node:crypto';
import { readCsv } from './csv.js';

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

/** The hidden labels file: id, target and (time mode) time columns. */
export function parseLabels(text: string, idColumn: string, targetColumn: string, timeColumn: string | null): LabelRow[] {
  const records = readCsv(text);
  const names = (records[0]?.fields ?? []).map((n) => n.trim());
  const idIndex = names.indexOf(idColumn);
  const labelIndex = names.indexOf(targetColumn);
  const timeIndex = timeColumn === null ? -1 : names.indexOf(timeColumn);
  if (idIndex < 0 || labelIndex < 0 || (timeColumn !== null && timeIndex < 0)) {
    throw new LabelsError(`标签文件缺少列 ${[idColumn, targetColumn, timeColumn].filter(Boolean).join('/')}`, `The labels file lacks a column of ${[idColumn, targetColumn, timeColumn].filter(Boolean).join('/')}`);
  }
  const seen = new Set<string>();
  return records.slice(1).map(({ line, fields }) => {
    const id = (fields[idIndex] ?? '').trim();
    const label = Number((fields[labelIndex] ?? '').trim());
    if (id === '' || seen.has(id)) throw new LabelsError(`标签文件第 ${line} 行：id 为空或重复`, `Labels file line ${line}: the id is empty or repeated`);
    if (!Number.isFinite(label)) throw new LabelsError(`标签文件第 ${line} 行：标签不是数值`, `Labels file line ${line}: the label is not a number`);
    seen.add(id);
    return timeIndex < 0 ? { id, label } : { id, label, time: (fields[timeIndex] ?? '').trim() };
  });
}

const hashOf = (seed: number, id: string) => createHash('sha256').update(`${seed}:${id}`).digest('hex');
const timeValue = (value: string | undefined): number => {
  if (value === undefined || value === '') return Number.POSITIVE_INFINITY;
  const n = Number(value);
  return Number.isFinite(n) ? n : Date.parse(value);
};

/** Which part each label falls in. */
export function splitLabels(rows: readonly LabelRow[], spec: SplitSpec): SplitRow[] {
  const publicCount = Math.round((rows.length * Math.min(100, Math.max(0, spec.publicPercent))) / 100);
  const ordered =
    spec.mode === 'time'
      ? [...rows].sort((a, b) => timeValue(a.time) - timeValue(b.time) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      : rows
          .map((row) => ({ row, key: hashOf(spec.seed, row.id) }))
          .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
          .map(({ row }) => row);
  return ordered.map((row, index) => ({ id: row.id, label: row.label, part: index < publicCount ? 'public' : 'private' }));
}
