import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// Issue 11: a student works the 应收账款 supply-chain case in the browser against the real server — signs each step's
// transaction as its organization, mines the blocks (proof of work in a Web Worker) until the score is 100 — then
// tampers with an old transaction, sees the later links break and the nodes reject the copy; the class teacher
// finds the score in the class overview and opens the student's chain read-only.

test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

const CASE = '应收账款多级流转与保理融资';

async function mineBlock(page: Page, height: number) {
  await page.getByRole('button', { name: '开始挖矿' }).click();
  await expect(page.getByText(`区块 #${height} 已被节点接受`)).toBeVisible({ timeout: 60_000 });
}

test('a student completes the supply-chain case, tampers a block and is rejected, and the teacher sees the score', async ({ browser }) => {
  test.setTimeout(180_000);
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signIn(student, 'student');
  await student.goto('/app/edu/block_case');
  const row = student.getByRole('row', { name: new RegExp(CASE) });
  // The demo attempt is half done; the student starts over so the whole case is played here.
  await row.getByRole('link', { name: '继续实验' }).click();
  await expect(student.getByRole('heading', { name: CASE, level: 1 })).toBeVisible();
  await student.getByRole('button', { name: '重新开始' }).click();
  await student.getByRole('dialog').getByRole('button', { name: '重新开始' }).click();
  await expect(student.getByText('得分 0/100').first()).toBeVisible();

  const steps = student.getByRole('navigation', { name: '操作步骤' }).getByRole('button');
  await expect(steps).toHaveCount(6);
  let height = 0;
  for (let order = 1; order <= 6; order += 1) {
    await steps.nth(order - 1).click();
    // The step's form is filled with its defaults; the server signs it as the step's organization.
    await student.getByRole('button', { name: '签名并提交' }).click();
    await expect(steps.nth(order - 1)).toContainText('待出块');
    await expect(student.getByText('签名有效').first()).toBeVisible();
    // Two transactions a block (the case's tx_per_block); the last block takes what is left.
    if (order % 2 === 0) {
      height += 1;
      await mineBlock(student, height);
      await expect(steps.nth(order - 1)).toContainText('已完成');
    }
  }
  await expect(student.getByText('得分 100/100').first()).toBeVisible();
  await expect(student.getByText('已完成 6/6 步')).toBeVisible();

  // The tamper lab: change the amount of the first transaction in block #1.
  await student.getByRole('tab', { name: '篡改实验' }).click();
  const tamper = student.getByRole('tabpanel', { name: '篡改实验' });
  await tamper.getByLabel('新值').fill('1');
  await tamper.getByRole('button', { name: '篡改', exact: true }).click();
  await expect(tamper.getByText(/本地校验：区块 #1 的哈希与内容不符，其后 2 个区块建立在它之上，一并被拒绝/)).toBeVisible();
  await tamper.getByRole('button', { name: '提交给节点验证' }).click();
  await expect(tamper.getByText('节点拒绝这条链')).toBeVisible();
  await tamper.getByRole('button', { name: '从此区块重新挖矿' }).click();
  await expect(tamper.getByText(/重新挖矿后的副本/)).toBeVisible({ timeout: 60_000 });
  // The stored chain, and the score, never change.
  await expect(student.getByText('得分 100/100').first()).toBeVisible();
  await studentContext.close();

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signIn(teacher, 'teacher');
  await teacher.goto('/app/edu/block_case');
  await teacher.getByRole('row', { name: new RegExp(CASE) }).getByRole('link', { name: '实验情况' }).click();
  const studentRow = teacher.getByRole('row', { name: /李同学/ });
  await expect(studentRow).toContainText('100');
  await studentRow.getByRole('link', { name: '查看链' }).click();
  await expect(teacher.getByText(/正在查看 李同学 的实验/)).toBeVisible();
  await expect(teacher.getByRole('button', { name: '签名并提交' })).toHaveCount(0);
  await teacherContext.close();
});
