import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('the language switch changes the page and is remembered', async ({ page }) => {
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
  await expect(page).toHaveTitle('登录 - 金融大数据教学平台');

  await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in - FinEdu Platform');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // Back to Chinese for the other tests of this browser context (each test has its own anyway).
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { name: '欢迎登录' })).toBeVisible();
});

test('inside the app the switch changes menu and titles', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: '院校管理', level: 1 })).toBeVisible();
  await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Colleges', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Colleges - FinEdu Platform');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Colleges', level: 1 })).toBeVisible();
});
