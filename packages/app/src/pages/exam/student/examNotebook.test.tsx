import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TOKEN_STORAGE_KEY,
  decodeNotebookAnswer,
  encodeNotebookAnswer,
  examNotebookPath,
  type AttemptView,
  type ExamNotebookFolder,
  type NotebookClient,
  type NotebookRunResult,
  type NotebookStatus,
  type SaveAnswers,
  type StudentExam,
} from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fake } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

jest.setTimeout(30_000);

const iso = (offsetMs: number) => new Date(Date.UTC(2026, 5, 1, 1, 0, 0) + offsetMs).toISOString();

const signedIn = () => {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return storage;
};

const START = [
  { type: 'markdown' as const, source: '## 复利终值', locked: true },
  { type: 'code' as const, source: 'principal = 100', locked: true },
  { type: 'code' as const, source: '# 在此计算 fv', locked: false },
];

const exam: StudentExam = {
  id: 8,
  title: '笔记本考试',
  description: '',
  start_at: iso(-3_600_000),
  end_at: iso(3_600_000),
  duration_minutes: 60,
  total_score: 15,
  question_count: 2,
  status: 'open',
  attempts_allowed: 1,
  attempts_used: 1,
  can_start: false,
  show_results: 'after_close',
  attempt: { id: 30, status: 'in_progress', deadline: iso(30 * 60_000), submitted_at: null, score: null, pending: false },
  score_released: false,
  results_available: false,
};

const attempt = (answers: AttemptView['answers'] = []): AttemptView => ({
  id: 30,
  exam_id: 8,
  exam_title: '笔记本考试',
  status: 'in_progress',
  started_at: iso(0),
  deadline: iso(30 * 60_000),
  server_now: iso(0),
  submitted_at: null,
  total_score: 15,
  questions: [
    { question_id: 21, order: 1, section_title: '一、笔记本题', type: 'notebook', stem: '计算终值 fv。', score: 10, content: { type: 'notebook', cells: START, test_count: 1 } },
    { question_id: 22, order: 2, section_title: '二、判断题', type: 'judge', stem: '复利高于单利。', score: 5, content: { type: 'judge' } },
  ],
  answers,
});

/** A notebook client that is ready at once and answers every run with stdout. */
function fakeNotebook() {
  const listeners = new Set<(status: NotebookStatus) => void>();
  return {
    start: jest.fn(async () => listeners.forEach((listener) => listener('ready'))),
    onStatus: (listener: (status: NotebookStatus) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run: jest.fn(async (code: string): Promise<NotebookRunResult> => ({ msg_id: 'm', status: 'ok', execution_count: 1, outputs: [{ output_type: 'stream', name: 'stdout', text: `ran ${code}` }] })),
    restart: jest.fn(async () => undefined),
    interrupt: jest.fn(async () => undefined),
    destroy: jest.fn(async () => undefined),
  };
}

/** The server's answer to preparing question 21's folder: where the kernel starts, and the student's data. */
const FOLDER: ExamNotebookFolder = { path: examNotebookPath(8, 21), seed: 123456, params: { n: 250, rate: 0.05 } };
/** The call preparing question 21's folder of attempt 30, and the request it makes. */
const OPEN = 'openExamNotebook(30,21)' as const;
const OPEN_REQUEST = 'POST /api/exam/attempt/30/notebook/21';

function setup(answers: AttemptView['answers'] = [], open: Fake<'openExamNotebook'> = () => FOLDER) {
  const stored = new Map<number, { response: unknown; revision: number }>();
  const save: Fake<'saveAnswers'> = (config) => {
    const body = JSON.parse(String(config.data)) as SaveAnswers;
    for (const answer of body.answers) stored.set(answer.question_id, { response: answer.response, revision: answer.revision });
    return { acks: body.answers.map((a) => ({ question_id: a.question_id, revision: a.revision })), server_now: iso(60_000), deadline: iso(30 * 60_000) };
  };
  const fake = fakeServices(
    {
      current: () => currentUser('edu_student'),
      listExams: () => ({ list: [exam], total: 1, page: 1, page_size: 100 }),
      'getAttempt(30)': () => attempt(answers),
      'saveAnswers(30)': save,
      'recordEvents(30)': () => null,
      [OPEN]: open,
      'submitAttempt(30)': () => ({ attempt_id: 30, status: 'submitted', submitted_at: iso(120_000), score: null, results_available: false, score_released: false, pending: true, can_start: false }),
    },
    { storage: signedIn() },
  );
  const notebooks: Array<ReturnType<typeof fakeNotebook>> = [];
  fake.services.createNotebook = async () => {
    const made = fakeNotebook();
    notebooks.push(made);
    return made as unknown as NotebookClient;
  };
  return { ...fake, stored, notebooks };
}

beforeEach(() => window.localStorage.clear());

describe('a notebook question on the exam page', () => {
  it('prepares its folder, starts its kernel where the server said, saves each code edit as the answer, keeps the kernel across questions and stops it at submission', async () => {
    const user = userEvent.setup();
    const { services, stored, notebooks, calls } = setup();
    renderApp(services, '/examine/8');
    const notebook = await screen.findByTestId('exam-notebook', {}, { timeout: 10_000 });
    await waitFor(() => expect(notebooks[0]?.start).toHaveBeenCalledWith({ path: 'exam-8/q21/q21.ipynb', name: 'q21.ipynb' }));
    // The folder was prepared before the kernel started, once.
    expect(calls.filter((call) => `${call.method} ${call.url}` === OPEN_REQUEST)).toHaveLength(1);
    expect(screen.getByText('你的个人数据：种子 123456 · 参数 n = 250, rate = 0.05（数据文件和 params.json 在笔记本所在的文件夹）')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('toolbar', { name: '笔记本操作' })).getByRole('status')).toHaveTextContent('内核就绪'));

    const cells = within(notebook).getAllByRole('group', { name: /^代码单元/ });
    expect(cells).toHaveLength(2);
    const editor = await within(cells[1] as HTMLElement).findByLabelText('代码');
    await user.clear(editor);
    await user.type(editor, 'fv = 1');
    await user.click(within(cells[1] as HTMLElement).getByRole('button', { name: '运行' }));
    expect(await within(cells[1] as HTMLElement).findByText('ran fv = 1')).toBeInTheDocument();

    // The answer is the notebook's sources (no outputs), saved through the exam's answer path.
    await waitFor(() => expect(decodeNotebookAnswer(stored.get(21)?.response as string)?.[2]?.source).toBe('fv = 1'), { timeout: 5000 });
    expect(decodeNotebookAnswer(stored.get(21)?.response as string)).toEqual([...START.slice(0, 2), { type: 'code', source: 'fv = 1', locked: false }]);
    expect(String(stored.get(21)?.response)).not.toContain('ran fv');
    const nav = screen.getByRole('navigation', { name: '答题卡' });
    expect(within(nav).getByRole('button', { name: /^第 1 题（已作答/ })).toBeInTheDocument();

    // To question 2 and back: the same kernel, the output still shown.
    await user.click(within(nav).getByRole('button', { name: /^第 2 题/ }));
    expect(screen.queryByTestId('exam-notebook')).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: /^第 1 题/ }));
    expect(await screen.findByText('ran fv = 1')).toBeInTheDocument();
    expect(notebooks).toHaveLength(1);
    expect(notebooks[0]!.destroy).not.toHaveBeenCalled();
    expect(calls.filter((call) => `${call.method} ${call.url}` === OPEN_REQUEST)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '交卷' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认交卷？' })).getByRole('button', { name: '确认交卷' }));
    expect(await screen.findByRole('heading', { name: '已交卷' })).toBeInTheDocument();
    expect(notebooks[0]!.destroy).toHaveBeenCalled();
  });

  it('shows the saved answer after a reload, not the starting notebook', async () => {
    const saved = encodeNotebookAnswer([...START.slice(0, 2), { type: 'code', source: 'fv = principal * 1.05 ** 3' }]);
    const { services } = setup([{ question_id: 21, response: saved, revision: 4, flagged: false, saved_at: iso(0) }]);
    renderApp(services, '/examine/8');
    const notebook = await screen.findByTestId('exam-notebook', {}, { timeout: 10_000 });
    const cells = within(notebook).getAllByRole('group', { name: /^代码单元/ });
    expect(await within(cells[1] as HTMLElement).findByLabelText('代码')).toHaveValue('fv = principal * 1.05 ** 3');
  });

  it('says the folder is being prepared, and shows no data line for a question without a generator', async () => {
    let answer: (folder: ExamNotebookFolder) => void = () => undefined;
    const pending = new Promise<ExamNotebookFolder>((resolve) => {
      answer = resolve;
    });
    const { services, notebooks } = setup([], () => pending);
    renderApp(services, '/examine/8');
    const notebook = await screen.findByTestId('exam-notebook', {}, { timeout: 10_000 });
    expect(await within(notebook).findByText('正在准备笔记本文件夹和你的数据…')).toBeInTheDocument();
    expect(notebooks).toHaveLength(0);
    answer({ path: examNotebookPath(8, 21), seed: null, params: null });
    await waitFor(() => expect(notebooks[0]?.start).toHaveBeenCalledWith({ path: 'exam-8/q21/q21.ipynb', name: 'q21.ipynb' }));
    expect(within(notebook).queryByText('正在准备笔记本文件夹和你的数据…')).toBeNull();
    expect(screen.queryByText(/你的个人数据/)).toBeNull();
  });

  it('shows why the folder could not be prepared with a retry, the rest of the exam still answerable', async () => {
    const user = userEvent.setup();
    let failures = 1;
    const { services, notebooks, stored } = setup([], () => (failures-- > 0 ? envelope(null, 0, '数据生成失败：ZeroDivisionError') : FOLDER));
    renderApp(services, '/examine/8');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('笔记本准备失败：数据生成失败：ZeroDivisionError');
    expect(notebooks).toHaveLength(0);
    expect(screen.queryByText(/你的个人数据/)).toBeNull();

    // Another question is answered meanwhile.
    const nav = screen.getByRole('navigation', { name: '答题卡' });
    await user.click(within(nav).getByRole('button', { name: /^第 2 题/ }));
    await user.click(await screen.findByRole('radio', { name: /对/ }));
    await waitFor(() => expect(stored.get(22)?.response).toBe(true), { timeout: 5000 });

    await user.click(within(nav).getByRole('button', { name: /^第 1 题/ }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(notebooks[0]?.start).toHaveBeenCalledWith({ path: 'exam-8/q21/q21.ipynb', name: 'q21.ipynb' }));
    expect(await screen.findByText(/^你的个人数据：种子 123456/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
