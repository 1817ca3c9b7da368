import { expect, test } from '@playwright/test';
import { apiSignIn, signIn } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

test('a student opening an admin URL is told 权限不足 0', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/app/admin/user');
  await expect(page.getByText('权限不足 0，无法进入此页面')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/admin\/user$/);
});

test('a token saved more than a day ago sends the user to Login', async ({ page, request }) => {
  // A real token the server still accepts: only the browser-side 1-day expiry is at stake.
  const session = await apiSignIn(request, 'teacher');
  await page.goto('/app/login');
  await page.evaluate(
    ({ token, userId, savedAt }) => localStorage.setItem('api_token', JSON.stringify({ token, user_id: userId, saved_at: savedAt })),
    { token: session.token, userId: session.userId, savedAt: Date.now() - DAY_MS - 60_000 },
  );
  await page.goto('/app/edu/course');
  await expect(page).toHaveURL(/\/app\/login(\?|$)/);
  expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
});

test('a fresh token opens the page; signing out returns to Login', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto('/app/edu/course');
  await expect(page).toHaveURL(/\/app\/edu\/course$/);
  await page.getByRole('button', { name: /教师/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/app\/login/);
  expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
});
