import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { apiSignIn, authHeaders, signIn } from './helpers';

/** The template's header row (domain USER_IMPORT_COLUMNS as `zh* (en)`). */
const HEADERS = ['用户名* (Username)', '姓名* (Name)', '角色* (Role)', '初始密码* (Initial password)', '手机号 (Phone)', '邮箱 (Email)', '学号/工号 (ID number)', '院系 (Department)', '专业 (Specialty)', '班级 (Class)'];

/** A filled-in template with one good row (row 2) and one bad row (row 3: a phone number that is not one). */
async function workbookWithBadRow(stamp: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户导入');
  sheet.addRow(HEADERS);
  sheet.addRow([`e2e_ok_${stamp}`, '导入正常', '学生', 'Good@2026', '13800000001']);
  sheet.addRow([`e2e_bad_${stamp}`, '导入错误', '学生', 'Good@2026', '12345']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an xlsx import with a bad row shows that row and creates nobody', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const session = await apiSignIn(request, 'eduadmin');
  const file = await workbookWithBadRow(stamp);

  await signIn(page, 'eduadmin');
  await expect(page).toHaveURL(/\/app\/edu\/user$/);
  await page.getByRole('button', { name: '批量导入' }).click();
  const dialog = page.getByRole('dialog', { name: '批量导入用户' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'users.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await dialog.getByRole('button', { name: '开始导入' }).click();

  await expect(dialog.getByText(/未导入任何用户/)).toBeVisible();
  const report = dialog.getByRole('table');
  const badRow = report.getByRole('row').filter({ has: page.getByRole('cell', { name: '3', exact: true }) });
  await expect(badRow).toHaveCount(1);
  await expect(badRow.getByRole('cell').nth(1)).toContainText('手机号');
  // Nothing was written: not even the good row.
  for (const username of [`e2e_ok_${stamp}`, `e2e_bad_${stamp}`]) {
    const list = await request.get('/api/admin/user', { headers: authHeaders(session), params: { keyword: username } });
    const body = (await list.json()) as { code: number; data: { total: number } };
    expect(body.code).toBe(1);
    expect(body.data.total).toBe(0);
  }
});

/** A GIFT bank whose second question is broken (a true/false answer that is neither T nor F) unless mended. */
const giftBank = (stamp: string, mended: boolean) =>
  [
    `::e2e_${stamp}_capm:: e2e_${stamp} 资本资产定价模型中，衡量系统性风险的指标是 { =β 系数 ~标准差 ~久期 }`,
    '',
    `::e2e_${stamp}_duration:: e2e_${stamp} 票面利率越高，债券久期越长。 {${mended ? 'F' : '也许'}}`,
    '',
    `::e2e_${stamp}_npv:: e2e_${stamp} 项目的 NPV 为多少元？ {#10:0.01}`,
  ].join('\n');

test('a question import previews the file, refuses it while an item is bad, and imports it whole once mended', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const session = await apiSignIn(request, 'teacher');
  const count = async () => {
    const list = await request.get('/api/exam/question', { headers: authHeaders(session), params: { bank: 'college', keyword: `e2e_${stamp}` } });
    return ((await list.json()) as { data: { total: number } }).data.total;
  };

  await signIn(page, 'teacher');
  await page.goto('/app/edu/question');
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入题目' });
  await dialog.getByRole('radio', { name: 'GIFT' }).check();
  const choose = (mended: boolean) =>
    dialog.locator('input[type="file"]').setInputFiles({ name: 'bank.gift', mimeType: 'text/plain', buffer: Buffer.from(giftBank(stamp, mended)) });

  await choose(false);
  const preview = dialog.getByRole('table', { name: '文件中的题目' });
  await expect(dialog.getByRole('status')).toContainText('共 3 道题，其中 1 道有错误');
  const badRow = preview.getByRole('row').filter({ has: page.getByRole('cell', { name: '2', exact: true }) });
  await expect(badRow).toHaveCount(1);
  await expect(badRow).not.toContainText('可导入');
  await expect(dialog.getByRole('button', { name: '导入', exact: true })).toBeDisabled();
  // The server refuses the bad file whole too, and the preview wrote nothing.
  const refused = await request.post('/api/exam/question/import?format=gift', {
    headers: { ...authHeaders(session), 'content-type': 'application/octet-stream' },
    data: Buffer.from(giftBank(stamp, false)),
  });
  expect(((await refused.json()) as { data: { imported: number } }).data.imported).toBe(0);
  expect(await count()).toBe(0);

  await choose(true);
  await expect(dialog.getByRole('status')).toContainText('共 3 道题，均可导入：单选题 1 道、判断题 1 道、数值题 1 道');
  await dialog.getByRole('button', { name: '导入 3 道题' }).click();
  await expect(dialog.getByRole('status')).toContainText('成功导入 3 道题：单选题 1 道、判断题 1 道、数值题 1 道');
  expect(await count()).toBe(3);
});

test('the question import dialog is usable on a phone: the preview table scrolls in its own box', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'teacher');
  await page.goto('/app/edu/question');
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入题目' });
  await dialog.getByRole('radio', { name: 'GIFT' }).check();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'bank.gift', mimeType: 'text/plain', buffer: Buffer.from(giftBank('phone', false)) });
  const table = dialog.getByRole('table', { name: '文件中的题目' });
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  const box = await table.locator('xpath=..').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  for (const name of ['预览', '导入']) {
    const button = dialog.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
  }
});
