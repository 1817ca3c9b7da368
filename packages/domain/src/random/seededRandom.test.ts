import { seededRandom, shuffled } from './seededRandom.js';

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, in [0, 1), and others for another seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(first[0]);
  });

  it('is mulberry32, so the orders already stored for attempts and generated papers stay the same', () => {
    const random = seededRandom(1);
    expect([random(), random(), random()].map((x) => x.toFixed(10))).toEqual(['0.6270739406', '0.0027357212', '0.5274470400']);
  });

  it('spreads its numbers evenly', () => {
    const random = seededRandom(7);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i += 1) buckets[Math.floor(random() * 10)]! += 1;
    for (const count of buckets) expect(Math.abs(count - 1000)).toBeLessThan(120);
  });
});

describe('shuffled', () => {
  it('is a permutation, the same for the same seed, and leaves the input alone', () => {
    const items = ['A', 'B', 'C', 'D', 'E', 'F'];
    const once = shuffled(items, seededRandom(9));
    expect([...once].sort()).toEqual(items);
    expect(shuffled(items, seededRandom(9))).toEqual(once);
    expect(items).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(shuffled([], seededRandom(9))).toEqual([]);
  });
});
