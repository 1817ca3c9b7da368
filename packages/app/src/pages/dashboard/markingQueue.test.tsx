import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { TOKEN_STORAGE_KEY, type MarkingWork, type Role } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fake } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

expect.extend(toHaveNoViolations);
jest.setTimeout(30_000);

const WAIT = { timeout: 10_000 };

const QUEUE: MarkingWork = {
  list: [
    { kind: 'exam', id: 41, title: '金融学基础 期中考试', class_id: 2, class_name: '金融2301', students: 3, items: 5, since: '2026-11-20T02:00:00.000Z', can_mark: true },
    { kind: 'case', id: 7, title: '股票风险分析', class_id: 2, class_name: '金融2301', students: 2, items: 4, since: '2026-11-21T02:00:00.000Z', can_mark: true },
    { kind: 'exam', id: 43, title: '补考', class_id: null, class_name: '', students: 1, items: 1, since: '2026-11-22T02:00:00.000Z', can_mark: true },
  ],
  students: 6,
  items: 10,
};

function setup(role: Role, queue: Fake<'myMarkingWork'>) {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return fakeServices({ current: () => currentUser(role), myMarkingWork: queue }, { storage });
}

describe('the marking queue (/edu/marking)', () => {
  it('lists exam answers and case rubrics per class with their counts, each linking to where it is marked', async () => {
    const user = userEvent.setup();
    const { services } = setup('edu_teacher', () => QUEUE);
    const { router, container } = renderApp(services, '/edu/marking');
    expect(await screen.findByText('共 6 名学生的作答、10 项待批阅', undefined, WAIT)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '待批阅列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('考试答卷')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('案例评分')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('未分班')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '批阅「金融学基础 期中考试」（金融2301）' })).toHaveAttribute('href', '/app/edu/examine/41/grade');
    expect(screen.getByRole('link', { name: '批阅「股票风险分析」（金融2301）' })).toHaveAttribute('href', '/app/edu/course/teacher/7');
    expect(screen.getByRole('link', { name: '「股票风险分析」的相似度报告' })).toHaveAttribute('href', '/app/edu/course/teacher/7?similarity=1');
    expect(screen.queryByRole('link', { name: '「金融学基础 期中考试」的相似度报告' })).not.toBeInTheDocument();
    // The menu has the entry beside the gradebook.
    expect(screen.getByRole('link', { name: /待批阅/, current: 'page' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('link', { name: '批阅「股票风险分析」（金融2301）' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/edu/course/teacher/7'));
  });

  it("shows a college admin's case rows as the class teacher's to mark, with no link that would show them nothing", async () => {
    const { services } = setup('edu_admin', () => ({ ...QUEUE, list: [{ ...QUEUE.list[1]!, can_mark: false }], students: 2, items: 4 }));
    renderApp(services, '/edu/marking');
    const table = await screen.findByRole('table', { name: '待批阅列表' }, WAIT);
    const row = await within(table).findByRole('row', { name: /股票风险分析/ }, WAIT);
    expect(within(row).getByText('由班主任批阅')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when nothing waits, when loading fails (with a retry) and when the server refuses', async () => {
    const empty = setup('edu_teacher', () => ({ list: [], students: 0, items: 0 }));
    const first = renderApp(empty.services, '/edu/marking');
    expect(await screen.findByText('没有待批阅的作业', undefined, WAIT)).toBeInTheDocument();
    first.unmount();

    let calls = 0;
    const failing = setup('edu_teacher', () => {
      calls += 1;
      return calls === 1 ? envelope(null, 0, '数据库暂时不可用') : QUEUE;
    });
    const second = renderApp(failing.services, '/edu/marking');
    expect(await screen.findByText('数据库暂时不可用', undefined, WAIT)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('共 6 名学生的作答、10 项待批阅', undefined, WAIT)).toBeInTheDocument();
    second.unmount();

    const refused = setup('edu_teacher', () => envelope(null, 0, '权限不足'));
    renderApp(refused.services, '/edu/marking');
    expect(await screen.findByText('权限不足', undefined, WAIT)).toBeInTheDocument();
  });
});
