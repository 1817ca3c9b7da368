// Prints the gzipped size of the JavaScript that /app/login loads (issue 2 §8 figure; target ≤ 200 KiB).
// Usage: node packages/app/scripts/login-js-size.mjs http://127.0.0.1:8080/app/login   (server serving the built app)
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/app/login';
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const scripts = new Map();
page.on('response', (response) => {
  if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body().catch(() => Buffer.alloc(0)));
});
await page.goto(url, { waitUntil: 'networkidle' });
let gzipped = 0;
for (const [scriptUrl, pending] of scripts) {
  const body = await pending;
  const size = gzipSync(body, { level: 9 }).length;
  gzipped += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KiB  ${new URL(scriptUrl).pathname}`);
}
console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KiB  gzipped JavaScript of ${url} (${scripts.size} files; target ≤ 200 KiB)`);
await browser.close();
