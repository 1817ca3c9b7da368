import { expect, test, type Browser } from '@playwright/test';
import { api, apiSignIn, signIn, startExamFromList } from './helpers';

// Issue 15, part 2: one calculated question (a loan's monthly payment) on an exam for two students. Each sees the stem
// with their own values, types the payment for those values in the numeric box, and both are graded right.

test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

const STEM = '贷款本金 {loan} 元，年利率 {rate}%，期限 {years} 年，按月等额本息还款。每月还款额为多少元？';
const VALUES = /贷款本金 ([\d.]+) 元，年利率 ([\d.]+)%，期限 (\d+) 年/;

/** The monthly payment for the values a stem shows, worked out here. */
function paymentFor(stem: string): number {
  const match = VALUES.exec(stem);
  expect(match, `values in "${stem}"`).toBeTruthy();
  const [loan, rate, years] = [Number(match![1]), Number(match![2]) / 100 / 12, Number(match![3]) * 12];
  return (loan * rate) / (1 - (1 + rate) ** -years);
}

/** A student opens the exam from the list, reads their stem, types their payment and submits; answers their stem. */
async function sit(browser: Browser, username: string, password: string, examId: number, examTitle: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, password);
  await startExamFromList(page, examTitle, examId);
  const article = page.getByRole('article', { name: '1. 计算题' });
  await expect(article).toContainText(VALUES);
  const stem = (await article.textContent()) ?? '';
  expect(stem).not.toContain('{loan}');
  expect(stem).not.toContain('PMT');
  await article.getByRole('textbox', { name: '数值答案' }).fill(`${paymentFor(stem).toFixed(2)} 元`);
  await expect(article.getByRole('status')).toContainText('已识别');
  await expect(page.getByTestId('sync-status')).toHaveText(/^答案已保存/);
  // The same values after a reload.
  await page.reload();
  await expect(page.getByRole('article', { name: '1. 计算题' })).toContainText(VALUES.exec(stem)![0]);
  await page.getByRole('button', { name: '交卷' }).click();
  await page.getByRole('dialog', { name: '确认交卷？' }).getByRole('button', { name: '确认交卷' }).click();
  await expect(page.getByRole('heading', { name: '已交卷' })).toBeVisible();
  await context.close();
  return VALUES.exec(stem)![0];
}

test('two students see their own values of one calculated question and are both graded right', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const teacher = await apiSignIn(request, 'teacher');
  const eduadmin = await apiSignIn(request, 'eduadmin');

  // Set-up through the API: the question, a paper, a second student of 金融2301 and an exam open now for both.
  const question = await api<{ id: number }>(request, teacher, 'POST', '/api/exam/question', {
    type: 'calculated',
    stem: STEM,
    score: 10,
    content: {
      type: 'calculated',
      variables: [
        { name: 'loan', kind: 'range', min: 10000, max: 1000000, step: 100 },
        { name: 'rate', kind: 'range', min: 2, max: 8, step: 0.05 },
        { name: 'years', kind: 'list', values: [1, 2, 3, 5, 10, 20, 30] },
      ],
      formula: 'PMT(rate / 100 / 12, years * 12, -loan)',
      tolerance: { kind: 'relative', amount: 0.001 },
      units: [{ name: '元', multiplier: 1 }],
    },
  });
  const paper = await api<{ id: number }>(request, teacher, 'POST', '/api/exam/paper', {
    title: `E2E 计算题卷 ${stamp}`,
    duration_minutes: 30,
    sections: [{ title: '一、计算题', questions: [{ question_id: question.id, score: 10 }] }],
  });
  const classes = await api<{ list: { id: number; name: string }[] }>(request, eduadmin, 'GET', '/api/admin/class?page_size=100');
  const classId = classes.list.find((item) => item.name === '金融2301')!.id;
  const username = `calc${stamp}`;
  await api(request, eduadmin, 'POST', '/api/admin/user', { username, name: `计算${stamp}`, password: 'Calc@2026', role: 'edu_student', class_id: classId });
  const examTitle = `E2E 计算题考试 ${stamp}`;
  const exam = await api<{ id: number }>(request, teacher, 'POST', '/api/exam/examine', {
    title: examTitle,
    paper_id: paper.id,
    start_at: new Date(Date.now() - 60_000).toISOString(),
    end_at: new Date(Date.now() + 60 * 60_000).toISOString(),
    duration_minutes: 30,
    class_ids: [classId],
    show_results: 'after_submit',
  });

  const first = await sit(browser, 'student', 'Demo@2026', exam.id, examTitle);
  const second = await sit(browser, username, 'Calc@2026', exam.id, examTitle);
  expect(second).not.toBe(first);

  // Both graded right, each against their own values.
  for (const [who, password] of [['student', 'Demo@2026'], [username, 'Calc@2026']] as const) {
    const session = await apiSignIn(request, who, password);
    const list = await api<{ list: { id: number; attempt: { id: number; score: number | null } | null }[] }>(request, session, 'GET', '/api/exam/examine?page_size=100');
    const attempt = list.list.find((item) => item.id === exam.id)?.attempt;
    const result = await api<{ score: number | null; questions: { awarded: number | null; correct: boolean | null; stem: string }[] }>(request, session, 'GET', `/api/exam/attempt/${attempt!.id}/result`);
    expect(result.score, `${who}'s score`).toBe(10);
    expect(result.questions[0]).toMatchObject({ awarded: 10, correct: true });
    expect(result.questions[0]!.stem).toContain(who === 'student' ? first : second);
  }
});
