import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { TOKEN_STORAGE_KEY, type Dashboard, type Role } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fake, type Fakes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

// The app's test setup has no axe matcher (only the ui package's does).
expect.extend(toHaveNoViolations);
jest.setTimeout(30_000);

const WAIT = { timeout: 10_000 };
const paged = (list: never[] = []) => ({ list, total: list.length, page: 1, page_size: 10 });

const TEACHER: Dashboard = {
  kind: 'teacher',
  marking: [
    { kind: 'exam', id: 41, title: '金融学基础 期中考试', attempts: 3, items: 5 },
    { kind: 'case', id: 7, title: '股票风险分析', attempts: 2, items: 4 },
  ],
  marking_students: 5,
  running: [{ exam_id: 42, title: '随堂测验', end_at: '2026-11-26T10:00:00.000Z', candidates: 30, in_progress: 12, submitted: 8 }],
  behind: [
    { user_id: 9, name: '迟同学', class_id: 2, class_name: '金融2301', reason: 'progress', progress: 10, class_progress: 60, exam_id: null, exam_title: null },
    { user_id: 10, name: '缺同学', class_id: 2, class_name: '金融2301', reason: 'missed_exam', progress: null, class_progress: null, exam_id: 40, exam_title: '上周小测' },
  ],
  lab_results: [],
};

const STUDENT: Dashboard = {
  kind: 'student',
  next_exam: { exam_id: 42, title: '随堂测验', start_at: '2026-11-26T08:00:00.000Z', end_at: '2026-11-26T10:00:00.000Z', duration_minutes: 60, status: 'open' },
  next_section: { course_id: 3, course_title: '公司金融', chapter_title: '第一章 导论', section_id: 12, section_title: '1.2 资本预算', read: 1, total: 4 },
  results: [{ kind: 'lab', id: 5, title: '应收账款', score: 60, total: 100, at: '2026-11-25T08:00:00.000Z' }],
};

const CALM_STUDENT: Dashboard = { kind: 'student', next_exam: null, next_section: null, results: [] };

function setup(role: Role, dashboard: Fake<'myDashboard'>, handlers: Fakes = {}) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices(
    {
      current: () => currentUser(role),
      myDashboard: dashboard,
      myCourses: () => [],
      publishedArticles: () => paged(),
      ...handlers,
    },
    { storage },
  );
}

const panel = () => screen.findByRole('region', { name: '待办与提醒' }, WAIT);

describe('the attention panel on the landing pages', () => {
  it("shows a teacher what to mark, what runs and who falls behind, each linking where the teacher acts", async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_teacher', () => TEACHER);
    const { router, container } = renderApp(services, '/edu/course');
    const region = await panel();
    const marking = await within(region).findByRole('region', { name: /待批阅/ }, WAIT);
    expect(within(marking).getByRole('link', { name: '金融学基础 期中考试' })).toHaveAttribute('href', '/app/edu/examine/41/grade');
    expect(within(marking).getByText('3 份答卷 · 5 道题待批')).toBeInTheDocument();
    // The count is the marking queue's total; a case links to its case-teaching page; the whole queue is one click away.
    expect(within(marking).getByRole('heading', { name: /待批阅\s*5/ })).toBeInTheDocument();
    expect(within(marking).getByRole('link', { name: '股票风险分析' })).toHaveAttribute('href', '/app/edu/course/teacher/7');
    expect(within(marking).getByText('2 名学生 · 4 项评分待给')).toBeInTheDocument();
    expect(within(marking).getByRole('link', { name: '全部待批阅' })).toHaveAttribute('href', '/app/edu/marking');
    const running = within(region).getByRole('region', { name: /进行中的考试/ });
    expect(within(running).getByRole('link', { name: '随堂测验' })).toHaveAttribute('href', '/app/edu/examine/42/user');
    expect(within(running).getByText('作答中 12 · 已交卷 8 / 30 人')).toBeInTheDocument();
    const behind = within(region).getByRole('region', { name: /需要关注的学生/ });
    expect(within(behind).getByText('金融2301 · 学习进度 10%（班级平均 60%）')).toBeInTheDocument();
    expect(within(behind).getByRole('link', { name: '缺同学' })).toHaveAttribute('href', '/app/edu/examine/40/user');
    expect(within(region).getByRole('region', { name: /最新实验结果/ })).toHaveTextContent('暂无实验记录');
    // The page is still the courses page under it.
    expect(screen.getByRole('heading', { level: 1, name: '我的课程' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(marking).getByRole('link', { name: '金融学基础 期中考试' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/edu/examine/41/grade'));
  });

  it('shows a student the next exam, where to continue reading and the latest results', async () => {
    const { services } = setup('edu_student', () => STUDENT);
    const { unmount } = renderApp(services, '/edu/course');
    const region = await panel();
    const exam = await within(region).findByRole('region', { name: /下一场考试/ }, WAIT);
    expect(within(exam).getByRole('link', { name: '随堂测验' })).toHaveAttribute('href', '/app/edu/examine/index');
    // The words of 我的考试 (one status rule): 可参加.
    expect(within(exam).getByText('可参加')).toBeInTheDocument();
    const section = within(region).getByRole('region', { name: /继续学习/ });
    expect(within(section).getByRole('link', { name: '1.2 资本预算' })).toHaveAttribute('href', '/app/edu/study/3/chapter?chapter=12');
    expect(within(section).getByText('公司金融 · 第一章 导论（已学 1/4）')).toBeInTheDocument();
    const results = within(region).getByRole('region', { name: /最新成绩/ });
    expect(within(results).getByRole('link', { name: '应收账款' })).toHaveAttribute('href', '/app/block_case/lab/5');
    expect(within(results).getByText('实验 · 60 / 100 分')).toBeInTheDocument();
    unmount();
    // A chapter itself next: its course alone under it, not its title twice.
    const chapterNext = setup('edu_student', () => ({ ...STUDENT, next_section: { ...STUDENT.next_section!, chapter_title: '第二章 估值', section_title: '第二章 估值' } }));
    renderApp(chapterNext.services, '/edu/course');
    const next = await within(await panel()).findByRole('region', { name: /继续学习/ }, WAIT);
    expect(within(next).getByText('公司金融（已学 1/4）')).toBeInTheDocument();
  });

  it.each([
    ['upcoming', '未开始'],
    ['in_progress', '作答中'],
  ] as const)('names a next exam that is %s as 我的考试 does: %s', async (status, label) => {
    const { services } = setup('edu_student', () => ({ ...STUDENT, next_exam: { ...STUDENT.next_exam!, status } }));
    renderApp(services, '/edu/course');
    const exam = await within(await panel()).findByRole('region', { name: /下一场考试/ }, WAIT);
    expect(within(exam).getByText(label)).toBeInTheDocument();
  });

  it('says all is set when nothing needs the user', async () => {
    const { services } = setup('edu_student', () => CALM_STUDENT);
    renderApp(services, '/edu/course');
    const region = await panel();
    expect(await within(region).findByText('一切就绪，暂无待办', {}, WAIT)).toBeInTheDocument();
  });

  it('shows the error with a retry that loads the panel again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { services } = setup('edu_teacher', () => (fail ? envelope(null, 0, '服务繁忙，请稍后再试') : TEACHER));
    renderApp(services, '/edu/course');
    const region = await panel();
    expect(await within(region).findByText('服务繁忙，请稍后再试', {}, WAIT)).toBeInTheDocument();
    expect(within(region).getByText('待办加载失败')).toBeInTheDocument();
    fail = false;
    await user.click(within(region).getByRole('button', { name: '重试' }));
    expect(await within(region).findByRole('link', { name: '金融学基础 期中考试' }, WAIT)).toBeInTheDocument();
  });

  it("shows the college admin the college's counts above the users, each leading to its page", async () => {
    const { services } = setup(
      'edu_admin',
      () => ({ kind: 'college_admin', students: 120, teachers: 8, admins: 1, classes: 4, courses: 6, exams_running: 2, active_today: 37 }),
      { listUsers: () => paged(), listClasses: () => paged() },
    );
    renderApp(services, '/edu/user');
    const region = await panel();
    const students = await within(region).findByRole('link', { name: /学生/ }, WAIT);
    expect(students).toHaveTextContent('120');
    expect(students).toHaveAttribute('href', '/app/edu/user');
    expect(within(region).getByRole('link', { name: /班级/ })).toHaveAttribute('href', '/app/edu/class');
    expect(within(region).getByRole('link', { name: /今日活跃用户/ })).toHaveTextContent('37');
    expect(screen.getByRole('heading', { level: 1, name: '用户管理' })).toBeInTheDocument();
  });

  it('reads the student count again once an import added students, without a reload', async () => {
    const user = userEvent.setup();
    let students = 120;
    const { services } = setup(
      'edu_admin',
      () => ({ kind: 'college_admin', students, teachers: 8, admins: 1, classes: 4, courses: 6, exams_running: 2, active_today: 37 }),
      {
        listUsers: () => paged(),
        listClasses: () => paged(),
        importUsers: () => {
          students += 30;
          return { created: 30, errors: [] };
        },
      },
    );
    renderApp(services, '/edu/user');
    const region = await panel();
    expect(await within(region).findByRole('link', { name: /学生/ }, WAIT)).toHaveTextContent('120');
    await user.click(screen.getByRole('button', { name: /批量导入/ }));
    const dialog = await screen.findByRole('dialog', { name: '批量导入用户' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'users.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    await waitFor(() => expect(within(region).getByRole('link', { name: /学生/ })).toHaveTextContent('150'), WAIT);
  });

  it("shows the system admin the platform's counts, kernels marked unavailable without a notebook service", async () => {
    const { services } = setup(
      'sys_admin',
      () => ({ kind: 'system_admin', colleges: 2, users: 9, courses: 4, cases: 3, block_cases: 2, exams_running: 1, kernels_running: null }),
      { listColleges: () => paged() },
    );
    renderApp(services, '/admin/edu');
    const region = await panel();
    expect(await within(region).findByRole('link', { name: /院校/ }, WAIT)).toHaveAttribute('href', '/app/admin/edu');
    expect(within(region).getByRole('link', { name: /运行中的内核/ })).toHaveTextContent('未接入');
    expect(within(region).getByRole('link', { name: /区块链案例/ })).toHaveAttribute('href', '/app/admin/block_case');
  });
});

describe('menu labels are the page titles', () => {
  it("names the exam entry with the page's title for each role, and the course entry 我的课程", async () => {
    const staff = setup('edu_teacher', () => TEACHER);
    const { unmount } = renderApp(staff.services, '/edu/course');
    const nav = await screen.findByRole('navigation', { name: '导航菜单' }, WAIT);
    expect(within(nav).getByRole('link', { name: '考试管理' })).toBeInTheDocument();
    unmount();
    const student = setup('edu_student', () => STUDENT);
    renderApp(student.services, '/edu/course');
    const nav2 = await screen.findByRole('navigation', { name: '导航菜单' }, WAIT);
    expect(within(nav2).getByRole('link', { name: '我的考试' })).toBeInTheDocument();
    expect(within(nav2).getByRole('link', { name: '我的课程' })).toBeInTheDocument();
    expect(within(nav2).queryByText('全部课程')).toBeNull();
  });
});
