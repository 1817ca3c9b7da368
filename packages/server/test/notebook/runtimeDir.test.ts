import { MAX_RUNTIME_PATH, runtimeDir } from '../../src/runtime/jupyter/settings.js';

test('a short DATA_DIR keeps the runtime folder inside it', () => {
  expect(runtimeDir('/srv/finedu/data')).toBe('/srv/finedu/data/notebook-runtime');
});

test('a deep DATA_DIR gets a short, stable runtime folder per data folder', () => {
  const deep = '/home/teacher/projects/finance-platform/checkout/data';
  const a = runtimeDir(deep);
  expect(a).toMatch(/^\/tmp\/finedu-nb-[0-9a-f]{12}$/);
  expect(a.length).toBeLessThanOrEqual(MAX_RUNTIME_PATH);
  expect(runtimeDir(deep)).toBe(a);
  expect(runtimeDir(`${deep}2`)).not.toBe(a);
});
