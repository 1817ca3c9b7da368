// `npm run bench:size` (issue 14): each route's gzipped JS+CSS on the built app, measured by size-limit over the
// files Vite's manifest says the route loads (.size-limit.mjs, scripts/routeBudgets.mjs), printed with its target
// and enforced limit in KiB. Exits non-zero when a route is over its limit (size-limit's verdict).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APP_DIR, readManifest, routeFiles, ROUTES } from './routeBudgets.mjs';

const require = createRequire(import.meta.url);
const bin = path.join(path.dirname(require.resolve('size-limit/package.json')), 'bin.js');

const manifest = readManifest();
const run = spawnSync(process.execPath, [bin, '--json'], { cwd: APP_DIR, encoding: 'utf8' });
let results;
try {
  results = JSON.parse(run.stdout);
} catch {
  process.stderr.write(run.stdout + run.stderr);
  console.error('bench:size: size-limit gave no result');
  process.exit(1);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
let failed = false;
for (const route of ROUTES) {
  const result = results.find((candidate) => candidate.name === route.name);
  if (!result) {
    console.error(`bench:size: no size-limit result for ${route.name}`);
    failed = true;
    continue;
  }
  const files = routeFiles(manifest, route).length;
  const verdict = !result.passed ? 'OVER LIMIT' : result.size > route.target * 1024 ? `over target by ${kib(result.size - route.target * 1024)}` : 'within target';
  console.log(
    `route ${route.name.padEnd(16)} ${kib(result.size).padStart(11)}  target ≤ ${String(route.target).padStart(4)} KiB  limit ≤ ${String(route.limit).padStart(4)} KiB  ${verdict}  (${files} files; ${route.url})`,
  );
  if (!result.passed) failed = true;
}
if (failed || run.status !== 0) {
  console.error('bench:size FAILED: a route is over its limit (scripts/routeBudgets.mjs)');
  process.exit(1);
}
