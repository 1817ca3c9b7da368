import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, IndexEntry> };
// Every story is a test here, in one Storybook run (issue 30: stories are rendered once): it renders, its play function
// passes, axe finds no violation (the a11y addon's check after each story, `a11y.test: 'error'` in .storybook/preview),
// and it looks like its baseline. Stories tagged `no-visual` render differently with timing (the long notebook's editors
// mount as cells near the viewport): they are rendered, played and checked, but not compared as a picture.
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Freezes what moves by itself: carets, Monaco's blinking cursor, smooth scrolling. */
const FREEZE_CSS = `
  *, *::before, *::after { caret-color: transparent !important; scroll-behavior: auto !important; }
  .monaco-editor .cursors-layer { visibility: hidden !important; }
`;

interface Finished {
  status: 'success' | 'error';
  reporters: Array<{ type: string; status: string; result?: { violations?: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }>; error?: unknown } }>;
}

/**
 * Records Storybook's `storyFinished` event per story id (window.__storyFinished): the preview sends it after the
 * render, the play function and the afterEach hooks (the a11y addon's axe run), with every report of the story.
 */
function recordFinishedStories() {
  type Channel = { on(event: string, fn: (e: { storyId: string }) => void): void };
  const w = window as unknown as { __storyFinished: Record<string, unknown> };
  w.__storyFinished = {};
  // Storybook assigns its channel to this global once, before any story renders: listen the moment it arrives.
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: Channel) => {
      channel = next;
      next.on('storyFinished', (event) => void (w.__storyFinished[event.storyId] = event));
    },
  });
}

/**
 * Waits until Storybook has finished `storyId` (rendered, played, checked by axe), then asserts that it passed: its
 * play function, no unhandled error, no accessibility violation (a story's own `a11y.test: 'todo'` only warns).
 */
async function waitForStory(page: Page, storyId: string) {
  const handle = await page.waitForFunction((id) => (window as unknown as { __storyFinished: Record<string, unknown> }).__storyFinished[id], storyId, {
    timeout: 20_000,
  });
  const finished = (await handle.jsonValue()) as Finished;
  const violations = finished.reporters
    .filter((report) => report.type === 'a11y' && report.status === 'failed')
    .flatMap((report) =>
      report.result?.violations?.length
        ? report.result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`)
        : [`axe did not run: ${String(report.result?.error)}`],
    );
  expect(violations, 'accessibility violations (axe)').toEqual([]);
  expect(finished.status, 'the story rendered and its play function passed').toBe('success');
  await page.evaluate(() => document.fonts.ready);
  // Two frames so late layout (portals, fonts) has settled.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * One page per worker, kept across stories: the preview bundle loads once, and each story after the first is
 * selected the way Storybook's own manager selects it (the preview's onSetCurrentStory), which unmounts the
 * previous story. A retry (CI retries once) loads a fresh page, so a story that only fails after another one
 * still gets a clean attempt, and shows as flaky in the report.
 */
const storyTest = test.extend<object, { storyPage: { page: Page; external: string[]; loaded: { value: boolean } } }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      // A worker-scoped context does not get the project's `use` options by itself: the ones that shape a render.
      const { baseURL, viewport, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion });
      // Offline by rule: anything that is not the local Storybook (or the browser's own pages, such as its PDF
      // viewer) is refused and fails the test.
      const external: string[] = [];
      await context.route(/^(?!http:\/\/127\.0\.0\.1[:/]|chrome:|chrome-extension:).*/, (route) => {
        const url = route.request().url();
        if (!url.startsWith('data:') && !url.startsWith('blob:')) external.push(url);
        return route.abort();
      });
      await context.addInitScript(recordFinishedStories);
      const page = await context.newPage();
      await use({ page, external, loaded: { value: false } });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(page: Page, storyId: string, fresh: boolean) {
  if (fresh) {
    await page.goto(`/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
    await page.addStyleTag({ content: FREEZE_CSS });
  } else {
    await page.evaluate(async (id) => {
      delete (window as unknown as { __storyFinished: Record<string, unknown> }).__storyFinished[id];
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo(0, 0);
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void> } })
        .__STORYBOOK_PREVIEW__;
      await preview.onSetCurrentStory({ storyId: id, viewMode: 'story' });
    }, storyId);
  }
  await waitForStory(page, storyId);
}

storyTest.describe('stories', () => {
  for (const story of stories) {
    storyTest(story.id, async ({ storyPage }, testInfo) => {
      const { page, external } = storyPage;
      external.length = 0;
      // Stories tagged `phone` render in a phone's viewport (390 × 844), so the components' phone media queries apply.
      await page.setViewportSize(story.tags?.includes('phone') ? { width: 390, height: 844 } : { width: 1280, height: 720 });
      const fresh = !storyPage.loaded.value || testInfo.retry > 0;
      await showStory(page, story.id, fresh);
      storyPage.loaded.value = true;

      // Portaled overlays (dialogs, toasts) live outside #storybook-root: those stories capture the viewport.
      const target = story.tags?.includes('snapshot-viewport') ? page : page.locator('#storybook-root');
      // What the browser renders by itself (its PDF viewer, video frames) is masked: it is not ours and not stable.
      const compare = async () => {
        if (story.tags?.includes('no-visual')) return;
        await expect(target).toHaveScreenshot(`${story.id}.png`, { mask: [page.locator('#storybook-root iframe, #storybook-root object, #storybook-root embed, #storybook-root video')] });
      };
      if (fresh) {
        await compare();
      } else {
        try {
          await compare();
        } catch {
          // What a previous story left behind (its scroll height, a focused element) can move a sticky bar by a few
          // pixels: the story is compared again on a freshly loaded page, where a real visual change fails again.
          testInfo.annotations.push({ type: 'fresh-load', description: 'compared again after a fresh load' });
          await showStory(page, story.id, true);
          await compare();
        }
      }
      expect(external, 'requests to the internet').toEqual([]);
    });
  }
});
