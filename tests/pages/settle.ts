import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Text that depends on WHEN the demo was seeded or the page was opened, not on what the app shows: the demo seed writes
 * times relative to the seeding moment (created / updated times, exam windows), and countdowns tick. Each pattern is
 * matched by Playwright's text engine, which picks the innermost element holding the match; those elements are masked
 * (a solid box of the same place and size) in every shot.
 */
export const VOLATILE_TEXT: RegExp[] = [
  /\d{4}-\d{1,2}-\d{1,2}/, // 2026-11-26 (formatDateTime, date pickers, file names with a date stamp)
  /\d{4}\/\d{1,2}\/\d{1,2}/, // 2026/11/26 (toLocaleString)
  /\d{4}\s*年\s*\d{1,2}\s*月/, // 2026年11月
  /\d{1,2}\s*月\s*\d{1,2}\s*日/, // 11月26日
  /\b\d{1,2}:\d{2}(:\d{2})?\b/, // 07:36, 07:36:12, countdowns 00:59:30
  /\d+\s*(秒|分钟|小时|天|周|个月|年)\s*(前|后|以前|以后)/, // 3 分钟前, 2 天后
  /(刚刚|剩余|还剩|倒计时)/, // just now, time left
  /\b\d+\s*(seconds?|minutes?|hours?|days?)\s+(ago|left)\b/i,
  /\b\d+(\.\d+)?\s*ms\b/, // a measured duration (a job's last run, a self-test check)
  /\d+\s*秒/, // seconds still to read in a study section: the time already read is reported as the student stays
];

/** One pattern for all of them: one text-engine pass over the page instead of one per pattern. */
const VOLATILE = new RegExp(VOLATILE_TEXT.map((pattern) => `(?:${pattern.source})`).join('|'), 'i');

/**
 * Pages that show live measurements of the machine they run on (memory, disk, requests per minute, their trend charts):
 * their figures are masked whole; the rest of the page (layout, headings, tables) is still compared.
 */
const LIVE_REGIONS: Record<string, (page: Page) => Locator[]> = {
  '/app/admin/operations': (page) => [
    page.getByRole('main').locator('[data-status]'),
    page.getByRole('main').locator('canvas'),
    // The trend charts: drawn (canvas) or "no samples yet" depending on whether the minute's sampler has run twice
    // (rates need two samples) when the suite reaches this page. The range tabs above them stay compared.
    page.getByRole('main').getByRole('tabpanel'),
    // The job queue's counts grow while the suite runs (a scheduled job every 5 s); the queue names stay compared.
    page.getByRole('main').getByRole('table', { name: '任务队列', exact: true }).locator('tbody td:not(:first-child)'),
  ],
};

/**
 * Pages whose layout depends on what the server has gathered when the suite reaches them: each waits here (reloading)
 * until it shows its steady state, so its shot never depends on the suite's timing.
 */
const STEADY: Record<string, (page: Page) => Promise<void>> = {
  // The trend charts take their height when drawn, and are drawn once the sampler has two samples (the app config's
  // demo server samples every 5 s); before that the panel is a shorter "no samples yet".
  '/app/admin/operations': async (page) => {
    const drawn = page.getByRole('main').getByRole('tabpanel').locator('canvas');
    await expect(async () => {
      if ((await drawn.count()) === 0) {
        await page.reload();
        await settle(page);
      }
      expect(await drawn.count()).toBeGreaterThan(0);
    }).toPass({ timeout: 60_000, intervals: [2_000] });
  },
};

/** Waits until the page at `path` shows its steady state (a no-op for most pages). */
export async function steady(page: Page, path: string): Promise<void> {
  await STEADY[path]?.(page);
}

/** Everything to mask on the page at `path`. */
export function volatileLocators(page: Page, path: string): Locator[] {
  return [page.getByText(VOLATILE), page.locator('[data-volatile]'), ...(LIVE_REGIONS[path]?.(page) ?? [])];
}

/**
 * Waits until the page has settled: its heading is on screen, no request is in flight, nothing is loading (no skeleton,
 * no busy region), fonts are in and two frames have been painted after that.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => {
      const busy = [...document.querySelectorAll('[aria-busy="true"]')].filter((element) => element.tagName !== 'BUTTON');
      const skeleton = document.querySelector('[aria-hidden="true"][data-variant] > [data-variant]');
      return busy.length === 0 && skeleton === null;
    },
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
