// The similarity check of an exam's programming question (issue 16): submitted answers compared, the starter code not
// counted; the exam's college staff may run it, another college's and students may not. A notebook question's answers
// are compared by their code cells, its starting notebook's code not counted.
import { encodeNotebookAnswer, notebookAnswerCode, type AttemptView, type NotebookContent, type SimilarityLatest, type SimilarityPairDetail, type SimilarityReport } from '@finedu/domain';
import { addStudents, createExam, createPaper, QUESTIONS, setUp, type ExamFixture } from '../exams/fixtures.js';

let f: ExamFixture;
beforeAll(async () => {
  f = await setUp();
});
afterAll(async () => f.t.close());

const STARTER = 'def npv(rate, flows):\n    pass\n';
const ANSWERS = [
  // 0 and 1: the same loop, names and layout changed.
  'def npv(rate, flows):\n    total = 0.0\n    for period, cash in enumerate(flows):\n        discount = (1 + rate) ** period\n        total += cash / discount\n    if total < 0:\n        print("negative", total)\n    return round(total, 6)\n',
  'def npv(r, cf):\n    acc = 0.0\n    for t, c in enumerate(cf):   # discount each\n        d = (1 + r) ** t\n        acc += c / d\n    if acc < 0:\n        print("neg", acc)\n    return round(acc, 2)\n',
  // 2: an independent one-liner.
  'def npv(rate, flows):\n    return sum(c / (1 + rate) ** t for t, c in enumerate(flows))\n',
  // 3 and 4: only the starter code.
  STARTER,
  `${STARTER}\n`,
];

/** Polls the scope's latest report until it is done or failed. */
async function finished(scope: string): Promise<SimilarityLatest> {
  let latest: SimilarityLatest | null = null;
  for (let i = 0; i < 200; i++) {
    latest = (await f.t.call<SimilarityLatest>('GET', `/api/similarity/report?${scope}`, { as: f.teacher })).data;
    if (latest.report?.status === 'done' || latest.report?.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return latest!;
}

describe('similarity report of an exam programming question', () => {
  it('ranks the renamed copy first and leaves the starter code out; refuses other colleges and students', async () => {
    const program = QUESTIONS.find((q) => q.body.type === 'program')!;
    expect(program.body.content).toMatchObject({ template: STARTER });
    const made = await createPaper(f, f.teacher, [program]);
    const exam = await createExam(f, made.paper.id);
    const item = String(made.questions[0]!.id);
    const students = await addStudents(f, ANSWERS.length);
    for (const [i, s] of students.entries()) {
      const view = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s })).data;
      await f.t.call('PUT', `/api/exam/attempt/${view.id}/answers`, { as: s, body: { answers: [{ question_id: made.questions[0]!.id, response: ANSWERS[i], revision: 1 }] } });
      expect((await f.t.call('POST', `/api/exam/attempt/${view.id}/submit`, { as: s })).code).toBe(1);
    }
    const scope = `exam_id=${exam.id}&item=${item}`;

    // The college's staff may; students and the other college may not.
    expect((await f.t.call('POST', '/api/similarity/report', { as: f.teacher2, body: { exam_id: exam.id, item } })).code).toBe(0);
    expect((await f.t.call('GET', `/api/similarity/report?${scope}`, { as: f.student })).code).not.toBe(1);
    expect((await f.t.call('GET', `/api/similarity/report?exam_id=${exam.id}&item=999999`, { as: f.teacher })).code).toBe(0);

    const started = await f.t.call<SimilarityReport>('POST', '/api/similarity/report', { as: f.eduadmin, body: { exam_id: exam.id, item } });
    expect(started.code).toBe(1);
    let latest: SimilarityLatest | null = null;
    for (let i = 0; i < 200; i++) {
      latest = (await f.t.call<SimilarityLatest>('GET', `/api/similarity/report?${scope}`, { as: f.teacher })).data;
      if (latest.report?.status === 'done' || latest.report?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const report = latest!.report!;
    expect(report.status).toBe('done');
    expect(latest!.submissions).toBe(ANSWERS.length);
    expect(report.outputs_compared).toBe(false);
    const ids = students.map((s) => s.user.id);
    expect([report.pairs[0]!.a, report.pairs[0]!.b]).toEqual([ids[0], ids[1]]);
    expect(report.pairs[0]!.score).toBeGreaterThan(0.8);
    expect(report.pairs.some((p) => [ids[3], ids[4]].includes(p.a) || [ids[3], ids[4]].includes(p.b))).toBe(false);

    const pair = await f.t.call<SimilarityPairDetail>('GET', `/api/similarity/report/${report.id}/pair?a=${ids[0]}&b=${ids[1]}`, { as: f.teacher });
    expect(pair.data.a.code).toBe(ANSWERS[0]);
    expect(pair.data.b.code).toBe(ANSWERS[1]);
    const other = await f.t.call('GET', `/api/similarity/report/${report.id}/pair?a=${ids[0]}&b=${ids[1]}`, { as: f.teacher2 });
    expect(other.code).toBe(0);
  });

  it('ranks a copied notebook with renamed variables first; the starting notebook is not counted', async () => {
    const prices = 'import numpy as np\nimport pandas as pd\n\nprices = pd.Series([100.0, 101.2, 100.5, 102.3, 103.1, 102.4, 104.0, 105.2, 104.6, 106.0])\nlog_returns = np.log(prices).diff().dropna()\nprint(log_returns.describe())';
    const content: NotebookContent = {
      type: 'notebook',
      cells: [
        { type: 'markdown', source: '## 年化收益率与波动率', locked: true },
        { type: 'code', source: prices, locked: true },
        { type: 'code', source: '# 在此计算 annual_return 与 annual_volatility\n', locked: false },
      ],
      tests: [{ name: 'return', code: 'assert annual_return > 0', points: 5 }],
      parameters: [],
      generator: '',
    };
    const notebook = (...own: string[]) => encodeNotebookAnswer([...content.cells.slice(0, 2), ...own.map((source) => ({ type: 'code' as const, source, locked: false }))]);
    const answers = [
      // 0 and 1: the same work in two cells, names, comments and layout changed.
      notebook(
        'daily = prices.pct_change().dropna()\nmean_daily = daily.mean()\nannual_return = mean_daily * 252\nif annual_return < 0:\n    print("losing", annual_return)',
        'spread = daily.std(ddof=1)\nannual_volatility = spread * np.sqrt(252)\nratio = annual_return / annual_volatility\nprint(round(ratio, 4))',
      ),
      notebook(
        'r = prices.pct_change().dropna()   # simple returns\nm = r.mean()\nannual_return = m * 252\nif annual_return < 0:\n    print("neg", annual_return)\nsd = r.std(ddof=1)\nannual_volatility = sd * np.sqrt(252)\nsharpe = annual_return / annual_volatility\nprint(round(sharpe, 2))',
      ),
      // 2: independent work.
      notebook('import math\nvalues = list(prices)\nrets = [b / a - 1 for a, b in zip(values, values[1:])]\nannual_return = sum(rets) / len(rets) * 252\nannual_volatility = (sum((x - sum(rets) / len(rets)) ** 2 for x in rets) / (len(rets) - 1)) ** 0.5 * math.sqrt(252)'),
      // 3 and 4: the starting notebook only (4 with an empty cell added).
      encodeNotebookAnswer(content.cells),
      encodeNotebookAnswer([...content.cells, { type: 'code', source: '\n' }]),
    ];
    const made = await createPaper(f, f.teacher, [{ body: { type: 'notebook', stem: '用笔记本计算年化收益率与年化波动率', content }, score: 10 }]);
    const exam = await createExam(f, made.paper.id);
    const item = String(made.questions[0]!.id);
    const students = await addStudents(f, answers.length);
    for (const [i, s] of students.entries()) {
      const view = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s })).data;
      const saved = await f.t.call<{ acks: unknown[] }>('PUT', `/api/exam/attempt/${view.id}/answers`, { as: s, body: { answers: [{ question_id: made.questions[0]!.id, response: answers[i], revision: 1 }] } });
      expect(saved.data.acks).toHaveLength(1);
      expect((await f.t.call('POST', `/api/exam/attempt/${view.id}/submit`, { as: s })).code).toBe(1);
    }
    expect((await f.t.call('POST', '/api/similarity/report', { as: f.teacher, body: { exam_id: exam.id, item } })).code).toBe(1);
    const latest = await finished(`exam_id=${exam.id}&item=${item}`);
    const report = latest.report!;
    expect(report.status).toBe('done');
    expect(latest.submissions).toBe(answers.length);
    const ids = students.map((s) => s.user.id);
    expect([report.pairs[0]!.a, report.pairs[0]!.b]).toEqual([ids[0], ids[1]]);
    expect(report.pairs[0]!.score).toBeGreaterThan(0.6);
    expect(report.pairs.filter((p) => p !== report.pairs[0]).every((p) => p.score < report.pairs[0]!.score)).toBe(true);
    // The shared price cell is the template: the notebooks that hold nothing else match nobody.
    expect(report.pairs.some((p) => [ids[3], ids[4]].includes(p.a) || [ids[3], ids[4]].includes(p.b))).toBe(false);
    // The pair shows the notebooks' code cells, not the saved text.
    const pair = await f.t.call<SimilarityPairDetail>('GET', `/api/similarity/report/${report.id}/pair?a=${ids[0]}&b=${ids[1]}`, { as: f.teacher });
    expect(pair.data.a.code).toBe(notebookAnswerCode(answers[0]));
    expect(pair.data.b.code).toBe(notebookAnswerCode(answers[1]));
    expect(pair.data.a.code).not.toContain('"notebook"');
  });
});
