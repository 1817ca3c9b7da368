// Chapters and blockchain cases (issue 11): the editor's picker, the study page's lab cards for a student and for staff.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, type Role } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fakes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { chapter10, chapter12, courseDetail, paged, receivableAttempt, receivableBlockCase, studyCourse, openedStudy } from './course.fixtures';

jest.setTimeout(30_000);

const signedIn = () => {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return storage;
};

function setup(role: Role, handlers: Fakes) {
  return fakeServices({ current: () => currentUser(role), ...handlers }, { storage: signedIn() });
}

const digitalBill = { ...receivableBlockCase, id: 5, title: '数字票据：签发、背书、贴现与承兑', scenario: 'digital_bill' as const, consensus: 'pbft' as const };

const study = (extra: Fakes) => ({
  'getStudyCourse(3)': () => studyCourse,
  'getStudyChapter(3,12)': () => chapter12,
  'readChapter(3,12)': () => ({ chapter_id: 12, read_at: '2026-11-22T00:00:00.000Z', study: openedStudy, progress: { read: 2, opened: 3, total: 4 } }),
  listPublishedBlockCases: () => paged([receivableBlockCase, digitalBill]),
  ...extra,
});

const labCard = async () => {
  const labs = await screen.findByRole('list', { name: '区块链实验' }, { timeout: 10_000 });
  return within(labs).getByRole('article', { name: '应收账款多级流转与保理融资' });
};

describe('StudyChapter: blockchain lab cards', () => {
  it('a student sees the case with its scenario and consensus, their steps done and score, and opens the lab', async () => {
    const { services } = setup('edu_student', study({ myBlockLabAttempts: () => [receivableAttempt] }));
    renderApp(services, '/edu/study/3/chapter');
    const card = await labCard();
    expect(within(card).getByRole('heading', { name: '应收账款多级流转与保理融资' })).toBeInTheDocument();
    expect(await within(card).findByText('应收账款 · PoW 工作量证明')).toBeInTheDocument();
    expect(await within(card).findByTestId('block-lab-attempt')).toHaveTextContent('已完成 3 / 6 步 · 得分 45');
    expect(within(card).getByRole('link', { name: '进入实验' })).toHaveAttribute('href', '/app/block_case/lab/4');
    expect(within(card).queryByRole('link', { name: '实验情况' })).not.toBeInTheDocument();
  });

  it('a student without an attempt is told it is not started; a completed one shows its score; a failed load says so', async () => {
    const first = setup('edu_student', study({ myBlockLabAttempts: () => [] }));
    const { unmount } = renderApp(first.services, '/edu/study/3/chapter');
    expect(await within(await labCard()).findByText('尚未开始实验')).toBeInTheDocument();
    unmount();

    const done = setup('edu_student', study({ myBlockLabAttempts: () => [{ ...receivableAttempt, status: 'completed', score: 100, steps_done: 6 }] }));
    const second = renderApp(done.services, '/edu/study/3/chapter');
    expect(await within(await labCard()).findByText('已完成 · 得分 100')).toBeInTheDocument();
    second.unmount();

    const failing = setup('edu_student', study({ myBlockLabAttempts: () => envelope(null, 0, '服务暂不可用') }));
    renderApp(failing.services, '/edu/study/3/chapter');
    expect(await within(await labCard()).findByText('实验成绩暂时无法加载')).toBeInTheDocument();
  });

  it("a teacher gets the lab and the class's results, and no attempt is asked for", async () => {
    const { services, calls } = setup('edu_teacher', study({}));
    renderApp(services, '/edu/study/3/chapter?chapter=12');
    const card = await labCard();
    expect(within(card).getByRole('link', { name: '进入实验' })).toHaveAttribute('href', '/app/block_case/lab/4');
    expect(within(card).getByRole('link', { name: '实验情况' })).toHaveAttribute('href', '/app/edu/block_case/4/students');
    expect(within(card).queryByTestId('block-lab-attempt')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/block-lab/attempt/my')).toBe(false);
  });

  it('a chapter without blockchain cases shows no lab section and lists nothing', async () => {
    const { services, calls } = setup('edu_student', study({ 'getStudyChapter(3,12)': () => ({ ...chapter12, block_case_ids: [], block_cases: [] }) }));
    renderApp(services, '/edu/study/3/chapter');
    expect(await screen.findByRole('heading', { name: '1.2 年金' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '区块链实验' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/block-'))).toBe(false);
  });
});

describe('CourseDetail: the blockchain case picker', () => {
  it('offers the published blockchain cases beside the cases, and saves block_case_ids in order', async () => {
    const user = userEvent.setup();
    const { services, calls } = setup('edu_teacher', {
      'getCourse(3)': () => courseDetail,
      'getChapter(10)': () => ({ ...chapter10, block_case_ids: [5], block_cases: [{ id: 5, title: digitalBill.title }] }),
      'updateChapter(10)': (config) => ({ ...chapter10, ...(JSON.parse(String(config.data)) as object), updated_at: '2026-11-22T00:00:00.000Z' }),
      listResources: () => paged([]),
      'listLinkableCases(3)': () => [],
      listPublishedBlockCases: () => paged([receivableBlockCase, digitalBill]),
      listExams: () => paged([]),
      'courseProgress(3)': () => ({ course_id: 3, chapters: [], students: [] }),
    });
    renderApp(services, '/edu/course/3');
    expect(await screen.findByRole('heading', { name: '编辑：第一章 货币时间价值' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '资源、案例与考试' }));
    const picker = screen.getByRole('group', { name: '关联区块链案例' });
    expect(within(picker).getByRole('list', { name: '关联区块链案例' })).toHaveTextContent(digitalBill.title);
    const choose = await within(picker).findByRole('combobox', { name: '选择关联区块链案例' });
    // An already linked case is not offered again.
    expect(within(choose).queryByRole('option', { name: `${digitalBill.title} (#5)` })).not.toBeInTheDocument();
    await user.selectOptions(choose, '4');
    await user.click(within(picker).getAllByRole('button', { name: '添加' })[0] as HTMLElement);
    expect(within(picker).getByRole('list', { name: '关联区块链案例' })).toHaveTextContent(receivableBlockCase.title);
    // The big-data case picker is untouched.
    expect(within(screen.getByRole('group', { name: '关联案例' })).getByText('尚未关联')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存章节' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT' && call.url === '/api/admin/chapter/10')?.data).toEqual({
        title: '第一章 货币时间价值',
        content: '# 货币时间价值',
        resource_ids: [],
        case_ids: [],
        block_case_ids: [5, 4],
        exam_ids: [],
      }),
    );
  });

  it('a refusal of the server is shown in the form', async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_teacher', {
      'getCourse(3)': () => courseDetail,
      'getChapter(10)': () => chapter10,
      'updateChapter(10)': () => envelope(null, 0, '区块链案例 77 不存在或未发布'),
      listResources: () => paged([]),
      'listLinkableCases(3)': () => [],
      listPublishedBlockCases: () => paged([]),
      listExams: () => paged([]),
      'courseProgress(3)': () => ({ course_id: 3, chapters: [], students: [] }),
    });
    renderApp(services, '/edu/course/3');
    expect(await screen.findByRole('heading', { name: '编辑：第一章 货币时间价值' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '资源、案例与考试' }));
    const picker = screen.getByRole('group', { name: '关联区块链案例' });
    await user.type(within(picker).getByRole('textbox'), '77');
    await user.click(within(picker).getByRole('button', { name: '添加' }));
    await user.click(screen.getByRole('button', { name: '保存章节' }));
    expect(await screen.findByText('区块链案例 77 不存在或未发布')).toBeInTheDocument();
  });
});
