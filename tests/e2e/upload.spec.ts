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
  await card.locator('input[type="file"]').setInputFiles({ name: 'e2e-20mb.bin', mimeType: 'application/octet-stream', buffer: bytes });

  await expect(card.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '100', { timeout: 120_000 });
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
