import { expect, test } from '@playwright/test';
import { apiSignIn, authHeaders, signIn } from './helpers';

// Issue 12: a student's notebook kernel appears on the operator's monitoring page with its user, and the operator
// stops it there; the student's own kernel list is then empty.

test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

test("an operator sees a student's kernel on the operations page and stops it", async ({ page, request }) => {
  const student = await apiSignIn(request, 'student');
  const notebook = `e2e-ops-${Date.now().toString(36)}.ipynb`;
  const started = await request.post(`/notebook/api/sessions?user_id=${student.userId}`, {
    headers: authHeaders(student),
    data: { path: `e2e/${notebook}`, type: 'notebook', name: notebook, kernel: { name: 'python3' } },
  });
  expect(started.status(), await started.text()).toBeLessThan(300);
  const { kernel } = (await started.json()) as { kernel: { id: string } };

  await signIn(page, 'admin');
  await page.goto('/app/admin/operations');
  await expect(page.getByRole('heading', { name: '运行监控', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: '运行中的内核' })).toBeVisible();

  const kernels = page.getByRole('table', { name: '运行中的内核' });
  const row = kernels.getByRole('row', { name: new RegExp(`李同学.*${notebook.replace('.', '\\.')}`) });
  await expect(row).toBeVisible();
  await expect(row.getByText('示范')).toBeVisible();

  await row.getByRole('button', { name: '停止' }).click();
  const dialog = page.getByRole('dialog', { name: '停止内核' });
  await expect(dialog.getByText(new RegExp(`李同学 的内核（e2e/${notebook.replace('.', '\\.')}）`))).toBeVisible();
  await dialog.getByRole('button', { name: '停止' }).click();
  await expect(page.getByText('内核已停止')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The kernel is gone for the student too.
  const own = await request.get(`/notebook/api/kernels?user_id=${student.userId}`, { headers: authHeaders(student) });
  expect(((await own.json()) as Array<{ id: string }>).some((k) => k.id === kernel.id)).toBe(false);
});
