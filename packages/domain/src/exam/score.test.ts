import { paperTotal, roundScore, sumScores } from './score.js';

describe('scores to the cent', () => {
  it('rounds to two decimals without float noise', () => {
    expect(roundScore(0.1 + 0.2)).toBe(0.3);
    expect(roundScore(2 / 3)).toBe(0.67);
    expect(roundScore(85)).toBe(85);
  });

  it('sums scores, a non-finite draft score counting 0', () => {
    expect(sumScores([{ score: 0.1 }, { score: 0.2 }])).toBe(0.3);
    expect(sumScores([{ score: 5 }, { score: Number.NaN }, { score: 2.5 }])).toBe(7.5);
    expect(sumScores([])).toBe(0);
  });

  it('totals a paper over its sections and counts its questions', () => {
    const sections = [{ questions: [{ score: 1.1 }, { score: 2.2 }] }, { questions: [] }, { questions: [{ score: 3.3 }] }];
    expect(paperTotal(sections)).toEqual({ total: 6.6, count: 3 });
    expect(paperTotal([])).toEqual({ total: 0, count: 0 });
  });
});
