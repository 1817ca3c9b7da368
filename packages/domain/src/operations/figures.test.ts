import { defaultThresholds, figureStatus, thresholdAlerts, thresholdProblem, type SamplePoint } from './figures.js';

describe('figureStatus', () => {
  const cpu = { warn: 70, bad: 90, direction: 'above' as const };
  const disk = { warn: 20, bad: 5, direction: 'below' as const };
  test.each([
    [50, cpu, 'ok'],
    [70, cpu, 'warn'],
    [89.9, cpu, 'warn'],
    [90, cpu, 'bad'],
    [30, disk, 'ok'],
    [20, disk, 'warn'],
    [4, disk, 'bad'],
  ] as const)('%s against %o is %s', (value, threshold, status) => expect(figureStatus(value, threshold)).toBe(status));

  test('no value is unknown; no threshold is ok', () => {
    expect(figureStatus(null, cpu)).toBe('unknown');
    expect(figureStatus(Number.NaN, cpu)).toBe('unknown');
    expect(figureStatus(1e9, undefined)).toBe('ok');
  });
});

test('a threshold whose red level is not beyond its amber one is refused', () => {
  expect(thresholdProblem({ warn: 90, bad: 70, direction: 'above' })).toBe('order');
  expect(thresholdProblem({ warn: 5, bad: 20, direction: 'below' })).toBe('order');
  expect(thresholdProblem({ warn: Number.POSITIVE_INFINITY, bad: 1, direction: 'above' })).toBe('not_finite');
  for (const threshold of Object.values(defaultThresholds(40))) expect(thresholdProblem(threshold)).toBeNull();
});

test('the kernel tile follows the kernel cap', () => {
  expect(defaultThresholds(40).kernels_running).toEqual({ warn: 30, bad: 38, direction: 'above' });
  expect(defaultThresholds(4).kernels_running).toEqual({ warn: 3, bad: 3, direction: 'above' });
});

describe('thresholdAlerts', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 8, minute)).toISOString();
  const series = (values: Array<number | undefined>): SamplePoint[] => values.map((v, i) => ({ at: at(i), figures: v === undefined ? {} : { cpu_percent: v } }));
  const thresholds = { cpu_percent: { warn: 70, bad: 90, direction: 'above' as const } };

  test('a run of samples beyond amber is one alert, red when any was red, with its worst value', () => {
    expect(thresholdAlerts(series([10, 75, 95, 80, 10]), thresholds)).toEqual([{ figure: 'cpu_percent', level: 'bad', from: at(1), to: at(3), worst: 95 }]);
  });

  test('a sample back to normal, or missing, ends the run; the newest alert comes first', () => {
    const alerts = thresholdAlerts(series([75, 10, 72, undefined, 71]), thresholds);
    expect(alerts.map((a) => [a.from, a.to, a.level])).toEqual([
      [at(4), at(4), 'warn'],
      [at(2), at(2), 'warn'],
      [at(0), at(0), 'warn'],
    ]);
  });

  test('figures without a threshold raise nothing', () => {
    expect(thresholdAlerts(series([99, 99]), {})).toEqual([]);
  });
});
