import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, type CaseStudent, type Exam, type SimilarityLatest, type SimilarityPairDetail, type SimilarityReport, type StudyCaseWithWork } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fakes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { programItems } from './ExamSimilarity';

jest.setTimeout(30_000);
const WAIT = { timeout: 10_000 };

const opened = {
  case: { id: 3, title: '股票收益', type_id: 1, type_name: '量化投资', cover: '', summary: '', theory: '', difficulty: 2, tags: [], status: 'published', datasets: [], template: [], rubric: [], test_count: 0, test_points: 0, rubric_points: 0, updated_at: '2026-01-01T00:00:00.000Z' },
  work: { case_id: 3, cells: [], notebook_path: 'case-3/case.ipynb', datasets_ready: true, saved_at: null },
} as unknown as StudyCaseWithWork;

const student = (user_id: number, name: string, class_id = 2, class_name = '金融2301'): CaseStudent => ({
  user_id, username: `s${user_id}`, name, class_id, class_name, progress: 50, saved_at: null, last_run_at: null, run_count: 0, auto_score: null, manual_score: null, manual_pending: 0, total: 0, max: 100, signed: false, seed: null,
});

const done: SimilarityReport = {
  id: 9,
  status: 'done',
  created_at: '2026-01-01T01:00:00.000Z',
  finished_at: '2026-01-01T01:00:01.000Z',
  error: null,
  submissions: 3,
  outputs_compared: true,
  duration_ms: 42,
  students: [
    { user_id: 12, name: '李同学', username: 's12', fingerprints: 30 },
    { user_id: 13, name: '王同学', username: 's13', fingerprints: 28 },
    { user_id: 14, name: '赵同学', username: 's14', fingerprints: 20 },
  ],
  pairs: [
    { a: 12, b: 13, score: 0.93, shared: 26, regions: [{ a: { from: 2, to: 3 }, b: { from: 2, to: 4 } }] },
    { a: 12, b: 14, score: 0.1, shared: 2, regions: [] },
  ],
  output_groups: [{ user_ids: [13, 14], excerpt: 'annualised volatility: 0.2134' }],
};

const pair: SimilarityPairDetail = {
  report_id: 9,
  score: 0.93,
  shared: 26,
  regions: [{ a: { from: 2, to: 3 }, b: { from: 2, to: 4 } }],
  a: { user_id: 12, name: '李同学', username: 's12', code: 'import pandas as pd\nr = x.mean()\nprint(r)' },
  b: { user_id: 13, name: '王同学', username: 's13', code: 'import pandas as pd\n# mine\nv = y.mean()\nprint(v)' },
};

function setup(handlers: Fakes) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices(
    {
      current: () => currentUser('edu_teacher'),
      'getStudyCase(3)': () => opened,
      caseStudents: () => ({ list: [student(12, '李同学'), student(13, '王同学'), student(20, '钱同学', 4, '金融2302')], total: 3 }),
      listSign: () => [],
      listClasses: () => ({ list: [], total: 0 }),
      ...handlers,
    },
    { storage },
  );
}

async function openPanel() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '相似度检查' }, WAIT));
  return { user, panel: await screen.findByRole('region', { name: '相似度检查' }, WAIT) };
}

describe('similarity check from the case teaching page', () => {
  it('starts a report, follows it while it runs, then ranks the pairs and opens one side by side', async () => {
    let latest: SimilarityLatest = { submissions: 3, report: null };
    const { services, calls } = setup({
      latestSimilarityReport: () => latest,
      startSimilarityReport: () => {
        latest = { submissions: 3, report: { ...done, status: 'running', finished_at: null, pairs: [], students: [], output_groups: [], duration_ms: null } };
        return latest.report!;
      },
      'similarityPair(9)': () => pair,
    });
    renderApp(services, '/edu/course/teacher/3');
    const { user, panel } = await openPanel();
    // Two classes study the case: the first is chosen, the other can be.
    expect(within(panel).getByRole('combobox', { name: '班级' })).toHaveValue('2');
    expect(await within(panel).findByText('还没有检查过，点击“开始检查”。', {}, WAIT)).toBeInTheDocument();
    expect(within(panel).getByText('3 份提交')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '开始检查' }));
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/similarity/report')?.data).toEqual({ case_id: 3, class_id: 2 });
    expect(await within(panel).findByRole('status', {}, WAIT)).toHaveTextContent('正在检查，请稍候…');

    latest = { submissions: 3, report: done };
    const table = await within(panel).findByRole('table', { name: '相似的提交（按相似度排序）' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('meter', { name: '相似度 93%' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('李同学（s12）');
    expect(rows[0]).toHaveTextContent('王同学（s13）');
    const outputs = within(panel).getByRole('list', { name: '输出相同、代码不同' });
    expect(outputs).toHaveTextContent('2 名学生：王同学（s13）、赵同学（s14）');
    expect(outputs).toHaveTextContent('annualised volatility: 0.2134');

    await user.click(within(rows[0]!).getByRole('button', { name: '对比 李同学（s12） 与 王同学（s13）' }));
    const dialog = await screen.findByRole('dialog', { name: '李同学（s12） ↔ 王同学（s13）' }, WAIT);
    expect(await within(dialog).findByRole('button', { name: '匹配 1：第 2–3 行 ↔ 第 2–4 行' }, WAIT)).toBeInTheDocument();
    const right = within(dialog).getByRole('group', { name: '王同学（s13）' });
    expect([...right.querySelectorAll('[data-region]')].map((l) => l.getAttribute('data-line'))).toEqual(['2', '3', '4']);
    expect(calls.some((c) => c.url === '/api/similarity/report/9/pair')).toBe(true);
  });

  it('opens the report at once when the case is reached from its similarity link (?similarity=1)', async () => {
    const { services } = setup({ latestSimilarityReport: () => ({ submissions: 1, report: null }) });
    renderApp(services, '/edu/course/teacher/3?similarity=1');
    const panel = await screen.findByRole('region', { name: '相似度检查' }, WAIT);
    expect(await within(panel).findByText('提交不足两份', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '相似度检查' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when there are fewer than two submissions', async () => {
    const { services } = setup({ latestSimilarityReport: () => ({ submissions: 1, report: null }) });
    renderApp(services, '/edu/course/teacher/3');
    const { panel } = await openPanel();
    expect(await within(panel).findByText('提交不足两份', {}, WAIT)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: '开始检查' })).toBeNull();
  });

  it('shows the denial and a failed report', async () => {
    const { services } = setup({ latestSimilarityReport: () => envelope(null, 0, '权限不足') });
    const view = renderApp(services, '/edu/course/teacher/3');
    const { panel } = await openPanel();
    expect(await within(panel).findByText('权限不足', {}, WAIT)).toBeInTheDocument();
    view.unmount();

    const failed = setup({ latestSimilarityReport: () => ({ submissions: 3, report: { ...done, status: 'failed', error: 'case gone', pairs: [] } }) });
    renderApp(failed.services, '/edu/course/teacher/3');
    const again = await openPanel();
    expect(await within(again.panel).findByRole('alert', {}, WAIT)).toHaveTextContent('检查失败：case gone');
    await waitFor(() => expect(within(again.panel).getByRole('button', { name: '重新检查' })).toBeEnabled());
  });
});

describe('similarity check from the exam marking view', () => {
  it('chooses a programming question of the frozen paper and asks for its report', async () => {
    const exam = {
      id: 5, edu_id: 1, title: '期中考试', description: '', paper_id: 3, paper_title: '卷', start_at: '2026-03-01T01:00:00.000Z', end_at: '2026-03-01T03:00:00.000Z',
      duration_minutes: 90, classes: [{ id: 2, name: '金融2301' }], user_ids: [], attempts: 1, shuffle_questions: false, shuffle_options: false, show_results: 'after_close',
      total_score: 100, question_count: 2, status: 'closed', published: false, candidate_count: 3, submitted_count: 3, unmarked_count: 0, created_at: '2026-02-01T00:00:00.000Z', updated_at: '2026-02-01T00:00:00.000Z',
    } as Exam;
    const q = (question_id: number, type: 'short' | 'program') => ({ question_id, score: 10, question: { id: question_id, type, stem: '题', content: type === 'program' ? { type: 'program' as const, template: '', tests: [] } : { type: 'short' as const, reference: '' } } });
    const { services, calls } = setup({
      'getExam(5)': () => exam,
      'markingQueue(5)': () => ({ list: [] }),
      'getExamPaper(5)': () => ({ exam_id: 5, total_score: 30, sections: [{ title: '', description: '', questions: [q(11, 'short'), q(12, 'program'), q(13, 'program')] }] }),
      latestSimilarityReport: () => ({ submissions: 3, report: done }),
    });
    renderApp(services, '/edu/examine/5/grade');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '相似度检查' }, WAIT));
    const select = await screen.findByRole('combobox', { name: '编程题' }, WAIT);
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['第 2 题', '第 3 题']);
    expect(await screen.findByRole('table', { name: '相似的提交（按相似度排序）' }, WAIT)).toBeInTheDocument();
    await user.selectOptions(select, '13');
    // The other question's report is asked for.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url === '/api/similarity/report')).toHaveLength(2));
  });
});

describe('programItems', () => {
  it('lists programming and notebook questions and programming sub-questions in paper order', () => {
    const q = (question_id: number, content: unknown) => ({ question_id, score: 10, question: { content } });
    const paper = {
      exam_id: 1,
      total_score: 30,
      sections: [
        { title: '', description: '', questions: [q(4, { type: 'short' }), q(5, { type: 'program', template: '', tests: [] })] },
        { title: '', description: '', questions: [q(6, { type: 'case', children: [{ key: 'a', content: { type: 'single' } }, { key: 'b', content: { type: 'program' } }] })] },
        { title: '', description: '', questions: [q(7, { type: 'notebook', cells: [], tests: [] })] },
      ],
    } as unknown as Parameters<typeof programItems>[0];
    expect(programItems(paper)).toEqual([
      { item: '5', order: 2, sub: null },
      { item: '6:b', order: 3, sub: 'b' },
      { item: '7', order: 4, sub: null },
    ]);
  });
});
