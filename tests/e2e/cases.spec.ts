import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSignIn, authHeaders, signIn } from './helpers';

// The demo stock case (server seed `demo-stock-risk`): cells intro (markdown), load (locked), returns,
// volatility, drawdown, chart. One-line solutions, so the editor's auto-indent cannot change them.
const SOLUTIONS = {
  returns: 'returns = np.log(prices / prices.shift(1)).dropna(); returns.head()',
  volatility: 'volatility = returns.std() * np.sqrt(252); volatility',
  drawdown: 'max_drawdown = (prices / prices.cummax() - 1).min(); max_drawdown',
  chart: "fig, ax = plt.subplots(figsize=(8, 4)); _ = [ax.plot(prices.index, prices[n] / prices[n].iloc[0], label=n) for n in prices.columns]; ax.set_title('Cumulative return'); ax.legend(); plt.show()",
} as const;

const CODE_CELLS = ['load', 'returns', 'volatility', 'drawdown', 'chart'] as const;

async function demoCaseId(page: Page): Promise<number> {
  const session = await apiSignIn(page.request, 'systeacher');
  const response = await page.request.get('/api/admin/bigdata/case', { params: { keyword: '最大回撤' }, headers: authHeaders(session) });
  const body = (await response.json()) as { code: number; data: { list: { id: number; title: string }[] } };
  const found = body.data.list.find((item) => item.title.includes('最大回撤'));
  expect(found, 'the demo stock case is seeded').toBeTruthy();
  return found!.id;
}

const codeCell = (page: Page, name: (typeof CODE_CELLS)[number]): Locator => page.getByRole('group', { name: '代码单元' }).nth(CODE_CELLS.indexOf(name));

async function replaceCode(cell: Locator, code: string): Promise<void> {
  // As a student does: scroll to the cell and click into its code. The case page shows code in a textarea and
  // creates the editor (Monaco) when the student starts to edit (issue 14).
  await cell.scrollIntoViewIfNeeded();
  const editor = cell.locator('.monaco-editor').first();
  if (!(await editor.isVisible())) await cell.locator('[data-engine="monaco"] textarea').first().click();
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.click();
  const page = cell.page();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await expect(cell.locator('.view-lines')).toContainText(code.slice(0, 24));
}

async function runCell(cell: Locator): Promise<void> {
  await cell.getByRole('button', { name: '运行', exact: true }).click();
  await expect(cell.getByRole('status')).toHaveText(/已完成|出错/, { timeout: 60_000 });
}

test('a student runs a demo case, keeps their code and is evaluated; the teacher sees the run and marks it', async ({ page, browser }, testInfo) => {
  test.setTimeout(300_000);
  const caseId = await demoCaseId(page);

  // Campus networks are closed: the editor, charts and fonts must come from the platform itself.
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) external.push(request.url());
  });

  // Student: open the case, wait for the kernel.
  await signIn(page, 'student');
  await page.goto(`/app/edu/study/${caseId}/detail`);
  await expect(page.getByRole('heading', { name: /股票收益、波动率与最大回撤/ })).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: '笔记本操作' });
  await expect(toolbar.getByRole('status')).toHaveText('内核就绪', { timeout: 90_000 });
  // The stock case gives each student their own prices (issue 16): the bar says from which seed.
  await expect(page.getByText(/^你的个人数据：种子 \d+（参数见笔记本目录中的 params\.json）$/)).toBeVisible();

  // The locked cell prints a DataFrame: an HTML table.
  const load = codeCell(page, 'load');
  await runCell(load);
  await expect(load.getByRole('status')).toHaveText('已完成');
  await expect(load.locator('[data-output="html"] table').first()).toBeVisible();

  // Fill the TODO cells, run them; the chart cell draws a matplotlib image.
  for (const name of ['returns', 'volatility', 'drawdown', 'chart'] as const) {
    const cell = codeCell(page, name);
    await replaceCode(cell, SOLUTIONS[name]);
    await runCell(cell);
    await expect(cell.getByRole('status')).toHaveText('已完成');
  }
  await expect(codeCell(page, 'returns').locator('[data-output="html"] table').first()).toBeVisible();
  const chart = codeCell(page, 'chart').getByRole('img', { name: '图像输出' });
  await expect(chart).toBeVisible();
  const shot = testInfo.outputPath('notebook-with-table-and-chart.png');
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('notebook-with-table-and-chart', { path: shot, contentType: 'image/png' });
  expect(external, 'no request leaves the platform').toEqual([]);

  // Autosaved; leave, come back: the same code.
  await expect(page.getByTestId('autosave-status')).toHaveText(/已保存/, { timeout: 15_000 });
  await page.goto('/app/edu/course');
  await page.goto(`/app/edu/study/${caseId}/detail`);
  await codeCell(page, 'returns').scrollIntoViewIfNeeded();
  // (Shown as the page shows code before an edit: in the cell's textarea, no editor downloaded.)
  await expect(codeCell(page, 'returns').locator('[data-engine="monaco"] textarea').first()).toHaveValue(/np\.log\(prices \/ prices\.shift\(1\)\)/, { timeout: 30_000 });
  await expect(page.locator('.monaco-editor')).toHaveCount(0);
  await codeCell(page, 'chart').scrollIntoViewIfNeeded();
  await expect(codeCell(page, 'chart').locator('[data-engine="monaco"] textarea').first()).toHaveValue(/plt\.subplots/, { timeout: 30_000 });
  // …and the same outputs, saved with the working copy as an .ipynb keeps them.
  await expect(codeCell(page, 'load').locator('[data-output="html"] table').first()).toBeVisible();
  await expect(codeCell(page, 'chart').getByRole('img', { name: '图像输出' })).toBeVisible();

  // Evaluation: the hidden tests pass on these solutions.
  await page.getByRole('tab', { name: '评测' }).click();
  await page.getByRole('button', { name: '提交评测' }).click();
  await expect(page.getByTestId('evaluation-score')).toHaveText('得分 100 / 100', { timeout: 120_000 });
  await expect(page.getByRole('table', { name: '评测结果' }).getByText('通过')).toHaveCount(4);

  // Teacher: sees the student with the runs, the latest code, and marks per rubric item.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signIn(teacher, 'teacher');
  await teacher.goto(`/app/edu/course/teacher/${caseId}`);
  const students = teacher.getByRole('table', { name: '学生' });
  const row = students.getByRole('row').filter({ hasText: '李同学' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).not.toHaveText('0');
  await expect(row.getByRole('cell').nth(5)).toHaveText('100');
  await expect(row.getByRole('cell').nth(9)).toHaveText(/^\d+$/);

  await row.getByRole('button', { name: '查看代码' }).click();
  const codeDialog = teacher.getByRole('dialog', { name: '李同学 的代码' });
  await expect(codeDialog.getByRole('region', { name: '最近一次运行' })).toBeVisible();
  await expect(codeDialog).toContainText('np.log(prices / prices.shift(1))');
  await codeDialog.getByRole('button', { name: '关闭' }).first().click();

  await row.getByRole('button', { name: '批阅' }).click();
  const markDialog = teacher.getByRole('dialog', { name: '批阅：李同学' });
  const points = markDialog.getByLabel('得分', { exact: true });
  await points.nth(0).fill('8');
  await points.nth(1).fill('5');
  await markDialog.getByLabel('总评').fill('结果解读清楚');
  await markDialog.getByRole('button', { name: '保存批阅' }).click();
  await expect(teacher.getByText('批阅已保存')).toBeVisible();
  await expect(row.getByRole('cell').nth(6)).toHaveText('13');
  await teacherContext.close();
});

test('a case author edits, creates and copies cases and adds a case type', async ({ page }) => {
  await signIn(page, 'systeacher');
  await page.goto('/app/admin/case');
  const table = page.getByRole('table', { name: '案例管理' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await table.getByRole('row').filter({ hasText: '最大回撤' }).getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑案例' });
  await expect(dialog.getByLabel('标题')).toHaveValue(/最大回撤/);
  await dialog.getByRole('tab', { name: '笔记本模板' }).click();
  await expect(dialog.getByRole('group', { name: '代码单元' }).first()).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('案例已保存')).toBeVisible();
  await page.getByRole('button', { name: '新建案例' }).click();
  const create = page.getByRole('dialog', { name: '新建案例' });
  await create.getByLabel('标题').fill('E2E 新案例');
  await create.getByLabel('类型').selectOption({ index: 1 });
  await create.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('案例已创建')).toBeVisible();
  await table.getByRole('row').filter({ hasText: 'E2E 新案例' }).getByRole('button', { name: '复制' }).click();
  await expect(table.getByRole('row')).toHaveCount(6);
  await page.getByRole('button', { name: '案例类型' }).click();
  const types = page.getByRole('dialog', { name: '案例类型' });
  await types.getByPlaceholder('类型名称').fill('另类数据');
  await types.getByRole('button', { name: '添加类型' }).click();
  await expect(types.getByRole('table').getByRole('row')).toHaveCount(5);
});

test('a teacher opens a class sign-in for a case; the student signs in from the case and the teacher sees who signed', async ({ page, browser }) => {
  const caseId = await demoCaseId(page);
  await signIn(page, 'teacher');
  await page.goto(`/app/edu/course/teacher/${caseId}`);
  const signCard = page.getByRole('region', { name: '课堂签到' });
  await signCard.getByLabel('班级').selectOption({ label: '金融2301' });
  await signCard.getByLabel('持续分钟').fill('5');
  await signCard.getByRole('button', { name: '发起签到' }).click();
  await expect(page.getByText('签到已发起')).toBeVisible();
  const sessionRow = signCard.getByRole('table', { name: '课堂签到' }).getByRole('row').filter({ hasText: '金融2301' }).first();
  await expect(sessionRow).toContainText('进行中');

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signIn(student, 'student');
  await student.goto(`/app/edu/study/${caseId}/detail`);
  const banner = student.getByRole('region', { name: '课堂签到' });
  await expect(banner).toContainText('金融2301 正在签到');
  await banner.getByRole('button', { name: '签到' }).click();
  await expect(banner.getByText('已签到')).toBeVisible();
  await studentContext.close();

  await page.reload();
  await expect(page.getByRole('region', { name: '课堂签到' }).getByRole('table').getByRole('row').filter({ hasText: '金融2301' }).first()).toContainText('李同学');
  await expect(page.getByRole('table', { name: '学生' }).getByRole('row').filter({ hasText: '李同学' }).getByRole('cell').nth(8)).toHaveText('是');
});
