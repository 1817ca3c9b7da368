import { expect, test, type Locator, type Page } from '@playwright/test';
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

/** A detail page a menu page leads to (issue 36): how to open it once loaded at its URL, and what else to mask. */
interface DetailPage {
  name: string;
  path: string;
  /** Clicks from the loaded page to the view shot (a tab, a board), if any. */
  open?: (page: Page) => Promise<void>;
  /** Content that differs by seeding run, not by the app (a chain's hashes, nonces and times come from the seeding moment). */
  mask?: (page: Page) => Locator[];
}

const DETAIL_PAGES: Record<'student' | 'teacher', DetailPage[]> = {
  student: [
    { name: 'chapter-2', path: '/app/edu/study/1/chapter?chapter=2' },
    { name: 'case-3', path: '/app/edu/study/3/detail' },
    {
      name: 'ledger-lab-tamper',
      path: '/app/edu/block_case',
      open: async (page) => {
        await page.getByRole('row', { name: /应收账款多级流转与保理融资/ }).getByRole('link', { name: '继续实验' }).click();
        await page.getByRole('tab', { name: '篡改实验' }).click();
      },
      mask: (page) => [page.getByRole('main').getByRole('tabpanel').locator('select, dd')],
    },
    {
      name: 'competition-board',
      path: '/app/edu/competitions',
      open: async (page) => {
        await page.getByRole('tab', { name: '我的场次' }).click();
        await page.getByRole('list', { name: '场次列表' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: '排行榜' }) }).first().getByRole('button', { name: '排行榜' }).click();
        await expect(page.getByRole('group', { name: '我的队伍' })).toBeVisible();
      },
    },
  ],
  teacher: [
    { name: 'exam-1-user', path: '/app/edu/examine/1/user' },
    { name: 'exam-1-grade', path: '/app/edu/examine/1/grade' },
  ],
};

for (const [username, details] of Object.entries(DETAIL_PAGES)) {
  test(`${username}: the detail pages at 1440 and 390 px`, async ({ page }) => {
    await signIn(page, username);
    for (const detail of details) {
      await page.setViewportSize(DESKTOP);
      await page.goto(detail.path);
      await settle(page);
      await detail.open?.(page);
      for (const [label, viewport] of [['1440', DESKTOP], ['390', PHONE]] as const) {
        await page.setViewportSize(viewport);
        await settle(page);
        await expect.soft(page, `${detail.name} at ${label} px`).toHaveScreenshot(`${username}/detail-${detail.name}--${label}.png`, {
          fullPage: true,
          mask: [...volatileLocators(page, detail.path), ...(detail.mask?.(page) ?? [])],
        });
      }
    }
  });
}
