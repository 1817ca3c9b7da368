import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, defaultThresholds, type OperationsHistory, type OperationsOverview, type OperationsQueue, type Role } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type FakeAnswer, type Fakes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const WAIT = { timeout: 10_000 };
const NOW = '2026-11-25T08:00:00.000Z';

function overview(patch: Partial<OperationsOverview> = {}): OperationsOverview {
  return {
    server_now: NOW,
    time_zone: 'Asia/Shanghai',
    figures: { users_active_5m: 12, exams_in_progress: 3, kernels_running: 1, cpu_percent: 95, disk_free_bytes: 50 * 1024 ** 3, scoring_queue: 0 },
    thresholds: defaultThresholds(40),
    notebook: true,
    kernels: [
      {
        kernel_id: 'k-1',
        user_id: 5,
        user_name: '李同学',
        username: 'student',
        college: '示范财经大学',
        notebook: 'case-1/case.ipynb',
        execution_state: 'idle',
        connections: 1,
        last_activity: NOW,
        started_at: '2026-11-25T07:50:00.000Z',
        memory_bytes: 150 * 1024 * 1024,
        cpu_seconds: 2.5,
      },
    ],
    exams: [{ exam_id: 9, title: '期中考试', college: '示范财经大学', in_progress: 3, submitted: 1, last_deadline: '2026-11-25T09:00:00.000Z', answers_last_minute: 7 }],
    competition_sessions: [],
    jobs: [
      { name: 'exams.close-overdue', interval_s: 5, last_run_at: NOW, last_ok: true, last_error: null, last_success_at: NOW, last_duration_ms: 3, runs: 10, failures: 0, late: false },
      { name: 'operations.sample', interval_s: 60, last_run_at: NOW, last_ok: false, last_error: 'db down', last_success_at: null, last_duration_ms: 5, runs: 1, failures: 1, late: true },
    ],
    instance: { pid: 42, started_at: '2026-11-25T07:00:00.000Z', node: 'v20.19.0', database: 'postgres' },
    ...patch,
  };
}

const history = (range: OperationsHistory['range'] = '1h'): OperationsHistory => ({
  range,
  step_s: 60,
  from: '2026-11-25T07:00:00.000Z',
  to: NOW,
  points: [],
  alerts: [{ kind: 'threshold', level: 'bad', figure: 'cpu_percent', job: null, from: '2026-11-25T07:40:00.000Z', to: '2026-11-25T07:45:00.000Z', worst: 97, message: null }],
});

const counts = (patch: Partial<OperationsQueue['queues'][number]['counts']> = {}) => ({ created: 0, retry: 0, active: 0, completed: 0, cancelled: 0, failed: 0, ...patch });

const jobQueue = (patch: Partial<OperationsQueue> = {}): OperationsQueue => ({
  queues: [
    { name: 'exams.grade-program', counts: counts({ created: 4, active: 1, completed: 12 }), oldest_waiting_s: 200 },
    { name: 'classroom.evaluate', counts: counts({ failed: 1, completed: 30 }), oldest_waiting_s: null },
    { name: 'exams.close-overdue', counts: counts({ completed: 700 }), oldest_waiting_s: null },
  ],
  failures: [{ queue: 'classroom.evaluate', job_id: 'j-1', failed_at: '2026-11-25T07:58:00.000Z', retries: 0, error: 'job failed by timeout in active state' }],
  recent_s: 3600,
  instances: [
    { id: 'a1b2c3d4', host: 'api-1', pid: 101, started_at: '2026-11-25T07:00:00.000Z', heartbeat_at: '2026-11-25T08:00:00.000Z' },
    { id: 'e5f6a7b8', host: 'api-2', pid: 202, started_at: '2026-11-25T07:10:00.000Z', heartbeat_at: '2026-11-25T08:00:02.000Z' },
  ],
  ...patch,
});

function setup(role: Role, handlers: Fakes) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser(role), ...handlers }, { storage });
}

describe('the operations page', () => {
  it('shows the tiles against their thresholds, the alerts, kernels, exams and jobs; an operator stops a kernel', async () => {
    const user = userEvent.setup();
    let kernels = overview().kernels;
    const { services, calls } = setup('sys_admin', {
      operationsOverview: () => overview({ kernels }),
      operationsHistory: () => history(),
      operationsQueue: () => jobQueue(),
      'stopOperationsKernel(k-1)': () => {
        kernels = [];
        return null;
      },
    });
    renderApp(services, '/admin/operations');
    const cpu = await screen.findByRole('listitem', { name: 'CPU' }, WAIT);
    expect(within(cpu).getByText('95%')).toBeInTheDocument();
    expect(within(cpu).getByText('告警')).toBeInTheDocument();
    expect(screen.getByText(/服务器时间 2026-11-25 16:00（Asia\/Shanghai）/)).toBeInTheDocument();

    const alerts = await screen.findByRole('table', { name: '告警' }, WAIT);
    expect(within(alerts).getByText('CPU超过阈值')).toBeInTheDocument();
    expect(within(alerts).getByText('97%')).toBeInTheDocument();

    const exams = screen.getByRole('table', { name: '进行中的考试' });
    expect(within(exams).getByText('期中考试（示范财经大学）')).toBeInTheDocument();
    const jobs = screen.getByRole('table', { name: '定时任务' });
    expect(within(within(jobs).getByRole('row', { name: /运行指标采样/ })).getByText('超时')).toBeInTheDocument();
    expect(within(within(jobs).getByRole('row', { name: /关闭超时考试答卷/ })).getByText('正常')).toBeInTheDocument();

    // The job queue of the cluster: per queue, jobs by state and the oldest waiting one; the last failures.
    const queues = await screen.findByRole('table', { name: '任务队列' }, WAIT);
    const grading = within(queues).getByRole('row', { name: /考试编程题评分/ });
    expect(within(grading).getByText('3 分 20 秒')).toBeInTheDocument();
    expect(within(grading).getByText('12')).toBeInTheDocument();
    expect(within(within(queues).getByRole('row', { name: /案例评测/ })).getByText('30')).toBeInTheDocument();
    expect(within(queues).getByRole('row', { name: /关闭超时考试答卷/ })).toBeInTheDocument();
    expect(screen.getByText(/已完成与已取消只统计最近 60 分钟/)).toBeInTheDocument();
    // The live instances: how many, and each one's last heartbeat (in the platform's time zone).
    expect(screen.getByText(/^在线实例 2 个（api-1:101 最近心跳 2026-11-25 16:00，api-2:202 最近心跳 2026-11-25 16:00）/)).toBeInTheDocument();
    const failures = screen.getByRole('table', { name: '最近失败的任务' });
    const failure = within(failures).getByRole('row', { name: /案例评测/ });
    expect(within(failure).getByText('job failed by timeout in active state')).toBeInTheDocument();
    expect(within(failure).getByText('2026-11-25 15:58')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: '运行中的内核' });
    const row = within(table).getByRole('row', { name: /李同学/ });
    expect(within(row).getByText('150 MB')).toBeInTheDocument();
    expect(within(row).getByText('10 分 0 秒')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '停止' }));
    const dialog = await screen.findByRole('dialog', { name: '停止内核' });
    expect(within(dialog).getByText(/李同学 的内核（case-1\/case.ipynb）/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '停止' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/operations/kernel/k-1')).toBe(true));
    expect(await screen.findByText('没有运行中的内核', {}, WAIT)).toBeInTheDocument();
  });

  it('changes the range, and edits thresholds in the tiles\' units with red beyond amber', async () => {
    const user = userEvent.setup();
    const ranges: string[] = [];
    const { services, calls } = setup('sys_admin', {
      operationsOverview: () => overview(),
      operationsHistory: (config) => {
        const { range } = config.params as { range: OperationsHistory['range'] };
        ranges.push(range);
        return history(range);
      },
      setOperationsThresholds: (config) => (JSON.parse(String(config.data)) as { thresholds: FakeAnswer<'setOperationsThresholds'> }).thresholds,
    });
    renderApp(services, '/admin/operations');
    await screen.findByRole('listitem', { name: 'CPU' }, WAIT);
    await user.click(screen.getByRole('tab', { name: '近 7 天' }));
    await waitFor(() => expect(ranges).toContain('7d'));
    expect(ranges[0]).toBe('1h');

    await user.click(screen.getByRole('button', { name: '阈值设置' }));
    const dialog = await screen.findByRole('dialog', { name: '阈值设置' });
    const diskWarn = within(dialog).getByRole('spinbutton', { name: '磁盘剩余 黄色阈值' });
    expect(diskWarn).toHaveValue(20);
    const cpuBad = within(dialog).getByRole('spinbutton', { name: 'CPU 红色阈值' });
    await user.clear(cpuBad);
    await user.type(cpuBad, '50');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(/红色阈值应比黄色阈值更严重：CPU/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(cpuBad);
    await user.type(cpuBad, '85');
    await user.clear(diskWarn);
    await user.type(diskWarn, '30');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')!.data as { thresholds: Record<string, { warn: number; bad: number }> };
    expect(sent.thresholds.cpu_percent).toEqual({ warn: 70, bad: 85, direction: 'above' });
    expect(sent.thresholds.disk_free_bytes!.warn).toBe(30 * 1024 ** 3);
  });

  it('shows the queue empty, or its own error with retry while the rest of the page stays', async () => {
    let fail = true;
    const { services } = setup('sys_admin', {
      operationsOverview: () => overview(),
      operationsHistory: () => history(),
      operationsQueue: () => (fail ? envelope(null, 0, '任务队列暂不可读') : jobQueue({ queues: [], failures: [] })),
    });
    renderApp(services, '/admin/operations');
    expect(await screen.findByText('任务队列暂不可读', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'CPU' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有任务队列', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('没有失败的任务')).toBeInTheDocument();
  });

  it('shows an error with retry', async () => {
    let fail = true;
    const { services } = setup('sys_admin', {
      operationsOverview: () => (fail ? envelope(null, 0, '数据库不可用') : overview()),
      operationsHistory: () => history(),
    });
    renderApp(services, '/admin/operations');
    expect(await screen.findByText('数据库不可用', {}, WAIT)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('listitem', { name: 'CPU' }, WAIT)).toBeInTheDocument();
  });

  it.each(['edu_admin', 'edu_teacher', 'edu_student'] as const)('is denied to %s, who never calls the operations API', async (role) => {
    const { services, calls } = setup(role, { operationsOverview: () => overview(), operationsHistory: () => history() });
    renderApp(services, '/admin/operations');
    expect(await screen.findByText('无权访问', {}, WAIT)).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/admin/operations'))).toBe(false);
  });
});

describe('the platform self-test (Test route)', () => {
  it('runs every check for a system admin and shows each result with its time', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const { services } = setup('sys_admin', {
      runSelfTest: (config) => {
        sent.push(JSON.parse(String(config.data)));
        return {
          started_at: NOW,
          finished_at: NOW,
          checks: [
            { key: 'database', status: 'ok', duration_ms: 4, detail: 'PostgreSQL：写入、读回、删除一条记录' },
            { key: 'storage', status: 'ok', duration_ms: 30, detail: 'S3：签名上传、预签名下载、删除' },
            { key: 'kernel', status: 'fail', duration_ms: 900, detail: '失败：Jupyter session start answered 503' },
            { key: 'sms', status: 'warn', duration_ms: 0, detail: '未配置短信网关' },
            { key: 'jobs', status: 'ok', duration_ms: 0, detail: '5 个定时任务按时运行' },
          ],
        };
      },
    });
    renderApp(services, '/admin/test');
    await user.type(await screen.findByRole('textbox', { name: /测试短信手机号/ }, WAIT), '123');
    await user.click(screen.getByRole('button', { name: '开始自检' }));
    expect(await screen.findByText('请输入 11 位大陆手机号')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: /测试短信手机号/ }));
    await user.type(screen.getByRole('textbox', { name: /测试短信手机号/ }), '13900000099');
    await user.click(screen.getByRole('button', { name: '开始自检' }));
    const table = await screen.findByRole('table', { name: '自检结果' }, WAIT);
    expect(sent).toEqual([{ sms_phone: '13900000099' }]);
    expect(within(within(table).getByRole('row', { name: /笔记本内核/ })).getByText('失败')).toBeInTheDocument();
    expect(within(table).getByText('900 ms')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /短信/ })).getByText('注意')).toBeInTheDocument();
  }, 30_000);

  it('shows a visitor the page alone (no menu) with the way to sign in', async () => {
    const visitor = fakeServices({});
    renderApp(visitor.services, '/admin/test');
    expect(await screen.findByText('请先登录', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往登录' })).toHaveAttribute('href', '/app/login');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(visitor.calls.some((c) => c.url === '/api/admin/self-test')).toBe(false);
  });

  it('tells a signed-in user who is not a system admin who may run it', async () => {
    const { services, calls } = setup('edu_teacher', {});
    renderApp(services, '/admin/test');
    expect(await screen.findByText('平台自检仅限系统管理员使用。', {}, WAIT)).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/admin/self-test')).toBe(false);
  });
});
