import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { TOKEN_STORAGE_KEY, answerSyncStorageKey, toPublicQuestion, type AttemptResult, type AttemptView, type SaveAnswers, type StudentExam } from '@finedu/domain';
import { ANSWERED_CASES } from '@finedu/domain/shared-rules';
import { currentUser, envelope, fakeServices, memoryStorage, type Fake, type Fakes } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';
import { examGate, numberList, progressOf } from './examState';

jest.setTimeout(30_000);

const signedIn = () => {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return storage;
};

const iso = (offsetMs: number) => new Date(Date.UTC(2026, 5, 1, 1, 0, 0) + offsetMs).toISOString();

/** A row of 我的考试; `can_start` follows the server's rule unless given (open, attempts left, none in progress). */
const exam = (overrides: Partial<StudentExam> = {}): StudentExam => {
  const row = examRow(overrides);
  return { ...row, can_start: overrides.can_start ?? (row.status === 'open' && row.attempts_used < row.attempts_allowed && row.attempt?.status !== 'in_progress') };
};
const examRow = (overrides: Partial<StudentExam>): StudentExam => ({
  id: 8,
  title: '金融学期中考试',
  description: '',
  start_at: iso(-3_600_000),
  end_at: iso(3_600_000),
  duration_minutes: 60,
  total_score: 20,
  question_count: 3,
  status: 'open',
  attempts_allowed: 1,
  attempts_used: 0,
  can_start: false,
  show_results: 'after_close',
  attempt: null,
  score_released: false,
  results_available: false,
  ...overrides,
});

const attempt = (overrides: Partial<AttemptView> = {}): AttemptView => ({
  id: 30,
  exam_id: 8,
  exam_title: '金融学期中考试',
  status: 'in_progress',
  started_at: iso(0),
  deadline: iso(30 * 60_000),
  server_now: iso(0),
  submitted_at: null,
  total_score: 20,
  questions: [
    { question_id: 11, order: 1, section_title: '一、单选题', type: 'single', stem: '利率上升时，债券价格如何变化？', score: 5, content: { type: 'single', options: [{ key: 'A', text: '上升' }, { key: 'B', text: '下降' }] } },
    { question_id: 12, order: 2, section_title: '二、判断题', type: 'judge', stem: '分散投资可以消除系统性风险。', score: 5, content: { type: 'judge' } },
    { question_id: 13, order: 3, section_title: '三、简答题', type: 'short', stem: '简述久期的含义。', score: 10, content: { type: 'short' } },
  ],
  answers: [],
  ...overrides,
});

const networkError = (config: InternalAxiosRequestConfig) => {
  throw new AxiosError('Network Error', 'ERR_NETWORK', config);
};

/** A save handler that stores like the server (highest revision wins) and acks. */
function answersServer() {
  const stored = new Map<number, { response: unknown; revision: number }>();
  const handler: Fake<'saveAnswers'> = (config) => {
    const body = JSON.parse(String(config.data)) as SaveAnswers;
    const acks = body.answers.map((answer) => {
      const current = stored.get(answer.question_id);
      if (!current || answer.revision > current.revision) stored.set(answer.question_id, { response: answer.response, revision: answer.revision });
      return { question_id: answer.question_id, revision: stored.get(answer.question_id)?.revision ?? 0 };
    });
    return { acks, server_now: iso(60_000), deadline: iso(30 * 60_000) };
  };
  return { stored, handler };
}

function setup(handlers: Fakes) {
  return fakeServices({ current: () => currentUser('edu_student'), ...handlers }, { storage: signedIn() });
}

beforeEach(() => window.localStorage.clear());

describe('exam state helpers', () => {
  it('decides the gate from the exam row through the one status rule', () => {
    expect(examGate(exam({ status: 'scheduled' }))).toBe('scheduled');
    expect(examGate(exam({ status: 'closed' }))).toBe('closed');
    expect(examGate(exam({ attempts_used: 1, attempt: { id: 30, status: 'submitted', deadline: iso(1), submitted_at: iso(1), score: null, pending: false } }))).toBe('exhausted');
    expect(examGate(exam())).toBe('ready');
    const inProgress = exam({ attempts_used: 1, attempt: { id: 30, status: 'in_progress', deadline: iso(1), submitted_at: null, score: null, pending: false } });
    expect(examGate(inProgress)).toBe('resume');
    // Extra time: the exam has ended for the others, this candidate's attempt is still open.
    expect(examGate({ ...inProgress, status: 'closed' })).toBe('resume');
    // Extra time lets this candidate start after the others' end: the server says so.
    expect(examGate(exam({ status: 'closed', can_start: true }))).toBe('ready');
    expect(examGate(exam({ attempts_allowed: 2, attempts_used: 1, attempt: { id: 30, status: 'submitted', deadline: iso(1), submitted_at: iso(1), score: 12, pending: false } }))).toBe('ready');
  });

  it('counts a case question answered only when every part is', () => {
    const questions = [
      ...attempt().questions,
      {
        question_id: 14,
        order: 4,
        section_title: '四',
        type: 'case' as const,
        stem: '案例',
        score: 10,
        content: { type: 'case' as const, material: '', dataset_url: null, children: [{ key: 'a', stem: 'x', score: 5, content: { type: 'short' as const } }, { key: 'b', stem: 'y', score: 5, content: { type: 'judge' as const } }] },
      },
    ];
    const answers = new Map([
      [11, { response: 'B', flagged: false }],
      [12, { response: null, flagged: true }],
      [14, { response: { a: '说明' }, flagged: false }],
    ]);
    expect(progressOf(questions, answers).map((item) => [item.number, item.answered, item.flagged])).toEqual([
      [1, true, false],
      [2, false, true],
      [3, false, false],
      [4, false, false],
    ]);
    expect(numberList([1, 2, 3], '、', 2)).toBe('1、2、…');
  });
});

describe('ExamTake', () => {
  it('resumes the attempt, autosaves an answer, lists the unanswered and flagged questions, and submits', async () => {
    const user = userEvent.setup();
    const server = answersServer();
    const { services, calls } = setup({
      listExams: () => ({ list: [exam({ attempts_used: 1, attempt: { id: 30, status: 'in_progress', deadline: iso(30 * 60_000), submitted_at: null, score: null, pending: false } })], total: 1, page: 1, page_size: 100 }),
      'getAttempt(30)': () => attempt({ answers: [{ question_id: 12, response: false, revision: 3, flagged: false, saved_at: iso(0) }] }),
      'saveAnswers(30)': server.handler,
      'recordEvents(30)': () => null,
      'submitAttempt(30)': () => ({ attempt_id: 30, status: 'submitted', submitted_at: iso(120_000), score: 5, results_available: true, score_released: true, pending: false, can_start: false }),
    });
    renderApp(services, '/examine/8');
    expect(await screen.findByRole('timer', { name: '剩余时间' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '金融学期中考试' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/exam/examine/8/start')).toBe(false);
    expect(screen.getByRole('timer', { name: '剩余时间' })).toHaveTextContent(/^00:(30:00|29:5\d)$/);

    const nav = screen.getByRole('navigation', { name: '答题卡' });
    // The server's saved answer to question 2 counts as answered.
    expect(within(nav).getByRole('button', { name: /^第 2 题（已作答/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /下降/ }));
    expect(within(nav).getByRole('button', { name: /^第 1 题（已作答/ })).toBeInTheDocument();
    await waitFor(() => expect(server.stored.get(11)).toEqual({ response: 'B', revision: 1 }), { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId('sync-status')).toHaveTextContent(/^答案已保存/));

    // Question 3: flag it, leave it unanswered.
    await user.click(within(nav).getByRole('button', { name: /^第 3 题（未作答/ }));
    await user.click(screen.getByRole('button', { name: /标记本题/ }));
    expect(within(nav).getByRole('button', { name: '第 3 题（未作答、已标记、当前题）' })).toBeInTheDocument();

    // Integrity: leaving the tab and the window are recorded and sent (at the latest with the submit).
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('blur'));
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });

    await user.click(screen.getByRole('button', { name: '交卷' }));
    const dialog = await screen.findByRole('dialog', { name: '确认交卷？' });
    expect(dialog).toHaveTextContent('还有 1 题未作答：3');
    expect(dialog).toHaveTextContent('有 1 题已标记待检查：3');
    await user.click(within(dialog).getByRole('button', { name: '确认交卷' }));

    expect(await screen.findByRole('heading', { name: '已交卷' })).toBeInTheDocument();
    expect(screen.getByTestId('exam-phase')).toHaveTextContent('成绩已发布');
    expect(screen.getByTestId('exam-score')).toHaveTextContent('得分：5 / 20');
    // The flag reached the server before the submit.
    const submitIndex = calls.findIndex((call) => call.url === '/api/exam/attempt/30/submit');
    const lastSave = calls.map((call, index) => ({ call, index })).filter(({ call }) => call.url === '/api/exam/attempt/30/answers').at(-1);
    expect(lastSave && lastSave.index < submitIndex).toBe(true);
    expect(screen.getByRole('link', { name: '查看答卷' })).toHaveAttribute('href', '/app/edu/grade?attempt=30');
    const events = calls.filter((call) => call.url === '/api/exam/attempt/30/events').flatMap((call) => (call.data as { events: { type: string }[] }).events.map((event) => event.type));
    expect(events).toEqual(['hidden', 'blur']);
    expect(calls.findIndex((call) => call.url === '/api/exam/attempt/30/events')).toBeLessThan(submitIndex);
    expect(window.localStorage.getItem(answerSyncStorageKey(30))).toBeNull();
  });

  it('keeps answers offline with a banner, refuses to submit until they are saved, then syncs when back online', async () => {
    const user = userEvent.setup();
    const server = answersServer();
    let online = false;
    const { services, calls } = setup({
      listExams: () => ({ list: [exam({ attempts_used: 1, attempt: { id: 30, status: 'in_progress', deadline: iso(30 * 60_000), submitted_at: null, score: null, pending: false } })], total: 1, page: 1, page_size: 100 }),
      'getAttempt(30)': () => attempt(),
      'saveAnswers(30)': (config) => (online ? server.handler(config) : networkError(config)),
      'recordEvents(30)': () => null,
    });
    renderApp(services, '/examine/8');
    await user.click(await screen.findByRole('radio', { name: /上升/ }, { timeout: 10_000 }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('网络已断开');
    expect(screen.getByTestId('sync-status')).toHaveTextContent('你的答案已保存在本浏览器（1 题待发送）');
    // The answer survives a reload: it is in localStorage.
    expect(JSON.parse(window.localStorage.getItem(answerSyncStorageKey(30)) ?? '{}')).toEqual({ entries: [{ question_id: 11, response: 'A', revision: 1, flagged: false }] });

    await user.click(screen.getByRole('button', { name: '交卷' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认交卷' }));
    expect(await screen.findByText(/还有 1 题的答案没有保存到服务器/)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/exam/attempt/30/submit')).toBe(false);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(server.stored.get(11)).toEqual({ response: 'A', revision: 1 }));
    await waitFor(() => expect(screen.getByTestId('sync-status')).toHaveTextContent(/^答案已保存/));
    expect(screen.queryByText(/网络已断开/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(answerSyncStorageKey(30))).toBeNull();
  });

  it('restores unsaved answers from this browser after a reload and merges them with the server (higher revision wins)', async () => {
    window.localStorage.setItem(answerSyncStorageKey(30), JSON.stringify({ entries: [{ question_id: 13, response: '久期衡量债券价格对利率的敏感度', revision: 4, flagged: false }] }));
    const server = answersServer();
    const { services } = setup({
      listExams: () => ({ list: [exam({ attempts_used: 1, attempt: { id: 30, status: 'in_progress', deadline: iso(30 * 60_000), submitted_at: null, score: null, pending: false } })], total: 1, page: 1, page_size: 100 }),
      'getAttempt(30)': () => attempt({ answers: [{ question_id: 13, response: '旧答案', revision: 2, flagged: false, saved_at: iso(0) }] }),
      'saveAnswers(30)': server.handler,
    });
    const user = userEvent.setup();
    renderApp(services, '/examine/8');
    await user.click(await screen.findByRole('button', { name: '全部' }, { timeout: 10_000 }));
    expect(await screen.findByDisplayValue('久期衡量债券价格对利率的敏感度')).toBeInTheDocument();
    await waitFor(() => expect(server.stored.get(13)).toEqual({ response: '久期衡量债券价格对利率的敏感度', revision: 4 }));
  });

  it('reopens the question the student was on after a reload', async () => {
    const handlers: Fakes = {
      listExams: () => ({ list: [exam({ attempts_used: 1, attempt: { id: 30, status: 'in_progress', deadline: iso(30 * 60_000), submitted_at: null, score: null, pending: false } })], total: 1, page: 1, page_size: 100 }),
      'getAttempt(30)': () => attempt(),
      'saveAnswers(30)': answersServer().handler,
      'recordEvents(30)': () => null,
    };
    const user = userEvent.setup();
    const first = renderApp(setup(handlers).services, '/examine/8');
    const nav = await screen.findByRole('navigation', { name: '答题卡' }, { timeout: 10_000 });
    await user.click(within(nav).getByRole('button', { name: /^第 3 题/ }));
    expect(within(nav).getByRole('button', { name: /^第 3 题/ })).toHaveAttribute('aria-current', 'step');
    first.unmount();

    renderApp(setup(handlers).services, '/examine/8');
    const again = await screen.findByRole('navigation', { name: '答题卡' }, { timeout: 10_000 });
    expect(within(again).getByRole('button', { name: /^第 3 题/ })).toHaveAttribute('aria-current', 'step');
  });

  it('submits by itself when the server-anchored time runs out', async () => {
    const { services, calls } = setup({
      listExams: () => ({ list: [exam({ attempts_used: 1, attempt: { id: 30, status: 'in_progress', deadline: iso(1000), submitted_at: null, score: null, pending: false } })], total: 1, page: 1, page_size: 100 }),
      // One second left by the server's clock, whatever the browser's clock says.
      'getAttempt(30)': () => attempt({ deadline: iso(1000), server_now: iso(0) }),
      'saveAnswers(30)': answersServer().handler,
      'submitAttempt(30)': () => ({ attempt_id: 30, status: 'submitted', submitted_at: iso(1000), score: null, results_available: false, score_released: false, pending: false, can_start: false }),
    });
    renderApp(services, '/examine/8');
    expect(await screen.findByRole('heading', { name: '已交卷' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/exam/attempt/30/submit')).toHaveLength(1);
    // Published after the close: 已交卷, no score and no link the server would refuse.
    expect(screen.getByTestId('exam-phase')).toHaveTextContent('已交卷');
    expect(screen.queryByRole('link', { name: '查看答卷' })).not.toBeInTheDocument();
  });

  it('when time runs out offline, says the server will submit, and shows the submitted attempt once back online', async () => {
    let online = false;
    let submitted = false;
    const { services } = setup({
      listExams: () => ({ list: [exam({ attempts_used: 1, attempt: { id: 30, status: 'in_progress', deadline: iso(800), submitted_at: null, score: null, pending: false } })], total: 1, page: 1, page_size: 100 }),
      'getAttempt(30)': () => (submitted ? attempt({ status: 'submitted', submitted_at: iso(800) }) : attempt({ deadline: iso(800), server_now: iso(0) })),
      'submitAttempt(30)': (config) => {
        if (!online) return networkError(config);
        return envelope(null, 0, '考试已结束，答卷已按截止时保存的答案自动提交');
      },
    });
    renderApp(services, '/examine/8');
    expect(await screen.findByText(/网络不可用，服务器会以已保存的答案自动交卷/, {}, { timeout: 10_000 })).toBeInTheDocument();
    online = true;
    submitted = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: '已交卷' })).toBeInTheDocument();
  });

  it('shows a refused save with the server message and retries on demand', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const server = answersServer();
    const { services, calls } = setup({
      listExams: () => ({ list: [exam({ attempts_used: 1, attempt: { id: 30, status: 'in_progress', deadline: iso(30 * 60_000), submitted_at: null, score: null, pending: false } })], total: 1, page: 1, page_size: 100 }),
      'getAttempt(30)': () => attempt(),
      'saveAnswers(30)': (config) => (refuse ? envelope(null, 0, '考试已结束，答案无法再保存') : server.handler(config)),
    });
    renderApp(services, '/examine/8');
    await user.click(await screen.findByRole('radio', { name: /下降/ }, { timeout: 10_000 }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('答案保存失败');
    expect(alert).toHaveTextContent('考试已结束，答案无法再保存');
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: '立即重试' }));
    await waitFor(() => expect(server.stored.get(11)).toEqual({ response: 'B', revision: 1 }));
    expect(calls.filter((call) => call.url === '/api/exam/attempt/30/answers')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('on a phone, opens the answer sheet from the 题目导航 toggle and moves focus to the question picked', async () => {
    const user = userEvent.setup();
    const { services } = setup({
      listExams: () => ({ list: [exam({ attempts_used: 1, attempt: { id: 30, status: 'in_progress', deadline: iso(30 * 60_000), submitted_at: null, score: null, pending: false } })], total: 1, page: 1, page_size: 100 }),
      'getAttempt(30)': () => attempt({ answers: [{ question_id: 12, response: false, revision: 3, flagged: false, saved_at: iso(0) }] }),
    });
    // jsdom lays nothing out and has no scrollIntoView.
    const scrollIntoView = jest.fn();
    const jsdomScrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    renderApp(services, '/examine/8');
    await screen.findByRole('timer', { name: '剩余时间' }, { timeout: 10_000 });
    // jsdom matches no media query, so the toggle keeps its wide-screen display: none; its behaviour is the phone's.
    const toggle = screen.getByRole('button', { expanded: false, hidden: true });
    expect(toggle).toHaveTextContent('题目导航已答 1/3');
    await user.click(toggle);
    const sheet = screen.getByRole('dialog', { name: '题目导航' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', sheet.id);
    expect(within(sheet).getByRole('button', { name: '第 1 题（未作答、当前题）' })).toHaveFocus();

    await user.click(within(sheet).getByRole('button', { name: /^第 3 题/ }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    const picked = screen.getByRole('article', { name: '3. 简答题' });
    expect(picked).toHaveFocus();
    expect(scrollIntoView.mock.contexts).toContain(picked.parentElement);

    // Escape closes it without a pick, and focus goes back to the toggle.
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    Element.prototype.scrollIntoView = jsdomScrollIntoView;
  });

  it('marks on the answer sheet and in the submit confirmation what the shared rule table counts as answered', async () => {
    // The same table the server suite runs against the teacher's count of answered questions (issue 17).
    const questions = ANSWERED_CASES.map((rule, index) => toPublicQuestion({ id: 100 + index, order: index + 1, section_title: '共同规则', type: rule.type, stem: rule.stem, score: 2, content: rule.content }));
    const answers = ANSWERED_CASES.map((rule, index) => ({ question_id: 100 + index, response: rule.response, revision: 1, flagged: false, saved_at: iso(0) }));
    const user = userEvent.setup();
    const { services } = setup({
      listExams: () => ({ list: [exam({ attempts_used: 1, attempt: { id: 30, status: 'in_progress', deadline: iso(30 * 60_000), submitted_at: null, score: null, pending: false } })], total: 1, page: 1, page_size: 100 }),
      'getAttempt(30)': () => attempt({ questions, answers }),
      'saveAnswers(30)': answersServer().handler,
      'recordEvents(30)': () => null,
    });
    renderApp(services, '/examine/8');
    const nav = await screen.findByRole('navigation', { name: '答题卡' }, { timeout: 10_000 });
    const shown = ANSWERED_CASES.map((_, index) => /^第 \d+ 题（(已作答|未作答)/.exec(within(nav).getByRole('button', { name: new RegExp(`^第 ${index + 1} 题（`) }).getAttribute('aria-label') ?? '')?.[1]);
    expect(shown).toEqual(ANSWERED_CASES.map((rule) => (rule.answered ? '已作答' : '未作答')));
    await user.click(screen.getByRole('button', { name: '交卷' }));
    const unanswered = ANSWERED_CASES.flatMap((rule, index) => (rule.answered ? [] : [index + 1]));
    expect(await screen.findByRole('dialog', { name: '确认交卷？' })).toHaveTextContent(`还有 ${unanswered.length} 题未作答：${unanswered.join('、')}`);
  });

  it('speaks English when the user chose it', async () => {
    const { services } = setup({
      listExams: () => ({ list: [exam({ attempts_used: 1, attempt: { id: 30, status: 'in_progress', deadline: iso(30 * 60_000), submitted_at: null, score: null, pending: false } })], total: 1, page: 1, page_size: 100 }),
      'getAttempt(30)': () => attempt(),
    });
    renderApp(services, '/examine/8', 'en-US');
    expect(await screen.findByRole('timer', { name: 'Time left' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Questions' })).toHaveTextContent('Answered 0 / 3');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Question 1 \(not answered, current\)$/ })).toBeInTheDocument();
  });

  it('starts an open exam only at the confirm of its intro, which shows the device check', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup({
      listExams: () => ({ list: [exam()], total: 1, page: 1, page_size: 100 }),
      listMyDeviceCheckReports: () => ({
        list: [
          { id: 'aaaaaaaaaaaa', created_at: iso(-60_000), verdict: 'warn', exam_id: null, current: true },
          { id: 'bbbbbbbbbbbb', created_at: iso(-120_000), verdict: 'pass', exam_id: 8, current: true },
        ],
      }),
      'startAttempt(8)': () => attempt(),
      'saveAnswers(30)': answersServer().handler,
    });
    renderApp(services, '/examine/8');
    const start = await screen.findByRole('button', { name: '开始考试' }, { timeout: 10_000 });
    // The device check for this exam is one click away before starting (issue 12), and its result is in the intro:
    // this exam's own current report wins over a newer general one.
    expect(screen.getByRole('link', { name: '考前设备检测' })).toHaveAttribute('href', '/app/test?exam=8');
    expect(await screen.findByText('已通过（2026-06-01 08:58）')).toBeInTheDocument();
    // Cancelling the confirm starts nothing.
    await user.click(screen.getByRole('button', { name: '开始考试' }));
    const dialog = await screen.findByRole('dialog', { name: '确认开始考试？' });
    expect(dialog).toHaveTextContent('限时 60 分钟');
    expect(dialog).toHaveTextContent('这是第 1 次作答（共 1 次）');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/exam/examine/8/start')).toBe(false);
    // The timer starts at the confirm (issue 33).
    await user.click(start);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '开始计时' }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/api/exam/examine/8/start')).toHaveLength(1);
  });

  it.each<[string, Fakes['listMyDeviceCheckReports'], string]>([
    ['no report', () => ({ list: [] }), '尚未检测，建议开始前先检测一次'],
    ['an expired report', () => ({ list: [{ id: 'cccccccccccc', created_at: iso(-30 * 86_400_000), verdict: 'pass', exam_id: null, current: false }] }), '上次检测（2026-05-02 09:00）已过期，建议重新检测'],
    ['a failed report', () => ({ list: [{ id: 'dddddddddddd', created_at: iso(0), verdict: 'fail', exam_id: 8, current: true }] }), '未通过（2026-06-01 09:00），请按提示处理后重新检测'],
    ['reports that cannot be read', () => envelope(null, 0, '服务器错误'), '暂时无法读取检测记录，可以直接开始，或先做一次检测'],
  ])('tells the device check state in the intro: %s', async (_, reports, text) => {
    const { services } = setup({ listExams: () => ({ list: [exam()], total: 1, page: 1, page_size: 100 }), listMyDeviceCheckReports: reports });
    renderApp(services, '/examine/8');
    expect(await screen.findByText(text, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始考试' })).toBeEnabled();
  });

  it.each<[string, Partial<StudentExam>, string, string]>([
    ['not started', { status: 'scheduled', start_at: '2026-06-02T01:00:00.000Z' }, '考试尚未开始', '考试将于 2026-06-02 09:00 开始'],
    ['ended', { status: 'closed', end_at: '2026-06-01T02:00:00.000Z' }, '考试已结束', '考试已于 2026-06-01 10:00 结束'],
    ['no attempts left', { attempts_used: 1, attempt: { id: 30, status: 'submitted', deadline: iso(0), submitted_at: iso(0), score: null, pending: false } }, '作答次数已用完', '最多可作答 1 次'],
  ])('shows %s without a start button', async (_, overrides, title, hint) => {
    const { services, calls } = setup({ listExams: () => ({ list: [exam(overrides)], total: 1, page: 1, page_size: 100 }) });
    renderApp(services, '/examine/8');
    expect(await screen.findByText(title, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(hint))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开始考试' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/start'))).toBe(false);
    // Only an exam still to come offers the device check.
    expect(screen.queryAllByRole('link', { name: '考前设备检测' })).toHaveLength(overrides.status === 'scheduled' ? 1 : 0);
  });

  it('tells on the intro what the list tells: the status, the released score and only the links the server honours', async () => {
    const quiz = exam({ title: '金融知识竞赛 · 初赛', status: 'closed', total_score: 14, show_results: 'never', attempts_used: 1, score_released: true, attempt: { id: 44, status: 'submitted', deadline: iso(0), submitted_at: iso(0), score: 13, pending: false } });
    const { services } = setup({ listExams: () => ({ list: [quiz], total: 1, page: 1, page_size: 100 }) });
    renderApp(services, '/examine/8');
    expect(await screen.findByTestId('exam-phase', {}, { timeout: 10_000 })).toHaveTextContent('成绩已发布');
    expect(screen.getByTestId('exam-score')).toHaveTextContent('得分：13 / 14');
    expect(screen.queryByRole('link', { name: '查看答卷' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看成绩' })).toHaveAttribute('href', '/app/edu/grade');
    expect(screen.queryByRole('button', { name: '开始考试' })).not.toBeInTheDocument();
  });

  it('after submitting with answers left to mark: 待批阅, no score, and 查看答卷 where the review is served', async () => {
    const user = userEvent.setup();
    const { services } = setup({
      listExams: () => ({ list: [exam({ show_results: 'after_submit', attempts_used: 1, attempt: { id: 30, status: 'in_progress', deadline: iso(30 * 60_000), submitted_at: null, score: null, pending: false } })], total: 1, page: 1, page_size: 100 }),
      'getAttempt(30)': () => attempt(),
      'saveAnswers(30)': answersServer().handler,
      'recordEvents(30)': () => null,
      'submitAttempt(30)': () => ({ attempt_id: 30, status: 'submitted', submitted_at: iso(60_000), score: null, results_available: true, score_released: true, pending: true, can_start: false }),
    });
    renderApp(services, '/examine/8');
    await user.click(await screen.findByRole('button', { name: '交卷' }, { timeout: 10_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认交卷' }));
    expect(await screen.findByTestId('exam-phase')).toHaveTextContent('待批阅');
    expect(screen.queryByTestId('exam-score')).not.toBeInTheDocument();
    expect(screen.queryByText(/成绩待发布/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看答卷' })).toHaveAttribute('href', '/app/edu/grade?attempt=30');
  });

  it('answers "not found" for an exam the student is not a candidate of', async () => {
    const { services } = setup({ listExams: () => ({ list: [exam({ id: 9 })], total: 1, page: 1, page_size: 100 }) });
    renderApp(services, '/examine/8');
    expect(await screen.findByText('考试不存在', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the server refusing the start, with a retry', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { services } = setup({
      listExams: () => ({ list: [exam()], total: 1, page: 1, page_size: 100 }),
      'startAttempt(8)': () => (refuse ? envelope(null, 0, '考试尚未开始') : attempt()),
      'saveAnswers(30)': answersServer().handler,
    });
    renderApp(services, '/examine/8');
    await user.click(await screen.findByRole('button', { name: '开始考试' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: '开始计时' }));
    expect(await screen.findByText('考试尚未开始')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    await user.click(await screen.findByRole('button', { name: '开始考试' }));
    await user.click(await screen.findByRole('button', { name: '开始计时' }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
  });
});

describe('student exam list', () => {
  it('lists my exams with their status and opens one at its intro, where the confirm starts it', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup({
      listExams: () => ({
        list: [
          exam(),
          exam({ id: 9, title: '期末考试', status: 'scheduled' }),
          exam({ id: 10, title: '随堂测验', status: 'closed', attempts_used: 1, results_available: true, score_released: true, attempt: { id: 41, status: 'submitted', deadline: iso(0), submitted_at: iso(0), score: 18, pending: false } }),
          // Open, 1 / 1 used, scores after the close: not 可参加.
          exam({ id: 11, title: '单元测验', attempts_used: 1, attempt: { id: 42, status: 'submitted', deadline: iso(0), submitted_at: iso(0), score: null, pending: false } }),
          // Published at once, a short answer still to mark.
          exam({ id: 12, title: '课堂小测', show_results: 'after_submit', attempts_used: 1, results_available: true, score_released: true, attempt: { id: 43, status: 'submitted', deadline: iso(0), submitted_at: iso(0), score: null, pending: true } }),
          // A competition's quiz: published by its organizer, answers never shown.
          exam({ id: 13, title: '金融知识竞赛 · 初赛', status: 'closed', total_score: 14, show_results: 'never', attempts_used: 1, score_released: true, attempt: { id: 44, status: 'submitted', deadline: iso(0), submitted_at: iso(0), score: 13, pending: false } }),
        ],
        total: 6,
        page: 1,
        page_size: 20,
      }),
      'startAttempt(8)': () => attempt(),
      'saveAnswers(30)': answersServer().handler,
    });
    renderApp(services, '/edu/examine/index');
    const table = await screen.findByRole('table', { name: '我的考试列表' }, { timeout: 10_000 });
    await within(table).findByRole('row', { name: /随堂测验/ }, { timeout: 5000 });
    const closed = within(table).getByRole('row', { name: /随堂测验/ });
    expect(within(closed).getByText('成绩已发布')).toBeInTheDocument();
    expect(within(closed).getByText('18 / 20')).toBeInTheDocument();
    expect(within(closed).getByRole('link', { name: '查看答卷' })).toHaveAttribute('href', expect.stringMatching(/\/edu\/grade\?attempt=41$/));
    const scheduled = within(table).getByRole('row', { name: /期末考试/ });
    expect(within(scheduled).getByText('未开始')).toBeInTheDocument();
    expect(within(scheduled).queryByRole('button')).not.toBeInTheDocument();
    const used = within(table).getByRole('row', { name: /单元测验/ });
    expect(within(used).getByText('已交卷')).toBeInTheDocument();
    expect(within(used).queryByText('可参加')).not.toBeInTheDocument();
    expect(within(used).queryByRole('button')).not.toBeInTheDocument();
    expect(within(used).queryByRole('link')).not.toBeInTheDocument();
    const marking = within(table).getByRole('row', { name: /课堂小测/ });
    expect(within(marking).getByText('待批阅')).toBeInTheDocument();
    expect(within(marking).getByRole('link', { name: '查看答卷' })).toHaveAttribute('href', expect.stringMatching(/attempt=43$/));
    const quiz = within(table).getByRole('row', { name: /金融知识竞赛/ });
    expect(within(quiz).getByText('成绩已发布')).toBeInTheDocument();
    expect(within(quiz).getByText('13 / 14')).toBeInTheDocument();
    expect(within(quiz).queryByText('待发布')).not.toBeInTheDocument();
    // No review where the exam publishes no answers: 查看成绩 leads to 我的成绩.
    expect(within(quiz).queryByRole('link', { name: '查看答卷' })).not.toBeInTheDocument();
    expect(within(quiz).getByRole('link', { name: '查看成绩' })).toHaveAttribute('href', expect.stringMatching(/\/edu\/grade$/));
    expect(within(within(table).getByRole('row', { name: /金融学期中考试/ })).getByText('可参加')).toBeInTheDocument();

    await user.click(within(within(table).getByRole('row', { name: /金融学期中考试/ })).getByRole('button', { name: '开始考试' }));
    // The list's button opens the intro; nothing has started yet (issue 33: the timer starts at the confirm).
    const intro = await screen.findByRole('heading', { name: '金融学期中考试', level: 2 }, { timeout: 10_000 });
    expect(intro).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/exam/examine/8/start')).toBe(false);
    await user.click(screen.getByRole('button', { name: '开始考试' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '开始计时' }));
    expect(await screen.findByRole('timer', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/exam/examine/8/start')).toHaveLength(1);
  });
});

describe('EduGrade', () => {
  const result: AttemptResult = {
    attempt_id: 41,
    exam_id: 10,
    exam_title: '随堂测验',
    submitted_at: iso(0),
    total_score: 10,
    score: 7,
    keys_released: true,
    questions: [
      { question_id: 11, order: 1, type: 'single', stem: '利率上升时，债券价格如何变化？', score: 5, awarded: 5, correct: true, response: 'B', comment: '', content: { type: 'single', options: [{ key: 'A', text: '上升' }, { key: 'B', text: '下降' }], answer: 'B' }, analysis: '价格与利率反向变动。', tests: null },
      { question_id: 13, order: 2, type: 'short', stem: '简述久期的含义。', score: 5, awarded: 2, correct: false, response: '不知道', comment: '需要结合公式说明', content: { type: 'short', reference: '加权平均到期时间' }, analysis: '', tests: null },
      {
        question_id: 14,
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

  it('shows the status and score of each attempt as 我的考试 does, 查看答卷 only where the review is served, and a released attempt question by question', async () => {
    const user = userEvent.setup();
    const { services } = setup({
      myGrades: () => ({
        list: [
          { exam_id: 10, exam_title: '随堂测验', attempt_id: 41, submitted_at: iso(0), total_score: 10, score: 7, released: true, pending: false, review_available: true, show_results: 'after_submit' },
          { exam_id: 8, exam_title: '金融学期中考试', attempt_id: 30, submitted_at: iso(0), total_score: 20, score: null, released: false, pending: false, review_available: false, show_results: 'after_close' },
          { exam_id: 13, exam_title: '金融知识竞赛 · 初赛', attempt_id: 44, submitted_at: iso(0), total_score: 14, score: 13, released: true, pending: false, review_available: false, show_results: 'never' },
          { exam_id: 12, exam_title: '课堂小测', attempt_id: 43, submitted_at: iso(0), total_score: 10, score: null, released: true, pending: true, review_available: true, show_results: 'after_submit' },
        ],
      }),
      'getAttemptResult(41)': () => result,
    });
    renderApp(services, '/edu/grade');
    const table = await screen.findByRole('table', { name: '成绩列表' }, { timeout: 10_000 });
    await within(table).findByRole('row', { name: /金融学期中考试/ }, { timeout: 5000 });
    const waiting = within(table).getByRole('row', { name: /金融学期中考试/ });
    expect(within(waiting).getByText('已交卷')).toBeInTheDocument();
    expect(within(waiting).queryByRole('button')).not.toBeInTheDocument();
    // The competition's quiz: the same 13 and 成绩已发布 as in 我的考试; its answers are never published, so no 查看答卷.
    const quiz = within(table).getByRole('row', { name: /金融知识竞赛/ });
    expect(within(quiz).getByText('成绩已发布')).toBeInTheDocument();
    expect(within(quiz).getByText('13')).toBeInTheDocument();
    expect(within(quiz).queryByRole('button')).not.toBeInTheDocument();
    const marking = within(table).getByRole('row', { name: /课堂小测/ });
    expect(within(marking).getByText('待批阅')).toBeInTheDocument();
    expect(within(marking).getByRole('button', { name: '查看答卷' })).toBeInTheDocument();
    await user.click(within(within(table).getByRole('row', { name: /随堂测验/ })).getByRole('button', { name: '查看答卷' }));
    expect(await screen.findByTestId('result-score')).toHaveTextContent('得分 7 / 10');
    expect(screen.getByText('需要结合公式说明')).toBeInTheDocument();
    expect(screen.getByText('价格与利率反向变动。')).toBeInTheDocument();
    // The notebook question's own data, in the student's words.
    expect(screen.getByText('你的数据：种子 123456 · 参数 n = 250')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回成绩列表' }));
    expect(await screen.findByRole('table', { name: '成绩列表' })).toBeInTheDocument();
  });

  it('while attempts remain: the marks and right/wrong, a note that the keys come later, no key or analysis', async () => {
    const withheld: AttemptResult = {
      ...result,
      attempt_id: 42,
      keys_released: false,
      questions: [
        { key_released: false, question_id: 11, order: 1, type: 'single', stem: '利率上升时，债券价格如何变化？', score: 5, awarded: 0, correct: false, response: 'A', comment: '', content: { type: 'single', options: [{ key: 'A', text: '上升' }, { key: 'B', text: '下降' }] }, tests: null },
        { key_released: false, question_id: 15, order: 2, type: 'program', stem: '定义 npv。', score: 5, awarded: 1, correct: false, response: 'def npv(r, f):\n    return 0', comment: '', content: { type: 'program', template: '', test_count: 2 }, tests: [{ name: '零利率', passed: true, points: 1, message: 'ok' }, { name: '百分之十', passed: false, points: 0, message: 'AssertionError' }] },
      ],
    };
    const { services } = setup({ 'getAttemptResult(42)': () => withheld });
    renderApp(services, '/edu/grade?attempt=42');
    expect(await screen.findByTestId('result-score', {}, { timeout: 10_000 })).toHaveTextContent('得分 7 / 10');
    expect(screen.getByTestId('result-keys-withheld')).toHaveTextContent('你还有作答机会');
    expect(screen.getByText('上升')).toBeInTheDocument();
    expect(screen.getByText(/— AssertionError/)).toBeInTheDocument();
    expect(screen.getByText('零利率')).toBeInTheDocument();
    expect(screen.queryByText('价格与利率反向变动。')).not.toBeInTheDocument();
    expect(document.querySelector('[data-result="incorrect"]')).not.toBeNull();
  });

  it('shows the server refusing an unreleased result', async () => {
    const { services } = setup({ 'getAttemptResult(30)': () => envelope(null, 0, '成绩尚未发布') });
    renderApp(services, '/edu/grade?attempt=30');
    expect(await screen.findByText('成绩尚未发布', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
