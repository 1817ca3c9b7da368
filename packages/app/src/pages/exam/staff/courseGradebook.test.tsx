import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, type CourseGradebook, type MyCourseGradebook, type Role } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fakes } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

jest.setTimeout(30_000);

function setup(role: Role, handlers: Fakes) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser(role), ...handlers }, { storage });
}

const cell = (score: number | null, patch: Partial<CourseGradebook['students'][number]['cells'][number]> = {}) => ({ score, override: null, state: score === null ? ('missing' as const) : ('counted' as const), pending: false, ...patch });

const book: CourseGradebook = {
  course: { id: 7, title: '金融数据分析基础' },
  classes: [{ id: 2, name: '金融2301' }],
  class_id: null,
  editable: true,
  categories: [
    { id: 1, name: '平时', weight: 40, aggregation: 'weighted' },
    { id: 2, name: '期末', weight: 60, aggregation: 'natural' },
  ],
  letters: [
    { letter: '优秀', min: 90 },
    { letter: '不及格', min: 0 },
  ],
  items: [
    { key: 'case:3', kind: 'case', title: '资产定价案例', max_score: 100, category_id: 1, weight: 1, excluded: false, zero_when_missing: false, deadline: null, deadline_passed: false },
    { key: 'exam:5', kind: 'exam', title: '期末考试', max_score: 100, category_id: 2, weight: 1, excluded: false, zero_when_missing: false, deadline: '2026-01-10T08:00:00.000Z', deadline_passed: true },
  ],
  students: [
    { user_id: 21, username: 's21', name: '王一', class_name: '金融2301', cells: [cell(84), cell(100)], categories: [84, 100], total: 93.6, computed: 93.6, total_overridden: false, letter: '优秀', missing: 0 },
    { user_id: 22, username: 's22', name: '李二', class_name: '金融2301', cells: [cell(null, { pending: true }), cell(null)], categories: [null, null], total: null, computed: null, total_overridden: false, letter: null, missing: 2 },
  ],
};

const courses = () => ({ list: [{ id: 7, title: '金融数据分析基础', classes: [{ id: 2, name: '金融2301' }] }] });

describe('course gradebook (/edu/score)', () => {
  it('opens a course, shows missing work as missing, and overrides a score only with a reason', async () => {
    const user = userEvent.setup();
    let overrideBody: unknown;
    const { services, calls } = setup('edu_teacher', {
      gradebookCourses: courses,
      'courseGradebook(7)': () => book,
      'overrideGrade(7)': (config) => {
        overrideBody = JSON.parse(String(config.data));
        return null;
      },
    });
    renderApp(services, '/edu/score');
    await user.selectOptions(await screen.findByRole('combobox', { name: '课程' }, { timeout: 10_000 }), '7');
    const table = await screen.findByRole('table', { name: '课程成绩册' });
    const first = within(table).getByRole('row', { name: /王一/ });
    expect(first).toHaveTextContent('93.60');
    expect(first).toHaveTextContent('优秀');
    const second = within(table).getByRole('row', { name: /李二/ });
    expect(within(second).getByText('待批阅')).toBeInTheDocument();
    expect(within(second).getByText('缺')).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: /修改 李二 的「期末考试」$/ }));
    const dialog = await screen.findByRole('dialog', { name: '修改 李二 的成绩' });
    await user.type(within(dialog).getByRole('textbox', { name: /新成绩/ }), '120');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写 0–100 之间的成绩')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写修改原因')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(within(dialog).getByRole('textbox', { name: /新成绩/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /新成绩/ }), '60');
    await user.type(within(dialog).getByRole('textbox', { name: /原因/ }), '缓考，按补考成绩');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(overrideBody).toEqual({ user_id: 22, item: 'exam:5', score: 60, reason: '缓考，按补考成绩' }));
    expect(await screen.findByText('成绩已修改并记录')).toBeInTheDocument();
  });

  it('saves the setup: categories with weights and each item in one', async () => {
    const user = userEvent.setup();
    let setupBody: unknown;
    const { services } = setup('edu_teacher', {
      gradebookCourses: courses,
      'courseGradebook(7)': () => book,
      'saveGradebookSetup(7)': (config) => {
        setupBody = JSON.parse(String(config.data));
        return book;
      },
    });
    renderApp(services, '/edu/score');
    await user.selectOptions(await screen.findByRole('combobox', { name: '课程' }, { timeout: 10_000 }), '7');
    await user.click(await screen.findByRole('button', { name: '成绩设置' }));
    const dialog = await screen.findByRole('dialog', { name: '成绩设置' });
    const weight = within(dialog).getByRole('textbox', { name: '权重（%） 平时' });
    await user.clear(weight);
    await user.type(weight, '30');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '分类 资产定价案例' }), '');
    await user.click(within(dialog).getByRole('checkbox', { name: '逾期计 0 分 期末考试' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(setupBody).toEqual({
        categories: [
          { name: '平时', weight: 30, aggregation: 'weighted' },
          { name: '期末', weight: 60, aggregation: 'natural' },
        ],
        items: [
          { key: 'case:3', category: null, weight: 1, excluded: false, zero_when_missing: false, deadline: null },
          { key: 'exam:5', category: '期末', weight: 1, excluded: false, zero_when_missing: true, deadline: null },
        ],
        letters: [
          { letter: '优秀', min: 90 },
          { letter: '不及格', min: 0 },
        ],
      }),
    );
    // The case has no deadline yet: counting it as 0 cannot be ticked.
    expect(screen.queryByRole('dialog', { name: '成绩设置' })).not.toBeInTheDocument();
  });

  it('says so when no course is open to the caller, and keeps the class exam scores in their own tab', async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_admin', { gradebookCourses: () => ({ list: [] }), listClasses: () => ({ list: [], total: 0, page: 1, page_size: 100 }) });
    renderApp(services, '/edu/score');
    expect(await screen.findByText('还没有可查看成绩册的课程', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '班级考试成绩' }));
    expect(screen.getByRole('tab', { name: '班级考试成绩', selected: true })).toBeInTheDocument();
  });

  it("shows a class's totals and grades per course in their own tab", async () => {
    const user = userEvent.setup();
    const klass = { id: 2, edu_id: 1, name: '金融2301', grade: '2023', teacher_id: null, teacher_name: null, remark: '', member_count: 2, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
    const { services } = setup('edu_teacher', {
      gradebookCourses: courses,
      listClasses: () => ({ list: [klass], total: 1, page: 1, page_size: 100 }),
      'classGradebook(2)': () => ({
        class: { id: 2, name: '金融2301' },
        courses: [{ id: 7, title: '金融数据分析基础' }],
        students: [
          { user_id: 21, username: 's21', name: '王一', totals: [93.6], letters: ['优秀'] },
          { user_id: 22, username: 's22', name: '李二', totals: [null], letters: [null] },
        ],
      }),
    });
    renderApp(services, '/edu/score');
    await user.click(await screen.findByRole('tab', { name: '班级总评' }, { timeout: 10_000 }));
    await user.selectOptions(await screen.findByRole('combobox', { name: '班级' }), '2');
    const table = await screen.findByRole('table', { name: '金融2301各课程总评' });
    expect(within(table).getByRole('row', { name: /王一/ })).toHaveTextContent('93.60 优秀');
    expect(within(table).getByRole('row', { name: /李二/ })).toHaveTextContent('—');
  });

  it("adds a competition session's results with the quiz's total suggested as full marks", async () => {
    const user = userEvent.setup();
    let added: unknown;
    const { services } = setup('edu_teacher', {
      gradebookCourses: courses,
      'courseGradebook(7)': () => book,
      'gradebookCompetitionSessions(7)': () => ({ list: [{ competition_session_id: 4, competition_title: '金融知识竞赛', session_title: '初赛', kind: 'quiz', suggested_max: 14, added: false }] }),
      'addCompetitionItem(7)': (config) => {
        added = JSON.parse(String(config.data));
        return null;
      },
    });
    renderApp(services, '/edu/score');
    await user.selectOptions(await screen.findByRole('combobox', { name: '课程' }, { timeout: 10_000 }), '7');
    await user.click(await screen.findByRole('button', { name: '竞赛成绩' }));
    const dialog = await screen.findByRole('dialog', { name: '竞赛成绩' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /竞赛场次/ }), '4');
    expect(within(dialog).getByRole('textbox', { name: /满分/ })).toHaveValue('14');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(added).toEqual({ competition_session_id: 4, max_score: 14 }));
    expect(await screen.findByText('已添加竞赛成绩')).toBeInTheDocument();
  });

  it('shows a refusal as the denied state', async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_teacher', { gradebookCourses: courses, 'courseGradebook(7)': () => envelope(null, 0, '权限不足') });
    renderApp(services, '/edu/score');
    await user.selectOptions(await screen.findByRole('combobox', { name: '课程' }, { timeout: 10_000 }), '7');
    expect(await screen.findByText('权限不足')).toBeInTheDocument();
  });
});

describe('my course grades (/edu/grade)', () => {
  const mine: MyCourseGradebook = {
    course: { id: 7, title: '金融数据分析基础' },
    categories: [
      { id: 1, name: '平时', weight: 40, aggregation: 'weighted', percent: 84 },
      { id: 2, name: '期末', weight: 60, aggregation: 'natural', percent: null },
    ],
    items: [
      { key: 'case:3', kind: 'case', title: '资产定价案例', max_score: 100, category_id: 1, deadline: null, cell: cell(84) },
      { key: 'exam:5', kind: 'exam', title: '期末考试', max_score: 100, category_id: 2, deadline: null, cell: cell(null) },
    ],
    total: 84,
    total_overridden: false,
    letter: '良好',
    missing: ['期末考试'],
  };

  it('shows each category, the total so far and what is still missing', async () => {
    const { services } = setup('edu_student', { myGrades: () => ({ list: [] }), myGradebook: () => ({ list: [mine] }), myBlockLabAttempts: () => [] });
    renderApp(services, '/edu/grade');
    const section = await screen.findByRole('region', { name: '金融数据分析基础' }, { timeout: 10_000 });
    // The total so far and 平时 are both 84 %; 期末 has nothing yet.
    expect(within(section).getAllByText('84.00%')).toHaveLength(2);
    expect(within(section).getByText('—')).toBeInTheDocument();
    expect(within(section).getByText('良好')).toBeInTheDocument();
    expect(within(section).getByText('尚未完成：期末考试')).toBeInTheDocument();
    expect(within(section).getByText('84 / 100')).toBeInTheDocument();
  });
});
