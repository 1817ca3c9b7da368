// (a) A user signs in through nginx; the calls land on both instances and keep working, also while one is down.
import { expect, test } from '@playwright/test';
import { ensureBothRunning, instanceBase, killInstance, readState, startInstance } from './cluster';
import { apiSignIn, get } from './helpers';

test.beforeEach(ensureBothRunning);

test('signed in through nginx, the calls alternate between A and B with the one token', async ({ request }) => {
  const student = await apiSignIn(request, 'student');
  const seen = new Set<string>();
  for (let i = 0; i < 8; i += 1) {
    const res = await get<{ id: number; username: string }>(request, '/api/admin/current', student);
    expect(res.code, res.message).toBe(1);
    expect(res.data.username).toBe('student');
    seen.add(String(res.upstream));
  }
  expect([...seen].sort()).toEqual(['a', 'b']);
});

test('signing out on A is refused at once on B (the session cache crosses instances by LISTEN/NOTIFY)', async ({ request }) => {
  const state = readState();
  const session = await apiSignIn(request, 'teacher', instanceBase('a', state));
  // Both instances hold the session in their cache now.
  for (const name of ['a', 'b'] as const) {
    expect((await get(request, `${instanceBase(name, state)}/api/admin/current`, session)).code).toBe(1);
  }
  const out = await request.post(`${instanceBase('a', state)}/api/admin/logout`, { headers: session.headers });
  expect(out.ok()).toBe(true);
  // Refused in the envelope (code -401), as on A, without waiting out AUTH_CACHE_SECONDS (60 s).
  expect((await get(request, `${instanceBase('a', state)}/api/admin/current`, session)).code).toBe(-401);
  await expect.poll(async () => (await get(request, `${instanceBase('b', state)}/api/admin/current`, session)).code, { timeout: 5000, intervals: [100] }).toBe(-401);
});

test('with A killed, nginx sends every call to B and the user keeps working; A comes back and takes calls again', async ({ request }) => {
  const student = await apiSignIn(request, 'student');
  await killInstance('a');
  for (let i = 0; i < 6; i += 1) {
    const res = await get<{ username: string }>(request, '/api/admin/current', student);
    expect(res.code, res.message).toBe(1);
    expect(res.upstream).toBe('b');
  }
  await startInstance('a');
  await expect
    .poll(async () => (await get(request, '/api/admin/current', student)).upstream, { timeout: 15_000, intervals: [200] })
    .toBe('a');
});

test('browser: a signed-in student keeps using the pages through nginx when instance A is killed', async ({ page }) => {
  await page.goto('/app/login');
  const form = page.getByRole('form', { name: '密码登录' });
  await form.getByLabel('用户名或手机号').fill('student');
  await form.getByLabel('密码', { exact: true }).fill('Demo@2026');
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/app\/edu\/course$/);
  const courses = page.getByRole('list', { name: '我的课程' });
  await expect(courses.getByRole('listitem').filter({ hasText: '金融数据分析基础' })).toBeVisible();

  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 500) failed.push(`${response.status()} ${response.url()}`);
  });
  await killInstance('a');
  // A reload fetches the app and every call again; a client-side move to a course's chapters fetches more.
  await page.reload();
  await expect(courses.getByRole('listitem').filter({ hasText: '金融数据分析基础' })).toBeVisible();
  await courses.getByRole('listitem').filter({ hasText: '金融数据分析基础' }).click();
  await expect(page).toHaveURL(/\/app\/edu\/study\/\d+\/chapter/);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.goBack();
  await expect(courses.getByRole('listitem').filter({ hasText: '量化投资入门' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/app\/login/);
  expect(failed).toEqual([]);
  await startInstance('a');
});

test('nginx (docs/deploy/compose/nginx.conf) serves the app: hashed assets immutable, index.html revalidated', async ({ request }) => {
  const index = await request.get('/app/');
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('no-cache');
  const asset = /\/app\/assets\/[^"']+\.js/.exec(await index.text())?.[0];
  expect(asset, 'index.html loads a hashed script').toBeTruthy();
  const script = await request.get(asset!);
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
