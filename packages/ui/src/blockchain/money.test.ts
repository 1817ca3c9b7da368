import { isIsoDate } from './money';

test('dates are yyyy-mm-dd and real', () => {
  expect(isIsoDate('2026-12-31')).toBe(true);
  expect(isIsoDate('2028-02-29')).toBe(true);
  expect(isIsoDate('2026-02-29')).toBe(false);
  expect(isIsoDate('2026-13-01')).toBe(false);
  expect(isIsoDate('2026/12/31')).toBe(false);
  expect(isIsoDate('2026-1-5')).toBe(false);
});
