// Notebook questions' rules in an exam (issues 16 and 31) that need no kernel: what a notebook answer must be (the
// locked cells kept), an untouched or empty notebook earns 0 without a run, a parameter declared twice, and a question
// folder refused past the deadline. The app runs on a fake runtime (test/runtime/fakeRuntime.ts) that records every
// grading asked of it; exams/notebook.test.ts grades notebooks in real kernels.
import {
  EXAM_GRACE_SECONDS,
  encodeNotebookAnswer,
  type AttemptView,
  type Candidate,
  type NotebookContent,
  type QuestionWrite,
  type SaveAnswersResult,
} from '@finedu/domain';
import { fakeRuntime } from '../runtime/fakeRuntime.js';
import { answer, content, notebookCalls } from './notebookFixtures.js';
import { addStudents, createExam, createPaper, setUp, type ExamFixture } from './fixtures.js';

const runtime = fakeRuntime((request) => request.tests.map(() => ({ passed: false, message: 'AssertionError' })));
let f: ExamFixture;
const { notebookExam, save, review, openNotebook } = notebookCalls(() => f);

beforeAll(async () => {
  f = await setUp({}, { runtime });
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

describe('notebook questions', () => {
  it('refuses a response that is not a notebook (nothing stored); an untouched or empty notebook is unanswered and earns 0 without a run', async () => {
    const { examId, questionId } = await notebookExam();
    const [s, t] = await addStudents(f, 2);
    const view = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${examId}/start`, { as: s! })).data;
    for (const [i, bad] of ['print(1)', '{"notebook":2,"cells":[]}', JSON.stringify({ notebook: 1, cells: [{ type: 'raw', source: 'x' }] }), ['a'], true].entries()) {
      const res = await save(s!, view.id, questionId, bad, i + 1);
      expect(res.data.acks).toEqual([]);
      expect(res.data.rejected).toEqual([{ question_id: questionId, revision: i + 1, message: expect.stringContaining('笔记本题的答案须为笔记本的单元格') }]);
    }
    const english = await f.t.call<SaveAnswersResult>('PUT', `/api/exam/attempt/${view.id}/answers`, {
      as: s!,
      headers: { 'accept-language': 'en-US' },
      body: { answers: [{ question_id: questionId, response: 'x = 1', revision: 9 }] },
    });
    expect(english.data.rejected?.[0]?.message).toContain("A notebook answer must be the notebook's cells");
    expect((await f.t.call<AttemptView>('GET', `/api/exam/attempt/${view.id}`, { as: s! })).data.answers).toEqual([]);

    // The starting notebook saved as it is: stored, yet not answered.
    expect((await save(s!, view.id, questionId, answer('# 在此计算 annual_return 与 annual_volatility\n'), 10)).data.acks).toEqual([{ question_id: questionId, revision: 10 }]);
    const other = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${examId}/start`, { as: t! })).data;
    await save(t!, other.id, questionId, answer('annual_return = 0'), 1);
    const answered = async () => {
      const list = (await f.t.call<{ list: Candidate[] }>('GET', `/api/exam/examine/${examId}/candidates`, { as: f.teacher })).data.list;
      return [s!, t!].map((x) => list.find((c) => c.user_id === x.user.id)!.attempt!.answered);
    };
    expect(await answered()).toEqual([0, 1]);

    // The locked cells are the question's: an answer that changes or drops one is refused, whatever the page allows.
    const locked = content.cells.filter((c) => c.locked);
    const lockedCode = locked.find((c) => c.type === 'code')!;
    const changed = encodeNotebookAnswer(content.cells.map((c) => (c === lockedCode ? { ...c, source: 'prices = None' } : c)));
    const dropped = encodeNotebookAnswer(content.cells.filter((c) => c !== lockedCode));
    for (const [i, bad] of [changed, dropped].entries()) {
      const res = await save(s!, view.id, questionId, bad, 20 + i);
      expect(res.data.rejected).toEqual([{ question_id: questionId, revision: 20 + i, message: expect.stringContaining('锁定的单元格不能修改或删除') }]);
    }
    // Moved (the page allows it) is still the question's cell.
    expect((await save(s!, view.id, questionId, encodeNotebookAnswer([...content.cells].reverse()), 22)).data.acks).toEqual([{ question_id: questionId, revision: 22 }]);

    // Submitted with the locked cells, a markdown cell and an empty code cell: 0, every test "no answer", nothing to run.
    await save(s!, view.id, questionId, encodeNotebookAnswer([...locked, { type: 'markdown', source: '# 我的答案' }, { type: 'code', source: '  \n' }]), 23);
    await f.t.call('POST', `/api/exam/attempt/${view.id}/submit`, { as: s! });
    const graded = await review(examId, view.id);
    expect(graded.score).toBe(0);
    expect(graded.questions[0]!.tests!.map((x) => [x.passed, x.message])).toEqual([
      [false, 'no answer'],
      [false, 'no answer'],
    ]);
    await f.t.app.examPrograms.idle();
    expect(runtime.requests).toEqual([]);
  }, 120_000);
});

// A question with a generator (per-student data, issue 16): never run here, its rules are checked before any run.
const GENERATOR = "def generate(seed):\n    return {'files': {}, 'params': {'n': seed % 7}}";
const perStudent: NotebookContent = {
  type: 'notebook',
  cells: [
    { type: 'markdown', source: '## 收盘价\n\n`prices.csv` 是你自己的数据。请计算 `mean_close`（收盘价均值）与 `count`（行数）。', locked: true },
    { type: 'code', source: "import pandas as pd\n\nprices = pd.read_csv('prices.csv')['close']", locked: true },
    { type: 'code', source: '# 在此计算 mean_close 与 count\n', locked: false },
  ],
  tests: [
    { name: '均值', code: "import pandas as pd\n_p = pd.read_csv('prices.csv')['close']\nassert abs(float(mean_close) - _p.mean()) < 1e-9", points: 5 },
    { name: '行数', code: "assert int(count) == PARAMS['n'] and isinstance(SEED, int)", points: 5 },
  ],
  parameters: [{ name: 'n', description: '行数' }],
  generator: GENERATOR,
};
const perStudentBody: QuestionWrite = { type: 'notebook', stem: '计算你自己的收盘价的均值与行数', content: perStudent };

describe('notebook questions with per-student data', () => {
  it('refuses a notebook question declaring a parameter twice', async () => {
    const twice = { ...perStudentBody, content: { ...perStudent, parameters: [{ name: 'n' }, { name: 'n' }] } };
    const res = await f.t.call('POST', '/api/exam/question', { as: f.teacher, body: twice });
    expect(res.code).not.toBe(1);
    expect(res.message).toContain('参数名「n」重复');
  });

  it('refuses to prepare the folder once the attempt is past its deadline (as a save is refused), and submits it', async () => {
    const made = await createPaper(f, f.teacher, [{ body: perStudentBody, score: 10 }]);
    const exam = await createExam(f, made.paper.id, { show_results: 'after_submit' });
    const [s] = await addStudents(f, 1);
    const view = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s! })).data;
    f.clock.advance(Date.parse(view.deadline) - f.clock.now().getTime() + (EXAM_GRACE_SECONDS + 1) * 1000);
    const late = await openNotebook(s!, view.id, made.questions[0]!.id);
    expect(late.code).not.toBe(1);
    expect(late.message).toBe('考试已结束，答案无法再保存');
    expect((await f.t.call<AttemptView>('GET', `/api/exam/attempt/${view.id}`, { as: s! })).data.status).toBe('submitted');
  }, 60_000);
});
