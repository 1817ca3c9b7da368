// Statistics figures on a small known data set.
import { distribution, median, questionFigures, summary, type ScoredAttempt } from '../../src/modules/exams/statistics.js';

const attempt = (score: number, q1: number | null, q2: number | null): ScoredAttempt => ({ score, awarded: new Map([[1, q1], [2, q2]]) });

describe('exam statistics', () => {
  // Ten students; q1 worth 10, q2 worth 10 (total 20).
  const data = [
    attempt(20, 10, 10),
    attempt(18, 10, 8),
    attempt(15, 10, 5),
    attempt(14, 10, 4),
    attempt(12, 10, 2),
    attempt(10, 5, 5),
    attempt(8, 5, 3),
    attempt(6, 0, 6),
    attempt(4, 0, 4),
    attempt(0, 0, 0),
  ];
  const scores = data.map((d) => d.score);

  it("mean, median, population standard deviation (√36.01 = 6.0008), max and min", () => {
    expect(summary(scores)).toEqual({ mean: 10.7, median: 11, stddev: 6, max: 20, min: 0 });
    expect(median([3, 1, 2].sort())).toBe(2);
    expect(summary([])).toEqual({ mean: null, median: null, stddev: null, max: null, min: null });
  });

  it('ten equal bins over [0, total], the total in the last bin', () => {
    const bins = distribution(scores, 20);
    expect(bins).toHaveLength(10);
    expect(bins[0]).toEqual({ from: 0, to: 2, count: 1 });
    expect(bins.map((b) => b.count)).toEqual([1, 0, 1, 1, 1, 1, 1, 2, 0, 2]);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(10);
  });

  it('score rate, correct rate, facility and discrimination (upper 27 % − lower 27 %)', () => {
    const [q1, q2] = questionFigures(data, [
      { question_id: 1, score: 10, type: 'numeric' },
      { question_id: 2, score: 10, type: 'blank' },
    ]);
    // 27 % of 10 → 3 per group. q1: 60 / 10 answers = 6 of 10 → 0.6; full marks 5 of 10 → 0.5. Upper: 10,10,10 → 1; lower: 0,0,0 → 0.
    expect(q1).toEqual({ question_id: 1, mean_awarded: 6, score_rate: 0.6, correct_rate: 0.5, difficulty: 0.6, discrimination: 1 });
    // q2: 47 / 10 = 4.7 of 10 → 0.47; full marks 1 of 10 → 0.1. Upper: 10,8,5 → 0.7667; lower: 6,4,0 → 0.3333.
    expect(q2).toEqual({ question_id: 2, mean_awarded: 4.7, score_rate: 0.47, correct_rate: 0.1, difficulty: 0.47, discrimination: 0.4333 });
  });

  it('gives a subjective question its score rate (mean 8 of 10 → 0.8, as its facility) and no correct rate', () => {
    // Three short answers marked 8, 9 and 7 of 10: nobody has full marks, yet the question scored 80 %.
    const marked = [attempt(18, 8, 10), attempt(19, 9, 10), attempt(17, 7, 10)];
    const [short, program, objective] = questionFigures(marked, [
      { question_id: 1, score: 10, type: 'short' },
      { question_id: 2, score: 10, type: 'program' },
      { question_id: 1, score: 10, type: 'single' },
    ]);
    expect(short).toMatchObject({ mean_awarded: 8, score_rate: 0.8, correct_rate: null, difficulty: 0.8 });
    // Every program passed all tests: its score rate says so, a correct rate is not its figure.
    expect(program).toMatchObject({ mean_awarded: 10, score_rate: 1, correct_rate: null, difficulty: 1 });
    // The same marks on an objective question: 80 % score rate, 0 % fully correct, side by side.
    expect(objective).toMatchObject({ score_rate: 0.8, correct_rate: 0 });
    // 13 / 14 on average (the third question): 0.9286 both ways.
    const [q] = questionFigures([attempt(13, 13, null), attempt(13, 13, null)], [{ question_id: 1, score: 14, type: 'case' }]);
    expect(q).toMatchObject({ mean_awarded: 13, score_rate: 0.9286, correct_rate: null, difficulty: 0.9286 });
  });

  it('leaves figures empty without graded answers', () => {
    const [q] = questionFigures([attempt(0, null, null)], [{ question_id: 1, score: 10, type: 'single' }]);
    expect(q).toEqual({ question_id: 1, mean_awarded: null, score_rate: null, correct_rate: null, difficulty: null, discrimination: null });
  });
});
