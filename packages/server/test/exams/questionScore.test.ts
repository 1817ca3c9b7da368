// Pure grading rules: every question type and partial-credit rule.
import { encodeNotebookAnswer, type QuestionContent } from '@finedu/domain';
import { gradeBlank, gradeJudge, gradeMultiple, gradeNumeric, gradeQuestion, gradeSingle, pendingOf, programItems, REASON, subPoints } from '../../src/modules/exams/questionScore.js';

const none = () => 'no-backend' as const;
const ABCD = ['A', 'B', 'C', 'D'].map((key) => ({ key }));

describe('single and judge', () => {
  it('awards the full score only for the key', () => {
    expect(gradeSingle(ABCD, 'B', 'B', 4)).toEqual({ awarded: 4, correct: true, verdicts: { picks: { B: true } } });
    expect(gradeSingle(ABCD, 'B', 'A', 4)).toEqual({ awarded: 0, correct: false, verdicts: { picks: { A: false } } });
    expect(gradeSingle(ABCD, 'B', null, 4)).toEqual({ awarded: 0, correct: false, verdicts: { picks: {} } });
    expect(gradeJudge(false, false, 2)).toEqual({ awarded: 2, correct: true });
    expect(gradeJudge(false, true, 2)).toEqual({ awarded: 0, correct: false });
    expect(gradeJudge(true, 'true', 2)).toEqual({ awarded: 0, correct: false });
  });
});

describe('multiple choice partial credit', () => {
  const keys = ['A', 'B', 'D'];
  it('none: all or nothing', () => {
    expect(gradeMultiple(ABCD, keys, 'none', ['D', 'B', 'A'], 6)).toEqual({ awarded: 6, correct: true, verdicts: { picks: { D: true, B: true, A: true } } });
    expect(gradeMultiple(ABCD, keys, 'none', ['A', 'B'], 6).awarded).toBe(0);
  });
  it('proportional: score × max(0, right − wrong) / keys', () => {
    expect(gradeMultiple(ABCD, keys, 'proportional', ['A', 'B'], 6).awarded).toBe(4);
    expect(gradeMultiple(ABCD, keys, 'proportional', ['A', 'B', 'C'], 6).awarded).toBe(2);
    expect(gradeMultiple(ABCD, keys, 'proportional', ['A', 'C'], 6).awarded).toBe(0);
    expect(gradeMultiple(ABCD, keys, 'proportional', ['C'], 6).awarded).toBe(0);
    expect(gradeMultiple(ABCD, ['A', 'B', 'C'], 'proportional', ['A'], 5).awarded).toBe(1.67);
  });
  it('half: half the score for a non-empty subset without a wrong pick', () => {
    expect(gradeMultiple(ABCD, keys, 'half', ['A'], 6)).toEqual({ awarded: 3, correct: false, verdicts: { picks: { A: true } } });
    expect(gradeMultiple(ABCD, keys, 'proportional', ['A', 'B', 'C'], 6).verdicts).toEqual({ picks: { A: true, B: true, C: false } });
    expect(gradeMultiple(ABCD, keys, 'half', ['A', 'C'], 6).awarded).toBe(0);
    expect(gradeMultiple(ABCD, keys, 'half', [], 6).awarded).toBe(0);
    expect(gradeMultiple(ABCD, keys, 'half', ['A', 'B', 'D'], 6).awarded).toBe(6);
  });
  it('ignores repeated picks and non-list answers', () => {
    expect(gradeMultiple(ABCD, keys, 'none', ['A', 'A', 'B', 'D'], 6).awarded).toBe(6);
    expect(gradeMultiple(ABCD, keys, 'proportional', 'A', 6).awarded).toBe(0);
  });
});

describe('fill in the blanks', () => {
  const blanks = [{ alternatives: ['Net Present Value', 'NPV'] }, { alternatives: ['10%', '0.1'] }];
  it('accepts any alternative, ignoring case and spaces when asked', () => {
    expect(gradeBlank({ blanks, ignore_case: true, ignore_spaces: true, wildcard: false }, ['npv', '10 %'], 4)).toEqual({ awarded: 4, correct: true, verdicts: { blanks: [true, true] } });
    expect(gradeBlank({ blanks, ignore_case: true, ignore_spaces: true, wildcard: false }, ['net present  value', '0.1'], 4)).toEqual({ awarded: 4, correct: true, verdicts: { blanks: [true, true] } });
  });
  it('each blank is worth its share', () => {
    expect(gradeBlank({ blanks, ignore_case: true, ignore_spaces: true, wildcard: false }, ['NPV', '20%'], 4)).toEqual({ awarded: 2, correct: false, verdicts: { blanks: [true, false] } });
    expect(gradeBlank({ blanks, ignore_case: true, ignore_spaces: true, wildcard: false }, ['', '10%'], 4)).toEqual({ awarded: 2, correct: false, verdicts: { blanks: [false, true] } });
    expect(gradeBlank({ blanks, ignore_case: true, ignore_spaces: true, wildcard: false }, null, 4)).toEqual({ awarded: 0, correct: false, verdicts: { blanks: [false, false] } });
  });
  it('is strict about case and spaces when the question says so', () => {
    expect(gradeBlank({ blanks, ignore_case: false, ignore_spaces: true, wildcard: false }, ['npv', '10%'], 4).awarded).toBe(2);
    expect(gradeBlank({ blanks, ignore_case: true, ignore_spaces: false, wildcard: false }, ['NPV', '10 %'], 4).awarded).toBe(2);
    expect(gradeBlank({ blanks: [{ alternatives: ['ab'] }], ignore_case: true, ignore_spaces: true, wildcard: false }, ['  Ａ Ｂ '], 2).awarded).toBe(2);
  });
});

describe('Moodle fractions (issue 32)', () => {
  it('single choice: the picked option earns its fraction, the key all, a negative fraction nothing', () => {
    const options = [{ key: 'A' }, { key: 'B', fraction: 0.5 }, { key: 'C', fraction: -0.5 }, { key: 'D' }];
    expect(gradeSingle(options, 'D', 'D', 4)).toEqual({ awarded: 4, correct: true, verdicts: { picks: { D: true } } });
    expect(gradeSingle(options, 'D', 'B', 4)).toEqual({ awarded: 2, correct: false, verdicts: { picks: { B: false } } });
    expect(gradeSingle(options, 'D', 'C', 4).awarded).toBe(0);
    expect(gradeSingle(options, 'D', 'A', 4).awarded).toBe(0);
    expect(gradeSingle(options, 'D', 'Z', 4).awarded).toBe(0);
  });

  it('sum: the picked fractions added, floored at 0 and capped at 1; defaults 1/keys and −1/keys', () => {
    const keys = ['A', 'B', 'D'];
    expect(gradeMultiple(ABCD, keys, 'sum', ['A', 'B'], 6).awarded).toBe(4);
    expect(gradeMultiple(ABCD, keys, 'sum', ['A', 'B', 'C'], 6).awarded).toBe(2);
    expect(gradeMultiple(ABCD, keys, 'sum', ['A', 'C'], 6).awarded).toBe(0);
    expect(gradeMultiple(ABCD, keys, 'sum', ['A', 'B', 'C', 'D'], 6)).toMatchObject({ awarded: 4, correct: false });
    expect(gradeMultiple(ABCD, keys, 'sum', ['A', 'B', 'D'], 6)).toMatchObject({ awarded: 6, correct: true });
    const weighted = [{ key: 'A', fraction: 0.5 }, { key: 'B', fraction: 0.5 }, { key: 'C', fraction: -1 }, { key: 'D', fraction: 0.25 }];
    expect(gradeMultiple(weighted, ['A', 'B'], 'sum', ['A', 'D'], 8).awarded).toBe(6);
    expect(gradeMultiple(weighted, ['A', 'B'], 'sum', ['A', 'B', 'D'], 8)).toMatchObject({ awarded: 8, correct: true });
    expect(gradeMultiple(weighted, ['A', 'B'], 'sum', ['C', 'D'], 8).awarded).toBe(0);
  });

  it('partial: 全对满分、漏选得部分分、错选不得分', () => {
    const keys = ['A', 'B', 'D'];
    expect(gradeMultiple(ABCD, keys, 'partial', ['A', 'B', 'D'], 6)).toMatchObject({ awarded: 6, correct: true });
    expect(gradeMultiple(ABCD, keys, 'partial', ['A', 'B'], 6)).toMatchObject({ awarded: 4, correct: false });
    expect(gradeMultiple(ABCD, keys, 'partial', ['D'], 6).awarded).toBe(2);
    expect(gradeMultiple(ABCD, keys, 'partial', ['A', 'B', 'C'], 6).awarded).toBe(0);
    expect(gradeMultiple(ABCD, keys, 'partial', ['A', 'B', 'C', 'D'], 6).awarded).toBe(0);
    expect(gradeMultiple(ABCD, keys, 'partial', [], 6).awarded).toBe(0);
  });

  it('blank credits: the first matching alternative counts, each blank its share', () => {
    const content = { blanks: [{ alternatives: ['Frog', 'Cat', '*'], credits: [1, 0.5, 0] }, { alternatives: ['10%'] }], ignore_case: true, ignore_spaces: true, wildcard: true };
    expect(gradeBlank(content, ['frog', '10%'], 4)).toEqual({ awarded: 4, correct: true, verdicts: { blanks: [true, true] } });
    expect(gradeBlank(content, ['Cat', '10%'], 4)).toEqual({ awarded: 3, correct: false, verdicts: { blanks: [false, true] } });
    expect(gradeBlank(content, ['Bethlehem', '10%'], 4).awarded).toBe(2);
    expect(gradeBlank(content, ['*', ''], 4).awarded).toBe(0);
  });

  it('wildcard: * any run, \\* a literal star, the whole answer must match; case only when asked', () => {
    const one = (alternatives: string[], ignoreCase: boolean, wildcard: boolean, given: string) =>
      gradeBlank({ blanks: [{ alternatives }], ignore_case: ignoreCase, ignore_spaces: false, wildcard }, [given], 1).awarded;
    expect(one(['Frog*'], true, true, 'frogs')).toBe(1);
    expect(one(['Frog*'], true, true, 'a frog')).toBe(0);
    expect(one(['*rog'], false, true, 'Frog')).toBe(1);
    expect(one(['*rog'], false, true, 'FROG')).toBe(0);
    expect(one(['a\\*b'], true, true, 'a*b')).toBe(1);
    expect(one(['a\\*b'], true, true, 'axb')).toBe(0);
    expect(one(['a*b'], true, false, 'axb')).toBe(0);
    expect(one(['a*b'], true, false, 'a*b')).toBe(1);
    expect(one(['x.y*'], true, true, 'xzy')).toBe(0);
  });
});

describe('numeric', () => {
  const content = {
    type: 'numeric' as const,
    answers: [
      { value: 10, tolerance: { kind: 'absolute' as const, amount: 0.01 }, credit: 1 },
      { value: 10, tolerance: { kind: 'relative' as const, amount: 0.1 }, credit: 0.5 },
    ],
    units: [],
    unit_required: false,
    precision: null,
  };
  it('awards the best matching credit × score, two decimals kept', () => {
    expect(gradeNumeric(content, '10.005', 3)).toEqual({ awarded: 3, correct: true, verdicts: { numeric: { credit: 1, matched: 0 } } });
    expect(gradeNumeric(content, '10.9', 3)).toEqual({ awarded: 1.5, correct: false, verdicts: { numeric: { credit: 0.5, matched: 1 } } });
    expect(gradeNumeric(content, '11.01', 3)).toEqual({ awarded: 0, correct: false, verdicts: { numeric: { credit: 0, matched: null } } });
    expect(gradeNumeric(content, null, 3)).toEqual({ awarded: 0, correct: false, verdicts: { numeric: { credit: 0, matched: null } } });
    expect(gradeNumeric(content, true, 3)).toEqual({ awarded: 0, correct: false, verdicts: { numeric: { credit: 0, matched: null } } });
  });
  it('is graded inside a case question like any leaf', () => {
    const graded = gradeQuestion(1, { type: 'case', material: '', dataset_url: null, children: [{ key: 'a', stem: 'NPV？', score: 2, analysis: '', content }] }, { a: '10' }, 4, none);
    expect(graded).toMatchObject({ awarded: 4, correct: true, subs: { a: { awarded: 4, correct: true } } });
  });
});

describe('gradeQuestion', () => {
  const short: QuestionContent = { type: 'short', reference: 'diversification' };
  it('short answers wait for a teacher, keep the mark, and an empty one earns 0', () => {
    const pending = gradeQuestion(1, short, 'my essay', 10, none);
    expect(pending).toMatchObject({ awarded: null, reason: REASON.manual });
    expect(pendingOf(pending)).toEqual({ unmarked: 1, ungraded: 0 });
    expect(gradeQuestion(1, short, '  ', 10, none)).toMatchObject({ awarded: 0 });
    const marked = gradeQuestion(1, short, 'my essay', 10, none, { awarded: null, correct: null, mark: { score: 7, comment: 'ok', by: 1, at: '' } });
    expect(marked.awarded).toBe(7);
    expect(pendingOf(marked)).toEqual({ unmarked: 0, ungraded: 0 });
  });

  const program: QuestionContent = {
    type: 'program',
    template: '',
    tests: [
      { name: 'a', code: 'assert x == 1', points: 1 },
      { name: 'b', code: 'assert y == 2', points: 3 },
    ],
  };
  it('programming: without a backend stays ungraded with a reason; with outcomes scores the passed points', () => {
    const ungraded = gradeQuestion(2, program, 'x = 1', 8, none);
    expect(ungraded).toMatchObject({ awarded: null, reason: REASON.noBackend });
    expect(pendingOf(ungraded)).toEqual({ unmarked: 0, ungraded: 1 });
    const outcomes = [
      { name: 'a', passed: true, points: 1, message: 'ok' },
      { name: 'b', passed: false, points: 0, message: 'AssertionError' },
    ];
    const graded = gradeQuestion(2, program, 'x = 1', 8, (item) => (item === '2' ? outcomes : 'pending'));
    expect(graded).toMatchObject({ awarded: 2, correct: false, tests: outcomes });
    expect(gradeQuestion(2, program, '', 8, none)).toMatchObject({ awarded: 0 });
    expect(programItems(2, program, 'x = 1')).toEqual([{ item: '2', code: 'x = 1', tests: program.tests }]);
  });

  const notebook: QuestionContent = {
    type: 'notebook',
    cells: [
      { type: 'markdown', source: '# Task', locked: true },
      { type: 'code', source: 'import numpy as np', locked: true },
      { type: 'code', source: '# your code', locked: false },
    ],
    tests: program.tests,
    parameters: [],
    generator: '',
  };
  it('notebook: its code cells are the program; no answer, not a notebook or the starting code only earn 0 without a run', () => {
    const answer = encodeNotebookAnswer([
      { type: 'markdown', source: '# Task', locked: true },
      { type: 'code', source: 'import numpy as np', locked: true },
      { type: 'code', source: 'x = 1' },
      { type: 'markdown', source: 'y is next' },
      { type: 'code', source: 'y = 2' },
    ]);
    expect(programItems(4, notebook, answer)).toEqual([
      { item: '4', code: 'import numpy as np\n\nx = 1\n\ny = 2', tests: program.tests, notebook: { questionId: 4, content: { generator: '', parameters: [] } } },
    ]);
    expect(gradeQuestion(4, notebook, answer, 8, none)).toMatchObject({ awarded: null, reason: REASON.noBackend });
    const outcomes = [
      { name: 'a', passed: true, points: 1, message: 'ok' },
      { name: 'b', passed: true, points: 3, message: 'ok' },
    ];
    expect(gradeQuestion(4, notebook, answer, 8, (item) => (item === '4' ? outcomes : 'pending'))).toMatchObject({ awarded: 8, correct: true, tests: outcomes });
    const untouched = encodeNotebookAnswer([
      { type: 'markdown', source: '# Task', locked: true },
      { type: 'code', source: 'import numpy as np', locked: true },
      { type: 'code', source: '# your code' },
    ]);
    for (const response of [null, '', 'x = 1', '{"notebook":1}', untouched]) {
      expect(programItems(4, notebook, response)).toEqual([]);
      expect(gradeQuestion(4, notebook, response, 8, none)).toEqual({
        awarded: 0,
        correct: false,
        tests: [
          { name: 'a', passed: false, points: 0, message: 'no answer' },
          { name: 'b', passed: false, points: 0, message: 'no answer' },
        ],
      });
    }
  });

  const kase: QuestionContent = {
    type: 'case',
    material: 'A firm …',
    dataset_url: null,
    children: [
      { key: 'a', stem: 'Pick', score: 2, analysis: '', content: { type: 'single', options: [{ key: 'A', text: '1' }, { key: 'B', text: '2' }], answer: 'A' } },
      { key: 'b', stem: 'Blank', score: 2, analysis: '', content: { type: 'blank', blanks: [{ alternatives: ['beta'] }], ignore_case: true, ignore_spaces: true, wildcard: false } },
      { key: 'c', stem: 'Explain', score: 4, analysis: '', content: { type: 'short', reference: '' } },
    ],
  };
  it('case: the sum of its sub-questions, null while a sub-question waits for a mark', () => {
    const waiting = gradeQuestion(3, kase, { a: 'A', b: ['BETA'], c: 'because' }, 8, none);
    expect(waiting.awarded).toBeNull();
    expect(waiting.subs).toMatchObject({ a: { awarded: 2 }, b: { awarded: 2 }, c: { awarded: null } });
    expect(pendingOf(waiting)).toEqual({ unmarked: 1, ungraded: 0 });
    const marked = gradeQuestion(3, kase, { a: 'A', b: ['x'], c: 'because' }, 8, none, { ...waiting, subs: { ...waiting.subs, c: { awarded: null, correct: null, mark: { score: 3, comment: '', by: 1, at: '' } } } });
    expect(marked.awarded).toBe(5);
  });
  it('case: sub points scale to the question score on the paper', () => {
    expect(subPoints(kase as Extract<QuestionContent, { type: 'case' }>, 'c', 16)).toBe(8);
    const doubled = gradeQuestion(3, kase, { a: 'A', b: ['beta'], c: '' }, 16, none);
    expect(doubled.awarded).toBe(8);
    expect(doubled.correct).toBe(false);
  });
});
