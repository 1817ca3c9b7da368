import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, type AttemptReview, type Candidate, type ClassInfo, type Exam, type Gradebook, type MarkingAnswers, type Paper, type Role } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fakes } from '../../../../test/fakeApi';
import { expectFormulasRendered } from '../../../../test/formulaChecks';
import { renderApp } from '../../../../test/renderApp';

jest.setTimeout(30_000);

function setup(role: Role, handlers: Fakes) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser(role), ...handlers }, { storage });
}

const klass: ClassInfo = { id: 2, edu_id: 1, name: '金融2301', grade: '2023', teacher_id: null, teacher_name: null, remark: '', member_count: 30, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' } as ClassInfo;

const paper = (id: number, bank: 'college' | 'platform', title: string): Paper => ({
  id,
  edu_id: bank === 'college' ? 1 : null,
  bank,
  title,
  description: '',
  duration_minutes: 90,
  total_score: 100,
  question_count: 20,
  author_name: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const exam: Exam = {
  id: 5,
  edu_id: 1,
  title: '期中考试',
  description: '',
  paper_id: 3,
  paper_title: '金融学期中卷',
  start_at: '2026-03-01T01:00:00.000Z',
  end_at: '2026-03-01T03:00:00.000Z',
  duration_minutes: 90,
  classes: [{ id: 2, name: '金融2301' }],
  user_ids: [],
  attempts: 1,
  shuffle_questions: false,
  shuffle_options: false,
  show_results: 'after_close',
  total_score: 100,
  question_count: 20,
  status: 'closed',
  published: false,
  candidate_count: 30,
  submitted_count: 3,
  unmarked_count: 2,
  created_at: '2026-02-01T00:00:00.000Z',
  updated_at: '2026-02-01T00:00:00.000Z',
};

const paged = <T,>(list: T[]) => ({ list, total: list.length, page: 1, page_size: 20 });

describe('exam list (staff)', () => {
  it('creates an exam: the form sends the paper, the window in ISO with +08:00 and the classes', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_teacher', {
      listExams: () => paged([]),
      listClasses: () => paged([klass]),
      listPapers: (config) => paged((config.params as { bank: string }).bank === 'platform' ? [paper(9, 'platform', '平台金融卷')] : [paper(3, 'college', '金融学期中卷')]),
      createExam: () => exam,
    });
    renderApp(services, '/edu/examine/index');
    expect(await screen.findByText('还没有考试', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '新建考试' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '新建考试' });

    // Nothing filled: every problem is named, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择试卷')).toBeInTheDocument();
    expect(within(dialog).getByText('请至少选择一个班级或一名考生')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const paperSelect = within(dialog).getByRole('combobox', { name: '试卷' });
    await waitFor(() => expect(within(paperSelect).getByRole('option', { name: /平台金融卷/ })).toBeInTheDocument());
    await user.selectOptions(paperSelect, '3');
    // The paper's title and duration fill the empty fields.
    expect(within(dialog).getByRole('textbox', { name: '考试名称' })).toHaveValue('金融学期中卷');
    fireEvent.change(within(dialog).getByLabelText('开始时间'), { target: { value: '2026-03-01T09:00' } });
    fireEvent.change(within(dialog).getByLabelText('结束时间'), { target: { value: '2026-03-01T11:00' } });
    await user.click(within(dialog).getByRole('checkbox', { name: /金融2301/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: '打乱选项顺序' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/exam/examine')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.data).toEqual({
      title: '金融学期中卷',
      description: '',
      paper_id: 3,
      start_at: '2026-03-01T09:00:00+08:00',
      end_at: '2026-03-01T11:00:00+08:00',
      duration_minutes: 90,
      class_ids: [2],
      user_ids: [],
      attempts: 1,
      shuffle_questions: false,
      shuffle_options: true,
      show_results: 'after_close',
    });
    expect(await screen.findByText('考试已创建')).toBeInTheDocument();
  });

  it('shows the server refusal when an exam cannot be deleted', async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_admin', {
      listExams: () => paged([exam]),
      listClasses: () => paged([klass]),
      'deleteExam(5)': () => envelope(null, 0, '已有考生作答，不能删除考试'),
    });
    renderApp(services, '/edu/examine/index');
    const table = await screen.findByRole('table', { name: '考试管理' }, { timeout: 10_000 });
    const row = await within(table).findByRole('row', { name: /期中考试/ });
    expect(within(row).getByRole('link', { name: '期中考试' })).toHaveAttribute('href', '/app/edu/examine/5/base');
    expect(row).toHaveTextContent('2026-03-01 09:00 – 2026-03-01 11:00');
    await user.click(within(row).getByRole('button', { name: '删除考试“期中考试”' }));
    const dialog = await screen.findByRole('dialog', { name: '删除该考试？' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已有考生作答，不能删除考试')).toBeInTheDocument();
  });
});

describe('marking', () => {
  const answers: MarkingAnswers = {
    item: '12',
    stem: '简述资本资产定价模型的假设。',
    score: 10,
    reference: '投资者理性、无摩擦市场……',
    list: [
      { attempt_id: 101, user_id: 21, user_name: '王一', username: 's21', response: '理性投资者', awarded: null, comment: '' },
      { attempt_id: 102, user_id: 22, user_name: '李二', username: 's22', response: '市场有效', awarded: 6, comment: '' },
      { attempt_id: 103, user_id: 23, user_name: '张三', username: 's23', response: '无税收', awarded: null, comment: '' },
    ],
  };

  it('marks with the keyboard: Enter saves the score and moves to the next unmarked answer', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_teacher', {
      'getExam(5)': () => exam,
      'markingQueue(5)': () => ({ list: [{ item: '12', question_id: 12, order: 4, type: 'short', stem: answers.stem, score: 10, total: 3, marked: 1 }] }),
      'markingQuestion(5,12)': () => answers,
      'markAnswer(5,12,101)': (config) => {
        const body = JSON.parse(String(config.data)) as { score: number; comment: string };
        return { ...answers.list[0], awarded: body.score, comment: body.comment };
      },
      'markAnswer(5,12,103)': (config) => {
        const body = JSON.parse(String(config.data)) as { score: number; comment: string };
        return { ...answers.list[2], awarded: body.score, comment: body.comment };
      },
    });
    renderApp(services, '/edu/examine/5/grade');
    const queue = await screen.findByRole('table', { name: '阅卷' }, { timeout: 10_000 });
    expect(await within(queue).findByText('1 / 3')).toBeInTheDocument();
    await user.click(within(queue).getByRole('button', { name: '批阅第 4 题' }));

    expect(await screen.findByText('投资者理性、无摩擦市场……')).toBeInTheDocument();
    expect(screen.getByTestId('marking-progress')).toHaveTextContent('已批阅 1 / 3');
    const first = within(screen.getByRole('listitem', { name: '王一（s21）' })).getByRole('textbox', { name: /^得分/ });

    // Out of range: explained, nothing sent.
    await user.type(first, '12{Enter}');
    expect(await screen.findByText('得分须在 0 到 10 之间')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(first);
    await user.type(within(screen.getByRole('listitem', { name: '王一（s21）' })).getByLabelText(/^评语/), '要点不全');
    await user.click(first);
    await user.keyboard('7.5{Enter}');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ url: '/api/exam/examine/5/marking/12/101', data: { score: 7.5, comment: '要点不全' } });
    // The cursor skips 李二 (already marked) and lands on 张三.
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: '张三（s23）' })).getByRole('textbox', { name: /^得分/ })).toHaveFocus());
    expect(screen.getByTestId('marking-progress')).toHaveTextContent('已批阅 2 / 3');

    // Ctrl + Enter in a comment saves too; the last one marked says so.
    const last = screen.getByRole('listitem', { name: '张三（s23）' });
    await user.keyboard('3');
    await user.click(within(last).getByLabelText(/^评语/));
    await user.keyboard('一般{Control>}{Enter}{/Control}');
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]).toMatchObject({ url: '/api/exam/examine/5/marking/12/103', data: { score: 3, comment: '一般' } });
    expect(within(last).getByLabelText(/^评语/)).toHaveValue('一般');
    expect(await screen.findByText('本题已全部批阅')).toBeInTheDocument();
    expect(screen.getByTestId('marking-progress')).toHaveTextContent('已批阅 3 / 3');

    // Unmarked only: with everything marked, nothing is left to show.
    await user.click(screen.getByRole('checkbox', { name: '只看未批阅' }));
    expect(screen.queryByRole('listitem', { name: '李二（s22）' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '王一（s21）' })).not.toBeInTheDocument();
    expect(screen.getAllByText('本题已全部批阅').length).toBeGreaterThan(0);
  });

  it('shows the stem, the reference and each answer with their formulas rendered, answers keeping their lines', async () => {
    const user = userEvent.setup();
    const withFormulas: MarkingAnswers = {
      item: '12',
      stem: '写出债券价格 $P$ 的表达式：\n\n$$P = \\sum_{t=1}^{n} \\frac{C}{(1+y)^t}$$',
      score: 10,
      reference: '修正久期 \\(D^*\\) 满足\n$$\\frac{\\Delta P}{P} \\approx -D^{*} \\Delta y$$',
      list: [{ attempt_id: 101, user_id: 21, user_name: '王一', username: 's21', response: '现值之和 $\\sum_t \\frac{C}{(1+y)^t}$\n久期越大越敏感', awarded: null, comment: '' }],
    };
    const { services } = setup('edu_teacher', {
      'getExam(5)': () => exam,
      'markingQueue(5)': () => ({ list: [{ item: '12', question_id: 12, order: 4, type: 'short', stem: withFormulas.stem, score: 10, total: 1, marked: 0 }] }),
      'markingQuestion(5,12)': () => withFormulas,
    });
    renderApp(services, '/edu/examine/5/grade');
    const queue = await screen.findByRole('table', { name: '阅卷' }, { timeout: 10_000 });
    // The queue's stem excerpt: formulas inline (MathExcerpt).
    expect((await within(queue).findAllByRole('math', {}, { timeout: 10_000 })).length).toBeGreaterThanOrEqual(2);
    await user.click(within(queue).getByRole('button', { name: '批阅第 4 题' }));
    const answer = await screen.findByRole('listitem', { name: '王一（s21）' }, { timeout: 10_000 });
    const sources = ['\\sum', '\\frac', '\\Delta', '$', '\\('];
    expectFormulasRendered(screen.getByRole('region', { name: '题干' }), sources, 2);
    expectFormulasRendered(screen.getByRole('region', { name: '参考答案' }), sources, 2);
    expectFormulasRendered(answer, sources, 1);
    // A typed answer keeps its line break.
    expect(answer.querySelector('br')).not.toBeNull();
  });
});

describe('gradebook', () => {
  const book: Gradebook = {
    class: { id: 2, name: '金融2301' },
    exams: [
      { id: 5, title: '期中考试', total_score: 100, weight: 40 },
      { id: 6, title: '期末考试', total_score: 150, weight: 60 },
    ],
    students: [{ user_id: 21, username: 's21', name: '王一', scores: [80, null], weighted: 32 }],
  };

  it('asks for a class, then saves edited weights and shows the regraded book', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_admin', {
      listClasses: () => paged([klass]),
      gradebook: (config) => ((config.params as { class_id: number }).class_id === 2 ? book : envelope(null, 0, '班级不存在')),
      setGradebookWeights: () => ({ ...book, exams: [{ ...book.exams[0], weight: 50 }, { ...book.exams[1], weight: 50 }], students: [{ ...book.students[0], weighted: 40 }] }),
      gradebookCourses: () => ({ list: [] }),
    });
    renderApp(services, '/edu/score');
    // The course gradebook opens first; the class's exam scores have their own tab.
    await user.click(await screen.findByRole('tab', { name: '班级考试成绩' }, { timeout: 10_000 }));
    expect(await screen.findByText('选择一个班级，查看该班学生在各场考试中的成绩。', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: '班级' }), '2');

    const table = await screen.findByRole('table', { name: '金融2301成绩册' });
    const row = within(table).getByRole('row', { name: /王一/ });
    expect(within(row).getByText('未交卷')).toBeInTheDocument();
    expect(within(row).getByText('32.00')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: '保存权重' });
    expect(save).toBeDisabled();

    const midterm = screen.getByRole('textbox', { name: '期中考试 权重' });
    await user.clear(midterm);
    await user.type(midterm, '150');
    await user.click(save);
    expect(await screen.findByText('权重须为 0–100 之间的数字，最多两位小数')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(midterm);
    await user.type(midterm, '50');
    const final = screen.getByRole('textbox', { name: '期末考试 权重' });
    await user.clear(final);
    await user.type(final, '50');
    await user.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.data).toEqual({ class_id: 2, weights: [{ exam_id: 5, weight: 50 }, { exam_id: 6, weight: 50 }] });
    expect(await within(screen.getByRole('table', { name: '金融2301成绩册' })).findByText('40.00')).toBeInTheDocument();
  });
});

describe('exam detail', () => {
  it('shows the denied state when the server refuses the exam', async () => {
    const { services } = setup('edu_teacher', { 'getExam(5)': () => envelope(null, 0, '没有权限查看该考试') });
    renderApp(services, '/edu/examine/5/base');
    expect(await screen.findByText('没有权限查看该考试', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('无权访问')).toBeInTheDocument();
    expect(screen.getByText('如需访问，请联系本院校管理员开通权限。')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the exam again', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const { services } = setup('edu_teacher', {
      'getExam(5)': () => {
        answers += 1;
        return answers === 1 ? envelope(null, 0, '考试不存在') : exam;
      },
      'listExamCandidates(5)': () => ({ list: [] }),
      'markingQueue(5)': () => ({ list: [] }),
    });
    const { router } = renderApp(services, '/edu/examine/5/user');
    expect(await screen.findByText('考试不存在', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: /期中考试/ })).toBeInTheDocument();
    expect(await screen.findByText('还没有考生')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '考生', selected: true })).toBeInTheDocument();

    // The tabs are the exam's child routes.
    await user.click(screen.getByRole('tab', { name: '阅卷与成绩' }));
    expect(await screen.findByText('没有需要人工批阅的题目')).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/\/edu\/examine\/5\/grade$/);
  });

  it('changes an objective key and reports the regraded attempts', async () => {
    const user = userEvent.setup();
    const question = {
      id: 31,
      edu_id: 1,
      bank: 'college' as const,
      category_id: null,
      category_name: null,
      type: 'single' as const,
      stem: '下列哪项是系统性风险？',
      analysis: '',
      difficulty: 3,
      knowledge_points: [],
      score: 5,
      content: { type: 'single' as const, options: [{ key: 'A', text: '利率风险' }, { key: 'B', text: '经营风险 $\\sigma_\\varepsilon^2$' }], answer: 'B' },
      author_id: null,
      author_name: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    const frozen = { exam_id: 5, total_score: 5, sections: [{ title: '一、单选题', description: '', questions: [{ question_id: 31, score: 5, question }] }] };
    const { services, calls } = setup('edu_teacher', {
      'getExam(5)': () => exam,
      'getExamPaper(5)': () => frozen,
      'updateExamAnswerKey(5,31)': () => frozen,
    });
    renderApp(services, '/edu/examine/5/paper');
    await user.click(await screen.findByRole('button', { name: '修改第 1 题的答案' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '修改答案' });
    // Options show their formulas rendered (MathExcerpt), not their TeX.
    expectFormulasRendered(dialog, ['\\sigma', '$'], 1);
    await user.click(within(dialog).getByRole('radio', { name: /利率风险/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存并重新评分' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.data).toEqual({ content: { type: 'single', options: question.content.options, answer: 'A' } });
    expect(await screen.findByText('答案已修改，已重新评分 3 份答卷')).toBeInTheDocument();
  });
});

describe('candidates', () => {
  const candidates: Candidate[] = [
    { user_id: 21, username: 's21', name: '王一', class_name: '金融2301', extra_minutes: 0, attempt: { id: 101, status: 'submitted', started_at: '2026-03-01T01:05:00.000Z', deadline: '2026-03-01T02:35:00.000Z', submitted_at: '2026-03-01T02:00:00.000Z', score: 85, answered: 19 }, attempts_used: 1, event_count: 2 },
    { user_id: 22, username: 's22', name: '李二', class_name: null, extra_minutes: 10, attempt: null, attempts_used: 0, event_count: 0 },
  ];
  const review: AttemptReview = {
    attempt_id: 101,
    exam_id: 5,
    exam_title: '期中考试',
    submitted_at: '2026-03-01T02:00:00.000Z',
    keys_released: true,
    total_score: 100,
    score: 85,
    user_id: 21,
    user_name: '王一',
    status: 'submitted',
    events: [{ id: 1, attempt_id: 101, user_id: 21, user_name: '王一', type: 'paste', at: '2026-03-01T01:30:00.000Z', detail: '' }],
    questions: [
      { question_id: 31, order: 1, type: 'judge', stem: '债券价格与利率反向变动。', score: 5, awarded: 5, correct: true, response: true, comment: '', content: { type: 'judge', answer: true }, analysis: '', tests: null },
      { question_id: 32, order: 2, type: 'short', stem: '简述久期的含义。', score: 10, awarded: null, correct: null, response: '价格对利率的敏感度', comment: '', content: { type: 'short', reference: '' }, analysis: '', tests: null },
      {
        question_id: 33,
        order: 3,
        type: 'notebook',
        stem: '计算你的价格序列的均值。',
        score: 10,
        awarded: 10,
        correct: true,
        response: null,
        comment: '',
        content: { type: 'notebook', cells: [{ type: 'code', source: 'mean = None', locked: false }], tests: [{ name: '均值', code: 'assert True', points: 10 }], parameters: [{ name: 'n', description: '' }], generator: 'def generate(seed): ...' },
        analysis: '',
        tests: [{ name: '均值', passed: true, points: 10, message: '' }],
        data: { seed: 123456, params: { n: 250 } },
      },
    ],
  };

  it('lists attempts, saves extra time, shows events and reviews an attempt', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_teacher', {
      'getExam(5)': () => exam,
      'listExamCandidates(5)': () => ({ list: candidates }),
      'setExtraTime(5,22)': () => ({ ...candidates[1], extra_minutes: 15 }),
      'listIntegrityEvents(5)': (config) => ((config.params as { user_id?: number } | undefined)?.user_id === 21 ? { list: review.events } : { list: [] }),
      'getAttemptReview(5,101)': () => review,
    });
    renderApp(services, '/edu/examine/5/user');
    const table = await screen.findByRole('table', { name: '考生' }, { timeout: 10_000 });
    const first = await within(table).findByRole('row', { name: /王一/ });
    expect(within(first).getByText('19 / 20')).toBeInTheDocument();
    expect(within(first).getByText('85 / 100')).toBeInTheDocument();
    const second = within(table).getByRole('row', { name: /李二/ });
    expect(within(second).getByText('额外考生')).toBeInTheDocument();
    expect(within(second).getAllByText('未开始').length).toBeGreaterThan(0);

    await user.click(within(second).getByRole('button', { name: '延时：李二' }));
    const extra = await screen.findByRole('dialog', { name: '为李二设置延时' });
    const minutes = within(extra).getByRole('spinbutton', { name: '延长分钟数' });
    await user.clear(minutes);
    await user.type(minutes, '700');
    await user.click(within(extra).getByRole('button', { name: '保存' }));
    expect(await within(extra).findByText('请输入 0–600 之间的整数')).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, '15');
    await user.click(within(extra).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ url: '/api/exam/examine/5/candidates/22/extra-time', data: { minutes: 15 } }));

    await user.click(within(first).getByRole('button', { name: '查看王一的 2 条异常事件' }));
    const events = await screen.findByRole('dialog', { name: '王一的异常事件' });
    expect(await within(events).findByText('粘贴')).toBeInTheDocument();
    await user.click(within(events).getAllByRole('button', { name: '关闭' })[0] as HTMLElement);

    await user.click(within(first).getByRole('button', { name: '查看答卷：王一' }));
    const dialog = await screen.findByRole('dialog', { name: '王一的答卷' });
    expect(await within(dialog).findByText('债券价格与利率反向变动。')).toBeInTheDocument();
    expect(within(dialog).getByText('价格对利率的敏感度')).toBeInTheDocument();
    expect(within(dialog).getAllByText('待批阅').length).toBeGreaterThan(0);
    // A notebook question with per-student data: the seed and parameters this candidate had.
    expect(within(dialog).getByText('该考生的数据：种子 123456 · 参数 n = 250')).toBeInTheDocument();
  });

  it('shows each candidate\'s latest device check with a link to the report, and the counts', async () => {
    const asked: unknown[] = [];
    const { services } = setup('edu_teacher', {
      'getExam(5)': () => exam,
      'listExamCandidates(5)': () => ({ list: candidates }),
      deviceCheckRoster: (config) => {
        asked.push(config.params);
        return {
          title: '期中考试',
          rows: [
            { user_id: 21, name: '王一', username: 's21', class_name: '金融2301', report: { id: 'k3v9x2m7q4ta', created_at: '2026-02-28T01:00:00.000Z', verdict: 'pass', exam_id: 5, current: true } },
            { user_id: 22, name: '李二', username: 's22', class_name: null, report: null },
          ],
          counts: { pass: 1, warn: 0, fail: 0, none: 1 },
        };
      },
    });
    renderApp(services, '/edu/examine/5/user');
    const table = await screen.findByRole('table', { name: '考生' }, { timeout: 10_000 });
    expect(await screen.findByText('考前设备检测：通过 1 · 有警告 0 · 未通过 0 · 未检测或已过期 1')).toBeInTheDocument();
    expect(asked).toEqual([{ exam_id: 5 }]);
    const first = await within(table).findByRole('row', { name: /王一/ });
    expect(within(first).getByRole('link', { name: '查看 王一 的设备检测报告' })).toHaveAttribute('href', '/app/test?report=k3v9x2m7q4ta');
    expect(within(first).getByText('通过')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /李二/ })).getByText('未检测')).toBeInTheDocument();
  });
});

describe('exam list (student)', () => {
  it('shows a student their own exams instead of the staff list', async () => {
    const { services, calls } = setup('edu_student', {
      listExams: () =>
        paged([
          {
            id: 5,
            title: '期中考试',
            description: '',
            start_at: exam.start_at,
            end_at: exam.end_at,
            duration_minutes: 90,
            total_score: 100,
            question_count: 20,
            status: 'scheduled',
            attempts_allowed: 1,
            attempts_used: 0,
            can_start: false,
            show_results: 'after_close',
            attempt: null,
            score_released: false,
            results_available: false,
          },
        ]),
    });
    renderApp(services, '/edu/examine/index');
    expect(await screen.findByText('期中考试', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建考试' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/admin/class')).toBe(false);
  });
});
