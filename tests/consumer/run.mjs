#!/usr/bin/env node
// The consumer test (issue 20, `npm run test:consumer`): packs @finedu/domain and @finedu/ui (their dist/
// must be built), installs the tarballs into a React + Vite + TypeScript app OUTSIDE the workspace (a temp
// dir; the app's source is tests/consumer/app/), then type-checks it (tsc --noEmit), builds it (vite build),
// serves the build and opens it in Chromium, asserting that each component rendered and nothing was logged
// as an error. A wrong export, type, subpath or peer dependency fails one of these steps.
//
// Offline: the install is `npm ci --offline` from a lockfile written here from the repository's own
// package-lock.json (the same versions, so the root `npm ci` has put every tarball in npm's cache).
//   --keep   keep the temp dir (its path is printed)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const keep = process.argv.includes('--keep');
const started = Date.now();
const step = (message) => console.log(`[consumer +${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
const fail = (message) => {
  console.error(`consumer test FAILED: ${message}`);
  process.exitCode = 1;
};

const PACKAGES = { '@finedu/domain': 'packages/domain', '@finedu/ui': 'packages/ui' };
// What the consumer installs besides our tarballs: the peers, and its own toolchain (the versions the
// workspace uses, which the root `npm ci` has in the cache).
const DEPENDENCIES = ['react', 'react-dom', 'styled-components'];
const DEV_DEPENDENCIES = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom', '@types/node'];

function run(command, args, cwd, quiet = false) {
  const result = spawnSync(command, args, { cwd, stdio: quiet ? ['ignore', 'pipe', 'inherit'] : 'inherit', encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (quiet && result.status !== 0) process.stdout.write(result.stdout.split('\n').filter((line) => /invalid|missing|extraneous|ERR/i.test(line)).join('\n') + '\n');
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

const rootLock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8')).packages;
const installedVersion = (name) => JSON.parse(readFileSync(path.join(repo, 'node_modules', name, 'package.json'), 'utf8')).version;

/** Where `name` resolves from the lockfile entry at `from` (Node's lookup: nested node_modules, then up). */
function resolveInLock(from, name) {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (rootLock[candidate] && !rootLock[candidate].link) return candidate;
    if (!dir) return null;
    const parent = /^(.*)\/node_modules\/(?:@[^/]+\/)?[^/]+$/.exec(dir);
    dir = parent ? parent[1] : '';
  }
}

/**
 * The consumer's package-lock.json: every package its dependencies reach, copied from the root lockfile with
 * the same layout (a workspace package's nested node_modules move under node_modules/@finedu/<name>).
 */
function consumerLock(manifest, packs) {
  const packages = { '': { name: manifest.name, version: manifest.version, dependencies: manifest.dependencies, devDependencies: manifest.devDependencies } };
  const relocate = (key) => {
    for (const [name, dir] of Object.entries(PACKAGES)) if (key.startsWith(`${dir}/`)) return `node_modules/${name}/${key.slice(dir.length + 1)}`;
    return key;
  };
  const queue = [];
  const visit = (from, deps, optional) => {
    for (const name of Object.keys(deps ?? {})) {
      if (PACKAGES[name]) continue;
      const key = resolveInLock(from, name);
      if (!key) {
        if (!optional) throw new Error(`${name} (needed by ${from || 'the app'}) is not in package-lock.json`);
        continue;
      }
      const target = relocate(key);
      if (packages[target]) continue;
      const { dev, devOptional, peer, ...entry } = rootLock[key];
      void dev; void devOptional; void peer;
      packages[target] = entry;
      queue.push(key);
    }
  };
  for (const [name, dir] of Object.entries(PACKAGES)) {
    const pkg = JSON.parse(readFileSync(path.join(repo, dir, 'package.json'), 'utf8'));
    packages[`node_modules/${name}`] = {
      version: pkg.version,
      resolved: `file:../packs/${packs[name].filename}`,
      integrity: packs[name].integrity,
      dependencies: pkg.dependencies,
      peerDependencies: pkg.peerDependencies,
    };
    visit(dir, pkg.dependencies, false);
  }
  visit('', manifest.dependencies, false);
  visit('', manifest.devDependencies, false);
  while (queue.length) {
    const key = queue.shift();
    const entry = rootLock[key];
    visit(key, entry.dependencies, false);
    visit(key, entry.optionalDependencies, true);
    visit(key, entry.peerDependencies, true);
  }
  return { name: manifest.name, version: manifest.version, lockfileVersion: 3, requires: true, packages };
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ttf': 'font/ttf', '.svg': 'image/svg+xml' };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function inBrowser(dist) {
  const server = await serve(dist);
  const { port } = server.address();
  const { chromium } = createRequire(path.join(repo, 'package.json'))('playwright');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
  const errors = [];
  try {
    const page = await browser.newPage();
    page.on('console', (message) => message.type() === 'error' && errors.push(`console: ${message.text()}`));
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
    await page.goto(`http://127.0.0.1:${port}/`);
    const checks = [
      ['permission', '[data-testid="permission-allowed"]'],
      ['permission', '[data-testid="permission-fallback"]'],
      ['uploader', 'input[type="file"]'],
      ['question-editor', 'textarea, input'],
      ['paper-builder', 'input[value="Midterm"]'],
      // Monaco itself (the lazily loaded chunk and its worker, bundled by the consumer's Vite), which the cell
      // loads once it comes within 800 px of the viewport.
      ['notebook-cell', '.monaco-editor'],
      ['competition-board', 'text=Team Alpha'],
      // The board's history chart is ECharts (its lazily loaded chunk): it draws on a canvas.
      ['competition-board', 'canvas'],
    ];
    for (const [section, selector] of checks) {
      const scope = page.locator(`[data-testid="${section}"]`);
      const locator = scope.locator(selector).first();
      try {
        // Heavy parts (Monaco, charts) load when their section nears the viewport, as they would for a reader.
        await scope.first().scrollIntoViewIfNeeded({ timeout: 15_000 });
        await locator.waitFor({ state: 'attached', timeout: 15_000 });
        step(`rendered: ${section} ${selector}`);
      } catch {
        errors.push(`${section}: nothing matches ${selector}`);
      }
    }
    // ThemeProvider's tokens reached the page (the design system's CSS custom properties).
    const primary = await page.evaluate(() => {
      const scope = document.querySelector('[data-testid="permission"]');
      return scope ? getComputedStyle(scope).getPropertyValue('--ui-color-primary').trim() : '';
    });
    if (!primary) errors.push('ThemeProvider: --ui-color-primary is not set');
    await page.waitForTimeout(500);
  } finally {
    await browser.close();
    server.close();
  }
  return errors;
}

async function main() {
  for (const [name, dir] of Object.entries(PACKAGES)) {
    if (!existsSync(path.join(repo, dir, 'dist/index.js'))) throw new Error(`${name} is not built (npm run build -w ${dir})`);
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'finedu-consumer-'));
  step(`temp dir ${tmp}`);
  try {
    const packDir = path.join(tmp, 'packs');
    mkdirSync(packDir);
    const packs = {};
    for (const [name, dir] of Object.entries(PACKAGES)) {
      const [info] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', packDir], { cwd: path.join(repo, dir), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
      packs[name] = info;
      step(`packed ${info.filename}: ${info.entryCount} files, ${(info.size / 1024).toFixed(0)} KiB`);
    }
    const app = path.join(tmp, 'app');
    cpSync(path.join(repo, 'tests/consumer/app'), app, { recursive: true });
    const manifest = {
      name: 'finedu-consumer',
      version: '0.0.0',
      private: true,
      type: 'module',
      dependencies: {
        '@finedu/domain': `file:../packs/${packs['@finedu/domain'].filename}`,
        '@finedu/ui': `file:../packs/${packs['@finedu/ui'].filename}`,
        ...Object.fromEntries(DEPENDENCIES.map((name) => [name, installedVersion(name)])),
      },
      devDependencies: Object.fromEntries(DEV_DEPENDENCIES.map((name) => [name, installedVersion(name)])),
    };
    writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    writeFileSync(path.join(app, 'package-lock.json'), `${JSON.stringify(consumerLock(manifest, packs), null, 2)}\n`);
    step('npm ci --offline');
    run('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
    // The dependency tree as npm sees it: a peer range our packages declare that the app's versions do not
    // meet, or a missing dependency, is an error here (`npm ls` exits non-zero).
    step('npm ls --all');
    run('npm', ['ls', '--all', '--offline', '--loglevel=error'], app, true);
    // One React, one react-dom, one styled-components: ours must come from the app, never a copy of their own.
    for (const name of Object.keys(PACKAGES)) {
      for (const peer of DEPENDENCIES) {
        if (existsSync(path.join(app, 'node_modules', name, 'node_modules', peer))) throw new Error(`${name} brought its own copy of ${peer}`);
      }
    }
    step('tsc --noEmit');
    run(path.join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], app);
    step('vite build');
    run(path.join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
    step('Chromium');
    const errors = await inBrowser(path.join(app, 'dist'));
    if (errors.length) fail(`\n  ${errors.join('\n  ')}`);
    else step('passed: every component rendered, no console errors');
  } finally {
    if (keep) step(`kept ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  }
  step(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  fail(error instanceof Error ? error.message : String(error));
});
