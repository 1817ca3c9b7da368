// @lane kernel
// Notebook questions in an exam (issue 16): the student's notebook is saved through the answers endpoint as one text,
// and after submit its code cells run in a fresh sandboxed python3 kernel of a real Jupyter Server while the hidden
// tests run in the grader — the demo bank's notebook question, answered right, wrong, and by a student who patches
// builtins and redefines the tests' helpers. The rules that need no kernel run on a fake runtime (notebookRules.test.ts).
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  encodeNotebookAnswer,
  type AttemptResult,
  type AttemptReview,
  type AttemptView,
  type NotebookContent,
  type QuestionWrite,
  type SeedPreviewList,
} from '@finedu/domain';
import { examStudentData } from '../../src/db/schema/index.js';
import { NOTEBOOK_BACKEND_DECORATOR } from '../../src/runtime/kernelHost.js';
import type { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { sharedJupyter } from '../kernel/sharedJupyter.js';
import type { Session } from '../helper.js';
import { answer, content, notebookCalls } from './notebookFixtures.js';
import { addStudents, createExam, createPaper, setUp, QUESTIONS, type ExamFixture } from './fixtures.js';

let f: ExamFixture;
const { notebookExam, save, review, openNotebook } = notebookCalls(() => f);
let jupyter: JupyterProcess;
let dataDir: string;

const RIGHT = 'r = prices.pct_change().dropna()\nannual_return = r.mean() * 252\nannual_volatility = r.std(ddof=1) * np.sqrt(252)\n';
/** The population standard deviation: the return is right, the volatility is not. */
const WRONG = 'r = prices.pct_change().dropna()\nannual_return = r.mean() * 252\nannual_volatility = r.std(ddof=0) * np.sqrt(252)\n';
/**
 * Wrong values, with the builtins a test uses made harmless in the kernel (abs always 0), AssertionError replaced, the
 * tests' helpers redefined and numpy patched: in the student's kernel both tests would pass.
 */
const CHEAT = [
  'import builtins',
  'builtins.abs = lambda *a, **k: 0',
  'builtins.AssertionError = type("AssertionError", (BaseException,), {})',
  'AssertionError = builtins.AssertionError',
  'abs = builtins.abs',
  'float = lambda *a, **k: 0.0',
  'isinstance = lambda *a: True',
  'np.testing.assert_allclose = lambda *a, **k: None',
  'np.sqrt = lambda x: 0',
  'annual_return = 1.0',
  'annual_volatility = 1.0',
].join('\n');

beforeAll(async () => {
  dataDir = mkdtempSync('/tmp/nbn-');
  jupyter = await sharedJupyter();
  f = await setUp({}, { beforeReady: (app) => app.decorate(NOTEBOOK_BACKEND_DECORATOR, jupyter) });
}, 180_000);
afterAll(async () => {
  await f.t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const passed = (r: AttemptReview) => r.questions[0]!.tests!.map((x) => [x.name, x.passed]);

describe('notebook questions', () => {
  it('grades the saved notebook in a fresh kernel; a redefined assert, helper or builtin does not pass a hidden test; a key change and a regrade run it again', async () => {
    const { examId, questionId } = await notebookExam();
    const answers = [RIGHT, WRONG, CHEAT];
    const students = await addStudents(f, answers.length);
    const attempts: number[] = [];
    for (const [i, s] of students.entries()) {
      const view = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${examId}/start`, { as: s })).data;
      expect(view.questions[0]!.content).toMatchObject({ type: 'notebook', test_count: 2 });
      expect(JSON.stringify(view.questions[0]!.content)).not.toContain('assert');
      const saved = await save(s, view.id, questionId, answer(answers[i]!), 1);
      expect(saved.data).toMatchObject({ acks: [{ question_id: questionId, revision: 1 }], rejected: [] });
      // A reload answers the notebook as it was saved.
      const again = (await f.t.call<AttemptView>('GET', `/api/exam/attempt/${view.id}`, { as: s })).data;
      expect(again.answers.find((a) => a.question_id === questionId)!.response).toBe(answer(answers[i]!));
      expect((await f.t.call('POST', `/api/exam/attempt/${view.id}/submit`, { as: s })).code).toBe(1);
      attempts.push(view.id);
    }
    await f.t.app.examPrograms.idle();
    const [right, wrong, cheat] = await Promise.all(attempts.map((id) => review(examId, id)));
    expect([right!.score, passed(right!)]).toEqual([10, [['年化收益率', true], ['年化波动率', true]]]);
    expect([wrong!.score, passed(wrong!)]).toEqual([5, [['年化收益率', true], ['年化波动率', false]]]);
    expect(wrong!.questions[0]!.tests![1]!.message).toContain('AssertionError');
    expect([cheat!.score, passed(cheat!)]).toEqual([0, [['年化收益率', false], ['年化波动率', false]]]);
    expect(cheat!.questions[0]!.tests!.map((x) => x.message)).toEqual([expect.stringContaining('AssertionError'), expect.stringContaining('AssertionError')]);

    // The teacher changes the key (the volatility test now wants ddof=0): the notebooks run again, the outcomes follow.
    const ddof0 = { ...content, tests: content.tests.map((t) => (t.name === '年化波动率' ? { ...t, code: t.code.replace('ddof=1', 'ddof=0') } : t)) };
    // Its starting cells are what the students worked in: a key change may not touch them.
    const recelled = { ...ddof0, cells: content.cells.map((c, i) => (i === content.cells.length - 1 ? { ...c, source: 'annual_return = 0' } : c)) };
    const refused = await f.t.call('PUT', `/api/exam/examine/${examId}/paper/${questionId}/key`, { as: f.teacher, body: { content: recelled } });
    expect(refused.code).not.toBe(1);
    expect(refused.message).toContain('初始单元格不能更改');
    const key = await f.t.call('PUT', `/api/exam/examine/${examId}/paper/${questionId}/key`, { as: f.teacher, body: { content: ddof0 } });
    expect(key.code).toBe(1);
    await f.t.app.examPrograms.idle();
    expect((await review(examId, attempts[0]!)).score).toBe(5);
    expect((await review(examId, attempts[1]!)).score).toBe(10);
    // A regrade of the whole exam runs them once more, to the same outcomes.
    const regrade = await f.t.call<{ regraded: number }>('POST', `/api/exam/examine/${examId}/regrade`, { as: f.teacher });
    expect(regrade.data.regraded).toBe(3);
    await f.t.app.examPrograms.idle();
    const after = await Promise.all(attempts.map((id) => review(examId, id)));
    expect(after.map((r) => r.score)).toEqual([5, 10, 0]);
  }, 300_000);
});

// ───────────── per-student data (issue 16): the question's generator gives each candidate their own prices.csv

const GENERATOR = [
  'import numpy as np',
  'import pandas as pd',
  '',
  'def generate(seed):',
  '    rng = np.random.default_rng(seed)',
  '    n = int(rng.integers(20, 60))',
  '    close = np.round(100 * np.cumprod(1 + rng.normal(0.0005, 0.02, n)), 4)',
  "    return {'files': {'prices.csv': pd.DataFrame({'close': close})}, 'params': {'n': n}}",
].join('\n');
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
const OWN_RIGHT = 'mean_close = prices.mean()\ncount = len(prices)\n';
const ownAnswer = (code: string): string => encodeNotebookAnswer(perStudent.cells.map((c) => (c.locked ? c : { ...c, source: code })));

const folderFile = (userId: number, examId: number, questionId: number, name: string): string =>
  readFileSync(path.join(jupyter.notebookRoot, `u${userId}`, `exam-${examId}`, `q${questionId}`, name), 'utf8');

describe('notebook questions with per-student data', () => {
  it('gives each candidate their own seed, parameters and files, kept across opens; both pass with the right code; an overwritten file does not change the grading', async () => {
    const single = QUESTIONS.find((q) => q.body.type === 'single')!;
    const made = await createPaper(f, f.teacher, [{ body: perStudentBody, score: 10 }, single]);
    const exam = await createExam(f, made.paper.id, { show_results: 'after_submit' });
    const [questionId, singleId] = [made.questions[0]!.id, made.questions[1]!.id];
    const [a, b] = await addStudents(f, 2);
    const views = [] as AttemptView[];
    for (const s of [a!, b!]) views.push((await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s })).data);
    // The page's content is the starting cells: never the generator nor the parameters it declares.
    const seen = JSON.stringify(views[0]!.questions.find((q) => q.question_id === questionId)!.content);
    expect(seen).not.toContain('default_rng');
    expect(seen).not.toContain('generator');

    // Concurrent opens of one candidate generate once; the answer names the notebook in the question's folder.
    const [first, second] = await Promise.all([openNotebook(a!, views[0]!.id, questionId), openNotebook(a!, views[0]!.id, questionId)]);
    expect(first!.code).toBe(1);
    expect(second!.data).toEqual(first!.data);
    expect(first!.data).toMatchObject({ path: `exam-${exam.id}/q${questionId}/q${questionId}.ipynb`, seed: expect.any(Number), params: { n: expect.any(Number) } });
    const other = (await openNotebook(b!, views[1]!.id, questionId)).data;
    expect(other.seed).not.toBe(first!.data.seed);
    const [pa, pb] = [folderFile(a!.user.id, exam.id, questionId, 'prices.csv'), folderFile(b!.user.id, exam.id, questionId, 'prices.csv')];
    expect(pa).not.toBe(pb);
    expect(pa.split('\n')[0]).toBe('close');
    expect(pa.trim().split('\n')).toHaveLength(Number(first!.data.params!.n) + 1);
    expect(JSON.parse(folderFile(a!.user.id, exam.id, questionId, 'params.json'))).toEqual({ seed: first!.data.seed, ...first!.data.params });
    // Opening again (a reload) answers the same data.
    expect((await openNotebook(a!, views[0]!.id, questionId)).data).toEqual(first!.data);
    const rows = await f.t.app.db.select().from(examStudentData).where(and(eq(examStudentData.examId, exam.id), eq(examStudentData.userId, a!.user.id)));
    expect(rows.map((r) => [r.questionId, r.seed])).toEqual([[questionId, first!.data.seed]]);

    // Not the caller's attempt, not a notebook question, not on the exam: refused, nothing prepared.
    const stolen = await openNotebook(b!, views[0]!.id, questionId);
    expect(stolen.code).not.toBe(1);
    expect(stolen.message).toBe('答卷不存在');
    const notNotebook = await openNotebook(a!, views[0]!.id, singleId);
    expect(notNotebook.code).not.toBe(1);
    expect(notNotebook.message).toContain('不是笔记本题');
    const english = await f.t.call('POST', `/api/exam/attempt/${views[0]!.id}/notebook/${singleId}`, { as: a!, headers: { 'accept-language': 'en-US' } });
    expect(english.message).toContain('is not a notebook question');
    const elsewhere = await openNotebook(a!, views[0]!.id, questionId + 100000);
    expect(elsewhere.code).not.toBe(1);
    expect(elsewhere.message).toContain('不在本场考试中');

    // Candidate a overwrites prices.csv in the folder during the exam (their kernel could): grading writes theirs afresh.
    await jupyter.writeUserFiles(a!.user.id, `exam-${exam.id}/q${questionId}`, [{ filename: 'prices.csv', bytes: Buffer.from('close\n1\n2\n3\n') }]);
    expect(folderFile(a!.user.id, exam.id, questionId, 'prices.csv')).toBe('close\n1\n2\n3\n');
    for (const [i, s] of [a!, b!].entries()) {
      expect((await save(s, views[i]!.id, questionId, ownAnswer(OWN_RIGHT), 1)).data.acks).toEqual([{ question_id: questionId, revision: 1 }]);
      expect((await f.t.call('POST', `/api/exam/attempt/${views[i]!.id}/submit`, { as: s })).code).toBe(1);
    }
    await f.t.app.examPrograms.idle();
    const reviews = await Promise.all(views.map((v) => review(exam.id, v.id)));
    for (const r of reviews) {
      const q = r.questions.find((x) => x.question_id === questionId)!;
      expect([q.awarded, q.tests!.map((x) => [x.name, x.passed, x.message])]).toEqual([
        10,
        [
          ['均值', true, 'ok'],
          ['行数', true, 'ok'],
        ],
      ]);
      // A question without a generator has no data on the sheet.
      expect(r.questions.find((x) => x.question_id === singleId)!.data).toBeUndefined();
    }
    expect(folderFile(a!.user.id, exam.id, questionId, 'prices.csv')).toBe(pa);
    // The teacher's review and the student's released result show the seed and parameters the student had.
    expect(reviews[0]!.questions.find((x) => x.question_id === questionId)!.data).toEqual({ seed: first!.data.seed, params: first!.data.params });
    expect(reviews[1]!.questions.find((x) => x.question_id === questionId)!.data).toEqual({ seed: other.seed, params: other.params });
    const result = await f.t.call<AttemptResult>('GET', `/api/exam/attempt/${views[1]!.id}/result`, { as: b! });
    expect(result.data.questions.find((x) => x.question_id === questionId)!.data).toEqual({ seed: other.seed, params: other.params });

    // Submitted: the folder is no longer prepared.
    const late = await openNotebook(a!, views[0]!.id, questionId);
    expect(late.code).not.toBe(1);
    expect(late.message).toContain('答卷已提交');

    // The candidates have their data: a key change may not touch the generator or its parameters (the tests may change).
    for (const changed of [{ ...perStudent, generator: GENERATOR.replace('20, 60', '30, 60') }, { ...perStudent, parameters: [{ name: 'rows', description: '' }] }]) {
      const refused = await f.t.call('PUT', `/api/exam/examine/${exam.id}/paper/${questionId}/key`, { as: f.teacher, body: { content: changed } });
      expect(refused.code).not.toBe(1);
      expect(refused.message).toContain('数据生成器与参数不能更改');
    }
    const retested = { ...perStudent, parameters: [{ name: 'n', description: '收盘价的行数' }], tests: perStudent.tests.map((x) => ({ ...x, points: 1 })) };
    expect((await f.t.call('PUT', `/api/exam/examine/${exam.id}/paper/${questionId}/key`, { as: f.teacher, body: { content: retested } })).code).toBe(1);
    // The regrade the key change queues uses the stored data: the same outcomes at the new points.
    await f.t.app.examPrograms.idle();
    expect((await review(exam.id, views[0]!.id)).questions.find((x) => x.question_id === questionId)!.awarded).toBe(10);
  }, 300_000);

  it('never follows a link planted where the question folder belongs: the open is refused naming it, the grading fails its tests', async () => {
    const made = await createPaper(f, f.teacher, [{ body: perStudentBody, score: 10 }]);
    const exam = await createExam(f, made.paper.id, { show_results: 'after_submit' });
    const questionId = made.questions[0]!.id;
    const [s] = await addStudents(f, 1);
    const view = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s! })).data;
    expect((await openNotebook(s!, view.id, questionId)).code).toBe(1);
    // The student's kernel could replace the folder by a link to somewhere else.
    const elsewhere = mkdtempSync(path.join(dataDir, 'elsewhere-'));
    const folder = path.join(jupyter.notebookRoot, `u${s!.user.id}`, `exam-${exam.id}`, `q${questionId}`);
    rmSync(folder, { recursive: true, force: true });
    symlinkSync(elsewhere, folder);
    const refused = await openNotebook(s!, view.id, questionId);
    expect(refused.code).not.toBe(1);
    expect(refused.message).toBe(`笔记本主目录中的 exam-${exam.id}/q${questionId} 是链接或文件，无法放入本题的数据：请在笔记本中删除或改名后重试`);
    const english = await f.t.call('POST', `/api/exam/attempt/${view.id}/notebook/${questionId}`, { as: s!, headers: { 'accept-language': 'en-US' } });
    expect(english.message).toContain(`exam-${exam.id}/q${questionId} in your notebook home is a link or a file`);
    await save(s!, view.id, questionId, ownAnswer(OWN_RIGHT), 1);
    expect((await f.t.call('POST', `/api/exam/attempt/${view.id}/submit`, { as: s! })).code).toBe(1);
    await f.t.app.examPrograms.idle();
    const graded = await review(exam.id, view.id);
    expect(graded.score).toBe(0);
    expect(graded.questions[0]!.tests!.map((x) => [x.passed, x.message])).toEqual([
      [false, expect.stringContaining('is a link or a file')],
      [false, expect.stringContaining('is a link or a file')],
    ]);
    expect(readdirSync(elsewhere)).toEqual([]);
  }, 120_000);

  it('previews the generator for a few seeds for staff (the case preview), never for a student', async () => {
    const preview = (s: Session) =>
      f.t.call<SeedPreviewList>('POST', '/api/exam/question/notebook/preview', { as: s, body: { generator: GENERATOR, parameters: [{ name: 'n' }, { name: 'm' }], seeds: [1, 2, 1], rows: 2 } });
    const res = await preview(f.teacher);
    expect(res.code).toBe(1);
    const [one, two, oneAgain] = res.data.list;
    expect(one).toMatchObject({ seed: 1, params: { n: expect.any(Number) }, files: [{ filename: 'prices.csv', columns: ['close'] }], error: 'params lacks m' });
    expect(one!.files[0]!.rows).toHaveLength(2);
    expect(two!.files[0]!.rows).not.toEqual(one!.files[0]!.rows);
    expect(oneAgain).toEqual(one);
    expect((await preview(f.student)).code).not.toBe(1);
  }, 120_000);
});
