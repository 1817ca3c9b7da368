import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, type CaseStudent, type NotebookClient, type NotebookOutput, type NotebookRunResult, type NotebookStatus, type Role, type StudyCaseWithWork } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fakes } from '../../../test/fakeApi';
import { expectFormulasRendered } from '../../../test/formulaChecks';
import { renderApp } from '../../../test/renderApp';

jest.setTimeout(30_000);

const signedIn = () => {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return storage;
};

const opened: StudyCaseWithWork = {
  case: {
    id: 3,
    title: '股票收益、波动率与最大回撤',
    type_id: 1,
    type_name: '量化投资',
    cover: '',
    summary: '计算收益率与波动率',
    theory: '# 收益率\n$r_t = \\ln P_t$',
    difficulty: 2,
    tags: [],
    status: 'published',
    datasets: [{ id: 'prices', name: '收盘价', filename: 'prices.csv', url: '', columns: [{ name: 'date', type: 'date', description: '' }, { name: 'AAA', type: 'number', description: '' }], description: '' }],
    template: [],
    rubric: [{ id: 'analysis', name: '结果解读', points: 10, description: '' }],
    test_count: 2,
    test_points: 100,
    rubric_points: 10,
    per_student: false,
    parameters: [],
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  work: {
    case_id: 3,
    cells: [
      { id: 'load', type: 'code', source: 'prices = 1', locked: true },
      { id: 'returns', type: 'code', source: 'returns = None', locked: false },
    ],
    notebook_path: 'case-3/case.ipynb',
    datasets_ready: true,
    saved_at: null,
    seed: null,
    params: null,
  },
};

/** A notebook client that is ready at once and answers every run with stdout. */
function fakeNotebook() {
  const listeners = new Set<(status: NotebookStatus) => void>();
  const notebook = {
    start: jest.fn(async () => listeners.forEach((listener) => listener('ready'))),
    onStatus: (listener: (status: NotebookStatus) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run: jest.fn(
      async (code: string, _options?: { onOutput?: (output: NotebookOutput) => void }): Promise<NotebookRunResult> => ({
        msg_id: 'm',
        status: 'ok',
        execution_count: 1,
        outputs: [{ output_type: 'stream', name: 'stdout', text: `ran ${code}` }],
      }),
    ),
    restart: jest.fn(async () => undefined),
    interrupt: jest.fn(async () => undefined),
    destroy: jest.fn(async () => undefined),
  };
  return notebook;
}

function setup(role: Role, handlers: Fakes) {
  const fake = fakeServices({ current: () => currentUser(role), ...handlers }, { storage: signedIn() });
  const notebook = fakeNotebook();
  fake.services.createNotebook = async () => notebook as unknown as NotebookClient;
  return { ...fake, notebook };
}

describe('case workspace', () => {
  it('starts the kernel on the case path, runs a cell, autosaves edits and evaluates', async () => {
    const user = userEvent.setup();
    const { services, calls, notebook } = setup('edu_student', {
      'getStudyCase(3)': () => opened,
      'saveWork(3)': (config) => ({ ...opened.work, cells: (JSON.parse(String(config.data)) as { cells: typeof opened.work.cells }).cells, saved_at: '2026-01-01T01:00:00.000Z' }),
      datasetFile: () => envelope({ list: [], preview: null }),
      'caseEvaluation(3)': () => ({
        case_id: 3,
        score: 60,
        max_score: 100,
        results: [
          { id: 'a', name: '对数收益率', passed: true, message: 'ok', points: 60, max_points: 60 },
          { id: 'b', name: '年化波动率', passed: false, message: 'AssertionError: 不对', points: 0, max_points: 40 },
        ],
        cell_errors: [],
        duration_ms: 1500,
        evaluated_at: '2026-01-01T01:00:00.000Z',
      }),
    });
    renderApp(services, '/edu/study/3/detail');
    expect(await screen.findByRole('heading', { name: '股票收益、波动率与最大回撤' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(notebook.start).toHaveBeenCalledWith({ path: 'case-3/case.ipynb', name: 'case.ipynb', caseId: 3 }));
    const toolbar = screen.getByRole('toolbar', { name: '笔记本操作' });
    await waitFor(() => expect(within(toolbar).getByRole('status')).toHaveTextContent('内核就绪'));

    const cells = screen.getAllByRole('group', { name: /^代码单元/ });
    await user.click(within(cells[0] as HTMLElement).getByRole('button', { name: '运行' }));
    expect(await within(cells[0] as HTMLElement).findByText('ran prices = 1')).toBeInTheDocument();

    const editor = await within(cells[1] as HTMLElement).findByLabelText('代码');
    await user.clear(editor);
    await user.type(editor, 'returns = 2');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true), { timeout: 5000 });
    const saved = calls.filter((call) => call.method === 'PUT').at(-1);
    expect(saved?.url).toBe('/api/classroom/bigdata/case/3');
    expect(saved?.data).toEqual({
      cells: [
        { id: 'load', type: 'code', source: 'prices = 1', locked: true, outputs: [{ output_type: 'stream', name: 'stdout', text: 'ran prices = 1' }], execution_count: 1 },
        { id: 'returns', type: 'code', source: 'returns = 2', locked: false },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent('已保存'));

    await user.click(screen.getByRole('tab', { name: '评测' }));
    await user.click(screen.getByRole('button', { name: '提交评测' }));
    expect(await screen.findByTestId('evaluation-score')).toHaveTextContent('得分 60 / 100');
    const results = screen.getByRole('table', { name: '评测结果' });
    expect(within(results).getByText('AssertionError: 不对')).toBeInTheDocument();
    expect(within(results).getByText('未通过')).toBeInTheDocument();
  });

  it('streams a running cell’s outputs, saves them with the working copy and shows them again on return', async () => {
    const user = userEvent.setup();
    const savedOutput = { output_type: 'stream', name: 'stdout', text: 'saved last time' } as const;
    let work: StudyCaseWithWork['work'] = {
      ...opened.work,
      cells: [{ ...opened.work.cells[0]!, outputs: [savedOutput], execution_count: 5 }, opened.work.cells[1]!],
    };
    const { services, calls, notebook } = setup('edu_student', {
      'getStudyCase(3)': () => ({ ...opened, work }),
      'saveWork(3)': (config) => {
        work = { ...work, cells: (JSON.parse(String(config.data)) as { cells: typeof work.cells }).cells, saved_at: '2026-01-01T01:00:00.000Z' };
        return work;
      },
    });
    const table = { output_type: 'execute_result', execution_count: 2, data: { 'text/html': '<table><tr><td>0.012</td></tr></table>', 'text/plain': '0.012' }, metadata: {} } as const;
    let finish: () => void = () => undefined;
    notebook.run.mockImplementation(
      (_code, options) =>
        new Promise((resolve) => {
          options?.onOutput?.({ output_type: 'stream', name: 'stdout', text: 'step 1 of 2\n' });
          finish = () => {
            options?.onOutput?.(table);
            resolve({ msg_id: 'm', status: 'ok', execution_count: 2, outputs: [{ output_type: 'stream', name: 'stdout', text: 'step 1 of 2\n' }, table] });
          };
        }),
    );
    const first = renderApp(services, '/edu/study/3/detail');
    const cell = async (n: number) => (await screen.findAllByRole('group', { name: /^代码单元/ }, { timeout: 10_000 }))[n] as HTMLElement;
    // Saved outputs and count are shown before anything runs.
    expect(await within(await cell(0)).findByText('saved last time')).toBeInTheDocument();
    expect(within(await cell(0)).getByText('[5]')).toBeInTheDocument();

    await waitFor(() => expect(within(screen.getByRole('toolbar', { name: '笔记本操作' })).getByRole('status')).toHaveTextContent('内核就绪'));
    await user.click(within(await cell(1)).getByRole('button', { name: '运行' }));
    // Partial output while the cell runs.
    expect(await within(await cell(1)).findByText('step 1 of 2')).toBeInTheDocument();
    expect(await cell(1)).toHaveAttribute('data-state', 'running');
    act(() => finish());
    await waitFor(() => expect(within(screen.getAllByRole('group', { name: /^代码单元/ })[1]!).getByRole('table')).toBeInTheDocument());
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true), { timeout: 5000 });
    expect((calls.filter((call) => call.method === 'PUT').at(-1)?.data as { cells: unknown[] }).cells[1]).toEqual({
      id: 'returns',
      type: 'code',
      source: 'returns = None',
      locked: false,
      outputs: [{ output_type: 'stream', name: 'stdout', text: 'step 1 of 2\n' }, table],
      execution_count: 2,
    });

    // Leave and come back: the same outputs, from the saved working copy.
    first.unmount();
    renderApp(services, '/edu/study/3/detail');
    const again = await cell(1);
    expect(await within(again).findByText('step 1 of 2')).toBeInTheDocument();
    expect(within(again).getByRole('table')).toBeInTheDocument();
    expect(within(again).getByText('[2]')).toBeInTheDocument();
    expect(within(await cell(0)).getByText('saved last time')).toBeInTheDocument();
  });

  it('resets to the template only after confirming', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_student', {
      'getStudyCase(3)': () => opened,
      datasetFile: () => envelope({ list: [], preview: null }),
      'resetWork(3)': () => ({ ...opened.work, cells: [{ id: 'returns', type: 'code', source: '# TODO', locked: false }] }),
    });
    renderApp(services, '/case/detail/3');
    await user.click(await screen.findByRole('button', { name: '重置为模板' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '重置为模板？' });
    expect(calls.some((call) => call.url.endsWith('/reset'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '重置为模板' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/classroom/bigdata/case/3/reset')).toBe(true));
    expect(await screen.findByDisplayValue('# TODO')).toBeInTheDocument();
  });

  it("shows the teacher's unmarked rubric as waiting, not as 0, and the total as partial", async () => {
    const user = userEvent.setup();
    const score = (manual: { score: number; pending: number; marked_at: string | null }) => ({
      case_id: 3,
      user_id: 12,
      auto: { score: 100, max: 100, evaluated_at: '2026-01-01T01:00:00.000Z', results: [] },
      manual: { ...manual, max: 20, items: [], comment: '' },
      report: null,
      total: 100 + manual.score,
      max: 120,
    });
    let answer = score({ score: 0, pending: 20, marked_at: null });
    const { services } = setup('edu_student', { 'getStudyCase(3)': () => opened, datasetFile: () => envelope({ list: [], preview: null }), 'caseScore(3)': () => answer });
    const first = renderApp(services, '/edu/study/3/detail');
    await user.click(await screen.findByRole('tab', { name: '成绩与报告' }, { timeout: 10_000 }));
    expect(await screen.findByText('100 / 100 已评 · 20 待批阅')).toBeInTheDocument();
    expect(screen.getByText('待批阅（满分 20）')).toBeInTheDocument();
    expect(screen.queryByText(/0 \/ 20/)).not.toBeInTheDocument();
    first.unmount();
    answer = score({ score: 12, pending: 5, marked_at: '2026-01-02T01:00:00.000Z' });
    renderApp(services, '/edu/study/3/detail');
    await user.click(await screen.findByRole('tab', { name: '成绩与报告' }, { timeout: 10_000 }));
    expect(await screen.findByText('112 / 115 已评 · 5 待批阅')).toBeInTheDocument();
    expect(screen.getByText('12 / 20 · 5 分待批阅')).toBeInTheDocument();
  });

  it('shows the denied state when the server refuses the case', async () => {
    const { services } = setup('edu_student', { 'getStudyCase(3)': () => envelope(null, 0, '没有权限访问该案例') });
    renderApp(services, '/edu/study/3/detail');
    expect(await screen.findByText('没有权限访问该案例', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('无权访问')).toBeInTheDocument();
  });
});

describe('case theory', () => {
  it('renders the theory with its inline and display formulas, once and without their TeX', async () => {
    const theory = '# 波动率\n\n日收益率 $r_t = \\ln(P_t / P_{t-1})$，样本标准差 \\(s\\)，年化：\n\n$$\\sigma = \\sqrt{252}\\, s$$';
    const { services } = setup('edu_student', { 'getStudyCase(3)': () => ({ ...opened, case: { ...opened.case, theory } }) });
    renderApp(services, '/bigdata/theory/3');
    const content = await screen.findByLabelText('案例原理', { selector: 'div' }, { timeout: 10_000 });
    expect(within(content).getByRole('heading', { name: '波动率' })).toBeInTheDocument();
    expectFormulasRendered(content, ['\\ln', '\\sqrt', '\\sigma', '$', '\\('], 3);
    expect(content.querySelector('.katex-display')).not.toBeNull();
  });
});

const student: CaseStudent = {
  user_id: 12,
  username: 'student',
  name: '李同学',
  class_id: 2,
  class_name: '金融2301',
  progress: 50,
  saved_at: null,
  last_run_at: '2026-01-01T01:00:00.000Z',
  run_count: 4,
  auto_score: 60,
  manual_score: null,
  manual_pending: 10,
  total: 60,
  max: 110,
  signed: false,
  seed: null,
};

describe('case teaching (teacher)', () => {
  it('lists the students with their runs and marks one per rubric item', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_teacher', {
      'getStudyCase(3)': () => opened,
      caseStudents: () => ({ list: [student], total: 1 }),
      listSign: () => [],
      listClasses: () => ({ list: [], total: 0 }),
      listMarking: () => [],
      mark: () => [],
    });
    renderApp(services, '/edu/course/teacher/3');
    const table = await screen.findByRole('table', { name: '学生' }, { timeout: 10_000 });
    const row = await within(table).findByRole('row', { name: /李同学/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(2, 6)).toEqual(['50%', '4', '2026-01-01 09:00', '60']);
    // The unmarked rubric waits for the teacher: 待批阅, and the total says how much of it is assessed.
    expect(within(row).getByText('待批阅')).toBeInTheDocument();
    expect(within(row).getByText('60 / 100 已评 · 10 待批阅')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '批阅' }));
    const dialog = await screen.findByRole('dialog', { name: '批阅：李同学' });
    const points = await within(dialog).findByLabelText('得分');
    await user.type(points, '12');
    expect(await within(dialog).findByText('得分应在 0 到 10 之间')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '保存批阅' })).toBeDisabled();
    await user.clear(points);
    await user.type(points, '8');
    await user.type(within(dialog).getByLabelText('总评'), '清楚');
    await user.click(within(dialog).getByRole('button', { name: '保存批阅' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/classroom/bigdata/marking')).toBe(true));
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/classroom/bigdata/marking')?.data).toEqual({
      case_id: 3,
      user_id: 12,
      items: [{ rubric_id: 'analysis', points: 8, comment: '' }],
      comment: '清楚',
    });
  });
});

describe('case management (admin)', () => {
  it('filters the list and deletes a case after confirming', async () => {
    const user = userEvent.setup();
    const summary = { id: 5, title: '逻辑回归信用评分', type_id: 2, type_name: '信用风险', cover: '', summary: '', difficulty: 3, tags: [], status: 'published' as const, edu_ids: [], dataset_count: 1, test_count: 3, test_points: 100, rubric_points: 20, per_student: false, created_by: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
    const { services, calls } = setup('sys_teacher', {
      listCases: () => ({ list: [summary], total: 1 }),
      listCaseTypes: () => [{ id: 2, name: '信用风险', sort: 0, case_count: 1, created_at: '', updated_at: '' }],
      'deleteCase(5)': () => null,
    });
    renderApp(services, '/admin/case');
    const table = await screen.findByRole('table', { name: '案例管理' }, { timeout: 10_000 });
    expect(await within(table).findByText('逻辑回归信用评分')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '类型' }), '2');
    await user.type(screen.getByRole('searchbox', { name: '搜索' }), '信用');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/admin/bigdata/case').length).toBeGreaterThan(1));

    await user.click(within(table).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除案例？' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/admin/bigdata/case/5')).toBe(true));
  });
});

describe('publishing scope of a case', () => {
  const college = (id: number, title: string) => ({ id, title, area: '', number: '', specialty: '', level: '', edu_status: '', status: 1 as const, count: 500, address: '', remark: '', role: [], created_at: '', updated_at: '', user_count: 0, counts: { edu_admin: 0, edu_teacher: 0, edu_student: 0 }, class_count: 0 });
  const types = () => [{ id: 2, name: '信用风险', sort: 0, case_count: 0, created_at: '', updated_at: '' }];

  it('lets the sys_admin publish a new case to chosen colleges only', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('sys_admin', {
      listCases: () => ({ list: [], total: 0 }),
      listCaseTypes: types,
      listColleges: () => ({ list: [college(1, '示范金融学院'), college(2, '第二金融学院')], total: 2, page: 1, page_size: 100 }),
      createCase: () => ({ id: 9 }),
    });
    renderApp(services, '/admin/case');
    await user.click(await screen.findByRole('button', { name: '新建案例' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '新建案例' });
    await user.type(within(dialog).getByRole('textbox', { name: /标题/ }), '波动率聚类');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /类型/ }), '2');

    const scope = within(dialog).getByRole('group', { name: '发布范围' });
    expect(within(scope).getByRole('checkbox', { name: '全部院校' })).toBeChecked();
    await user.click(within(scope).getByRole('checkbox', { name: '全部院校' }));
    expect(within(scope).getByRole('status')).toHaveTextContent('尚未选择院校');
    await user.click(await within(scope).findByRole('checkbox', { name: '第二金融学院' }));

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/bigdata/case/')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST' && call.url === '/api/admin/bigdata/case/');
    expect((sent?.data as { edu_ids: number[] }).edu_ids).toEqual([2]);
  });

  it('shows a sys_teacher the scope without the college list', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('sys_teacher', {
      listCases: () => ({ list: [], total: 0 }),
      listCaseTypes: types,
    });
    renderApp(services, '/admin/case');
    await user.click(await screen.findByRole('button', { name: '新建案例' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '新建案例' });
    expect(within(dialog).getByTestId('case-scope')).toHaveTextContent('全部院校');
    expect(within(dialog).queryByRole('group', { name: '发布范围' })).toBeNull();
    expect(calls.some((call) => call.url === '/api/admin/edu')).toBe(false);

    // The template editor has no kernel by design, and says so rather than "disconnected".
    await user.click(within(dialog).getByRole('tab', { name: '笔记本模板' }));
    expect(within(dialog).getByText('模板编辑：这里不运行代码，学生在案例工作区运行')).toBeInTheDocument();
    expect(within(dialog).queryByText('内核已断开')).toBeNull();
  });
});

describe('per-student data (issue 16)', () => {
  const types = () => [{ id: 1, name: '量化投资', sort: 0, case_count: 1, created_at: '', updated_at: '' }];
  const summary = { id: 3, title: '股票收益', type_id: 1, type_name: '量化投资', cover: '', summary: '', difficulty: 2, tags: [], status: 'published' as const, edu_ids: [], dataset_count: 1, test_count: 1, test_points: 100, rubric_points: 0, per_student: true, created_by: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
  const detail = { ...summary, theory: '', datasets: [], template: [], tests: [], rubric: [], parameters: [{ name: 'drift', description: '漂移率' }], generator: "def generate(seed):\n    return {'params': {'drift': seed / 10}, 'files': {'prices.csv': 'date,AAA\\n2023-01-02,50\\n'}}" };

  it('edits the parameters and generator and previews seeds: values and the head of each file, or a seed’s error', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('sys_teacher', {
      listCases: () => ({ list: [summary], total: 1 }),
      listCaseTypes: types,
      'getCase(3)': () => detail,
      previewCaseSeeds: () => ({
        list: [
          { seed: 4, params: { drift: 0.4 }, files: [{ filename: 'prices.csv', size: 27, columns: ['date', 'AAA'], rows: [['2023-01-02', '50']] }], error: null },
          { seed: 9, params: {}, files: [], error: 'ValueError: no luck' },
        ],
        duration_ms: 1200,
      }),
      'updateCase(3)': () => detail,
    });
    renderApp(services, '/admin/case');
    const table = await screen.findByRole('table', { name: '案例管理' }, { timeout: 10_000 });
    await user.click(await within(table).findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑案例' });
    await user.click(await within(dialog).findByRole('tab', { name: '个人数据' }));
    expect(within(dialog).getByDisplayValue('drift')).toBeInTheDocument();
    expect(within(dialog).getByText('尚未预览')).toBeInTheDocument();

    const seeds = within(dialog).getByRole('textbox', { name: /种子/ });
    await user.clear(seeds);
    await user.type(seeds, '4, x');
    expect(within(dialog).getByText('请输入 1 到 5 个 0 至 2147483647 之间的整数')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '运行生成器' })).toBeDisabled();
    await user.clear(seeds);
    await user.type(seeds, '4, 9');
    await user.click(within(dialog).getByRole('button', { name: '运行生成器' }));

    const first = await within(dialog).findByRole('group', { name: '种子 4' });
    expect(within(first).getByLabelText('参数值')).toHaveTextContent('"drift": 0.4');
    expect(within(within(first).getByRole('table', { name: 'prices.csv' })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2023-01-02', '50']);
    expect(within(within(dialog).getByRole('group', { name: '种子 9' })).getByRole('alert')).toHaveTextContent('失败：ValueError: no luck');
    const sent = calls.find((call) => call.method === 'POST' && call.url === '/api/admin/bigdata/case/generator/preview');
    expect(sent?.data).toEqual({ generator: detail.generator, parameters: detail.parameters, seeds: [4, 9] });

    await user.click(within(dialog).getByRole('button', { name: '添加参数' }));
    const names = within(dialog).getAllByRole('textbox', { name: /名称/ });
    await user.type(names[1]!, 'volatility');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.url === '/api/admin/bigdata/case/3')).toBe(true));
    const saved = calls.find((call) => call.method === 'PUT' && call.url === '/api/admin/bigdata/case/3')?.data as { parameters: unknown; generator: string };
    expect(saved.parameters).toEqual([{ name: 'drift', description: '漂移率' }, { name: 'volatility', description: '' }]);
    expect(saved.generator).toBe(detail.generator);
  });

  it('shows the preview’s error with a retry, and a refusal as denied', async () => {
    const user = userEvent.setup();
    let answer = envelope(null, 0, '笔记本服务不可用');
    const { services } = setup('sys_teacher', {
      listCases: () => ({ list: [summary], total: 1 }),
      listCaseTypes: types,
      'getCase(3)': () => detail,
      previewCaseSeeds: () => answer,
    });
    renderApp(services, '/admin/case');
    const table = await screen.findByRole('table', { name: '案例管理' }, { timeout: 10_000 });
    await user.click(await within(table).findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑案例' });
    await user.click(await within(dialog).findByRole('tab', { name: '个人数据' }));
    await user.click(within(dialog).getByRole('button', { name: '运行生成器' }));
    expect(await within(dialog).findByText('预览失败')).toBeInTheDocument();
    expect(within(dialog).getByText('笔记本服务不可用')).toBeInTheDocument();
    answer = envelope(null, 0, '权限不足');
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByText('权限不足')).toBeInTheDocument();
    expect(within(dialog).queryByText('预览失败')).toBeNull();
  });

  it('shows the teacher which seed each student had', async () => {
    const { services } = setup('edu_teacher', {
      'getStudyCase(3)': () => ({ ...opened, case: { ...opened.case, per_student: true } }),
      caseStudents: () => ({ list: [{ ...student, seed: 123456 }, { ...student, user_id: 13, name: '王同学', seed: null }], total: 2 }),
      listSign: () => [],
      listClasses: () => ({ list: [], total: 0 }),
    });
    renderApp(services, '/edu/course/teacher/3');
    const table = await screen.findByRole('table', { name: '学生' }, { timeout: 10_000 });
    expect(within(table).getByRole('columnheader', { name: '种子' })).toBeInTheDocument();
    const first = await within(table).findByRole('row', { name: /李同学/ });
    expect(within(first).getAllByRole('cell')[9]).toHaveTextContent('123456');
    expect(within(within(table).getByRole('row', { name: /王同学/ })).getAllByRole('cell')[9]).toHaveTextContent('—');
  });

  it('tells the student which seed their data comes from', async () => {
    const { services } = setup('edu_student', {
      'getStudyCase(3)': () => ({ ...opened, work: { ...opened.work, seed: 777, params: { drift: 0.1 } } }),
      datasetFile: () => envelope({ list: [], preview: null }),
    });
    renderApp(services, '/edu/study/3/detail');
    expect(await screen.findByText('你的个人数据：种子 777（参数见笔记本目录中的 params.json）', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('nbgrader notebooks in the case editor (issue 35)', () => {
  const types = () => [{ id: 1, name: '量化投资', sort: 0, case_count: 1, created_at: '', updated_at: '' }];
  const summary = { id: 3, title: '货币的时间价值', type_id: 1, type_name: '量化投资', cover: '', summary: '', difficulty: 2, tags: [], status: 'draft' as const, edu_ids: [], dataset_count: 0, test_count: 0, test_points: 0, rubric_points: 0, per_student: false, created_by: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
  const detail = { ...summary, theory: '', datasets: [], template: [], tests: [], rubric: [], parameters: [], generator: '', solutions: {} };
  const parts = {
    template: [
      { id: 'intro', type: 'markdown', source: '# 货币的时间价值', locked: true },
      { id: 'discount', type: 'code', source: 'def discount(amount):\n    # YOUR CODE HERE\n    raise NotImplementedError()', locked: false },
    ],
    tests: [
      { id: 'test_discount', name: 'discount uses the base rate', code: 'assert abs(discount(103) - 100) < 1e-9', points: 1.5 },
      { id: 'test_reads_rate', name: 'discount reads BASE_RATE', code: 'BASE_RATE = 0.1\nassert abs(discount(110) - 100) < 1e-9', points: 0.5 },
    ],
    rubric: [{ id: 'explain', name: 'explain', points: 1.5, description: '' }],
    solutions: { discount: 'def discount(amount):\n    ### BEGIN SOLUTION\n    return amount / (1 + BASE_RATE)\n    ### END SOLUTION' },
    test_points: 2,
    rubric_points: 1.5,
  };
  const notebookFile = (text: string) => new File([text], 'time-value.ipynb', { type: 'application/x-ipynb+json' });

  it('imports an .ipynb into the editor, shows a refusal, saves fractional points and solutions, and downloads the export', async () => {
    const user = userEvent.setup();
    let answer = envelope(null, 0, '无法导入笔记本：只支持 nbformat 4（此文件为 3），请先在 Jupyter 中打开并另存');
    const { services, calls } = setup('sys_teacher', {
      listCases: () => ({ list: [summary], total: 1 }),
      listCaseTypes: types,
      'getCase(3)': () => detail,
      importCaseNotebook: () => answer,
      'updateCase(3)': () => detail,
      'exportCaseNotebook(3)': () => ({ filename: 'case-3.ipynb', content: '{"nbformat": 4, "cells": []}' }),
    });
    const createObjectURL = jest.fn(() => 'blob:notebook');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp(services, '/admin/case');
    const table = await screen.findByRole('table', { name: '案例管理' }, { timeout: 10_000 });
    await user.click(await within(table).findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑案例' });
    await user.click(await within(dialog).findByRole('tab', { name: '笔记本模板' }));

    const input = within(dialog).getByLabelText('导入 .ipynb');
    await user.upload(input, notebookFile('{"nbformat": 3}'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('导入失败：无法导入笔记本：只支持 nbformat 4（此文件为 3）');
    const sent = calls.find((call) => call.url === '/api/admin/bigdata/case/notebook/import');
    expect(sent?.data).toEqual({ filename: 'time-value.ipynb', content: '{"nbformat": 3}' });
    expect(within(dialog).queryByText('# 货币的时间价值')).toBeNull();

    answer = envelope(parts);
    await user.upload(input, notebookFile('{"nbformat": 4}'));
    expect(await within(dialog).findByText('已导入 2 个单元格、2 个隐藏测试（2 分）、1 个评分项（1.5 分）；保存后生效')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('tab', { name: '隐藏测试' }));
    expect(within(dialog).getByDisplayValue('discount reads BASE_RATE')).toBeInTheDocument();
    expect(within(dialog).getByText(/测试可以删除或替换学生的名字/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.url === '/api/admin/bigdata/case/3')).toBe(true));
    const saved = calls.find((call) => call.method === 'PUT' && call.url === '/api/admin/bigdata/case/3')?.data as { template: unknown; tests: Array<{ points: number }>; rubric: unknown; solutions: unknown };
    expect(saved.template).toEqual(parts.template);
    expect(saved.tests.map((x) => x.points)).toEqual([1.5, 0.5]);
    expect(saved.rubric).toEqual(parts.rubric);
    expect(saved.solutions).toEqual(parts.solutions);

    await user.click(await screen.findByRole('button', { name: '编辑' }));
    const again = await screen.findByRole('dialog', { name: '编辑案例' });
    await user.click(await within(again).findByRole('tab', { name: '笔记本模板' }));
    await user.click(within(again).getByRole('button', { name: '下载 .ipynb（nbgrader 格式）' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(click).toHaveBeenCalledTimes(1);
    expect(calls.some((call) => call.method === 'GET' && call.url === '/api/admin/bigdata/case/notebook/3')).toBe(true);
    click.mockRestore();
  });

  it('offers the download only for a saved case', async () => {
    const user = userEvent.setup();
    const { services } = setup('sys_teacher', { listCases: () => ({ list: [], total: 0 }), listCaseTypes: types });
    renderApp(services, '/admin/case');
    await user.click(await screen.findByRole('button', { name: '新建案例' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '新建案例' });
    await user.click(within(dialog).getByRole('tab', { name: '笔记本模板' }));
    expect(within(dialog).getByRole('button', { name: '下载 .ipynb（nbgrader 格式）' })).toBeDisabled();
  });
});
