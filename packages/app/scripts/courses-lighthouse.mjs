// Issue 5 figure: the Courses page of a student with 20 courses — Lighthouse performance (desktop preset)
// and the gzipped JavaScript it loads. Targets: score ≥ 95, JS ≤ 250 KiB.
// Usage (after `npx turbo run build`): npm run bench:courses
// Starts the BUILT server on a fresh temporary data folder (PGlite, demo seed), creates the student and
// the courses through the API, signs the student in by putting the token where the app keeps it
// (localStorage `api_token`), then runs Lighthouse in Debian's Chromium via chrome-launcher.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';

const TARGET_SCORE = 95;
const TARGET_JS_KIB = 250;
const COURSES = 20;
const DEMO_PASSWORD = 'Demo@2026';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(port, dataDir) {
  const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SEED: '1',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      LOGIN_RATE_MAX: '1000',
      LOGIN_MAX_FAILURES: '100',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode}):\n${stderr}`);
    const healthy = await fetch(`${base}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { server, base };
    await sleep(500);
  }
  server.kill();
  throw new Error(`The server did not answer /api/health within 120 s:\n${stderr}`);
}

/** One API call; the envelope's data, or an error with the server's message. */
async function api(base, method, url, { body, session } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      'Accept-Language': 'zh-CN',
      ...(session ? { Authorization: `Bearer ${session.token}`, 'X-USER-ID': String(session.userId) } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.code !== 1) throw new Error(`${method} ${url}: ${envelope.message} (code ${envelope.code})`);
  return envelope.data;
}

async function signIn(base, username, password) {
  const data = await api(base, 'POST', '/api/admin/login', { body: { username, password } });
  return { token: data.api_token, userId: data.id };
}

/** The demo college's admin creates a class, a student in it and 20 published courses with chapters. */
async function createStudentWithCourses(base) {
  const admin = await signIn(base, 'eduadmin', DEMO_PASSWORD);
  const stamp = Date.now().toString(36);
  const klass = await api(base, 'POST', '/api/admin/class', { session: admin, body: { name: `性能测试班 ${stamp}` } });
  const username = `perf${stamp}`;
  const password = 'Perf@2026';
  await api(base, 'POST', '/api/admin/user', { session: admin, body: { username, name: '性能测试学生', password, role: 'edu_student', class_id: klass.id } });
  const titles = ['公司金融', '投资学', '金融计量', '固定收益证券', '衍生品定价', '量化投资', '风险管理', '金融科技', '商业银行经营', '国际金融'];
  const created = [];
  for (let i = 0; i < COURSES; i += 1) {
    const course = await api(base, 'POST', '/api/admin/course', {
      session: admin,
      body: { title: `${titles[i % titles.length]}（${Math.floor(i / titles.length) + 1}）`, description: '性能测试课程', status: 'published', sort: i, class_ids: [klass.id] },
    });
    for (const chapter of ['第一章 导论', '第二章 基本模型', '第三章 实证分析']) {
      await api(base, 'POST', `/api/admin/course/${course.id}/chapter`, { session: admin, body: { title: chapter, content: `## ${chapter}\n\n正文。` } });
    }
    created.push(course.id);
  }
  const student = await signIn(base, username, password);
  // Some progress, so the cards show partly filled bars.
  for (const courseId of created.slice(0, 8)) {
    const study = await api(base, 'GET', `/api/admin/study/${courseId}`, { session: student });
    await api(base, 'POST', `/api/admin/study/${courseId}/chapter/${study.chapters[0].id}/read`, { session: student });
  }
  return student;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'finedu-courses-lh-'));
let server;
let chrome;
let cdp;
try {
  const port = await freePort();
  const started = await startServer(port, dataDir);
  server = started.server;
  const base = started.base;
  const student = await createStudentWithCourses(base);
  const url = `${base}/app/edu/course`;

  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  // Sign the student in the way the app does: the TokenStore's entry in localStorage (spec §9, key api_token).
  cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = cdp.contexts()[0] ?? (await cdp.newContext());
  const setup = await context.newPage();
  await setup.goto(`${base}/api/health`);
  await setup.evaluate((token) => localStorage.setItem('api_token', JSON.stringify(token)), { token: student.token, user_id: student.userId, saved_at: Date.now() });
  await setup.close();

  const runnerResult = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance'] }, desktopConfig);
  const lhr = runnerResult.lhr;
  if (!lhr.finalDisplayedUrl.endsWith('/app/edu/course')) throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not the Courses page: was the student signed in?`);

  // The page really shows the student's 20 courses.
  const check = await context.newPage();
  await check.goto(url, { waitUntil: 'networkidle' });
  const cards = await check.getByRole('list', { name: '我的课程' }).getByRole('listitem').count();
  await check.close();
  if (cards !== COURSES) throw new Error(`The Courses page shows ${cards} courses, expected ${COURSES}`);

  // The JavaScript Lighthouse saw loading, gzipped at level 9 (what a compressing server or CDN would send).
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(base));
  let gzipped = 0;
  let transferred = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    gzipped += size;
    transferred += script.transferSize ?? 0;
    console.log(`${kib(size).padStart(10)}  ${new URL(script.url).pathname}`);
  }

  const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.displayValue ?? '—';
  console.log('');
  console.log(`Courses page of a student with ${COURSES} courses (${url}), Lighthouse ${lhr.lighthouseVersion}, desktop preset`);
  console.log(`  FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')}`);
  console.log(`  Performance score: ${score} (target ≥ ${TARGET_SCORE}) ${score >= TARGET_SCORE ? 'PASS' : 'FAIL'}`);
  console.log(`  JavaScript: ${kib(gzipped)} gzipped in ${scripts.length} files (${kib(transferred)} transferred) (target ≤ ${TARGET_JS_KIB} KiB) ${gzipped <= TARGET_JS_KIB * 1024 ? 'PASS' : 'FAIL'}`);
  if (score < TARGET_SCORE || gzipped > TARGET_JS_KIB * 1024) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cdp?.close().catch(() => undefined);
  if (chrome) await Promise.resolve(chrome.kill()).catch(() => undefined);
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
