import { formatFigure } from './figureFormat';

describe('formatFigure', () => {
  it('shows bytes in binary units with at most three digits before the point', () => {
    expect(formatFigure(512, 'bytes', 'zh-CN')).toBe('512 B');
    expect(formatFigure(999, 'bytes', 'zh-CN')).toBe('999 B');
    expect(formatFigure(1000, 'bytes', 'zh-CN')).toBe('0.98 KB');
    expect(formatFigure(939.4 * 1024 ** 2, 'bytes', 'zh-CN')).toBe('939.4 MB');
    // 1,003 MB would widen the memory tile's value past its line (the page baseline of /app/admin/operations).
    expect(formatFigure(1003 * 1024 ** 2, 'bytes', 'zh-CN')).toBe('0.98 GB');
    expect(formatFigure(1.5 * 1024 ** 3, 'bytes', 'zh-CN')).toBe('1.5 GB');
    expect(formatFigure(68 * 1024 ** 3, 'bytes', 'en-US')).toBe('68 GB');
  });

  it('shows percentages, durations, rates and counts, and a dash without a value', () => {
    expect(formatFigure(7.25, 'percent', 'zh-CN')).toBe('7.3%');
    expect(formatFigure(70, 'percent', 'zh-CN')).toBe('70%');
    expect(formatFigure(0.1, 'seconds', 'zh-CN')).toBe('100 ms');
    expect(formatFigure(2.5, 'seconds', 'zh-CN')).toBe('2.5 s');
    expect(formatFigure(3.25, 'per_minute', 'zh-CN')).toBe('3.3');
    expect(formatFigure(12345, 'count', 'en-US')).toBe('12,345');
    expect(formatFigure(null, 'count', 'zh-CN')).toBe('—');
    expect(formatFigure(Number.NaN, 'bytes', 'zh-CN')).toBe('—');
  });
});
