import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, type Role } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Envelope, type Fake, type FakeAnswer, type Fakes } from '../../../test/fakeApi';
import { FakeEventSource } from '../../../test/fakeEventSource';
import { renderApp } from '../../../test/renderApp';
import { board, competition, group, myTeam, mySessions, mySubmissions, openCompetition, overall, paged, participant, result, session } from './competitionFixtures';

jest.setTimeout(60_000);

// The board stream is the one thing below the http edge: EventSource (jsdom has none).
beforeEach(() => FakeEventSource.install());
afterEach(() => FakeEventSource.uninstall());

const WAIT = { timeout: 10_000 };

function setup(role: Role, handlers: Fakes) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser(role), ...handlers }, { storage });
}

describe('competition management (admin and college)', () => {
  it('creates a competition: names every problem first, sends the window with +08:00, then opens the group tab', async () => {
    const user = userEvent.setup();
    const created = competition();
    const { services, calls } = setup('sys_admin', {
      listCompetitions: () => paged([]),
      createCompetition: () => created,
      'getCompetition(3)': () => created,
      'listCompetitionGroups(3)': () => [],
    });
    renderApp(services, '/admin/competition');
    expect(await screen.findByText('还没有竞赛', {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '新建竞赛' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '新建竞赛' });

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写竞赛名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写报名开始')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: '竞赛名称' }), '2026 金融科技数据建模大赛');
    await user.clear(within(dialog).getByRole('spinbutton', { name: '每队最少人数' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: '每队最少人数' }), '4');
    fireEvent.change(within(dialog).getByLabelText('报名开始'), { target: { value: '2026-03-01T08:00' } });
    fireEvent.change(within(dialog).getByLabelText('报名截止'), { target: { value: '2026-02-01T08:00' } });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('最多人数不能少于最少人数')).toBeInTheDocument();
    expect(within(dialog).getByText('报名截止须晚于报名开始')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('spinbutton', { name: '每队最少人数' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: '每队最少人数' }), '2');
    fireEvent.change(within(dialog).getByLabelText('报名截止'), { target: { value: '2026-03-31T23:59' } });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '可见范围' }), 'public');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.data).toEqual({
      title: '2026 金融科技数据建模大赛',
      cover_url: null,
      description_html: '',
      rules_html: '',
      kind: 'team',
      team_min: 2,
      team_max: 3,
      advisers_max: 2,
      registration_start: '2026-03-01T08:00:00+08:00',
      registration_end: '2026-03-31T23:59:00+08:00',
      review: 'manual',
      visibility: 'public',
    });
    // Next step: the groups of the new competition.
    expect(await screen.findByText('还没有分组', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '分组', selected: true })).toBeInTheDocument();
  });

  it('adds a group with a checked invite code', async () => {
    const user = userEvent.setup();
    let groups = [] as ReturnType<typeof group>[];
    const { services, calls } = setup('edu_teacher', {
      'getCompetition(3)': () => competition({ edu_id: 1, edu_title: '示范财经大学' }),
      'listCompetitionGroups(3)': () => groups,
      'createCompetitionGroup(3)': () => {
        groups = [group({ invite_code: 'BK2026' })];
        return groups[0]!;
      },
    });
    renderApp(services, '/edu/competition/3/group');
    expect(await screen.findByText('还没有分组', {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '新建分组' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '新建分组' });
    await user.type(within(dialog).getByRole('textbox', { name: '分组名称' }), '本科组');
    await user.type(within(dialog).getByRole('textbox', { name: '邀请码' }), 'bk-2026');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('邀请码为 4–16 位字母或数字')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: '邀请码' }));
    await user.type(within(dialog).getByRole('textbox', { name: '邀请码' }), 'BK2026');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.data).toEqual({ name: '本科组', invite_code: 'BK2026', generate_code: false, sort: 0 }));
    const table = await screen.findByRole('table', { name: '分组' });
    expect(await within(table).findByRole('row', { name: /本科组.*BK2026/ })).toBeInTheDocument();
  });

  it('shows the error with a retry, and the denied view with who grants access', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { services } = setup('edu_admin', {
      'getCompetition(3)': () => (fail ? envelope(null, 0, '服务暂不可用') : competition({ edu_id: 1 })),
      'listCompetitionSessions(3)': () => [],
      'getCompetition(9)': () => envelope(null, 0, '没有权限查看此竞赛'),
    });
    const { router } = renderApp(services, '/edu/competition/3/examine');
    expect(await screen.findByText('服务暂不可用', {}, WAIT)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有场次', {}, WAIT)).toBeInTheDocument();

    await act(() => router.navigate('/edu/competition/9/base'));
    expect(await screen.findByText('无权访问', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('如需访问，请联系本院校管理员开通权限。')).toBeInTheDocument();
  });

  it('reviews registrations: a rejection needs a reason; only the moves the rules allow are sent', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('sys_admin', {
      'getCompetition(3)': () => competition({ status: 'registering', counts: { groups: 1, participants: 2, pending: 1, teams: 0, sessions: 0 } }),
      'listCompetitionGroups(3)': () => [group()],
      'listCompetitionParticipants(3)': () => paged([participant(), participant({ id: 22, user_id: 41, username: 'wang', name: '王同学', status: 'withdrawn' })]),
      'reviewCompetitionParticipants(3)': () => ({ updated: 1, rejected: [] }),
    });
    renderApp(services, '/admin/competition/3/user');
    const table = await screen.findByRole('table', { name: '参赛人员' }, WAIT);
    await within(table).findByRole('row', { name: /李同学/ });
    await user.click(within(table).getByRole('checkbox', { name: /全选|选择全部|select all/i }));
    await user.click(screen.getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回 1 条报名' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('驳回须填写原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '原因' }), '不符合参赛条件');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.data).toEqual({ participant_ids: [21], status: 'rejected', reason: '不符合参赛条件' }));
    expect(await screen.findByText('已处理 1 条，跳过 0 条')).toBeInTheDocument();
  });

  it('advances the top N of an ended session into the next stage, and names a missing N first', async () => {
    const user = userEvent.setup();
    const base = { competition_id: 3, freeze_at: null, exam_id: null, metric: 'auc', direction: 'max', public_percent: 30, split_mode: 'random', split_seed: 1, daily_limit: 5, total_limit: null, finals_limit: 2, train_file: null, test_file: null, has_labels: false, id_column: null, target_column: null, time_column: null, advance_mode: 'top_n', advance_value: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' } as const;
    const sessions: Exclude<FakeAnswer<'listCompetitionSessions'>, Envelope> = [
      { ...base, id: 31, stage: 'preliminary', title: '初赛', kind: 'modelling', start_at: '2026-03-01T00:00:00.000Z', end_at: '2026-03-05T00:00:00.000Z', state: 'ended' },
      { ...base, id: 32, stage: 'final', title: '决赛', kind: 'quiz', start_at: '2026-04-01T00:00:00.000Z', end_at: '2026-04-01T02:00:00.000Z', state: 'upcoming' },
    ];
    const result = { id: 71, session_id: 31, team_id: 5, team_name: '量化先锋', members: ['李同学'], edu_title: '示范财经大学', group_id: 11, score: 0.81, adjusted_score: null, adjust_reason: null, final_score: 0.81, reached_at: '2026-03-02T00:00:00.000Z', rank: 1, award: null, advanced: false, published: false };
    const { services, calls } = setup('sys_admin', {
      'getCompetition(3)': () => competition({ status: 'running' }),
      'listCompetitionSessions(3)': () => sessions,
      'listSessionResults(3,31)': () => [result],
      'advanceSession(3,31)': () => ({ advanced: 1, by_group: [{ group_id: 11, advanced: 1 }] }),
    });
    renderApp(services, '/admin/competition/3/grade');
    const table = await screen.findByRole('table', { name: '成绩' }, WAIT);
    expect(await within(table).findByRole('row', { name: /量化先锋/ }, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '晋级' }));
    const dialog = await screen.findByRole('dialog', { name: '「初赛」晋级' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写大于 0 的数（百分比不超过 100）')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('spinbutton', { name: '每组前 N 名' }), '10');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/advance'))?.data).toEqual({ mode: 'top_n', value: 10, team_ids: [], next_session_id: 32 }));
    expect(await screen.findByText('已晋级 1 支队伍')).toBeInTheDocument();
  });
});

describe('the base tab: rich text and the audit trail', () => {
  const audit = () => ({
    list: [
      { id: 2, competition_id: 3, actor_id: 1, actor_name: '管理员', action: 'results_publish', detail: { session_id: 31 }, created_at: '2026-03-12T02:00:00.000Z' },
      { id: 1, competition_id: 3, actor_id: 1, actor_name: '管理员', action: 'competition.publish', detail: {}, created_at: '2026-03-01T02:00:00.000Z' },
    ],
    total: 2,
    page: 1,
    page_size: 10,
  });

  it('shows an adviser the description rendered, never its HTML, and names each recorded action', async () => {
    const { services } = setup('edu_teacher', {
      'getCompetition(3)': () => competition({ edu_id: 1, edu_title: '示范财经大学', can_manage: false, description_html: '<p>欢迎<strong>参赛</strong></p><script>alert(1)</script>', rules_html: '<ol><li>每队一份</li></ol>' }),
      'listCompetitionAudit(3)': audit,
    });
    renderApp(services, '/edu/competition/3/base');
    const description = await screen.findByRole('region', { name: '竞赛介绍' }, WAIT);
    expect(description).toHaveTextContent('欢迎参赛');
    expect(description.querySelector('strong')).toHaveTextContent('参赛');
    expect(description.querySelector('script')).toBeNull();
    expect(screen.getByRole('region', { name: '竞赛规则' })).toHaveTextContent('每队一份');
    expect(screen.queryByText(/<p>|<strong>|<ol>/)).toBeNull();
    expect(document.querySelector('textarea[name="description_html"]')).toBeNull();
    const trail = await screen.findByRole('table', { name: '操作记录' }, WAIT);
    expect(await within(trail).findByRole('row', { name: /公布成绩/ }, WAIT)).toBeInTheDocument();
    expect(within(trail).getByRole('row', { name: /发布竞赛/ })).toBeInTheDocument();
    expect(trail).not.toHaveTextContent(/results_publish|competition\.publish/);
  });

  it('lets an organizer edit the HTML with a live, sanitized preview', async () => {
    const { services } = setup('edu_admin', {
      'getCompetition(3)': () => competition({ edu_id: 1, edu_title: '示范财经大学', description_html: '' }),
      'listCompetitionAudit(3)': audit,
    });
    renderApp(services, '/edu/competition/3/base');
    const source = await screen.findByRole('textbox', { name: '竞赛介绍' }, WAIT);
    fireEvent.change(source, { target: { value: '<h3>赛题</h3><img src=x onerror="alert(1)">' } });
    const preview = await screen.findByRole('region', { name: '竞赛介绍预览' });
    expect(preview.querySelector('h3')).toHaveTextContent('赛题');
    expect(preview.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});

describe('publishing results', () => {
  it('asks first, says what publishing does, and sends nothing when cancelled', async () => {
    const user = userEvent.setup();
    const base = { competition_id: 3, freeze_at: null, exam_id: null, metric: 'auc', direction: 'max', public_percent: 30, split_mode: 'random', split_seed: 1, daily_limit: 5, total_limit: null, finals_limit: 2, train_file: null, test_file: null, has_labels: false, id_column: null, target_column: null, time_column: null, advance_mode: 'top_n', advance_value: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' } as const;
    const sessions: Exclude<FakeAnswer<'listCompetitionSessions'>, Envelope> = [
      { ...base, id: 31, stage: 'preliminary', title: '初赛', kind: 'modelling', start_at: '2026-03-01T00:00:00.000Z', end_at: '2026-03-05T00:00:00.000Z', state: 'ended' },
    ];
    let published = false;
    const { services, calls } = setup('sys_admin', {
      'getCompetition(3)': () => competition({ status: 'running' }),
      'listCompetitionSessions(3)': () => sessions,
      'listSessionResults(3,31)': () => [result({ published })],
      'publishSessionResults(3,31)': () => {
        published = true;
        return [result({ published })];
      },
    });
    renderApp(services, '/admin/competition/3/grade');
    const table = await screen.findByRole('table', { name: '成绩' }, WAIT);
    expect(await within(table).findByRole('row', { name: /量化先锋/ }, WAIT)).toBeInTheDocument();
    const publishes = () => calls.filter((call) => call.url.endsWith('/publish'));
    await user.click(screen.getByRole('button', { name: '公布成绩' }));
    let dialog = await screen.findByRole('dialog', { name: '公布本场成绩？' });
    expect(dialog).toHaveTextContent('「初赛」的 1 支队伍的成绩和奖项将对所有选手和访客公开');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(publishes()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '公布成绩' }));
    dialog = await screen.findByRole('dialog', { name: '公布本场成绩？' });
    await user.click(within(dialog).getByRole('button', { name: '公布成绩' }));
    await waitFor(() => expect(publishes()).toHaveLength(1));
    expect(await screen.findByText('成绩已公布', {}, WAIT)).toBeInTheDocument();
  });
});

describe('the organizers\' board', () => {
  it('shows the live board marked frozen and exports the group as CSV', async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn(() => 'blob:board');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    // jsdom cannot follow the download link; the click itself is what matters.
    const download = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let exportQuery: unknown;
    const base = { competition_id: 3, exam_id: null, metric: 'auc', direction: 'max', public_percent: 30, split_mode: 'random', split_seed: 1, daily_limit: 5, total_limit: null, finals_limit: 2, train_file: null, test_file: null, has_labels: false, id_column: null, target_column: null, time_column: null, advance_mode: 'top_n', advance_value: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' } as const;
    const { services } = setup('sys_admin', {
      'getCompetition(3)': () => competition({ status: 'running' }),
      'listCompetitionSessions(3)': () => [{ ...base, id: 31, stage: 'preliminary', title: '初赛', kind: 'modelling', start_at: '2026-03-10T02:00:00.000Z', end_at: '2026-03-12T02:00:00.000Z', freeze_at: '2026-03-11T02:00:00.000Z', state: 'frozen' }],
      'sessionBoard(31)': () => board({ state: 'frozen', frozen_at: '2026-03-11T02:00:00.000Z', organizer_view: true }),
      'sessionBoardHistory(31)': () => ({ session_id: 31, group_id: 11, series: [] }),
      'exportSessionBoard(31)': (config) => {
        exportQuery = config.params;
        return 'rank,name\n1,量化先锋\n';
      },
    });
    renderApp(services, '/admin/competition/3/examine');
    await user.click(await screen.findByRole('button', { name: '初赛 的排行榜' }, WAIT));
    const leaderboard = await screen.findByRole('table', { name: '初赛：信用违约预测 排行榜' }, WAIT);
    expect(within(leaderboard).getByRole('row', { name: /量化先锋/ })).toBeInTheDocument();
    expect(screen.getByText(/选手看到的是封榜快照，你看到的是实时榜单/)).toBeInTheDocument();
    expect(screen.queryByText('榜单已封榜')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(exportQuery).toEqual({ group_id: 11 }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(download).toHaveBeenCalledTimes(1);
    download.mockRestore();
  });
});

describe("an adviser's read-only view of a platform competition (issue 34)", () => {
  it("shows their college's teams' submissions with public scores, read-only", async () => {
    const user = userEvent.setup();
    const base = { competition_id: 3, exam_id: null, metric: 'auc', direction: 'max', public_percent: 30, split_mode: 'random', split_seed: 1, daily_limit: 5, total_limit: null, finals_limit: 2, train_file: null, test_file: null, has_labels: false, id_column: null, target_column: null, time_column: null, advance_mode: 'top_n', advance_value: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' } as const;
    const submission = { id: 71, session_id: 31, team_id: 5, user_id: 12, user_name: '李同学', filename: 'pred_v2.csv', status: 'scored', error: null, public_score: 0.7342, private_score: null, selected: false, created_at: '2026-03-10T04:00:00.000Z', scored_at: '2026-03-10T04:00:05.000Z', team_name: '量化先锋', group_id: 11 } as const;
    const { services } = setup('edu_teacher', {
      'getCompetition(3)': () => competition({ status: 'running', edu_id: null, can_manage: false }),
      'listCompetitionSessions(3)': () => [{ ...base, id: 31, stage: 'preliminary', title: '初赛', kind: 'modelling', start_at: '2026-03-10T02:00:00.000Z', end_at: '2026-03-12T02:00:00.000Z', freeze_at: '2026-03-11T02:00:00.000Z', state: 'frozen' }],
      'sessionBoard(31)': () => board({ state: 'frozen', frozen_at: '2026-03-11T02:00:00.000Z', organizer_view: false }),
      'sessionBoardHistory(31)': () => ({ session_id: 31, group_id: 11, series: [] }),
      'listSessionSubmissions(31)': () => ({ list: [submission], total: 1, page: 1, page_size: 20 }),
    });
    renderApp(services, '/edu/competition/3/examine');
    await user.click(await screen.findByRole('button', { name: '初赛 的排行榜' }, WAIT));
    const own = await screen.findByRole('table', { name: '本校队伍的提交记录（只读）' }, WAIT);
    const row = await within(own).findByRole('row', { name: /pred_v2\.csv/ }, WAIT);
    expect(within(row).getByText('量化先锋')).toBeInTheDocument();
    expect(within(row).getByText('0.7342')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建场次' })).not.toBeInTheDocument();
  });

  it('loads the read-only 操作记录 with their share of the trail', async () => {
    const { services } = setup('edu_teacher', {
      'getCompetition(3)': () => competition({ status: 'running', edu_id: null, can_manage: false }),
      'listCompetitionAudit(3)': () => ({ list: [{ id: 1, competition_id: 3, actor_id: 1, actor_name: '系统管理员', action: 'team.update', detail: { team_id: 5 }, created_at: '2026-03-10T04:00:00.000Z' }], total: 1, page: 1, page_size: 10 }),
    });
    renderApp(services, '/edu/competition/3/base');
    const trail = await screen.findByRole('table', { name: '操作记录' }, WAIT);
    expect(await within(trail).findByText('修改队伍信息', undefined, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('只能查看，无权修改该竞赛')).not.toBeInTheDocument();
  });
});

describe('我的竞赛 (student)', () => {
  it('registers founding a team, and refuses a malformed invite code before sending it', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_student', {
      listOpenCompetitions: () => paged([openCompetition()]),
      'registerCompetition(3)': () => ({ participant_id: 21, group_id: 11, group_name: '本科组', status: 'pending', reason: null, team_id: 5, team_name: '量化先锋', captain: true }),
    });
    renderApp(services, '/edu/competitions');
    const table = await screen.findByRole('table', { name: '可报名的竞赛' }, WAIT);
    const row = await within(table).findByRole('row', { name: /2026 金融科技数据建模大赛/ });
    expect(within(row).getByText('未报名')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '报名「2026 金融科技数据建模大赛」' }));
    const dialog = await screen.findByRole('dialog', { name: '报名「2026 金融科技数据建模大赛」' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择分组')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '分组' }), '11');
    await user.type(within(dialog).getByRole('textbox', { name: '队伍名称' }), '量化先锋');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((call) => call.url === '/api/competition/3/register')?.data).toEqual({ group_id: 11, team_name: '量化先锋' }));
    expect(await screen.findByText('报名已提交，等待审核')).toBeInTheDocument();

    const join = screen.getByRole('form', { name: '凭邀请码加入' });
    await user.type(within(join).getByRole('textbox', { name: '邀请码' }), 'a b');
    await user.click(within(join).getByRole('button', { name: '加入' }));
    expect(await within(join).findByText('邀请码为 4–16 位字母或数字')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/competition/join')).toBe(false);
  });

  it('asks for the group code of a group that needs one', async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_student', { listOpenCompetitions: () => paged([openCompetition({ kind: 'individual' })]) });
    renderApp(services, '/edu/competitions');
    await user.click(await screen.findByRole('button', { name: '报名「2026 金融科技数据建模大赛」' }, WAIT));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '分组' }), '12');
    expect(within(dialog).queryByRole('textbox', { name: '队伍名称' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写分组邀请码')).toBeInTheDocument();
  });
});

describe('competition accounts and the public site', () => {
  it('signs a competition account in through the competition call and counts down from the server', async () => {
    const user = userEvent.setup();
    const { services, calls } = fakeServices({
      competitionLogin: () => currentUser('competitor', { id: 50 }),
      current: () => currentUser('competitor', { id: 50 }),
      myCompetitionSessions: () => mySessions(90_061),
    });
    renderApp(services, '/competition/login');
    const form = await screen.findByRole('form', { name: '密码登录' }, WAIT);
    await user.type(within(form).getByLabelText('用户名或手机号'), 'racer01');
    await user.type(within(form).getByLabelText('密码', { exact: true }), 'Demo@2026');
    await user.click(within(form).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/competition/login')).toBe(true));
    expect(calls.some((call) => call.url === '/api/admin/login')).toBe(false);

    const list = await screen.findByRole('list', { name: '场次列表' }, WAIT);
    expect(within(list).getByText('2026 金融科技数据建模大赛 · 初赛：信用违约预测')).toBeInTheDocument();
    expect(within(list).getByText('未开始')).toBeInTheDocument();
    // 90 061 s = 1 day 01:01:01 by the server's count, whatever the browser's clock says.
    expect(within(list).getByRole('timer')).toHaveTextContent(/^1 天 01:01:0[01]$/);
  });

  it('shows public competitions without sign-in, the schedule, and never runs script from the description', async () => {
    const user = userEvent.setup();
    const detail = openCompetition({
      sessions: [{ id: 31, stage: 'preliminary', title: '初赛：信用违约预测', kind: 'modelling', start_at: '2026-03-10T02:00:00.000Z', end_at: '2026-03-12T02:00:00.000Z', freeze_at: '2026-03-11T02:00:00.000Z', metric: 'auc', direction: 'max', state: 'frozen', id_column: 'id', target_column: 'default' }],
    });
    const { services, calls } = fakeServices({
      listPublicCompetitions: () => paged([detail]),
      'getPublicCompetition(3)': () => detail,
      'publicSessionBoard(31)': () => envelope(null, 0, '榜单暂不可用'),
    });
    renderApp(services, '/competition');
    await user.click(await screen.findByRole('button', { name: '查看 2026 金融科技数据建模大赛' }, WAIT));
    expect(await screen.findByText('信用违约预测')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    const schedule = screen.getByRole('table', { name: '赛程' });
    expect(within(schedule).getByRole('row', { name: /初赛.*进行中（榜单已冻结）/ })).toBeInTheDocument();
    // The frozen board's slot loads the public board (its error shown in place).
    expect(await screen.findByText('榜单暂不可用')).toBeInTheDocument();
    expect(calls.every((call) => !String(call.headers.Authorization ?? '').startsWith('Bearer'))).toBe(true);
  });

  it('shows a frozen public board with its rows and the freeze banner, and reloads it on each board event of the public stream', async () => {
    const user = userEvent.setup();
    const detail = openCompetition({
      sessions: [{ id: 31, stage: 'preliminary', title: '初赛：信用违约预测', kind: 'modelling', start_at: '2026-03-10T02:00:00.000Z', end_at: '2026-03-12T02:00:00.000Z', freeze_at: '2026-03-11T02:00:00.000Z', metric: 'auc', direction: 'max', state: 'frozen', id_column: 'id', target_column: 'default' }],
    });
    let page = board({ state: 'frozen', frozen_at: '2026-03-11T02:00:00.000Z' });
    const { services, calls } = fakeServices({
      listPublicCompetitions: () => paged([detail]),
      'getPublicCompetition(3)': () => detail,
      'publicSessionBoard(31)': () => page,
    });
    renderApp(services, '/competition');
    await user.click(await screen.findByRole('button', { name: '查看 2026 金融科技数据建模大赛' }, WAIT));
    const leaderboard = await screen.findByRole('table', { name: '初赛：信用违约预测 排行榜' }, WAIT);
    expect(within(leaderboard).getByRole('row', { name: /量化先锋/ })).toHaveTextContent('0.91234');
    expect(within(leaderboard).getByRole('row', { name: /风控小队/ })).toBeInTheDocument();
    expect(screen.getByText('榜单已封榜')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '本科组', selected: true })).toBeInTheDocument();

    // The public stream of the contract, without sign-in; connecting until it opens, then live.
    const stream = FakeEventSource.last();
    expect(stream.url).toBe('/api/public/competition/session/31/board/stream');
    expect(screen.getByText('正在连接…')).toBeInTheDocument();
    act(() => stream.open());
    expect(await screen.findByText('实时更新中')).toBeInTheDocument();

    // The results are published: one reload for a burst of two events.
    page = board({ state: 'final', frozen_at: '2026-03-11T02:00:00.000Z', rows: [{ ...board().rows[1]!, rank: 1, previous_rank: 2 }, { ...board().rows[0]!, rank: 2, previous_rank: 1 }] });
    const loads = () => calls.filter((call) => call.url === '/api/public/competition/session/31/board').length;
    const before = loads();
    act(() => {
      stream.emit('board', { session_id: 31, version: 8, reason: 'publish', at: '2026-03-12T02:00:00.000Z' });
      stream.emit('board', { session_id: 31, version: 9, reason: 'publish', at: '2026-03-12T02:00:01.000Z' });
    });
    expect(await screen.findByText('成绩已公布：排名按私有榜得分。', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('榜单已封榜')).not.toBeInTheDocument();
    expect(loads()).toBe(before + 1);
    const rows = within(screen.getByRole('table', { name: '初赛：信用违约预测 排行榜' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('风控小队');

    // A dropped stream shows the reconnecting banner while EventSource retries.
    act(() => stream.fail(FakeEventSource.CONNECTING));
    expect(await screen.findByText(/与服务器的连接中断/)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/board/history'))).toBe(false);
    expect(calls.every((call) => !String(call.headers.Authorization ?? '').startsWith('Bearer'))).toBe(true);
  });
});

describe('the board in English', () => {
  it('passes the en-US labels to the board on the public site', async () => {
    const user = userEvent.setup();
    const detail = openCompetition({
      sessions: [{ id: 31, stage: 'preliminary', title: '初赛：信用违约预测', kind: 'modelling', start_at: '2026-03-10T02:00:00.000Z', end_at: '2026-03-12T02:00:00.000Z', freeze_at: '2026-03-11T02:00:00.000Z', metric: 'auc', direction: 'max', state: 'frozen', id_column: 'id', target_column: 'default' }],
    });
    const { services } = fakeServices({
      listPublicCompetitions: () => paged([detail]),
      'getPublicCompetition(3)': () => detail,
      'publicSessionBoard(31)': () => board({ state: 'frozen', frozen_at: '2026-03-11T02:00:00.000Z' }),
    });
    renderApp(services, '/competition', 'en-US');
    await user.click(await screen.findByRole('button', { name: 'View 2026 金融科技数据建模大赛' }, WAIT));
    expect(await screen.findByRole('table', { name: '初赛：信用违约预测 leaderboard' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('The board is frozen')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Score (AUC)' })).toBeInTheDocument();
    act(() => FakeEventSource.last().open());
    expect(await screen.findByText('Live updates')).toBeInTheDocument();
  });
});

describe('a participant\'s modelling session', () => {
  const running = () => {
    const sessions = mySessions(3_600);
    sessions.sessions[0] = { ...sessions.sessions[0]!, state: 'running' };
    return sessions;
  };

  it('shows the signed-in board with the own team pinned, history, group change and the signed-in stream', async () => {
    const user = userEvent.setup();
    const groups: (string | undefined)[] = [];
    const { services, calls } = setup('competitor', {
      myCompetitionSessions: running,
      'sessionBoard(31)': (config) => {
        const groupId = (config.params as { group_id?: number } | undefined)?.group_id;
        groups.push(groupId === undefined ? undefined : String(groupId));
        return groupId === 12 ? board({ group_id: 12, rows: [], total: 0 }) : board({ me: board().rows[0]! });
      },
      'sessionBoardHistory(31)': () => ({ session_id: 31, group_id: 11, series: [{ entry_id: 5, name: '量化先锋', points: [{ at: '2026-03-10T08:00:00.000Z', score: 0.91234 }] }] }),
      'sessionBoardTicket(31)': () => ({ expires_at: '2026-03-10T09:00:00.000Z' }),
    });
    renderApp(services, '/competition/home');
    await user.click(await screen.findByRole('button', { name: '排行榜' }, WAIT));
    const leaderboard = await screen.findByRole('table', { name: '初赛：信用违约预测 排行榜' }, WAIT);
    expect(within(leaderboard).getByRole('row', { name: /零提交队/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '我的队伍' })).toHaveTextContent('我的队伍 · 第 1 名');
    expect(screen.getByRole('button', { name: '定位到我' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出 CSV' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/前 10 名 AUC 走势/)).toBeInTheDocument(), WAIT);
    // The signed-in stream opens only after its ticket (an HttpOnly cookie) was asked for.
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0), WAIT);
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/competition/session/31/board/ticket')).toBe(true);
    expect(FakeEventSource.last().url).toBe('/api/competition/session/31/board/stream');

    await user.click(screen.getByRole('tab', { name: '高职组' }));
    expect(await screen.findByText('还没有队伍上榜', {}, WAIT)).toBeInTheDocument();
    expect(groups).toEqual([undefined, '12']);
    expect(calls.filter((call) => call.url === '/api/competition/session/31/board/history')).toHaveLength(2);
  });

  it('shows the submission panel with the contract\'s submissions and limits, and saves a final choice', async () => {
    const user = userEvent.setup();
    let current = mySubmissions();
    const { services, calls } = setup('competitor', {
      myCompetitionSessions: running,
      'mySubmissions(31)': () => current,
      'chooseFinals(31)': () => {
        current = mySubmissions({ submissions: current.submissions.map((row) => ({ ...row, selected: row.id === 502 })) });
        return current;
      },
    });
    renderApp(services, '/competition/home');
    await user.click(await screen.findByRole('button', { name: '提交预测' }, WAIT));
    const history = await screen.findByRole('table', {}, WAIT);
    expect(within(history).getByRole('row', { name: /predictions_v2\.csv/ })).toHaveTextContent('0.91234');
    expect(within(history).getByRole('row', { name: /predictions_v1\.csv/ })).toHaveTextContent('第 12 行：prediction 不是数字');
    // 5 a day, 1 used today; the day resets at midnight in Shanghai (the contract's resets_at).
    expect(screen.getByText(/2026-03-11 00:00/)).toBeInTheDocument();
    await user.click(within(history).getAllByRole('checkbox')[0] as HTMLElement);
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.data).toEqual({ submission_ids: [502] }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('checkbox')[0]).toBeChecked());
  });
});

describe('a file being scored', () => {
  it('updates its row when the board stream announces the score, without a reload, and closes the stream after', async () => {
    const user = userEvent.setup();
    const sessions = mySessions(3_600);
    sessions.sessions[0] = { ...sessions.sessions[0]!, state: 'running' };
    const scoring = mySubmissions();
    scoring.submissions[0] = { ...scoring.submissions[0]!, status: 'scoring', public_score: null, scored_at: null };
    let current = scoring;
    let reads = 0;
    const { services } = setup('competitor', {
      myCompetitionSessions: () => sessions,
      'mySubmissions(31)': () => {
        reads += 1;
        return current;
      },
      'sessionBoardTicket(31)': () => ({ expires_at: '2026-03-10T09:00:00.000Z' }),
    });
    renderApp(services, '/competition/home');
    await user.click(await screen.findByRole('button', { name: '提交预测' }, WAIT));
    const history = await screen.findByRole('table', {}, WAIT);
    expect(within(history).getByRole('row', { name: /predictions_v2\.csv/ })).toHaveTextContent('评分中');
    await waitFor(() => expect(FakeEventSource.instances.some((s) => s.url === '/api/competition/session/31/board/stream')).toBe(true), WAIT);
    const stream = FakeEventSource.last();
    act(() => stream.open());
    const afterOpen = reads;
    // Scored on the server: the board's version goes up and the stream says so.
    current = mySubmissions();
    act(() => stream.emit('board', { session_id: 31, version: 9, reason: 'score', at: '2026-03-10T08:00:05.000Z' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getByRole('row', { name: /predictions_v2\.csv/ })).toHaveTextContent('0.91234'), WAIT);
    expect(reads).toBeGreaterThan(afterOpen);
    // Nothing waits any more: the panel's stream is closed.
    await waitFor(() => expect(stream.closed).toBe(true), WAIT);
  });
});

describe('overall results (grade tab, 总成绩)', () => {
  const sessions = [session(), session({ id: 32, stage: 'final', title: '现场答辩', kind: 'quiz', start_at: '2026-04-01T02:00:00.000Z', end_at: '2026-04-01T04:00:00.000Z' })];

  it('shows one table per group with rank, team, college, each session, the total and the final stage\'s award', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('sys_admin', {
      'getCompetition(3)': () => competition({ status: 'ended' }),
      'listCompetitionSessions(3)': () => sessions,
      'listCompetitionGroups(3)': () => [group({ id: 12, name: '高职组', sort: 1 }), group()],
      // A 初赛 award (e.g. a round prize) is not the overall award: that is the final stage's.
      'listSessionResults(3,31)': () => [result({ award: '初赛优胜' })],
      'competitionOverallResults(3)': () => [
        overall({ sessions: { '31': 0.81, '32': 88 }, total: 88 }),
        overall({ team_id: 6, team_name: '风控小队', sessions: { '31': 0.79 }, total: 0.79, rank: 2 }),
        overall({ team_id: 9, team_name: '高职先锋', group_id: 12, edu_title: '第二示范学院', sessions: { '31': null }, total: null, rank: null }),
      ],
      'listSessionResults(3,32)': () => [result({ id: 81, session_id: 32, final_score: 88, award: '一等奖' })],
    });
    renderApp(services, '/admin/competition/3/grade');
    await user.click(await screen.findByRole('tab', { name: '总成绩' }, WAIT));

    const undergrad = await screen.findByRole('table', { name: '总成绩 · 本科组' }, WAIT);
    const headers = within(undergrad).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['名次', '队伍名称', '学校/单位', '初赛 · 信用违约预测', '决赛 · 现场答辩', '总分', '奖项']);
    const rows = within(undergrad).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', '量化先锋', '示范财经大学', '0.81', '88', '88', '一等奖'],
      ['2', '风控小队', '示范财经大学', '0.79', '—', '0.79', '—'],
    ]);
    // Each group ranked on its own, in the groups' order; an entry without a valid score is listed unranked.
    const vocational = screen.getByRole('table', { name: '总成绩 · 高职组' });
    expect(within(vocational).getByRole('row', { name: /高职先锋/ })).toHaveTextContent(/^—高职先锋第二示范学院——/);
    expect(screen.getAllByRole('table').map((table) => table.getAttribute('aria-label'))).toEqual(['总成绩 · 本科组', '总成绩 · 高职组']);
    expect(calls.some((call) => call.url === '/api/admin/competition/3/session/32/result')).toBe(true);
  });

  it('says what to do when there are no results, shows an error with a retry, and the denied view', async () => {
    const user = userEvent.setup();
    let answer: 'empty' | 'error' | 'denied' = 'error';
    const { services } = setup('edu_admin', {
      'getCompetition(3)': () => competition({ edu_id: 1, edu_title: '示范财经大学' }),
      'listCompetitionSessions(3)': () => sessions,
      'listSessionResults(3,31)': () => [],
      'listCompetitionGroups(3)': () => [group()],
      'competitionOverallResults(3)': () =>
        answer === 'error' ? envelope(null, 0, '成绩服务暂不可用') : answer === 'denied' ? envelope(null, 0, '没有权限查看此竞赛的成绩') : [],
    });
    renderApp(services, '/edu/competition/3/grade');
    await user.click(await screen.findByRole('tab', { name: '总成绩' }, WAIT));
    expect(await screen.findByText('成绩服务暂不可用', {}, WAIT)).toBeInTheDocument();
    answer = 'empty';
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有总成绩', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('在「场次成绩」中计算各场次成绩后，这里按分组汇总名次与总分。')).toBeInTheDocument();

    answer = 'denied';
    await user.click(screen.getByRole('tab', { name: '场次成绩' }));
    await user.click(screen.getByRole('tab', { name: '总成绩' }));
    expect(await screen.findByText('无权访问', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('没有权限查看此竞赛的成绩')).toBeInTheDocument();
  });
});

describe('captain actions (我的队伍)', () => {
  const teamHandlers = (team: () => ReturnType<typeof myTeam>, extra: Fakes = {}) => ({
    listOpenCompetitions: () => paged([openCompetition()]),
    myCompetitionTeams: () => [team()],
    'getOpenCompetition(3)': () => openCompetition(),
    'myCompetitionResults(3)': () => [],
    ...extra,
  });

  const openTeams = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('tab', { name: '我的队伍' }, WAIT));
    return screen.findByRole('list', { name: '我的队伍' }, WAIT);
  };

  it('renames the team: checks the name, shows the server\'s refusal in the form, then saves', async () => {
    const user = userEvent.setup();
    let team = myTeam();
    let refuse = true;
    const { services, calls } = setup('edu_student', teamHandlers(() => team, {
      'updateMyTeam(5)': (config) => {
        if (refuse) return envelope(null, 0, '本组已有同名队伍');
        team = myTeam({ name: (JSON.parse(String(config.data)) as { name: string }).name });
        return team;
      },
    }));
    renderApp(services, '/edu/competitions');
    await openTeams(user);
    await user.click(screen.getByRole('button', { name: '修改「量化先锋」的队名' }));
    const dialog = await screen.findByRole('dialog', { name: '修改队名：量化先锋' });
    const name = within(dialog).getByRole('textbox', { name: '队伍名称' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写队伍名称')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(name, '量化先锋二队');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('本组已有同名队伍')).toBeInTheDocument();
    expect(name).toHaveValue('量化先锋二队');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.data)).toEqual([{ name: '量化先锋二队' }, { name: '量化先锋二队' }]);
    expect(await screen.findByText('队名已修改')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '量化先锋二队' }, WAIT)).toBeInTheDocument();
  });

  it('removes a member only after the confirmation (and a cancelled hand-over sends nothing)', async () => {
    const user = userEvent.setup();
    let team = myTeam();
    const { services, calls } = setup('edu_student', teamHandlers(() => team, {
      'removeMyTeamMember(5,41)': () => {
        team = myTeam({ members: [myTeam().members[0]!] });
        return team;
      },
      'updateMyTeam(5)': () => team,
    }));
    renderApp(services, '/edu/competitions');
    await openTeams(user);
    const members = screen.getByRole('list', { name: '量化先锋 的成员' });
    // No action on the captain themself.
    expect(within(members).queryByRole('button', { name: '将 李同学 移出队伍' })).not.toBeInTheDocument();

    await user.click(within(members).getByRole('button', { name: '将队长移交给 王同学' }));
    const handOver = await screen.findByRole('dialog', { name: '移交队长' });
    expect(handOver).toHaveTextContent('将「量化先锋」的队长移交给 王同学？');
    await user.click(within(handOver).getByRole('button', { name: '取消' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(within(members).getByRole('button', { name: '将 王同学 移出队伍' }));
    const confirm = await screen.findByRole('dialog', { name: '移出队员' });
    expect(confirm).toHaveTextContent('将 王同学 移出「量化先锋」？');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: '移出' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/competition/team/5/member/41']));
    expect(await screen.findByText('已移出队员')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('王同学')).not.toBeInTheDocument(), WAIT);
  });

  it('hands over the captaincy after the confirmation; the former captain then has no captain actions', async () => {
    const user = userEvent.setup();
    let team = myTeam();
    const { services, calls } = setup('edu_student', teamHandlers(() => team, {
      'updateMyTeam(5)': () => {
        team = myTeam({ captain_id: 41, members: myTeam().members.map((member) => ({ ...member, captain: member.user_id === 41 })) });
        return team;
      },
    }));
    renderApp(services, '/edu/competitions');
    await openTeams(user);
    await user.click(screen.getByRole('button', { name: '将队长移交给 王同学' }));
    await user.click(within(await screen.findByRole('dialog', { name: '移交队长' })).getByRole('button', { name: '设为队长' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.data).toEqual({ captain_id: 41 }));
    expect(await screen.findByText('王同学（队长）', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改「量化先锋」的队名' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '将 王同学 移出队伍' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '离开 量化先锋' })).toHaveTextContent('离开队伍');
  });

  it('chooses advisers among the college\'s teachers, up to the competition\'s maximum', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_student', teamHandlers(() => myTeam(), {
      'myTeamAdviserCandidates(5)': () => [
        { user_id: 60, name: '陈老师', username: 'chen' },
        { user_id: 61, name: '刘老师', username: 'liu' },
        { user_id: 62, name: '周老师', username: 'zhou' },
      ],
      'setMyTeamAdvisers(5)': () => myTeam({ advisers: [{ user_id: 60, name: '陈老师' }, { user_id: 62, name: '周老师' }] }),
    }));
    renderApp(services, '/edu/competitions');
    await openTeams(user);
    await user.click(screen.getByRole('button', { name: '选择「量化先锋」的指导老师' }));
    const dialog = await screen.findByRole('dialog', { name: '选择指导老师：量化先锋' });
    expect(await within(dialog).findByText('从示范财经大学的教师中选择，最多 2 位', {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: '陈老师（chen）' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: '周老师（zhou）' }));
    // Two of two chosen: the third cannot be added.
    expect(within(dialog).getByRole('checkbox', { name: '刘老师（liu）' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.data).toEqual({ user_ids: [60, 62] }));
    expect(await screen.findByText('指导老师已保存')).toBeInTheDocument();
  });

  it('hides every action of a locked roster and says it is locked', async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_student', teamHandlers(() => myTeam({ locked: true, competition_status: 'running' })));
    renderApp(services, '/edu/competitions');
    const teams = await openTeams(user);
    expect(await within(teams).findByText(/^名单已锁定：队名、成员和指导老师不能再修改/)).toBeInTheDocument();
    expect(within(teams).queryAllByRole('button')).toEqual([]);
  });
});

describe('the own team\'s results', () => {
  const handlers = (mine: Fake<'myCompetitionResults'>): Fakes => ({
    myCompetitionTeams: () => [myTeam({ locked: true, competition_status: 'published' })],
    'getOpenCompetition(3)': () =>
      openCompetition({ sessions: [{ id: 31, stage: 'preliminary', title: '信用违约预测', kind: 'modelling', start_at: '2026-03-10T02:00:00.000Z', end_at: '2026-03-12T02:00:00.000Z', freeze_at: null, metric: 'auc', direction: 'max', state: 'ended', id_column: 'id', target_column: 'default' }] }),
    'myCompetitionResults(3)': mine,
    myCompetitionSessions: () => ({ ...mySessions(0), sessions: [] }),
  });

  it('shows published results with the certificate of an award (competition account home)', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:certificate'), revokeObjectURL: jest.fn() });
    const download = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { services, calls } = setup('competitor', {
      ...handlers(() => [result({ published: true, award: '一等奖', advanced: true })]),
      'competitionCertificate(71)': () => '%PDF-1.7',
    });
    renderApp(services, '/competition/home');
    const results = await screen.findByRole('list', { name: '量化先锋 的成绩' }, WAIT);
    expect(within(results).getByRole('listitem')).toHaveTextContent('初赛 · 信用违约预测第 1 名成绩 0.81晋级一等奖证书');
    await user.click(within(results).getByRole('button', { name: '下载「量化先锋」的证书' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(calls.some((call) => call.url === '/api/competition/result/71/certificate')).toBe(true);
    download.mockRestore();
  });

  it('says the results are not published yet, with no certificate', async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_student', { ...handlers(() => []), listOpenCompetitions: () => paged([]) });
    renderApp(services, '/edu/competitions');
    await user.click(await screen.findByRole('tab', { name: '我的队伍' }, WAIT));
    expect(await screen.findByText('成绩尚未发布', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /证书/ })).not.toBeInTheDocument();
  });
});

describe('captain actions and results in English', () => {
  it('names the captain actions and the unpublished results in en-US', async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_student', {
      listOpenCompetitions: () => paged([]),
      myCompetitionTeams: () => [myTeam()],
      'getOpenCompetition(3)': () => openCompetition(),
      'myCompetitionResults(3)': () => [],
    });
    renderApp(services, '/edu/competitions', 'en-US');
    await user.click(await screen.findByRole('tab', { name: 'My teams' }, WAIT));
    expect(await screen.findByText('Results not published yet', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename “量化先锋”' })).toHaveTextContent('Rename');
    expect(screen.getByRole('button', { name: 'Remove 王同学 from the team' })).toHaveTextContent('Remove');
    expect(screen.getByRole('button', { name: 'Hand the captaincy to 王同学' })).toHaveTextContent('Make captain');
  });
});
