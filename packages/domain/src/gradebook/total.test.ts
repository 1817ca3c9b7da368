import { FIVE_LEVEL_SCALE, LETTER_SCALE, gradeTotal, letterFor, letterScaleProblem, type GradeItemRule } from './total.js';

const NOW = new Date('2026-11-29T12:00:00Z');
const item = (key: string, category_id: number | null, max_score: number, extra: Partial<GradeItemRule> = {}): GradeItemRule => ({
  key,
  category_id,
  max_score,
  weight: 1,
  excluded: false,
  zero_when_missing: false,
  deadline: null,
  ...extra,
});

describe('gradeTotal', () => {
  // 平时 30 % (weighted mean of a quiz /10 weight 1 and a case /120 weight 3), 期末 70 % (natural: an exam /100).
  const categories = [
    { id: 1, weight: 30, aggregation: 'weighted' as const },
    { id: 2, weight: 70, aggregation: 'natural' as const },
  ];
  const items = [item('quiz', 1, 10, { weight: 1 }), item('case', 1, 120, { weight: 3 }), item('final', 2, 100)];

  it('weights categories and items: 平时 (1·0.8 + 3·0.75)/4 = 76.25 %, 期末 90 %, 总评 0.3·76.25 + 0.7·90 = 85.88', () => {
    const r = gradeTotal({ categories, items, scores: { quiz: { score: 8 }, case: { score: 90 }, final: { score: 90 } }, now: NOW });
    expect(r.categories).toEqual([
      { id: 1, percent: 76.25 },
      { id: 2, percent: 90 },
    ]);
    expect(r.total).toBe(85.88);
    expect(r.missing).toEqual([]);
    expect(r.items).toEqual({ quiz: 'counted', case: 'counted', final: 'counted' });
  });

  it('natural aggregation sums points: (8 + 90)/(10 + 120) = 75.38 %', () => {
    const natural = [{ id: 1, weight: 100, aggregation: 'natural' as const }];
    const r = gradeTotal({ categories: natural, items: items.slice(0, 2), scores: { quiz: { score: 8 }, case: { score: 90 } }, now: NOW });
    expect(r.total).toBe(75.38);
  });

  it('leaves a missing item out instead of counting it zero, and a category with nothing done out of the total', () => {
    const r = gradeTotal({ categories, items, scores: { quiz: { score: 8 } }, now: NOW });
    expect(r.missing).toEqual(['case', 'final']);
    expect(r.categories).toEqual([
      { id: 1, percent: 80 },
      { id: 2, percent: null },
    ]);
    // Only 平时 counts so far: 80 %, not 0.3 × 80 = 24.
    expect(r.total).toBe(80);
  });

  it('counts a missing item as zero only when the teacher said so and its deadline has passed', () => {
    const before = [item('quiz', 1, 10), item('case', 1, 120, { weight: 3, zero_when_missing: true, deadline: '2026-12-01T00:00:00Z' }), item('final', 2, 100)];
    const early = gradeTotal({ categories, items: before, scores: { quiz: { score: 8 }, final: { score: 90 } }, now: NOW });
    expect(early.items.case).toBe('missing');
    // 0.3·80 + 0.7·90 = 87
    expect(early.total).toBe(87);
    const late = gradeTotal({ categories, items: before, scores: { quiz: { score: 8 }, final: { score: 90 } }, now: new Date('2026-12-02T00:00:00Z') });
    expect(late.items.case).toBe('zero_missing');
    expect(late.missing).toEqual([]);
    // 平时 (1·0.8 + 3·0)/4 = 20 %; 0.3·20 + 0.7·90 = 69
    expect(late.total).toBe(69);
  });

  it('drops excluded, weightless and uncategorised items', () => {
    const some = [item('quiz', 1, 10), item('case', 1, 120, { excluded: true }), item('bonus', 1, 10, { weight: 0 }), item('loose', null, 10), item('final', 2, 100)];
    const r = gradeTotal({ categories, items: some, scores: { quiz: { score: 5 }, case: { score: 0 }, bonus: { score: 0 }, loose: { score: 0 }, final: { score: 100 } }, now: NOW });
    expect(r.items.case).toBe('excluded');
    expect(r.items.loose).toBe('uncategorised');
    // 平时 50 %, 期末 100 %: 0.3·50 + 0.7·100 = 85
    expect(r.total).toBe(85);
  });

  it('uses an item override over the score, a missing item included, and a total override over everything', () => {
    const r = gradeTotal({ categories, items, scores: { quiz: { score: 8 }, case: { score: null, override: 120 }, final: { score: 40, override: 60 } }, now: NOW });
    expect(r.items).toEqual({ quiz: 'counted', case: 'overridden', final: 'overridden' });
    // 平时 (0.8 + 3·1)/4 = 95 %; 0.3·95 + 0.7·60 = 70.5
    expect(r.computed).toBe(70.5);
    expect(r.total_overridden).toBe(false);
    const o = gradeTotal({ categories, items, scores: { quiz: { score: 8 } }, total_override: 61, now: NOW });
    expect(o.computed).toBe(80);
    expect(o.total).toBe(61);
    expect(o.total_overridden).toBe(true);
  });

  it('answers no total while nothing counts', () => {
    const r = gradeTotal({ categories, items, scores: {}, now: NOW });
    expect(r.total).toBeNull();
    expect(r.missing).toEqual(['quiz', 'case', 'final']);
  });
});

describe('letters', () => {
  it('maps totals onto the five levels and onto A–F', () => {
    expect([95, 90, 89.99, 80, 75, 60, 59.99, 0].map((t) => letterFor(t, FIVE_LEVEL_SCALE))).toEqual(['优秀', '优秀', '良好', '良好', '中等', '及格', '不及格', '不及格']);
    expect(letterFor(85, LETTER_SCALE)).toBe('B');
    expect(letterFor(null, LETTER_SCALE)).toBeNull();
  });

  it('refuses scales without a floor, with repeated steps or out of range', () => {
    expect(letterScaleProblem(FIVE_LEVEL_SCALE)).toBeNull();
    expect(letterScaleProblem([{ letter: 'P', min: 60 }])).toBe('no_floor');
    expect(letterScaleProblem([{ letter: 'P', min: 0 }, { letter: 'Q', min: 0 }])).toBe('duplicate');
    expect(letterScaleProblem([{ letter: 'P', min: 120 }])).toBe('range');
    expect(letterScaleProblem([{ letter: ' ', min: 0 }])).toBe('letter');
    expect(letterScaleProblem([])).toBe('empty');
  });
});
