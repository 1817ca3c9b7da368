// Browser probe (issue 13): a student uploads steal.js (reads localStorage api_token and calls the API with it)
// and report.html that loads it, through the app's own upload card; a teacher, signed in on the same origin,
// opens the report's link. Before the fix /storage served both as what the student declared, inline, under a CSP
// whose script-src 'self' covered /storage: the script ran as the teacher. Now nothing the student stored may
// run: not by opening the link, not framed in the app, not even as a <script> the app's page were made to load.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../e2e/helpers';

/** What steal.js does with the victim's token: marked so the probe can recognise its requests. */
const STEAL_JS = `
const saved = JSON.parse(localStorage.getItem('api_token') || '{}');
fetch('/api/admin/current?stolen=1', { headers: { Authorization: 'Bearer ' + saved.token, 'X-USER-ID': String(saved.user_id), 'X-Probe': 'stolen' } });
new Image().src = '/exfiltrate?token=' + encodeURIComponent(saved.token);
`;

const reportHtml = (scriptUrl: string) => `<!doctype html><html><head><title>实验报告</title>
<script src="${scriptUrl}"></script>
<script>fetch('/api/admin/current?stolen=inline', { headers: { 'X-Probe': 'stolen' } });</script>
</head><body><h1>实验报告</h1><img src="x" onerror="new Image().src='/exfiltrate?via=onerror'"></body></html>`;

/** Uploads a file through the Current page's upload card (hash, multipart, complete) and answers its link. */
async function uploadThroughCard(page: Page, name: string, mimeType: string, body: string): Promise<string> {
  const card = page.getByRole('region', { name: '上传文件' });
  await card.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: Buffer.from(body) });
  const link = card.getByRole('link', { name: new RegExp(name.replace('.', '\\.')) });
  await expect(link).toBeVisible({ timeout: 60_000 });
  return (await link.getAttribute('href')) ?? '';
}

test('a student’s uploaded HTML and script never run as a teacher on the app origin', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const studentContext = await browser.newContext({ baseURL });
  const student = await studentContext.newPage();
  await signIn(student, 'student');
  await student.goto('/app/admin/current');
  const scriptUrl = await uploadThroughCard(student, 'steal.js', 'application/javascript', STEAL_JS);
  expect(scriptUrl).toContain('/storage/');
  const reportUrl = await uploadThroughCard(student, 'report.html', 'text/html', reportHtml(scriptUrl));
  expect(reportUrl).toContain('/storage/');
  await studentContext.close();

  const teacherContext = await browser.newContext({ baseURL, acceptDownloads: true });
  const stolen: string[] = [];
  teacherContext.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('stolen') || url.pathname === '/exfiltrate' || request.headers()['x-probe'] === 'stolen') stolen.push(request.url());
  });
  const teacher = await teacherContext.newPage();
  await signIn(teacher, 'teacher');
  // The victim has a token worth stealing.
  expect(await teacher.evaluate(() => JSON.parse(localStorage.getItem('api_token') ?? '{}').token)).toBeTruthy();

  // 1. The teacher follows the link on the app's origin: the file arrives (as a download), nothing of it runs.
  const download = teacher.waitForEvent('download', { timeout: 15_000 }).catch(() => null);
  const navigation = await teacher.goto(reportUrl).catch((error: Error) => error);
  const arrived = await download;
  // Rendered instead of downloaded is already wrong (checked below, once the requests are in).
  const renderedAs = navigation instanceof Error ? null : (navigation?.headers()['content-type'] ?? null);

  // 2. Framed inside the app's page, and loaded as a script by the app's page: blocked as well.
  await teacher.goto('/app/admin/current');
  await teacher.evaluate(
    ({ report, script }) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = report;
        document.body.append(frame);
        const tag = document.createElement('script');
        tag.src = script;
        tag.onload = tag.onerror = () => resolve();
        document.head.append(tag);
        setTimeout(resolve, 5_000);
      }),
    { report: reportUrl, script: scriptUrl },
  );
  // Give anything that did start a moment to reach the network.
  await teacher.waitForTimeout(1_000);
  expect(stolen).toEqual([]);
  expect({ renderedAs, downloadedAs: arrived?.suggestedFilename() ?? null }).toEqual({ renderedAs: null, downloadedAs: 'report.html' });

  // The files are really there (the probe did reach them): the script downloads as inert bytes.
  const response = await teacher.request.get(scriptUrl);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/octet-stream');
  expect(await response.text()).toContain('api_token');
  await teacherContext.close();
});

test('what previews need still shows: a stored PDF renders framed in the app, under its sandbox', async ({ page, baseURL }) => {
  await signIn(page, 'teacher');
  await page.goto('/app/admin/current');
  const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  const url = await uploadThroughCard(page, 'handout.pdf', 'application/pdf', pdf);
  const response = await page.request.get(new URL(url, baseURL).toString());
  expect(response.headers()).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff', 'content-security-policy': "sandbox; default-src 'none'" });
  expect(response.headers()['content-disposition']).toMatch(/^inline;/);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'pdf-preview';
    document.body.append(frame);
  }, url);
  // Chromium's PDF viewer (an extension frame) took the document: it was neither blocked nor downloaded.
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')), { timeout: 15_000 }).toBe(true);
});
