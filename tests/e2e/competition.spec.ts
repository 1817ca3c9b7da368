import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// Issue 10: a system admin creates a platform competition with a group and opens registration; a student finds it
// under 我的竞赛, registers founding a team, and the admin sees the registration in the participants tab.
// Needs the competition management and student calls of the server (branch comp-core) besides these pages.

test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

/** `YYYY-MM-DDTHH:mm` of a moment in Asia/Shanghai (what the datetime-local inputs take). */
function shanghaiLocal(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

test('an admin creates a competition with a group; a student registers founding a team', async ({ page, browser }) => {
  const title = `E2E 数据建模赛 ${Date.now().toString(36)}`;
  const now = Date.now();

  await signIn(page, 'admin');
  await page.goto('/app/admin/competition');
  await page.getByRole('button', { name: '新建竞赛' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新建竞赛' });
  await dialog.getByRole('textbox', { name: '竞赛名称' }).fill(title);
  await dialog.getByLabel('报名开始').fill(shanghaiLocal(new Date(now - 3600_000)));
  await dialog.getByLabel('报名截止').fill(shanghaiLocal(new Date(now + 7 * 86_400_000)));
  await dialog.getByRole('combobox', { name: '报名审核' }).selectOption('auto');
  await dialog.getByRole('combobox', { name: '可见范围' }).selectOption('signed_in');
  await dialog.getByRole('button', { name: '保存' }).click();

  // The new draft opens on its group tab.
  await expect(page).toHaveURL(/\/app\/admin\/competition\/\d+\/group$/);
  const competitionUrl = page.url().replace(/\/group$/, '');
  await page.getByRole('button', { name: '新建分组' }).first().click();
  const groupDialog = page.getByRole('dialog', { name: '新建分组' });
  await groupDialog.getByRole('textbox', { name: '分组名称' }).fill('本科组');
  await groupDialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('table', { name: '分组' }).getByRole('row', { name: /本科组/ })).toBeVisible();

  await page.getByRole('tab', { name: '基本信息' }).click();
  await page.getByRole('button', { name: '开放报名' }).click();
  await expect(page.getByText('竞赛状态已改为「报名中」')).toBeVisible();

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signIn(student, 'student');
  await student.goto('/app/edu/competitions');
  const row = student.getByRole('table', { name: '可报名的竞赛' }).getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('未报名')).toBeVisible();
  await row.getByRole('button', { name: `报名「${title}」` }).click();
  const register = student.getByRole('dialog', { name: `报名「${title}」` });
  await register.getByRole('combobox', { name: '分组' }).selectOption({ label: '本科组' });
  await register.getByRole('textbox', { name: '队伍名称' }).fill('量化先锋');
  await register.getByRole('button', { name: '保存' }).click();
  await expect(student.getByText('报名成功')).toBeVisible();
  await expect(row.getByText('已通过')).toBeVisible();

  // The team, with its code to share.
  await student.getByRole('tab', { name: '我的队伍' }).click();
  const team = student.getByRole('list', { name: '我的队伍' }).getByRole('listitem').filter({ hasText: title });
  await expect(team.getByText('量化先锋')).toBeVisible();
  await expect(team.locator('code')).toHaveText(/^[A-Za-z0-9]{4,16}$/);
  await studentContext.close();

  // The organizer sees the registration, accepted, in its team.
  await page.goto(`${competitionUrl}/user`);
  const registration = page.getByRole('table', { name: '参赛人员' }).getByRole('row', { name: /李同学/ });
  await expect(registration.getByText('已通过')).toBeVisible();
  await expect(registration.getByText('量化先锋')).toBeVisible();
});
