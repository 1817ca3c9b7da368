import { expect, test, type Page } from '@playwright/test';
import { MENU_ROLES, menuLinks } from '../shared/menu';
import { signIn } from './helpers';

// Issue 18: every page of every role's menu is usable on a phone (390 × 844): the menu opens as a drawer and no page
// scrolls sideways (a wide table scrolls inside its own box instead).

test.use({ viewport: { width: 390, height: 844 }, actionTimeout: 20_000, navigationTimeout: 30_000 });

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const username of MENU_ROLES) {
  test(`${username}: every menu page fits a phone`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, username);
    const links = await menuLinks(page);
    expect(links.length).toBeGreaterThan(3);
    const overflowing: string[] = [];
    for (const link of links) {
      await page.goto(link.href);
      // The page's own content (or its empty / denied state) is on screen, not the skeleton.
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await sidewaysOverflow(page);
      if (overflow > 1) overflowing.push(`${link.name} (${link.href}): ${overflow}px`);
    }
    expect(overflowing, 'pages wider than the phone').toEqual([]);
  });
}
