import { blankMarkerStyle, countBlankMarkers, isAnswered, markBlankSlots, moveItem, normalizeBlank, plainExcerpt } from './examText';

describe('exam text helpers', () => {
  it('counts blanks: numbered markers win over underscores', () => {
    expect(countBlankMarkers('利息为 ___ 元，发行方式 ____。')).toBe(2);
    expect(countBlankMarkers('{{2}} 和 {{1}}，不是 ___')).toBe(2);
    expect(blankMarkerStyle('{{1}} ___')).toBe('numbered');
    expect(countBlankMarkers('没有空位 __ 两个下划线不算')).toBe(0);
  });

  it('marks slots by blank index', () => {
    expect(markBlankSlots('a ___ b ___', 'm')).toBe('a <span data-blank-slot="m-0"></span> b <span data-blank-slot="m-1"></span>');
    expect(markBlankSlots('{{2}} then {{ 1 }}', 'm')).toBe('<span data-blank-slot="m-1"></span> then <span data-blank-slot="m-0"></span>');
  });

  it('normalizes blanks like the server', () => {
    expect(normalizeBlank(' Net Present Value ', true, true)).toBe('netpresentvalue');
    expect(normalizeBlank(' NPV ', false, false)).toBe('NPV');
  });

  it('knows when a response holds an answer', () => {
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered(false)).toBe(true);
    expect(isAnswered('  ')).toBe(false);
    expect(isAnswered(['', ' '])).toBe(false);
    expect(isAnswered(['', '折价'])).toBe(true);
    expect(isAnswered({ q1: null, q2: '' })).toBe(false);
    expect(isAnswered({ q1: null, q2: 'B' })).toBe(true);
  });

  it('makes plain excerpts and moves items', () => {
    expect(plainExcerpt('**粗体** 与 $x^2$ 和 ![图](a.png) [链接](b)', 100)).toBe('粗体 与 x^2 和 链接');
    expect(plainExcerpt('一二三四五六', 4)).toBe('一二三…');
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
