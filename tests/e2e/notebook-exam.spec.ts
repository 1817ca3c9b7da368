import { expect, test, type Locator } from '@playwright/test';
import { api, apiSignIn, signIn, startExamFromList } from './helpers';

// Issue 16, notebook exam mode: a notebook question on a timed exam, with data of each student's own (a generator of
// the seed). The student works in the case notebook inside the exam page with a live kernel started in the question's
// folder, where their params.json is; each cell's code is saved through the exam's answer path and is there after a
// reload; after submission the code runs in a fresh kernel with the hidden test, which checks against that student's
// values, and the result is graded.

test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

const SOLUTION = "fv = principal * (1 + rate) ** years; print(f'{fv:.4f}')";
/** Each student's principal and rate, from their seed; terms.csv holds the same values as a table. */
const GENERATOR = `import numpy as np
def generate(seed):
    rng = np.random.default_rng(seed)
    principal = int(rng.integers(100, 10000))
    rate = round(float(rng.uniform(0.01, 0.08)), 4)
    return {'files': {'terms.csv': f'principal,rate\\n{principal},{rate}\\n'}, 'params': {'principal': principal, 'rate': rate}}
`;

/** As a student does: click into the cell's code (the editor loads on the first edit) and type the solution. */
async function typeCode(cell: Locator, code: string): Promise<void> {
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

test('a notebook exam: the student works in the notebook, the code survives a reload, and the hidden test grades it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const teacher = await apiSignIn(request, 'teacher');
  const eduadmin = await apiSignIn(request, 'eduadmin');

  // Set-up through the API: the notebook question, a paper, a student of 金融2301 and an exam open now.
  const question = await api<{ id: number }>(request, teacher, 'POST', '/api/exam/question', {
    type: 'notebook',
    stem: '在笔记本中计算你的本金与年利率（见 params.json）复利 3 年后的终值，存入变量 `fv`。',
    score: 10,
    content: {
      type: 'notebook',
      cells: [
        { type: 'markdown', source: '## 复利终值\n\n$FV = P(1+r)^n$', locked: true },
        { type: 'code', source: "import json\np = json.load(open('params.json'))\nprincipal, rate, years = p['principal'], p['rate'], 3", locked: true },
        { type: 'code', source: '# 在此计算 fv', locked: false },
      ],
      tests: [{ name: '终值', code: "assert abs(fv - PARAMS['principal'] * (1 + PARAMS['rate']) ** 3) < 1e-9", points: 10 }],
      parameters: [
        { name: 'principal', description: '本金（元）' },
        { name: 'rate', description: '年利率' },
      ],
      generator: GENERATOR,
    },
  });
  const paper = await api<{ id: number }>(request, teacher, 'POST', '/api/exam/paper', {
    title: `E2E 笔记本卷 ${stamp}`,
    duration_minutes: 30,
    sections: [{ title: '一、笔记本题', questions: [{ question_id: question.id, score: 10 }] }],
  });
  const classes = await api<{ list: { id: number; name: string }[] }>(request, eduadmin, 'GET', '/api/admin/class?page_size=100');
  const classId = classes.list.find((item) => item.name === '金融2301')!.id;
  const username = `nb${stamp}`;
  await api(request, eduadmin, 'POST', '/api/admin/user', { username, name: `笔记本${stamp}`, password: 'Note@2026', role: 'edu_student', class_id: classId });
  const examTitle = `E2E 笔记本考试 ${stamp}`;
  const exam = await api<{ id: number }>(request, teacher, 'POST', '/api/exam/examine', {
    title: examTitle,
    paper_id: paper.id,
    start_at: new Date(Date.now() - 60_000).toISOString(),
    end_at: new Date(Date.now() + 60 * 60_000).toISOString(),
    duration_minutes: 30,
    class_ids: [classId],
    show_results: 'after_submit',
  });

  // The student starts the exam: the notebook with its live kernel is inside the exam page, under the server's timer.
  await signIn(page, username, 'Note@2026');
  await startExamFromList(page, examTitle, exam.id);
  const notebook = page.getByTestId('exam-notebook');
  await expect(notebook.getByText('内核就绪')).toBeVisible({ timeout: 60_000 });
  const cells = notebook.getByRole('group', { name: '代码单元' });
  await expect(cells).toHaveCount(2);

  // The student's own data: the same seed and values as the server gives again for this attempt and question.
  const student = await apiSignIn(request, username, 'Note@2026');
  const list = await api<{ list: { id: number; attempt: { id: number } | null }[] }>(request, student, 'GET', '/api/exam/examine?page_size=100');
  const attemptId = list.list.find((item) => item.id === exam.id)?.attempt?.id;
  expect(attemptId).toBeTruthy();
  const data = await api<{ path: string; seed: number; params: { principal: number; rate: number } }>(
    request,
    student,
    'POST',
    `/api/exam/attempt/${attemptId!}/notebook/${question.id}`,
  );
  expect(data.path).toBe(`exam-${exam.id}/q${question.id}/q${question.id}.ipynb`);
  await expect(page.getByText(`你的个人数据：种子 ${data.seed} · 参数`)).toBeVisible();
  const expected = (data.params.principal * (1 + data.params.rate) ** 3).toFixed(4);

  await typeCode(cells.nth(1), SOLUTION);
  await notebook.getByRole('button', { name: '全部运行' }).click();
  await expect(cells.nth(1).getByRole('status')).toHaveText('已完成', { timeout: 60_000 });
  await expect(cells.nth(1)).toContainText(expected);
  await expect(page.getByTestId('sync-status')).toHaveText(/^答案已保存/, { timeout: 20_000 });

  // A reload: the code is the saved answer's; the kernel of the same session still holds the variables.
  await page.reload();
  await expect(notebook.getByText('内核就绪')).toBeVisible({ timeout: 60_000 });
  await expect(cells.nth(1).locator('[data-engine="monaco"] textarea').first()).toHaveValue(SOLUTION);
  // The kernel is the same one: `fv` is defined without running the cells above it again.
  await typeCode(cells.nth(1), "print(f'{fv:.4f}', open('terms.csv').read().split()[1])");
  await cells.nth(1).getByRole('button', { name: '运行', exact: true }).click();
  await expect(cells.nth(1)).toContainText(`${expected} ${data.params.principal},${data.params.rate}`, { timeout: 60_000 });
  await typeCode(cells.nth(1), SOLUTION);
  await expect(page.getByTestId('sync-status')).toHaveText(/^答案已保存/, { timeout: 20_000 });

  await page.getByRole('button', { name: '交卷' }).click();
  await page.getByRole('dialog', { name: '确认交卷？' }).getByRole('button', { name: '确认交卷' }).click();
  await expect(page.getByRole('heading', { name: '已交卷' })).toBeVisible();

  // Graded after submission in a fresh kernel: the hidden test passes, its points reach the score.
  await expect
    .poll(async () => (await api<{ score: number | null }>(request, student, 'GET', `/api/exam/attempt/${attemptId!}/result`)).score, { timeout: 120_000, intervals: [1000] })
    .toBe(10);
  const result = await api<{
    questions: { awarded: number | null; correct: boolean | null; tests: { name: string; passed: boolean }[] | null; data: { seed: number } | null }[];
  }>(
    request,
    student,
    'GET',
    `/api/exam/attempt/${attemptId!}/result`,
  );
  expect(result.questions[0]).toMatchObject({ awarded: 10, correct: true, tests: [{ name: '终值', passed: true }], data: { seed: data.seed } });
});
