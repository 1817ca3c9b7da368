import { blankMarkerStyle, countBlankMarkers, replaceBlankMarkers } from './blankMarkers.js';

describe('blank markers', () => {
  it('counts underscores (three or more) or the highest numbered marker, numbered winning', () => {
    expect(countBlankMarkers('利息为 ___ 元，发行方式 ____。')).toBe(2);
    expect(countBlankMarkers('{{2}} 和 {{1}}，不是 ___')).toBe(2);
    expect(countBlankMarkers('{{1}} 与 {{3}}')).toBe(3);
    expect(countBlankMarkers('{{1}} 再次 {{ 1 }}')).toBe(1);
    expect(countBlankMarkers('没有空位 __ 两个下划线不算')).toBe(0);
    expect(blankMarkerStyle('{{1}} ___')).toBe('numbered');
    expect(blankMarkerStyle('a ___ b')).toBe('underscores');
    expect(blankMarkerStyle('plain')).toBe('none');
  });

  it('replaces each marker by its 0-based blank index', () => {
    expect(replaceBlankMarkers('a ___ b ___', (i) => `[${i}]`)).toBe('a [0] b [1]');
    expect(replaceBlankMarkers('{{2}} then {{ 1 }} and ___', (i) => `[${i}]`)).toBe('[1] then [0] and ___');
    expect(replaceBlankMarkers('no blanks __', (i) => `[${i}]`)).toBe('no blanks __');
  });
});
