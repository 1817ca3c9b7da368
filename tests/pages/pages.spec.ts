import { expect, test } from '@playwright/test';
import { signIn } from '../e2e/helpers';
import { MENU_ROLES, menuLinks } from '../shared/menu';
import { settle, steady, volatileLocators } from './settle';

// Issue 18: a visual baseline of every menu page of every role, on a desktop (1440 × 900) and a phone (390 × 844), full
// page. One test per role; each page's shots are soft assertions so one run lists every page that changed.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** `/app/edu/course` → `edu-course`. */
const slug = (href: string) =>
  href
    .replace(/^\/app\//, '')
    .replace(/[?#].*$/, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'home';

for (const username of MENU_ROLES) {
  test(`${username}: every menu page at 1440 and 390 px`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, username);
    const links = await menuLinks(page);
    expect(links.length).toBeGreaterThan(3);
    const names = new Set<string>();
    for (const link of links) {
      const name = slug(link.href);
      expect(names.has(name), `two menu links make the same file name: ${name}`).toBe(false);
      names.add(name);
      // Loaded at the desktop width, then narrowed to the phone's: one load per page, and the layout must follow a
      // resize (a tablet turned, a window narrowed) to the same page a phone loads.
      await page.setViewportSize(DESKTOP);
      await page.goto(link.href);
      await steady(page, link.href);
      for (const [label, viewport] of [['1440', DESKTOP], ['390', PHONE]] as const) {
        await page.setViewportSize(viewport);
        await settle(page);
        await expect.soft(page, `${link.name} (${link.href}) at ${label} px`).toHaveScreenshot(`${username}/${name}--${label}.png`, {
          fullPage: true,
          mask: volatileLocators(page, link.href),
        });
      }
    }
  });
}
