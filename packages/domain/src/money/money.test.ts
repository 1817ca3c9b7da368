import { formatYuan, formatYuanNumber, parseYuan } from './money.js';

test('分 read as 元 with thousands separators, two decimals and the sign', () => {
  expect(formatYuan(0)).toBe('¥0.00');
  expect(formatYuan(5)).toBe('¥0.05');
  expect(formatYuan(123456780)).toBe('¥1,234,567.80');
  expect(formatYuan(-1250000)).toBe('-¥12,500.00');
  expect(formatYuanNumber(100)).toBe('1.00');
});

test('typed 元 become integer 分 without floating-point error; bad input is refused with the reason', () => {
  expect(parseYuan('0.29')).toEqual({ fen: 29 }); // 0.29 * 100 is 28.999… in floating point
  expect(parseYuan('1,234.5')).toEqual({ fen: 123450 });
  expect(parseYuan(' ¥80 ')).toEqual({ fen: 8000 });
  expect(parseYuan('１２３．４５')).toEqual({ fen: 12345 });
  expect(parseYuan('12.')).toEqual({ fen: 1200 });
  expect(parseYuan('1.234')).toEqual({ error: 'precision' });
  expect(parseYuan('-5')).toEqual({ error: 'format' });
  expect(parseYuan('1e3')).toEqual({ error: 'format' });
  expect(parseYuan('')).toEqual({ error: 'format' });
});
