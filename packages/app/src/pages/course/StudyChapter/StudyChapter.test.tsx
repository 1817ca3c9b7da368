import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDY_RULES, TOKEN_STORAGE_KEY, type ChapterDetail, type SectionStudy, type StudyCourse } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fakes } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';
import { chapter12, studyCourse } from '../course.fixtures';

jest.setTimeout(30_000);

/** A controllable IntersectionObserver (jsdom has none): `reveal()` brings the observed end into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static reveal() {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.targets.length === 0) continue;
      observer.callback(observer.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry), observer as unknown as IntersectionObserver);
    }
  }
}

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  visibility = 'visible';
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => jest.restoreAllMocks());

function setup(handlers: Fakes, teacherLearning: Array<{ id: number; title: string }> = []) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser('edu_student', { teacher_learning: teacherLearning }), ...handlers }, { storage });
}

const reading = (overrides: Partial<SectionStudy> = {}): SectionStudy => ({
  opened: true,
  learned: false,
  read_seconds: 0,
  reached_end: false,
  video_fraction: 0,
  min_read_seconds: 60,
  missing: [{ kind: 'time', seconds: 60 }, { kind: 'end' }],
  ...overrides,
});
/** Chapter 12 without links, so only time and end are asked. */
const plain12: ChapterDetail = { ...chapter12, case_ids: [], cases: [], block_case_ids: [], block_cases: [], exam_ids: [], exams: [], resource_ids: [], resources: [], study: reading({ opened: false }) };

describe('StudyChapter: reading reports and the section state (issue 18)', () => {
  it('reports the end in view and heartbeats only while the tab is visible; shows 已学完 when the server says so', async () => {
    const intervals = jest.spyOn(window, 'setInterval');
    let learned = false;
    const { services, calls } = setup({
      'getStudyCourse(3)': () => studyCourse,
      'getStudyChapter(3,12)': () => plain12,
      'readChapter(3,12)': (config) => {
        const body = JSON.parse(String(config.data)) as { reached_end: boolean };
        const study = learned ? reading({ learned: true, read_seconds: 62, reached_end: true, missing: [] }) : reading({ read_seconds: 15, reached_end: body.reached_end, missing: body.reached_end ? [{ kind: 'time', seconds: 45 }] : [{ kind: 'time', seconds: 45 }, { kind: 'end' }] });
        return { chapter_id: 12, read_at: '2026-11-22T00:00:00.000Z', study, progress: { read: learned ? 3 : 2, opened: 3, total: 4 } };
      },
    });
    renderApp(services, '/edu/study/3/chapter?chapter=12');
    const status = await screen.findByRole('region', { name: '本节学习状态' }, { timeout: 10_000 });
    const posts = () => calls.filter((call) => call.method === 'POST' && call.url === '/api/admin/study/3/chapter/12/read');
    await waitFor(() => expect(within(status).getByText('还需阅读 45 秒')).toBeInTheDocument());
    expect(within(status).getByText('在读')).toBeInTheDocument();
    expect(within(status).getByText('请读到末尾')).toBeInTheDocument();
    expect(posts()[0]!.data).toMatchObject({ reached_end: false, visible_ms: expect.any(Number) });

    // The end of the section comes into view: reported at once, and the hint goes away.
    act(() => FakeIntersectionObserver.reveal());
    await waitFor(() => expect(within(status).queryByText('请读到末尾')).not.toBeInTheDocument());
    expect(posts().at(-1)!.data).toMatchObject({ reached_end: true });

    const heartbeat = intervals.mock.calls.find(([, delay]) => delay === STUDY_RULES.heartbeatMs)?.[0] as () => void;
    expect(heartbeat).toBeInstanceOf(Function);
    // Hidden: one last report of the time seen, then no heartbeat until visible again.
    const beforeHidden = posts().length;
    setVisibility('hidden');
    await waitFor(() => expect(posts()).toHaveLength(beforeHidden + 1));
    await act(async () => {
      heartbeat();
      heartbeat();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(posts()).toHaveLength(beforeHidden + 1);

    learned = true;
    setVisibility('visible');
    act(() => heartbeat());
    await waitFor(() => expect(posts()).toHaveLength(beforeHidden + 2));
    await waitFor(() => expect(within(status).getByText('已学完')).toBeInTheDocument());
    expect(within(status).queryByText(/还需阅读/)).not.toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: /^1\.2 年金\s*（已学）$/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('course-progress')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  });

  it('asks to watch the video and reports the share actually played', async () => {
    const withVideo: ChapterDetail = {
      ...plain12,
      resource_ids: [6],
      resources: [{ id: 6, title: '年金讲解视频', type: 'video', kind: 'video', filename: 'a.mp4', mime: 'video/mp4', size: 1024, url: '/storage/uploads/media/2/a.mp4?signature=x' }],
      study: reading({ opened: false, missing: [{ kind: 'time', seconds: 60 }, { kind: 'end' }, { kind: 'video' }] }),
    };
    const user = userEvent.setup();
    const { services, calls } = setup({
      'getStudyCourse(3)': () => studyCourse,
      'getStudyChapter(3,12)': () => withVideo,
      'readChapter(3,12)': (config) => {
        const body = JSON.parse(String(config.data)) as { video_fraction?: number };
        const watched = (body.video_fraction ?? 0) >= 0.9;
        return { chapter_id: 12, read_at: '2026-11-22T00:00:00.000Z', study: reading({ video_fraction: body.video_fraction ?? 0, missing: watched ? [{ kind: 'time', seconds: 60 }, { kind: 'end' }] : [{ kind: 'time', seconds: 60 }, { kind: 'end' }, { kind: 'video' }] }), progress: { read: 2, opened: 3, total: 4 } };
      },
    });
    renderApp(services, '/edu/study/3/chapter?chapter=12');
    const status = await screen.findByRole('region', { name: '本节学习状态' }, { timeout: 10_000 });
    expect(within(status).getByText('请看完视频')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '预览' }));
    const video = document.querySelector('video');
    expect(video).not.toBeNull();
    // Played 0–95 of 100 seconds (not a seek to the end).
    Object.defineProperty(video!, 'duration', { configurable: true, value: 100 });
    Object.defineProperty(video!, 'played', { configurable: true, value: { length: 1, start: () => 0, end: () => 95 } });
    act(() => void video!.dispatchEvent(new Event('timeupdate')));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').at(-1)!.data).toMatchObject({ video_fraction: 0.95 }));
    await waitFor(() => expect(within(status).queryByText('请看完视频')).not.toBeInTheDocument());
  });

  it("switching courses in the menu shows the new course's progress without a reload", async () => {
    const user = userEvent.setup();
    const otherCourse: StudyCourse = { ...studyCourse, id: 4, title: '投资学', chapters: [{ id: 40, parent_id: null, title: '第一章 资产组合', sort: 1, resource_count: 0, case_count: 0, exam_count: 0, read: false, children: [] }], progress: { read: 1, opened: 1, total: 2 }, next_chapter_id: 40 };
    const { services } = setup(
      {
        'getStudyCourse(3)': () => studyCourse,
        'getStudyChapter(3,12)': () => plain12,
        'readChapter(3,12)': () => ({ chapter_id: 12, read_at: '2026-11-22T00:00:00.000Z', study: reading(), progress: { read: 3, opened: 4, total: 4 } }),
        'getStudyCourse(4)': () => otherCourse,
        'getStudyChapter(4,40)': () => ({ ...plain12, id: 40, course_id: 4, parent_id: null, title: '第一章 资产组合' }),
        // The new course's reports fail: only its own progress may be shown, never the previous course's.
        'readChapter(4,40)': () => envelope(null, 0, '服务繁忙，请稍后再试'),
      },
      [
        { id: 3, title: '公司金融' },
        { id: 4, title: '投资学' },
      ],
    );
    renderApp(services, '/edu/study/3/chapter');
    expect(await screen.findByRole('heading', { name: '1.2 年金' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('course-progress')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75'));

    await user.click(within(screen.getByRole('navigation', { name: '导航菜单' })).getByRole('link', { name: '投资学' }));
    expect(await screen.findByRole('heading', { name: '第一章 资产组合' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('course-progress')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('已学 1 / 2 节')).toBeInTheDocument();
    expect(screen.queryByRole('treeitem', { name: /1\.2 年金/ })).not.toBeInTheDocument();
  });
});

describe("StudyChapter: a chapter's CSV attachment", () => {
  it("is previewed as a table read through the chapter, so a platform course's file reaches the college's students", async () => {
    const withCsv: ChapterDetail = {
      ...plain12,
      resource_ids: [6],
      resources: [{ id: 6, title: '平台行情', type: 'dataset', kind: 'table', filename: '平台行情.csv', mime: 'text/csv', size: 64, url: '/storage/uploads/media/2/a.csv?signature=x' }],
    };
    const asked: unknown[] = [];
    const user = userEvent.setup();
    const { services } = setup({
      'getStudyCourse(3)': () => studyCourse,
      'getStudyChapter(3,12)': () => withCsv,
      'readChapter(3,12)': () => ({ chapter_id: 12, read_at: '2026-11-22T00:00:00.000Z', study: reading(), progress: { read: 2, opened: 3, total: 4 } }),
      'resourceTable(6)': (config) => {
        asked.push(config.params);
        return { columns: ['日期', '收盘'], rows: [['2024-01-02', 3386.35]], total_rows: 1 };
      },
    });
    renderApp(services, '/edu/study/3/chapter?chapter=12');
    await user.click(await screen.findByRole('button', { name: '预览' }, { timeout: 10_000 }));
    const table = await screen.findByRole('table', { name: '平台行情' });
    expect(within(table).getByText('3,386.35')).toBeInTheDocument();
    expect(asked).toEqual([{ rows: 50, chapter_id: 12 }]);
  });
});
