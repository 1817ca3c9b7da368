// Pure exam statistics: score distribution, central figures, and per-question score rate, correct rate, facility and
// discrimination.
import { CORRECT_RATE_TYPES, roundScore, type QuestionType } from '@finedu/domain';

export interface ScoredAttempt {
  /** Total awarded on the attempt. */
  score: number;
  /** Awarded per question id (null: not graded yet). */
  awarded: Map<number, number | null>;
}

export interface StatQuestion {
  question_id: number;
  score: number;
  type: QuestionType;
}

const round4 = (value: number): number => Math.round(value * 10000) / 10000;

export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Ten equal bins over [0, total]; the last bin includes the total. */
export function distribution(scores: readonly number[], total: number): Array<{ from: number; to: number; count: number }> {
  const width = total / 10;
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: roundScore(i * width), to: roundScore((i + 1) * width), count: 0 }));
  for (const s of scores) {
    const index = width === 0 ? 0 : Math.min(9, Math.max(0, Math.floor(s / width)));
    bins[index]!.count += 1;
  }
  return bins;
}

export interface Summary {
  mean: number | null;
  median: number | null;
  /** Population standard deviation. */
  stddev: number | null;
  max: number | null;
  min: number | null;
}

export function summary(scores: readonly number[]): Summary {
  if (scores.length === 0) return { mean: null, median: null, stddev: null, max: null, min: null };
  const sorted = [...scores].sort((a, b) => a - b);
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const variance = scores.reduce((a, b) => a + (b - mean) ** 2, 0) / scores.length;
  return { mean: roundScore(mean), median: roundScore(median(sorted)!), stddev: roundScore(Math.sqrt(variance)), max: sorted[sorted.length - 1]!, min: sorted[0]! };
}

export interface QuestionFigures {
  question_id: number;
  mean_awarded: number | null;
  score_rate: number | null;
  correct_rate: number | null;
  difficulty: number | null;
  discrimination: number | null;
}

/** Facility of a group on one question: mean awarded / score over the group's graded answers. */
function facility(group: readonly ScoredAttempt[], question: StatQuestion): number | null {
  const values = group.map((a) => a.awarded.get(question.question_id)).filter((v): v is number => typeof v === 'number');
  if (values.length === 0 || question.score === 0) return null;
  return values.reduce((a, b) => a + b, 0) / values.length / question.score;
}

/**
 * Per question: mean awarded, score rate (得分率: mean / score, for every type), correct rate (正确率: share of answers
 * with full marks, only for types right or wrong against a key: a short answer with 8/10 on average has a score rate
 * of 80 %, not a correct rate of 0 %), facility (mean / score) and discrimination (facility of the upper 27 % by total
 * score − facility of the lower 27 %; null with fewer than two attempts).
 */
export function questionFigures(attempts: readonly ScoredAttempt[], questions: readonly StatQuestion[]): QuestionFigures[] {
  const ranked = [...attempts].sort((a, b) => b.score - a.score);
  const n = ranked.length;
  const groupSize = n >= 2 ? Math.max(1, Math.round(n * 0.27)) : 0;
  const upper = ranked.slice(0, groupSize);
  const lower = ranked.slice(n - groupSize);
  return questions.map((q) => {
    const values = attempts.map((a) => a.awarded.get(q.question_id)).filter((v): v is number => typeof v === 'number');
    if (values.length === 0) return { question_id: q.question_id, mean_awarded: null, score_rate: null, correct_rate: null, difficulty: null, discrimination: null };
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const fullMarks = values.filter((v) => v >= q.score).length;
    const rate = q.score === 0 ? null : round4(mean / q.score);
    const up = groupSize > 0 ? facility(upper, q) : null;
    const low = groupSize > 0 ? facility(lower, q) : null;
    return {
      question_id: q.question_id,
      mean_awarded: roundScore(mean),
      score_rate: rate,
      correct_rate: CORRECT_RATE_TYPES.includes(q.type) ? round4(fullMarks / values.length) : null,
      difficulty: rate,
      discrimination: up === null || low === null ? null : round4(up - low),
    };
  });
}
