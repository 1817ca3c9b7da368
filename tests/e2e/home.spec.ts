import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// Issue 12: the public home and the bare parents of tabbed pages, against the real server's demo data.

test('a visitor reads the front page: news opens the article, a competition its public page, sign-in the Login page', async ({ page }) => {
  await page.goto('/app/home');
  await expect(page).toHaveTitle('首页 - 金融大数据教学平台');
  await expect(page.getByRole('heading', { level: 1, name: '金融大数据教学平台' })).toBeVisible();

  const news = page.getByRole('region', { name: '新闻动态' });
  await news.getByRole('link', { name: '金融大数据教学平台新学期上线' }).click();
  await expect(page).toHaveURL(/\/app\/ad\/preview\/\d+$/);
  await expect(page.getByRole('heading', { name: '金融大数据教学平台新学期上线' })).toBeVisible();
  await page.goBack();

  const competitions = page.getByRole('region', { name: '竞赛' });
  await expect(competitions.getByRole('heading', { level: 3, name: '2026 金融科技数据建模大赛' })).toBeVisible();
  await competitions.getByRole('link', { name: '查看竞赛「2026 金融科技数据建模大赛」的详情' }).click();
  await expect(page).toHaveURL(/\/app\/competition\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '2026 金融科技数据建模大赛' })).toBeVisible();
  await page.goBack();

  await expect(page.getByRole('region', { name: '课程' }).getByRole('heading', { level: 3, name: 'Python 金融编程（平台课程）' })).toBeVisible();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('a signed-in teacher stays on the front page and goes on to their workspace from it', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto('/app/home');
  await expect(page.getByText('欢迎回来，王老师')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.getByRole('button', { name: '进入我的工作台' }).click();
  await expect(page).toHaveURL(/\/app\/edu\/course$/);
});

test('the front page fits a phone: no sideways scrolling at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/home');
  await expect(page.getByRole('region', { name: '课程' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

test('bare parents land on their first tab', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto('/app/edu/examine/1');
  await expect(page).toHaveURL(/\/app\/edu\/examine\/1\/base$/);
  await expect(page.getByText('页面不存在')).toHaveCount(0);
  await page.goto('/app/edu/competition/2');
  await expect(page).toHaveURL(/\/app\/edu\/competition\/2\/base$/);
});

test('a student on an exam\'s bare URL gets the first tab\'s denied page, never "page not found"', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/app/edu/examine/1');
  await expect(page).toHaveURL(/\/app\/edu\/examine\/1\/base$/);
  await expect(page.getByText('权限不足 0，无法进入此页面')).toBeVisible();
  await expect(page.getByText('页面不存在')).toHaveCount(0);
});
