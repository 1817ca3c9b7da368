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
// Stories tagged `no-visual` render differently with timing (the long notebook's editors mount as cells near the viewport).
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'));

/** Freezes what moves by itself: carets, Monaco's blinking cursor, smooth scrolling. */
const FREEZE_CSS = `
  *, *::before, *::after { caret-color: transparent !important; scroll-behavior: auto !important; }
  .monaco-editor .cursors-layer { visibility: hidden !important; }
`;

/** Waits until Storybook has rendered the story and its play function has finished. */
async function waitForStory(page: Page) {
  await page.waitForFunction(
    () => {
      type Render = { phase?: string };
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: Render } }).__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      // Not 'aborted': an aborted render is replaced by a new one (currentRender changes), which is awaited instead.
      return phase === 'finished' || phase === 'completed' || phase === 'errored';
    },
    undefined,
    { timeout: 20_000 },
  );
  const phase = await page.evaluate(
    () => (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase,
  );
  expect(phase, 'the story rendered and its play function passed').not.toBe('errored');
  await page.evaluate(() => document.fonts.ready);
  await page.addStyleTag({ content: FREEZE_CSS });
  // Two frames so late layout (portals, fonts) has settled.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('stories', () => {
  for (const story of stories) {
    test(story.id, async ({ page, context }) => {
      // Offline by rule: anything that is not the local Storybook (or the browser's own pages, such as its PDF
      // viewer) is refused and fails the test.
      const external: string[] = [];
      await context.route(/^(?!http:\/\/127\.0\.0\.1[:/]|chrome:|chrome-extension:).*/, (route) => {
        const url = route.request().url();
        if (!url.startsWith('data:') && !url.startsWith('blob:')) external.push(url);
        return route.abort();
      });

      // Stories tagged `phone` render in a phone's viewport (390 × 844), so the components' phone media queries apply.
      if (story.tags?.includes('phone')) await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
      await waitForStory(page);

      // Portaled overlays (dialogs, toasts) live outside #storybook-root: those stories capture the viewport.
      const target = story.tags?.includes('snapshot-viewport') ? page : page.locator('#storybook-root');
      // What the browser renders by itself (its PDF viewer, video frames) is masked: it is not ours and not stable.
      await expect(target).toHaveScreenshot(`${story.id}.png`, { mask: [page.locator('#storybook-root iframe, #storybook-root object, #storybook-root embed, #storybook-root video')] });
      expect(external, 'requests to the internet').toEqual([]);
    });
  }
});
