// 我的成绩's 区块链实验 section (issue 11): the student's lab attempts beside the exam grades, and its states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, type BlockLabAttemptSummary } from '@finedu/domain';
import { currentUser, envelope, fakeServices, memoryStorage, type Fakes } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

jest.setTimeout(30_000);

const signedIn = () => {
  const storage = memoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'token-abc', user_id: 7, saved_at: Date.now() }));
  return storage;
};

// The page's course gradebooks (issue 34) answer an empty list here: these tests are about the lab section.
const setup = (handlers: Fakes) => fakeServices({ current: () => currentUser('edu_student'), myGradebook: () => ({ list: [] }), ...handlers }, { storage: signedIn() });

const attempt = (overrides: Partial<BlockLabAttemptSummary>): BlockLabAttemptSummary => ({
  id: 31,
  case_id: 4,
  case_title: '应收账款多级流转与保理融资',
  scenario: 'receivable',
  consensus: 'pow',
  user_id: 7,
  status: 'active',
  score: 45,
  steps_done: 3,
  step_count: 6,
  block_count: 2,
  created_at: '2026-11-24T01:00:00.000Z',
  updated_at: '2026-11-25T02:30:00.000Z',
  completed_at: null,
  ...overrides,
});

const grades = () => ({ list: [{ exam_id: 10, exam_title: '随堂测验', attempt_id: 41, submitted_at: '2026-11-20T01:00:00.000Z', total_score: 10, score: 7, released: true, pending: false, review_available: true, show_results: 'after_submit' as const }] });

describe('EduGrade: 区块链实验', () => {
  it('lists each attempt with its status, steps done, score and update time, linking back to the lab, beside the exam grades', async () => {
    const { services } = setup({
      myGrades: grades,
      myBlockLabAttempts: () => [attempt({}), attempt({ id: 32, case_id: 5, case_title: '数字票据：签发、背书、贴现与承兑', status: 'completed', score: 100, steps_done: 4, step_count: 4 })],
    });
    renderApp(services, '/edu/grade');
    const labs = await screen.findByRole('table', { name: '区块链实验' }, { timeout: 10_000 });
    const receivable = await within(labs).findByRole('row', { name: /应收账款多级流转与保理融资/ }, { timeout: 5000 });
    expect(within(receivable).getByText('进行中')).toBeInTheDocument();
    expect(within(receivable).getByText('3 / 6')).toBeInTheDocument();
    expect(within(receivable).getByText('45')).toBeInTheDocument();
    expect(within(receivable).getByText('2026-11-25 10:30')).toBeInTheDocument();
    expect(within(receivable).getByRole('link', { name: '进入实验：应收账款多级流转与保理融资' })).toHaveAttribute('href', '/app/block_case/lab/4');
    const bill = within(labs).getByRole('row', { name: /数字票据/ });
    expect(within(bill).getByText('已完成')).toBeInTheDocument();
    expect(within(bill).getByText('4 / 4')).toBeInTheDocument();
    expect(within(bill).getByRole('link', { name: '进入实验：数字票据：签发、背书、贴现与承兑' })).toHaveAttribute('href', '/app/block_case/lab/5');
    // The exam grades are still there, untouched.
    const exams = screen.getByRole('table', { name: '成绩列表' });
    expect(await within(exams).findByRole('row', { name: /随堂测验/ })).toBeInTheDocument();
  });

  it('says what happens next when there is no attempt', async () => {
    const { services } = setup({ myGrades: grades, myBlockLabAttempts: () => [] });
    renderApp(services, '/edu/grade');
    expect(await screen.findByText('还没有区块链实验记录', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('在课程章节中进入区块链实验后，成绩会显示在这里。')).toBeInTheDocument();
  });

  it('shows the error with a retry when the attempts fail, and the exam grades still load', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { services } = setup({
      myGrades: grades,
      myBlockLabAttempts: () => (++calls === 1 ? envelope(null, 0, '实验服务暂不可用') : [attempt({})]),
    });
    renderApp(services, '/edu/grade');
    expect(await screen.findByText('实验服务暂不可用', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: '成绩列表' })).findByRole('row', { name: /随堂测验/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('row', { name: /应收账款多级流转与保理融资/ }, { timeout: 5000 })).toBeInTheDocument();
  });
});
