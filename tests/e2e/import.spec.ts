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
