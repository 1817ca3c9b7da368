import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const SIZE = 20 * 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('a 20 MB upload reaches 100 % and downloads back byte-identical', async ({ page }) => {
  test.setTimeout(180_000);
  const bytes = randomBytes(SIZE);
  await signIn(page, 'teacher');
  await page.goto('/app/admin/current');
  const card = page.getByRole('region', { name: '上传文件' });
  // Every upload progress the page shows is recorded as it happens: 100 % may last only while the upload is
  // completed on the server, shorter than a poll, before the item turns into its "done" state.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __uploadProgress: number[] }).__uploadProgress = seen;
    const record = (node: Element) => {
      if (node.matches('[role="progressbar"], progress') && node.getAttribute('aria-valuetext')?.includes('上传')) seen.push(Number(node.getAttribute('aria-valuenow')));
    };
    new MutationObserver((records) => {
      for (const entry of records) {
        if (entry.target instanceof Element) record(entry.target);
        entry.addedNodes.forEach((node) => {
          if (node instanceof Element) [node, ...node.querySelectorAll('*')].forEach(record);
        });
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  await card.locator('input[type="file"]').setInputFiles({ name: 'e2e-20mb.bin', mimeType: 'application/octet-stream', buffer: bytes });

  await expect(card.getByText('上传完成')).toBeVisible({ timeout: 120_000 });
  const progress = await page.evaluate(() => (window as unknown as { __uploadProgress: number[] }).__uploadProgress);
  expect(Math.max(...progress)).toBe(100);
  const link = card.getByRole('link', { name: /e2e-20mb\.bin/ });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();

  const response = await page.request.get(new URL(href as string, page.url()).toString());
  expect(response.ok()).toBe(true);
  const downloaded = await response.body();
  expect(downloaded.length).toBe(SIZE);
  expect(sha256(downloaded)).toBe(sha256(bytes));
});
