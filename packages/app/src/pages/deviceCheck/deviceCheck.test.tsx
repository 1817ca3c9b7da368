import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_CHECKS, TOKEN_STORAGE_KEY, type ClassInfo, type DeviceCheckReport, type DeviceCheckRoster, type DeviceCheckRosterRow, type Role } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Envelope, type FakeAnswer, type Fakes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { deviceProbes } from './deviceProbes';

jest.setTimeout(30_000);

const WAIT = { timeout: 10_000 };
const NOW = '2026-11-25T08:00:00.000Z';
const klass = { id: 2, edu_id: 1, name: '金融2301', grade: '2023', teacher_id: null, teacher_name: null, remark: '', member_count: 30, created_at: NOW, updated_at: NOW } as ClassInfo;
const paged = <T,>(list: T[]) => ({ list, total: list.length, page: 1, page_size: 100 });

function setup(role: Role, handlers: Fakes) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser(role), listMyDeviceCheckReports: () => ({ list: [] }), ...handlers }, { storage });
}

function report(patch: Partial<DeviceCheckReport> = {}): DeviceCheckReport {
  return {
    id: 'k3v9x2m7q4ta',
    user_id: 7,
    user_name: '李同学',
    username: 'stu01',
    created_at: NOW,
    user_agent: 'Mozilla/5.0 Chrome/131.0 Safari/537.36',
    exam_id: null,
    verdict: 'fail',
    checks: DEVICE_CHECKS.map((key) => ({
      key,
      status: key === 'download' ? 'fail' : key === 'latency' ? 'warn' : key === 'camera' || key === 'microphone' ? 'skipped' : 'pass',
      value: key === 'download' ? 0.8 : key === 'latency' ? 420 : key === 'browser' ? 131 : key === 'camera' || key === 'microphone' ? null : 1,
      detail: key === 'browser' ? 'Chrome 131' : null,
    })),
    ...patch,
  };
}

afterEach(() => jest.restoreAllMocks());

describe('the device check (FullTest)', () => {
  it('runs the checks with the measured figures, takes the click checks, saves the report and shows the server\'s verdict', async () => {
    const user = userEvent.setup();
    const fake = (value: number | null, detail?: string) => async () => ({ value, ...(detail ? { detail } : {}) });
    jest.spyOn(deviceProbes, 'browser').mockImplementation(fake(131, 'Chrome 131'));
    jest.spyOn(deviceProbes, 'cookies').mockImplementation(fake(1));
    jest.spyOn(deviceProbes, 'storage').mockImplementation(fake(1));
    jest.spyOn(deviceProbes, 'websocket').mockImplementation(fake(1));
    jest.spyOn(deviceProbes, 'screen').mockImplementation(fake(1080, '1920 × 1080'));
    jest.spyOn(deviceProbes, 'network').mockImplementation(async () => ({ latency: { value: 420 }, clock: { value: 300 } }));
    jest.spyOn(deviceProbes, 'download').mockImplementation(fake(0.8));
    jest.spyOn(deviceProbes, 'upload').mockImplementation(fake(18.5));
    jest.spyOn(deviceProbes, 'echo').mockImplementation(fake(41));
    jest.spyOn(deviceProbes, 'kernel').mockImplementation(fake(2400));
    jest.spyOn(deviceProbes, 'popup').mockImplementation(fake(0, 'window.open returned null'));
    jest.spyOn(deviceProbes, 'fullscreen').mockImplementation(fake(1));
    const camera = jest.spyOn(deviceProbes, 'camera');
    let mine: Exclude<FakeAnswer<'listMyDeviceCheckReports'>, Envelope>['list'] = [];
    const { services, calls } = setup('edu_student', {
      listMyDeviceCheckReports: () => ({ list: mine }),
      saveDeviceCheckReport: () => {
        mine = [{ id: 'k3v9x2m7q4ta', created_at: NOW, verdict: 'fail', exam_id: 9, current: true }];
        return report({ exam_id: 9 });
      },
    });
    renderApp(services, '/test?exam=9');
    expect(await screen.findByText('还没有检测记录', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '班级检测情况' })).not.toBeInTheDocument();
    expect(screen.getAllByText('等待检测')).toHaveLength(DEVICE_CHECKS.length);
    await user.click(screen.getByRole('button', { name: '开始设备检测' }));

    // The automatic checks ran and were judged on the page; the pop-up and full-screen checks wait for a click.
    const download = await screen.findByRole('listitem', { name: '下载速度' }, WAIT);
    await waitFor(() => expect(within(download).getByText('未通过')).toBeInTheDocument(), WAIT);
    expect(within(download).getByText('0.8 Mbit/s')).toBeInTheDocument();
    expect(within(download).getByText('网络太慢：请改用有线网络，并关闭正在下载或看视频的程序')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '网络延迟' })).getByText('网络延迟较高：请靠近无线路由器或改用有线网络')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '时钟偏差' })).getByText('+0.3 s')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '笔记本内核' })).getByText('2.4 s')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('自动检测已完成');
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/device-check/report')).toBe(false);

    await user.click(within(screen.getByRole('listitem', { name: '弹出窗口' })).getByRole('button', { name: '开始检测' }));
    expect(await within(screen.getByRole('listitem', { name: '弹出窗口' })).findByText('弹出窗口被拦截：请在地址栏右侧允许本站弹出窗口')).toBeInTheDocument();
    await user.click(within(screen.getByRole('listitem', { name: '全屏' })).getByRole('button', { name: '开始检测' }));

    // Both required click checks done: the report saves by itself, camera and microphone skipped.
    await screen.findByText('k3v9x2m7q4ta', {}, WAIT);
    const save = calls.find((call) => call.method === 'POST' && call.url === '/api/device-check/report');
    const body = save?.data as { checks: { key: string; value: number | null; skipped?: boolean; detail?: string }[]; exam_id?: number };
    expect(body.exam_id).toBe(9);
    expect(body.checks.map((check) => check.key)).toEqual([...DEVICE_CHECKS]);
    const byKey = Object.fromEntries(body.checks.map((check) => [check.key, check]));
    expect(byKey.browser).toEqual({ key: 'browser', value: 131, detail: 'Chrome 131' });
    expect(byKey.latency).toEqual({ key: 'latency', value: 420 });
    expect(byKey.clock).toEqual({ key: 'clock', value: 300 });
    expect(byKey.download).toEqual({ key: 'download', value: 0.8 });
    expect(byKey.popup).toEqual({ key: 'popup', value: 0, detail: 'window.open returned null' });
    expect(byKey.fullscreen).toEqual({ key: 'fullscreen', value: 1 });
    expect(byKey.camera).toEqual({ key: 'camera', value: null, skipped: true });
    expect(camera).not.toHaveBeenCalled();

    expect(screen.getByText('未通过，请按提示处理后重新检测')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '我的检测记录' }, WAIT);
    expect(await within(table).findByRole('link', { name: 'k3v9x2m7q4ta' }, WAIT)).toHaveAttribute('href', '/app/test?report=k3v9x2m7q4ta');
    expect(screen.getByRole('button', { name: '重新检测' })).toBeInTheDocument();
  });

  it('saves early with the click checks skipped when asked, and says so when the server refuses', async () => {
    const user = userEvent.setup();
    for (const key of ['browser', 'cookies', 'storage', 'websocket', 'screen', 'download', 'upload', 'echo', 'kernel'] as const) {
      jest.spyOn(deviceProbes, key).mockImplementation(async () => ({ value: 1 }));
    }
    jest.spyOn(deviceProbes, 'network').mockImplementation(async () => ({ latency: { value: 30 }, clock: { value: 0 } }));
    const { services, calls } = setup('edu_student', { saveDeviceCheckReport: () => envelope(null, 0, '每项检测只能出现一次') });
    renderApp(services, '/test');
    await user.click(await screen.findByRole('button', { name: '开始设备检测' }, WAIT));
    await user.click(await screen.findByRole('button', { name: '保存报告' }, WAIT));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('报告未能保存：每项检测只能出现一次');
    const body = calls.find((call) => call.method === 'POST' && call.url === '/api/device-check/report')?.data as { checks: { key: string; skipped?: boolean }[]; exam_id?: number };
    expect(body.exam_id).toBeUndefined();
    expect(body.checks.find((check) => check.key === 'popup')).toEqual({ key: 'popup', value: null, skipped: true });
  });

  it('shows a stored report read-only with its owner, figures and advice', async () => {
    const { services } = setup('edu_teacher', { 'getDeviceCheckReport(k3v9x2m7q4ta)': () => report() });
    renderApp(services, '/test?report=k3v9x2m7q4ta');
    const list = await screen.findByRole('region', { name: '李同学（stu01）的检测报告' }, WAIT);
    expect(within(list).getByText('k3v9x2m7q4ta')).toBeInTheDocument();
    expect(within(list).getByText('2026-11-25 16:00')).toBeInTheDocument();
    const download = within(list).getByRole('listitem', { name: '下载速度' });
    expect(within(download).getByText('0.8 Mbit/s')).toBeInTheDocument();
    expect(within(download).getByText(/网络太慢/)).toBeInTheDocument();
    expect(within(within(list).getByRole('listitem', { name: /摄像头/ })).getByText('已跳过')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开始检测' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByText(/只读报告 · 浏览器：Mozilla/)).toBeInTheDocument();
  });

  it('speaks English to an English user', async () => {
    const { services } = setup('edu_teacher', { 'getDeviceCheckReport(k3v9x2m7q4ta)': () => report() });
    renderApp(services, '/test?report=k3v9x2m7q4ta', 'en-US');
    const list = await screen.findByRole('region', { name: 'Device check of 李同学 (stu01)' }, WAIT);
    expect(within(list).getByText('Failed: follow the advice and check again')).toBeInTheDocument();
    const download = within(list).getByRole('listitem', { name: 'Download speed' });
    expect(within(download).getByText('The network is too slow: use a cable and close downloads and videos')).toBeInTheDocument();
    expect(within(list).getByText('Chrome 131')).toBeInTheDocument();
  });

  it('tells a user who may not read a report so', async () => {
    const { services } = setup('edu_student', { 'getDeviceCheckReport(zzzzzzzzzzzz)': () => envelope(null, 0, '没有权限查看该报告') });
    renderApp(services, '/test?report=zzzzzzzzzzzz');
    expect(await screen.findByText('没有权限查看该报告', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回本机检测' })).toBeInTheDocument();
  });
});

describe('the class roster (staff)', () => {
  const row = (id: number, name: string, verdict: 'pass' | 'warn' | 'fail' | null, current = true): DeviceCheckRosterRow => ({
    user_id: id,
    name,
    username: `stu${id}`,
    class_name: '金融2301',
    report: verdict === null ? null : { id: `report${String(id).padStart(6, '0')}`, created_at: NOW, verdict, exam_id: null, current },
  });
  const roster = (rows: DeviceCheckRosterRow[], counts: DeviceCheckRoster['counts']): DeviceCheckRoster => ({ title: '金融2301', rows, counts });

  async function openRoster(answer: () => FakeAnswer<'deviceCheckRoster'>) {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const { services } = setup('edu_teacher', {
      listClasses: () => paged([klass, { ...klass, id: 3, name: '金融2302' }]),
      deviceCheckRoster: (config) => {
        asked.push(config.params);
        return answer();
      },
    });
    renderApp(services, '/test');
    await user.click(await screen.findByRole('tab', { name: '班级检测情况' }, WAIT));
    expect(await screen.findByText('选择一个班级，查看学生最近一次设备检测的结果。', {}, WAIT)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '班级' }), '金融2301');
    return { asked };
  }

  it("opens a teacher's only class at once", async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const { services } = setup('edu_teacher', {
      listClasses: () => paged([klass]),
      deviceCheckRoster: (config) => {
        asked.push(config.params);
        return roster([row(11, '王一', 'pass')], { pass: 1, warn: 0, fail: 0, none: 0 });
      },
    });
    renderApp(services, '/test');
    await user.click(await screen.findByRole('tab', { name: '班级检测情况' }, WAIT));
    const table = await screen.findByRole('table', { name: '金融2301' }, WAIT);
    expect(within(table).getByRole('row', { name: /王一/ })).toBeInTheDocument();
    expect(asked).toEqual([{ class_id: 2 }]);
  });

  it('lists each student with the latest verdict, time, validity and a link to the report; counts on top', async () => {
    const { asked } = await openRoster(() =>
      roster([row(11, '王一', 'pass'), row(12, '赵二', 'fail'), row(13, '钱三', 'warn', false), row(14, '孙四', null)], { pass: 1, warn: 0, fail: 1, none: 2 }),
    );
    const table = await screen.findByRole('table', { name: '金融2301' }, WAIT);
    expect(asked).toEqual([{ class_id: 2 }]);
    expect(screen.getByText(/共 4 人：通过 1 · 有警告 0 · 未通过 1 · 未检测或已过期 2/)).toBeInTheDocument();
    const wang = within(table).getByRole('row', { name: /王一/ });
    expect(within(wang).getByText('通过')).toBeInTheDocument();
    expect(within(wang).getByText('有效')).toBeInTheDocument();
    expect(within(wang).getByRole('link', { name: '查看 王一 的报告' })).toHaveAttribute('href', '/app/test?report=report000011');
    expect(within(within(table).getByRole('row', { name: /钱三/ })).getByText('已过期（超过 14 天）')).toBeInTheDocument();
    const sun = within(table).getByRole('row', { name: /孙四/ });
    expect(within(sun).getByText('未检测')).toBeInTheDocument();
    expect(within(sun).queryByRole('link')).not.toBeInTheDocument();
  });

  it('an empty class says so', async () => {
    await openRoster(() => roster([], { pass: 0, warn: 0, fail: 0, none: 0 }));
    expect(await screen.findByText('该班级还没有学生', {}, WAIT)).toBeInTheDocument();
  });

  it('a class where nobody checked yet', async () => {
    await openRoster(() => roster([row(11, '王一', null), row(12, '赵二', null)], { pass: 0, warn: 0, fail: 0, none: 2 }));
    expect(await screen.findByText(/该班级还没有学生完成设备检测/, {}, WAIT)).toBeInTheDocument();
    expect(screen.getAllByText('未检测')).toHaveLength(2);
  });

  it('shows the refusal when the server denies the roster', async () => {
    await openRoster(() => envelope(null, 0, '没有权限查看该班级'));
    expect(await screen.findByText('没有权限查看该班级', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '金融2301' })).not.toBeInTheDocument();
  });

  it('a student has no roster tab', async () => {
    const { services, calls } = setup('edu_student', {});
    renderApp(services, '/test');
    await screen.findByRole('button', { name: '开始设备检测' }, WAIT);
    expect(screen.queryByRole('tab', { name: '班级检测情况' })).not.toBeInTheDocument();
    expect(screen.queryByText('班级检测情况')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/device-check/roster' || call.url === '/api/admin/class')).toBe(false);
  });
});
