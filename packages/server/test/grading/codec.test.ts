// The data codec of grading (resources/grading/codec.py) round-trips what tests check: numpy, pandas, Python values.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

it('round-trips values as data, turns subclasses into their base type and refuses object or record dtypes', () => {
  const run = spawnSync('/usr/bin/python3', ['-I', path.join(here, 'codec_roundtrip.py'), path.join(here, '../../resources/grading/codec.py')], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  const lines = run.stdout.trim().split('\n');
  expect(lines.filter((l) => !l.startsWith('ok '))).toEqual([]);
  expect(lines.length).toBeGreaterThan(25);
});
