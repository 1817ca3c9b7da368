import { formatDataParams, markBlankSlots, moveItem, plainExcerpt } from './examText';

describe('exam text helpers', () => {
  it('marks slots by blank index', () => {
    expect(markBlankSlots('a ___ b ___', 'm')).toBe('a <span data-blank-slot="m-0"></span> b <span data-blank-slot="m-1"></span>');
    expect(markBlankSlots('{{2}} then {{ 1 }}', 'm')).toBe('<span data-blank-slot="m-1"></span> then <span data-blank-slot="m-0"></span>');
  });

  it('makes plain excerpts and moves items', () => {
    expect(plainExcerpt('**粗体** 与 $x^2$ 和 ![图](a.png) [链接](b)', 100)).toBe('粗体 与 x^2 和 链接');
    expect(plainExcerpt('一二三四五六', 4)).toBe('一二三…');
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('puts generated parameters on one line, long values cut', () => {
    expect(formatDataParams({ n: 250, rate: 0.05, name: '甲', flags: [1, 2], none: null })).toBe('n = 250, rate = 0.05, name = 甲, flags = [1,2], none = null');
    expect(formatDataParams({ xs: Array.from({ length: 50 }, (_, i) => i) }, 12)).toBe('xs = [0,1,2,3,4,…');
    expect(formatDataParams({})).toBe('');
  });
});
