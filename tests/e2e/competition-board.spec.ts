import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, apiSignIn, signIn, type ApiSession } from './helpers';

// Issue 10: two teams of two colleges follow the same running data-modelling session. One uploads a predictions
// file through the SubmissionPanel; the other team's open board shows the new score without a reload (the board
// stream). A refused file names its line and never counts against the daily limit. The competition, its group,
// session and registrations are set up through the staff and student calls, so nothing depends on demo content.

test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

const TEST_IDS = 20;
const label = (id: number) => ((id * 7) % 3 === 0 ? 1 : 0);
const labelsCsv = ['id,target', ...Array.from({ length: TEST_IDS }, (_, i) => `${i + 1},${label(i + 1)}`)].join('\n') + '\n';
/** Predictions that rank the positives first. */
const predictionsCsv = ['id,target', ...Array.from({ length: TEST_IDS }, (_, i) => `${i + 1},${(0.6 * label(i + 1) + 0.4 * (((i + 1) * 37) % 10) / 10).toFixed(3)}`)].join('\n') + '\n';
/** Line 4 (the third data row) is not a number. */
const badCsv = predictionsCsv.replace(/^3,[0-9.]+$/m, '3,abc');

/** Stores `text` through the upload calls (one part on local disk); answers its storage key. */
async function uploadKey(request: APIRequestContext, as: ApiSession, filename: string, text: string): Promise<string> {
  const bytes = Buffer.from(text);
  const md5 = createHash('md5').update(bytes).digest('hex');
  const created = await api<{ id: string; part_count: number; file: { url: string } | null }>(request, as, 'POST', '/api/admin/upload', { filename, size: bytes.length, md5 });
  let url = created.file?.url;
  if (url === undefined) {
    const signed = await api<{ parts: Array<{ part_number: number; url: string }> }>(request, as, 'POST', `/api/admin/upload/${created.id}/sign`, { part_numbers: [1] });
    const put = await request.put(signed.parts[0]!.url, { data: bytes });
    await api(request, as, 'POST', `/api/admin/upload/${created.id}/part`, { part_number: 1, etag: put.headers()['etag'] ?? '', size: bytes.length });
    url = (await api<{ url: string }>(request, as, 'POST', `/api/admin/upload/${created.id}/complete`, {})).url;
  }
  return decodeURIComponent(new URL(url, 'http://x').pathname.replace(/^\/storage\//, ''));
}

/** Opens the session's card under 我的竞赛 → 我的场次 for a signed-in student. */
async function sessionCard(page: Page, username: string, sessionTitle: string) {
  await signIn(page, username);
  await page.goto('/app/edu/competitions');
  await page.getByRole('tab', { name: '我的场次' }).click();
  return page.getByRole('list', { name: '场次列表' }).getByRole('listitem').filter({ hasText: sessionTitle });
}

test('a submission in one browser shows on the other team’s board without a reload', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const [teamA, teamB, sessionTitle] = [`甲队${tag}`, `乙队${tag}`, `初赛${tag}`];
  const now = Date.now();
  const iso = (ms: number) => new Date(now + ms).toISOString();

  const admin = await apiSignIn(request, 'admin');
  const labelsFile = await uploadKey(request, admin, 'labels.csv', labelsCsv);
  const competition = await api<{ id: number }>(request, admin, 'POST', '/api/admin/competition', {
    title: `E2E 看板赛 ${tag}`,
    kind: 'team',
    team_min: 1,
    team_max: 3,
    advisers_max: 1,
    review: 'auto',
    visibility: 'signed_in',
    registration_start: iso(-86_400_000),
    registration_end: iso(86_400_000),
  });
  const group = await api<{ id: number }>(request, admin, 'POST', `/api/admin/competition/${competition.id}/group`, { name: '本科组' });
  const session = await api<{ id: number }>(request, admin, 'POST', `/api/admin/competition/${competition.id}/session`, {
    title: sessionTitle,
    kind: 'modelling',
    metric: 'auc',
    start_at: iso(-60_000),
    end_at: iso(86_400_000),
    labels_file: labelsFile,
    id_column: 'id',
    target_column: 'target',
    public_percent: 50,
    // A fixed split (3 of the 6 positives public, 3 private): with a random seed, about one run in 190 drew a public
    // half of negatives only, where AUC is undefined and the good file was refused.
    split_seed: 7,
    daily_limit: 5,
  });
  await api(request, admin, 'PUT', `/api/admin/competition/${competition.id}/status`, { status: 'registering' });
  for (const [username, team] of [
    ['student', teamA],
    ['student2', teamB],
  ] as const) {
    await api(request, await apiSignIn(request, username), 'POST', `/api/competition/${competition.id}/register`, { group_id: group.id, team_name: team });
  }
  await api(request, admin, 'PUT', `/api/admin/competition/${competition.id}/status`, { status: 'running' });

  // Team B (another college) opens the board and waits until it is live.
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  const watching = await sessionCard(watcher, 'student2', sessionTitle);
  await watching.getByRole('button', { name: '排行榜' }).click();
  const board = watcher.getByRole('table', { name: `${sessionTitle} 排行榜` });
  const rowA = board.getByRole('row').filter({ hasText: teamA });
  await expect(rowA).toBeVisible();
  await expect(watching.getByText('实时更新中')).toBeVisible();
  await expect(rowA).not.toContainText(/\d\.\d{4}/); // no score yet
  // Any reload or navigation would drop this marker.
  await watcher.evaluate(() => ((window as unknown as { boardNotReloaded: boolean }).boardNotReloaded = true));

  // Team A opens its submission panel.
  const submitterContext = await browser.newContext();
  const submitter = await submitterContext.newPage();
  const submitting = await sessionCard(submitter, 'student', sessionTitle);
  await submitting.getByRole('button', { name: '提交预测' }).click();
  const panel = submitting.getByRole('region', { name: '提交预测' });
  const file = panel.locator('input[type="file"]');
  await expect(panel.getByText('剩余 5 / 5 次')).toBeVisible();

  // A refused file: its line named, the daily limit untouched.
  await file.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(badCsv) });
  await expect(submitter.getByText(/第 4 行：target 不是有限数值（abc）/).first()).toBeVisible();
  await expect(panel.getByText('剩余 5 / 5 次')).toBeVisible();

  await file.setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(predictionsCsv) });
  await expect(submitter.getByText('文件已提交，正在评分')).toBeVisible();
  await expect(panel.getByText('剩余 4 / 5 次')).toBeVisible();

  // The other browser's board shows team A scored and ranked first, pushed by the stream.
  try {
    await expect(rowA).toContainText(/\d\.\d{4}/); // the public AUC, four decimals
  } catch (error) {
    // Once seen under a loaded machine (issue 30): what the server holds then says whether the score or its push was late.
    const read = async (username: string, path: string) => api(request, await apiSignIn(request, username), 'GET', path).catch((e: unknown) => String(e));
    const submissions = await read('student', `/api/competition/session/${session.id}/submission`);
    const served = await read('student2', `/api/competition/session/${session.id}/board?group_id=${group.id}`);
    throw new Error(`${(error as Error).message}\nthe team's submissions now: ${JSON.stringify(submissions)}\nthe board the API serves now: ${JSON.stringify(served).slice(0, 1500)}`, { cause: error });
  }
  await expect(board.getByRole('row').nth(1)).toContainText(teamA);
  expect(await watcher.evaluate(() => (window as unknown as { boardNotReloaded?: boolean }).boardNotReloaded)).toBe(true);

  await submitterContext.close();
  await watcherContext.close();
});
