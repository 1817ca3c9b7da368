import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatWallTime, parseWallTime, TOKEN_STORAGE_KEY, type Role } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fakes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { expectFormulasRendered } from '../../../test/formulaChecks';
import { menuForUser } from '../../layouts/menu';
import { allowedRoutesFor } from '@finedu/domain';
import { article, chapter10, chapter12, courseDetail, myCourses, paged, studyCourse, openedStudy } from './course.fixtures';
import { flattenChapters, nextChapterOf, parseId, progressPercent } from './shared/chapters';
import { storageKeyFromUrl } from './shared/storageKey';
import { dataCenterUrl } from './DataCenter/DataCenterPage';
import { splitAuthors } from './Edition/TextbookFormModal';

jest.setTimeout(30_000);

const signedIn = () => {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return storage;
};

// The landing page's attention panel (issue 18) has nothing to show here: its own tests are pages/dashboard.
const CALM: Fakes = {
  myDashboard: () => ({ kind: 'student', next_exam: null, next_section: null, results: [] }),
};

function setup(role: Role, handlers: Fakes, overrides: Parameters<typeof currentUser>[1] = {}) {
  return fakeServices({ current: () => currentUser(role, overrides), ...CALM, ...handlers }, { storage: signedIn() });
}

describe('course helpers', () => {
  it('computes progress, reading order and ids', () => {
    expect(progressPercent({ read: 1, opened: 2, total: 3 })).toBe(33);
    expect(progressPercent({ read: 0, opened: 0, total: 0 })).toBe(0);
    expect(progressPercent(null)).toBe(0);
    expect(flattenChapters(studyCourse.chapters).map((chapter) => chapter.id)).toEqual([10, 11, 12, 20]);
    expect(nextChapterOf(studyCourse.chapters, 12)?.id).toBe(20);
    expect(nextChapterOf(studyCourse.chapters, 20)).toBeUndefined();
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('1e3')).toBeNull();
  });

  it('reads the storage key from local, S3 and CDN URLs, and refuses others', () => {
    const meta = { prefix: 'uploads/', path_media: 'media/' };
    expect(storageKeyFromUrl('/storage/uploads/media/7/0a1b.pdf?expires=1&signature=x', meta)).toBe('uploads/media/7/0a1b.pdf');
    expect(storageKeyFromUrl('https://bucket.oss.example.com/uploads/media/7/0a1b.pdf?X-Amz-Signature=y', meta)).toBe('uploads/media/7/0a1b.pdf');
    expect(storageKeyFromUrl('https://cdn.example/files/uploads/media/12/%E6%95%99.pdf', meta)).toBe('uploads/media/12/教.pdf');
    expect(storageKeyFromUrl('https://evil.example/other/7/a.pdf', meta)).toBeNull();
    expect(storageKeyFromUrl('/storage/uploads/media/x/a.pdf', meta)).toBeNull();
  });

  it('reads publish times as Beijing time and refuses impossible ones', () => {
    expect(parseWallTime('2026-11-20 09:30')).toBe('2026-11-20T09:30:00+08:00');
    expect(formatWallTime('2026-11-20T01:30:00.000Z')).toBe('2026-11-20 09:30');
    expect(parseWallTime('2026-02-30 09:00')).toBeNull();
    expect(parseWallTime('明天')).toBeNull();
  });

  it('accepts only web addresses for the data centre and hides its menu entry without one', () => {
    expect(dataCenterUrl('https://data.example.edu.cn/')).toBe('https://data.example.edu.cn/');
    expect(dataCenterUrl('javascript:alert(1)')).toBeNull();
    expect(dataCenterUrl('')).toBeNull();
    const routes = allowedRoutesFor('edu_student');
    expect(menuForUser('EduHome', { role: 'edu_student', allow_routes: routes }).map((r) => r.name)).not.toContain('DataCenter');
    expect(menuForUser('EduHome', { role: 'edu_student', allow_routes: routes, data_center_url: 'https://data.example' }).map((r) => r.name)).toContain('DataCenter');
    expect(splitAuthors('张三、李四, Bodie ；')).toEqual(['张三', '李四', 'Bodie']);
  });
});

describe('Courses (landing)', () => {
  it('shows a student their courses with progress and the news, and opens a course in the reader', async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_student', {
      myCourses: () => myCourses,
      publishedArticles: () => paged([article]),
      'getStudyCourse(3)': () => studyCourse,
      'getStudyChapter(3,12)': () => chapter12,
      'readChapter(3,12)': () => ({ chapter_id: 12, read_at: '2026-11-22T00:00:00.000Z', study: openedStudy, progress: { read: 2, opened: 3, total: 4 } }),
    });
    const { router } = renderApp(services, '/edu/course');
    const grid = await screen.findByRole('list', { name: '我的课程' }, { timeout: 10_000 });
    expect(within(grid).getByRole('progressbar', { name: '公司金融 学习进度' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(grid).getByText('已学 1 / 4 节')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: '公司金融' })).toHaveAttribute('href', '/app/edu/study/3/chapter');
    const news = await screen.findByRole('list', { name: '新闻公告' });
    expect(within(news).getByRole('link', { name: '量化投资工作坊通知' })).toHaveAttribute('href', '/app/ad/preview/6');
    expect(within(news).getByText('置顶')).toBeInTheDocument();

    await user.click(within(grid).getByRole('link', { name: '公司金融' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/edu/study/3/chapter'));
  });

  it('tells a student without courses what happens next, and shows a retry on failure', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { services } = setup('edu_student', {
      myCourses: () => (fail ? envelope(null, 0, '服务繁忙，请稍后再试') : []),
      publishedArticles: () => paged([]),
    });
    renderApp(services, '/edu/course');
    expect(await screen.findByText('服务繁忙，请稍后再试', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂时没有课程')).toBeInTheDocument();
    expect(screen.getByText('暂无新闻公告')).toBeInTheDocument();
  });
});

describe('StudyChapter', () => {
  it('opens the next unread chapter, reports the opening (not learned yet), shows what is missing and previews the PDF', async () => {
    const user = userEvent.setup();
    const opened = { opened: true, learned: false, read_seconds: 0, reached_end: false, video_fraction: 0, min_read_seconds: 60, missing: [{ kind: 'time', seconds: 60 }, { kind: 'end' }, { kind: 'case' }] } as const;
    const { services, calls } = setup('edu_student', {
      'getStudyCourse(3)': () => studyCourse,
      'getStudyChapter(3,12)': () => chapter12,
      'readChapter(3,12)': () => ({ chapter_id: 12, read_at: '2026-11-22T00:00:00.000Z', study: opened, progress: { read: 2, opened: 3, total: 4 } }),
    });
    renderApp(services, '/edu/study/3/chapter');
    expect(await screen.findByRole('heading', { name: '1.2 年金' }, { timeout: 10_000 })).toBeInTheDocument();
    // The chapter's formula is rendered once, its TeX not shown.
    expectFormulasRendered(screen.getByTestId('chapter-content'), ['\\frac', '\\cdot', '$'], 1);
    await waitFor(() => expect(calls.find((call) => call.method === 'POST' && call.url === '/api/admin/study/3/chapter/12/read')?.data).toMatchObject({ reached_end: false }));
    const status = await screen.findByRole('region', { name: '本节学习状态' });
    expect(within(status).getByText('在读')).toBeInTheDocument();
    expect(within(status).getByText('还需阅读 60 秒')).toBeInTheDocument();
    expect(within(status).getByText('请读到末尾')).toBeInTheDocument();
    expect(within(status).getByText('请打开本节的案例并动手运行')).toBeInTheDocument();
    // Opening is not learning: the progress stays at the learned sections.
    expect(within(screen.getByTestId('course-progress')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('treeitem', { name: /^1\.2 年金$/ })).toHaveAttribute('aria-selected', 'true');

    expect(screen.getByRole('link', { name: '进入案例' })).toHaveAttribute('href', '/app/edu/study/8/detail');
    expect(screen.getByRole('link', { name: '参加考试' })).toHaveAttribute('href', '/app/examine/9');
    await user.click(screen.getByRole('button', { name: '预览' }));
    expect(screen.getByTitle('年金讲义')).toHaveAttribute('src', '/storage/uploads/media/2/abc.pdf?signature=x');
  });

  it('does not record progress for staff previewing the course', async () => {
    const { services, calls } = setup('edu_teacher', {
      'getStudyCourse(3)': () => studyCourse,
      'getStudyChapter(3,12)': () => chapter12,
    });
    renderApp(services, '/edu/study/3/chapter?chapter=12');
    expect(await screen.findByRole('heading', { name: '1.2 年金' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/read'))).toBe(false);
    expect(screen.queryByTestId('course-progress')).not.toBeInTheDocument();
  });

  it('shows the denied state when the server refuses the course', async () => {
    const { services } = setup('edu_student', { 'getStudyCourse(3)': () => envelope(null, 0, '权限不足：你不在该课程的班级中') });
    renderApp(services, '/edu/study/3/chapter');
    expect(await screen.findByText('权限不足：你不在该课程的班级中', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('无权访问')).toBeInTheDocument();
  });
});

describe('CourseDetail (teacher)', () => {
  it("leads from a chapter's linked case to its case teaching (marking, who started) and its similarity report", async () => {
    const { services } = setup('edu_teacher', {
      'getCourse(3)': () => courseDetail,
      'getChapter(10)': () => ({ ...chapter10, case_ids: [8], cases: [{ id: 8, title: '房贷月供计算' }] }),
      'listChapters(3)': () => courseDetail.chapters,
      listResources: () => paged([]),
      'listLinkableCases(3)': () => [],
      listExams: () => paged([]),
      'courseProgress(3)': () => ({ course_id: 3, chapters: [], students: [] }),
    });
    renderApp(services, '/edu/course/3');
    const teaching = await screen.findByRole('navigation', { name: '本章案例教学' }, { timeout: 10_000 });
    expect(within(teaching).getByRole('link', { name: '房贷月供计算 · 批阅与学习情况' })).toHaveAttribute('href', '/app/edu/course/teacher/8');
    expect(within(teaching).getByRole('link', { name: '房贷月供计算 · 相似度报告' })).toHaveAttribute('href', '/app/edu/course/teacher/8?similarity=1');
  });

  it('reorders chapters with the move buttons, adds a section, and saves content with a linked case', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_teacher', {
      'getCourse(3)': () => courseDetail,
      'getChapter(10)': () => chapter10,
      'getChapter(13)': () => ({ ...chapter10, id: 13, parent_id: 10, title: '1.2 年金' }),
      'reorderChapters(3)': () => [courseDetail.chapters[1]!, courseDetail.chapters[0]!],
      'createChapter(3)': () => ({ ...chapter10, id: 13, parent_id: 10, title: '1.2 年金' }),
      'listChapters(3)': () => courseDetail.chapters,
      'updateChapter(10)': (config) => ({ ...chapter10, ...(JSON.parse(String(config.data)) as object), updated_at: '2026-11-22T00:00:00.000Z' }),
      listResources: () => paged([]),
      'listLinkableCases(3)': () => [{ id: 8, title: '房贷月供计算', type_name: '公司金融', summary: '', difficulty: 1 }],
      listExams: () => paged([]),
      'courseProgress(3)': () => ({ course_id: 3, chapters: [], students: [] }),
    });
    renderApp(services, '/edu/course/3');
    expect(await screen.findByRole('heading', { name: '编辑：第一章 货币时间价值' }, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '下移 第一章 货币时间价值' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT' && call.url === '/api/admin/course/3/chapter/order')?.data).toEqual({ parent_id: null, ids: [20, 10] }));

    // An empty title is refused on the client, in the user's language.
    await user.click(screen.getByRole('button', { name: '添加节' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请填写标题');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: '新章节标题' }), '1.2 年金');
    await user.click(screen.getByRole('button', { name: '添加节' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.data).toEqual({ title: '1.2 年金', parent_id: 10 }));

    await user.click(screen.getByRole('button', { name: '第一章 货币时间价值' }));
    const content = await screen.findByRole('textbox', { name: '内容' });
    await user.clear(content);
    await user.type(content, '## 复利');
    expect(within(screen.getByRole('region', { name: '预览' })).getByRole('heading', { name: '复利' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '资源、案例与考试' }));
    const cases = screen.getByRole('group', { name: '关联案例' });
    await user.type(within(cases).getByRole('textbox'), 'abc');
    await user.click(within(cases).getAllByRole('button', { name: '添加' })[1] as HTMLElement);
    expect(within(cases).getByRole('alert')).toHaveTextContent('请输入正整数编号。');
    // The course's linkable cases are offered by title.
    await user.selectOptions(within(cases).getByRole('combobox', { name: '选择关联案例' }), '8');
    await user.click(within(cases).getAllByRole('button', { name: '添加' })[0] as HTMLElement);
    expect(within(cases).getByRole('list', { name: '关联案例' })).toHaveTextContent('房贷月供计算');
    await user.click(screen.getByRole('button', { name: '保存章节' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT' && call.url === '/api/admin/chapter/10')?.data).toEqual({
        title: '第一章 货币时间价值',
        content: '## 复利',
        resource_ids: [],
        case_ids: [8],
        block_case_ids: [],
        exam_ids: [],
      }),
    );
  });
});

describe('CourseDetail progress tab (issue 18)', () => {
  it('shows per student learned / opened, the time spent, and per chapter learned, opened or not with its time', async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_teacher', {
      'getCourse(3)': () => courseDetail,
      'getChapter(10)': () => chapter10,
      listResources: () => paged([]),
      'listLinkableCases(3)': () => [],
      listExams: () => paged([]),
      'courseProgress(3)': () => ({
        course_id: 3,
        chapters: [
          { id: 10, parent_id: null, title: '第一章 货币时间价值' },
          { id: 11, parent_id: 10, title: '1.1 终值与现值' },
          { id: 20, parent_id: null, title: '第二章 风险与收益' },
        ],
        students: [
          {
            user_id: 31,
            username: 's2301',
            name: '李同学',
            class_id: 2,
            class_name: '金融2301',
            read_chapter_ids: [10],
            opened_chapter_ids: [10, 11],
            read: 1,
            opened: 2,
            total: 3,
            read_seconds: 135,
            chapter_seconds: [
              { chapter_id: 10, seconds: 125 },
              { chapter_id: 11, seconds: 10 },
            ],
            last_read_at: '2026-11-22T00:00:00.000Z',
          },
        ],
      }),
    });
    renderApp(services, '/edu/course/3');
    await user.click(await screen.findByRole('tab', { name: '学习进度' }, { timeout: 10_000 }));
    const table = await screen.findByRole('table', { name: '学生学习进度' });
    const row = within(table).getByRole('row', { name: /李同学/ });
    expect(within(row).getByText('1 / 2（共 3 节）')).toBeInTheDocument();
    expect(within(row).getByText('2 分 15 秒')).toBeInTheDocument();
    expect(within(row).getByLabelText('已学完 2 分 5 秒')).toHaveAttribute('data-state', 'learned');
    expect(within(row).getByLabelText('已打开，未学完 10 秒')).toHaveAttribute('data-state', 'opened');
    expect(within(row).getByLabelText('未学')).toHaveAttribute('data-state', 'unread');
    expect(within(table).getByRole('columnheader', { name: '学习时长' })).toBeInTheDocument();
  });
});

describe('CourseTeacher', () => {
  it('refuses an empty title with a localized message, then creates the course with its classes', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_admin', {
      listCourses: () => paged([]),
      listUsers: () => ({ list: [], total: 0, page: 1, page_size: 100 }),
      listClasses: () => ({ list: [{ id: 2, name: '金融2301', grade: '2023', teacher_id: null, teacher_name: null, member_count: 30, remark: '', created_at: '', updated_at: '' }], total: 1, page: 1, page_size: 100 }),
      createCourse: () => ({ ...courseDetail, id: 3 }),
      'getCourse(3)': () => courseDetail,
      'getChapter(10)': () => chapter10,
      listResources: () => paged([]),
      listExams: () => paged([]),
      'courseProgress(3)': () => ({ course_id: 3, chapters: [], students: [] }),
    });
    renderApp(services, '/edu/course/teacher');
    expect(await screen.findByText('还没有课程', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '新建课程' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '新建课程' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请填写课程名称')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /课程名称/ }), '公司金融');
    await user.click(await within(dialog).findByRole('checkbox', { name: '金融2301' }));
    // The minimum reading time of a section (issue 18): 60 s by default, at most 3600.
    const minRead = within(dialog).getByRole('textbox', { name: /最短阅读时长/ });
    expect(minRead).toHaveValue('60');
    await user.clear(minRead);
    await user.type(minRead, '4000');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.clear(minRead);
    await user.type(minRead, '90');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.data).toMatchObject({ title: '公司金融', class_ids: [2], teacher_ids: [], status: 'draft', sort: 0, min_read_seconds: 90 }));
  });
});

describe('Articles and AdPreview', () => {
  it('publishes a draft article', async () => {
    const user = userEvent.setup();
    const draft = { ...article, status: 'draft' as const, pinned: false };
    const { services, calls } = setup('sys_admin', {
      listArticles: () => paged([draft]),
      'publishArticle(6)': () => ({ ...article }),
    });
    renderApp(services, '/admin/articles');
    await user.click(await screen.findByRole('button', { name: '发布 量化投资工作坊通知' }, { timeout: 10_000 }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/article/6/publish')).toBe(true));
    expect(await screen.findByText('文章已发布')).toBeInTheDocument();
  });

  it('shows a published article to anyone, sanitized, without the admin layout', async () => {
    const { services } = fakeServices({ 'previewArticle(6)': () => article });
    const { container } = renderApp(services, '/ad/preview/6');
    expect(await screen.findByRole('heading', { level: 1, name: '量化投资工作坊通知' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('欢迎报名')).toBeInTheDocument();
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
  });
});

describe('DataCenter', () => {
  it('says the data centre is not configured when there is no URL', async () => {
    const { services } = setup('edu_student', {});
    renderApp(services, '/edu/data-center');
    expect(await screen.findByText('尚未配置数据中心', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('opens the configured site in a new window', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { services } = setup('edu_student', {}, { data_center_url: 'https://data.example.edu.cn/' });
    renderApp(services, '/edu/data-center');
    expect(await screen.findByText('已在新窗口打开数据中心', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('https://data.example.edu.cn/', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});
