import type { MarkingAnswers } from '@finedu/domain';

export type MarkingRow = MarkingAnswers['list'][number];

export type MarkProblem = 'required' | 'number' | 'range';

/** A typed mark: a number from 0 to the item's points (halves and decimals allowed, at most two places). */
export function parseMark(text: string, points: number): { ok: true; score: number } | { ok: false; problem: MarkProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false, problem: 'number' };
  const score = Number(trimmed);
  if (score < 0 || score > points) return { ok: false, problem: 'range' };
  return { ok: true, score };
}

/**
 * The rows on screen: all, or only the unmarked ones. Rows marked in this sitting stay (`keep`) so the list
 * does not jump under the teacher's cursor; they leave when the filter is applied again.
 */
export function visibleRows(rows: readonly MarkingRow[], onlyUnmarked: boolean, keep: ReadonlySet<number>): MarkingRow[] {
  return onlyUnmarked ? rows.filter((row) => row.awarded === null || keep.has(row.attempt_id)) : [...rows];
}

/** Where the cursor goes after a save: the next unmarked row below, else the first unmarked above, else null. */
export function nextUnmarked(rows: readonly MarkingRow[], from: number): number | null {
  for (let i = from + 1; i < rows.length; i += 1) if (rows[i]?.awarded === null) return i;
  for (let i = 0; i < from; i += 1) if (rows[i]?.awarded === null) return i;
  return null;
}

/** Marked / total for the progress line. */
export const markingProgress = (rows: readonly MarkingRow[]) => ({ marked: rows.filter((row) => row.awarded !== null).length, total: rows.length });
