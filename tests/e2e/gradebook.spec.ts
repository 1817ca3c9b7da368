import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { api, apiSignIn, type ApiSession, signIn, startExamFromList } from './helpers';

// Issue 34, "Show it": a student of 金融2301 does an exam, a case and a ledger lab of one course; the teacher finds the
// case's rubric in 待批阅, marks it on the case-teaching page the queue links to, and the course gradebook's 总评 for
// that student, as the page shows it, is the weighted sum worked out here from the scores this test produced.

test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

const LAB = '应收账款多级流转与保理融资';

/** Two single-choice questions on one paper: the student gets the first right (6 points) and the second wrong (0 of 4). */
async function examPaper(request: APIRequestContext, teacher: ApiSession, stamp: string): Promise<number> {
  const question = (stem: string, score: number) =>
    api<{ id: number }>(request, teacher, 'POST', '/api/exam/question', {
      type: 'single',
      stem,
      score,
      content: {
        type: 'single',
        options: [
          { key: 'A', text: '正确选项' },
          { key: 'B', text: '错误选项' },
        ],
        answer: 'A',
      },
    });
  const first = await question(`E2E 成绩册 ${stamp}：第一题`, 6);
  const second = await question(`E2E 成绩册 ${stamp}：第二题`, 4);
  const paper = await api<{ id: number }>(request, teacher, 'POST', '/api/exam/paper', {
    title: `E2E 成绩册卷 ${stamp}`,
    duration_minutes: 30,
    sections: [
      {
        title: '一、单选题',
        questions: [
          { question_id: first.id, score: 6 },
          { question_id: second.id, score: 4 },
        ],
      },
    ],
  });
  return paper.id;
}

test('a student does an exam, a case and a lab; the teacher marks the case from 待批阅 and the gradebook total is the weighted sum', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const teacherApi = await apiSignIn(request, 'teacher');
  const eduadmin = await apiSignIn(request, 'eduadmin');
  const systeacher = await apiSignIn(request, 'systeacher');

  // Set-up through the API (not the point here): a new student of 金融2301, so no other test's work counts for them …
  const classes = await api<{ list: { id: number; name: string; edu_id: number }[] }>(request, eduadmin, 'GET', '/api/admin/class?page_size=100');
  const klass = classes.list.find((item) => item.name === '金融2301')!;
  const username = `gb${stamp}`;
  const studentName = `成绩${stamp}`;
  const password = 'Grade@2026';
  await api(request, eduadmin, 'POST', '/api/admin/user', { username, name: studentName, password, role: 'edu_student', class_id: klass.id });

  // … an exam open now for the class, out of 10 …
  const examTitle = `E2E 成绩册考试 ${stamp}`;
  const exam = await api<{ id: number }>(request, teacherApi, 'POST', '/api/exam/examine', {
    title: examTitle,
    paper_id: await examPaper(request, teacherApi, stamp),
    start_at: new Date(Date.now() - 60_000).toISOString(),
    end_at: new Date(Date.now() + 60 * 60_000).toISOString(),
    duration_minutes: 30,
    class_ids: [klass.id],
    show_results: 'after_submit',
  });

  // … a small case of the college: hidden tests worth 30 (the template passes the one worth 20) and a rubric of 20.
  const types = await api<{ id: number }[]>(request, systeacher, 'GET', '/api/admin/bigdata/case/type');
  const caseTitle = `E2E 成绩册案例 ${stamp}`;
  const caseRow = await api<{ id: number }>(request, systeacher, 'POST', '/api/admin/bigdata/case/', {
    title: caseTitle,
    type_id: types[0]!.id,
    status: 'published',
    edu_ids: [klass.edu_id],
    template: [{ id: 'terms', type: 'code', source: 'rate = 0.05\nperiods = 10', locked: false }],
    tests: [
      { id: 'rate', name: '利率', code: 'assert rate == 0.05', points: 20 },
      { id: 'periods', name: '期数', code: 'assert periods == 12', points: 10 },
    ],
    rubric: [
      { id: 'analysis', name: '结果分析', points: 10 },
      { id: 'writing', name: '表达清楚', points: 10 },
    ],
  });
  try {
    // … and a course of 金融2301 whose chapter links the exam, the case and the 应收账款 ledger lab.
    const labs = await api<{ id: number; title: string }[] | { list: { id: number; title: string }[] }>(request, teacherApi, 'GET', '/api/block-lab/case');
    const lab = (Array.isArray(labs) ? labs : labs.list).find((item) => item.title === LAB)!;
    const course = await api<{ id: number }>(request, teacherApi, 'POST', '/api/admin/course', { title: `E2E 成绩册课程 ${stamp}`, status: 'published', class_ids: [klass.id] });
    await api(request, teacherApi, 'POST', `/api/admin/course/${course.id}/chapter`, { title: '第一章 期中', exam_ids: [exam.id], case_ids: [caseRow.id], block_case_ids: [lab.id] });

    // ── The student: the exam through its page (first question right, second wrong: 6 / 10).
    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    await signIn(student, username, password);
    await startExamFromList(student, examTitle, exam.id);
    await student.getByRole('button', { name: '全部' }).click();
    await student.getByRole('article', { name: '1. 单选题' }).getByRole('radio').nth(0).check();
    await student.getByRole('article', { name: '2. 单选题' }).getByRole('radio').nth(1).check();
    await expect(student.getByTestId('sync-status')).toHaveText(/^答案已保存/);
    await student.getByRole('button', { name: '交卷' }).click();
    await student.getByRole('dialog', { name: '确认交卷？' }).getByRole('button', { name: '确认交卷' }).click();
    await expect(student.getByRole('heading', { name: '已交卷' })).toBeVisible();
    await expect(student.getByTestId('exam-score')).toHaveText('得分：6 / 10');
    const examScore = 6;
    const examMax = 10;

    // The case: its hidden tests run on the student's work (here the template, through the call the 评测 tab makes;
    // the notebook itself is cases.spec's subject): 利率 passes, 期数 fails.
    const studentApi = await apiSignIn(request, username, password);
    const evaluation = await api<{ score: number; max_score: number }>(request, studentApi, 'GET', `/api/classroom/bigdata/case/${caseRow.id}/evaluation`);
    expect(evaluation).toMatchObject({ score: 20, max_score: 30 });

    // The ledger lab through its page: the first two steps signed and mined into block #1; the score is the page's.
    await student.goto('/app/edu/block_case');
    await student.getByRole('row', { name: new RegExp(LAB) }).getByRole('link', { name: /开始实验|继续实验/ }).click();
    await expect(student.getByRole('heading', { name: LAB, level: 1 })).toBeVisible();
    const steps = student.getByRole('navigation', { name: '操作步骤' }).getByRole('button');
    for (const order of [0, 1]) {
      await steps.nth(order).click();
      await student.getByRole('button', { name: '签名并提交' }).click();
      await expect(steps.nth(order)).toContainText('待出块');
    }
    await student.getByRole('button', { name: '开始挖矿' }).click();
    await expect(student.getByText('区块 #1 已被节点接受')).toBeVisible({ timeout: 60_000 });
    await expect(steps.nth(1)).toContainText('已完成');
    const labShown = student.getByText(/^得分 [1-9]\d*\/100$/).first();
    await expect(labShown).toBeVisible();
    const labScore = Number(/得分 (\d+)\/100/.exec((await labShown.textContent()) ?? '')![1]);
    await studentContext.close();

    // The gradebook's categories and weights, set through the API (the setup dialog is courseGradebook.test's subject):
    // 平时 40 % — the case (weight 2) and the lab (weight 1) by weight; 期末 60 % — the exam by points. The class's other
    // exams (other tests') stay out of every category, so they are shown but not counted.
    await api(request, teacherApi, 'PUT', `/api/gradebook/course/${course.id}/setup`, {
      categories: [
        { name: '平时', weight: 40, aggregation: 'weighted' },
        { name: '期末', weight: 60, aggregation: 'natural' },
      ],
      items: [
        { key: `case:${caseRow.id}`, category: '平时', weight: 2, excluded: false, zero_when_missing: false, deadline: null },
        { key: `lab:${lab.id}`, category: '平时', weight: 1, excluded: false, zero_when_missing: false, deadline: null },
        { key: `exam:${exam.id}`, category: '期末', weight: 1, excluded: false, zero_when_missing: false, deadline: null },
      ],
      letters: [
        { letter: '优秀', min: 90 },
        { letter: '良好', min: 80 },
        { letter: '中等', min: 70 },
        { letter: '及格', min: 60 },
        { letter: '不及格', min: 0 },
      ],
    });
    const final = examScore / examMax; // 期末 = 6/10

    // ── The teacher opens the course gradebook: the case waits for its rubric (待批阅) and is left out, not counted as 0,
    // so 平时 is the lab alone: 总评 = (40 × lab/100 + 60 × 6/10) / (40 + 60), in percent.
    const teacherContext = await browser.newContext();
    const teacher = await teacherContext.newPage();
    await signIn(teacher, 'teacher');
    const openBook = async () => {
      await teacher.goto('/app/edu/score');
      await teacher.getByRole('combobox', { name: '课程' }).selectOption({ label: `E2E 成绩册课程 ${stamp}` });
      return teacher.getByRole('table', { name: '课程成绩册' }).getByRole('row', { name: new RegExp(studentName) });
    };
    // A cell's button: its visible part (the score or why there is none), found by what it does for screen readers.
    const cell = (row: Locator, title: string) => row.getByRole('button', { name: new RegExp(`修改 ${studentName} 的「${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}」$`) }).locator('[data-part="shown"]');
    let studentRow = await openBook();
    await expect(cell(studentRow, caseTitle)).toHaveText('待批阅');
    await expect(cell(studentRow, examTitle)).toHaveText('6');
    await expect(cell(studentRow, LAB)).toHaveText(String(labScore));
    const beforeMarking = ((40 * (labScore / 100) + 60 * final) / (40 + 60)) * 100;
    await expect(cell(studentRow, '总评')).toHaveText(beforeMarking.toFixed(2));

    // 待批阅 lists the case's rubric for 金融2301 and leads to the case-teaching page, where the teacher marks it.
    await teacher.goto('/app/edu/marking');
    await teacher.getByRole('link', { name: `批阅「${caseTitle}」（金融2301）` }).click();
    await expect(teacher).toHaveURL(new RegExp(`/app/edu/course/teacher/${caseRow.id}(\\?.*)?$`));
    const row = teacher.getByRole('table', { name: '学生' }).getByRole('row').filter({ hasText: studentName });
    await row.getByRole('button', { name: '批阅' }).click();
    const markDialog = teacher.getByRole('dialog', { name: `批阅：${studentName}` });
    const points = markDialog.getByLabel('得分', { exact: true });
    await points.nth(0).fill('7');
    await points.nth(1).fill('4');
    await markDialog.getByRole('button', { name: '保存批阅' }).click();
    await expect(teacher.getByText('批阅已保存')).toBeVisible();
    const caseScore = evaluation.score + 7 + 4; // 20 + 7 + 4 = 31
    const caseMax = 30 + 20;

    // By hand: 平时 = (2 × 31/50 + 1 × lab/100) / (2 + 1); 总评 = (40 × 平时 + 60 × 6/10) / (40 + 60), in percent.
    const regular = (2 * (caseScore / caseMax) + 1 * (labScore / 100)) / (2 + 1);
    const expected = ((40 * regular + 60 * final) / (40 + 60)) * 100;
    studentRow = await openBook();
    await expect(cell(studentRow, caseTitle)).toHaveText('31');
    await expect(cell(studentRow, '总评')).toHaveText(expected.toFixed(2));
    // …and its 等级 on the five-level scale set above (the row's last cells are 总评, 等级 and the missing count).
    const letter = expected >= 90 ? '优秀' : expected >= 80 ? '良好' : expected >= 70 ? '中等' : expected >= 60 ? '及格' : '不及格';
    await expect(studentRow.getByRole('cell').nth(-2)).toHaveText(letter);
    // The book at both widths: on a phone it scrolls in its own box and never widens the page.
    for (const width of [1440, 390]) {
      await teacher.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      studentRow = await openBook();
      await expect(studentRow).toBeVisible();
      expect(await teacher.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `the page at ${width} px`).toBeLessThanOrEqual(0);
      await teacher.screenshot({ path: test.info().outputPath(`gradebook-${width}.png`) });
    }
    await teacherContext.close();
  } finally {
    // The case is this test's own: other tests count the platform's cases.
    await api(request, systeacher, 'DELETE', `/api/admin/bigdata/case/${caseRow.id}`);
  }
});
