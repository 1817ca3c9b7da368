import { expect, test } from '@playwright/test';
import { LANDINGS, signIn } from './helpers';

test.describe('each demo role signs in and lands where spec §2 says', () => {
  for (const { username, path } of LANDINGS) {
    test(`${username} → ${path}`, async ({ page }) => {
      await signIn(page, username);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // The area layout is there: the menu and the user's menu.
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page).toHaveTitle(/ - 金融大数据教学平台$/);
    });
  }

  test('/app/ and / lead a visitor to Login', async ({ page }) => {
    await page.goto('/app/');
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page).toHaveTitle('登录 - 金融大数据教学平台');
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/login$/);
  });
});
