// The one rule of a gradebook's total (issue 34): categories with weights, items within a category by their own
// weight ("weighted mean") or by their points ("natural", Moodle's sum of points), missing work left out (not zero)
// unless the teacher counts it as zero once its deadline has passed, and the teacher's overrides. The server computes
// the gradebook, its export and the student's own view with it; the page only shows what it answers.
import { roundScore } from '../exam/score.js';

/** How a category combines its items: by each item's weight, or by points (Σ score / Σ full marks). */
export type GradeAggregation = 'weighted' | 'natural';

export interface GradeCategoryRule {
  id: number;
  /** The category's weight in the total (0 = shown, not counted). */
  weight: number;
  aggregation: GradeAggregation;
}

export interface GradeItemRule {
  key: string;
  /** null: not in any category, so shown but not counted. */
  category_id: number | null;
  /** Full marks of the item (0 or less: never counted). */
  max_score: number;
  /** The item's weight within its category when it aggregates by weight. */
  weight: number;
  /** Hidden from the total for everyone (Moodle's "excluded"). */
  excluded: boolean;
  /** After the deadline, a missing score counts as 0; before it (or without a deadline), missing is left out. */
  zero_when_missing: boolean;
  /** ISO time after which `zero_when_missing` applies; null = never. */
  deadline: string | null;
}

/** A student's score of an item and the teacher's override of it (the override wins). */
export interface GradeItemScore {
  score: number | null;
  override?: number | null;
}

export interface GradeTotalInput {
  categories: readonly GradeCategoryRule[];
  items: readonly GradeItemRule[];
  /** By item key; an item without an entry is missing. */
  scores: Readonly<Record<string, GradeItemScore | undefined>>;
  /** The teacher's override of the total, in percent (wins over the computed total). */
  total_override?: number | null;
  now: Date;
}

/** What happened to an item in a student's total. */
export type GradeItemState = 'counted' | 'overridden' | 'missing' | 'zero_missing' | 'excluded' | 'uncategorised';

export interface GradeCategoryResult {
  id: number;
  /** The category's percentage over its counted items; null when none counted. */
  percent: number | null;
}

export interface GradeTotalResult {
  /** The total 总评 in percent (two decimals); null while nothing counts. */
  total: number | null;
  /** The computed total before a total override. */
  computed: number | null;
  total_overridden: boolean;
  categories: GradeCategoryResult[];
  items: Record<string, GradeItemState>;
  /** Keys of the items still missing (left out of the total). */
  missing: string[];
}

/** Whether an item's missing score counts as 0 at `now`. */
export function zeroApplies(item: Pick<GradeItemRule, 'zero_when_missing' | 'deadline'>, now: Date): boolean {
  return item.zero_when_missing && item.deadline !== null && Date.parse(item.deadline) <= now.getTime();
}

/**
 * The total of one student. An item counts with its override, else its score; a missing one is left out of its
 * category (and so of the total), or counts 0 when `zeroApplies`. A category's percent is Σ wᵢ·sᵢ/maxᵢ / Σ wᵢ
 * (weighted; items of weight 0 drop out) or Σ sᵢ / Σ maxᵢ (natural); the total is Σ W·percent / Σ W over the
 * categories that have a percent and a weight above 0, so a category with nothing done yet does not pull it down.
 */
export function gradeTotal(input: GradeTotalInput): GradeTotalResult {
  const states: Record<string, GradeItemState> = {};
  const missing: string[] = [];
  const sums = new Map<number, { num: number; den: number }>();
  const categoryIds = new Set(input.categories.map((c) => c.id));
  const aggregationOf = new Map(input.categories.map((c) => [c.id, c.aggregation]));
  for (const item of input.items) {
    const entry = input.scores[item.key];
    const override = entry?.override ?? null;
    const raw = override ?? entry?.score ?? null;
    if (item.excluded || item.max_score <= 0) {
      states[item.key] = 'excluded';
      continue;
    }
    if (item.category_id === null || !categoryIds.has(item.category_id)) {
      states[item.key] = 'uncategorised';
      continue;
    }
    let score: number;
    if (raw === null) {
      if (!zeroApplies(item, input.now)) {
        states[item.key] = 'missing';
        missing.push(item.key);
        continue;
      }
      states[item.key] = 'zero_missing';
      score = 0;
    } else {
      states[item.key] = override !== null ? 'overridden' : 'counted';
      score = raw;
    }
    const natural = aggregationOf.get(item.category_id) === 'natural';
    const sum = sums.get(item.category_id) ?? { num: 0, den: 0 };
    if (natural) {
      sum.num += score;
      sum.den += item.max_score;
    } else {
      if (item.weight <= 0) continue;
      sum.num += (item.weight * score) / item.max_score;
      sum.den += item.weight;
    }
    sums.set(item.category_id, sum);
  }
  let num = 0;
  let den = 0;
  const categories = input.categories.map((c): GradeCategoryResult => {
    const sum = sums.get(c.id);
    if (sum === undefined || sum.den <= 0) return { id: c.id, percent: null };
    const fraction = sum.num / sum.den;
    if (c.weight > 0) {
      num += c.weight * fraction;
      den += c.weight;
    }
    return { id: c.id, percent: roundScore(fraction * 100) };
  });
  const computed = den > 0 ? roundScore((num / den) * 100) : null;
  const totalOverride = input.total_override ?? null;
  return { total: totalOverride ?? computed, computed, total_overridden: totalOverride !== null, categories, items: states, missing };
}

/** One step of a letter scale: a total at or above `min` percent earns `letter`. */
export interface LetterStep {
  letter: string;
  min: number;
}

/** The Chinese five-level scale (优秀 ≥ 90, 良好 ≥ 80, 中等 ≥ 70, 及格 ≥ 60, 不及格 below). */
export const FIVE_LEVEL_SCALE: readonly LetterStep[] = [
  { letter: '优秀', min: 90 },
  { letter: '良好', min: 80 },
  { letter: '中等', min: 70 },
  { letter: '及格', min: 60 },
  { letter: '不及格', min: 0 },
];

/** Letters A–F (A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, F below). */
export const LETTER_SCALE: readonly LetterStep[] = [
  { letter: 'A', min: 90 },
  { letter: 'B', min: 80 },
  { letter: 'C', min: 70 },
  { letter: 'D', min: 60 },
  { letter: 'F', min: 0 },
];

/** The letter of a total on a scale (the highest step it reaches); null for no total or a scale it reaches no step of. */
export function letterFor(total: number | null, scale: readonly LetterStep[]): string | null {
  if (total === null) return null;
  let best: LetterStep | null = null;
  for (const step of scale) if (total >= step.min && (best === null || step.min > best.min)) best = step;
  return best?.letter ?? null;
}

/** A scale's problem (steps must have distinct minimums in 0–100, a letter each, and one at 0), or null when it is fine. */
export function letterScaleProblem(scale: readonly LetterStep[]): 'empty' | 'letter' | 'range' | 'duplicate' | 'no_floor' | null {
  if (scale.length === 0) return 'empty';
  const mins = new Set<number>();
  for (const step of scale) {
    if (step.letter.trim() === '') return 'letter';
    if (!Number.isFinite(step.min) || step.min < 0 || step.min > 100) return 'range';
    if (mins.has(step.min)) return 'duplicate';
    mins.add(step.min);
  }
  return mins.has(0) ? null : 'no_floor';
}
