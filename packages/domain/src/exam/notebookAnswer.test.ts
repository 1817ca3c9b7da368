import { decodeNotebookAnswer, encodeNotebookAnswer, isAnswered, isNotebookAnswered, notebookAnswerCode, notebookCellsOf, toPublicContent, NotebookContent, QuestionContent } from '../index.js';

const start = [
  { type: 'markdown' as const, source: '# 计算收益率', locked: true },
  { type: 'code' as const, source: 'import math', locked: true },
  { type: 'code' as const, source: '# 在此作答', locked: false },
];

describe('notebook answers', () => {
  it('round-trips the cells through the saved text', () => {
    const text = encodeNotebookAnswer([...start, { type: 'code', source: 'r = 0.05' }]);
    expect(decodeNotebookAnswer(text)).toEqual([...start, { type: 'code', source: 'r = 0.05', locked: false }]);
  });

  it('refuses text that is not a notebook answer', () => {
    expect(decodeNotebookAnswer(null)).toBeNull();
    expect(decodeNotebookAnswer('print(1)')).toBeNull();
    expect(decodeNotebookAnswer(JSON.stringify({ notebook: 2, cells: [] }))).toBeNull();
    expect(decodeNotebookAnswer(JSON.stringify({ notebook: 1, cells: [{ type: 'raw', source: '' }] }))).toBeNull();
    expect(decodeNotebookAnswer(JSON.stringify({ notebook: 1, cells: Array.from({ length: 101 }, () => ({ type: 'code', source: '' })) }))).toBeNull();
    expect(decodeNotebookAnswer(['a'])).toBeNull();
  });

  it('runs the code cells in order, markdown and empty cells left out', () => {
    const text = encodeNotebookAnswer([{ type: 'code', source: 'a = 1' }, { type: 'markdown', source: 'a = 2' }, { type: 'code', source: '  ' }, { type: 'code', source: 'b = a + 1' }]);
    expect(notebookAnswerCode(text)).toBe('a = 1\n\nb = a + 1');
    expect(notebookAnswerCode(null)).toBe('');
  });

  it('counts as answered only with code of the student’s own', () => {
    expect(isNotebookAnswered(null, start)).toBe(false);
    expect(isNotebookAnswered(encodeNotebookAnswer(start), start)).toBe(false);
    expect(isNotebookAnswered(encodeNotebookAnswer([...start.slice(0, 2), { type: 'code', source: 'r = 0.05' }]), start)).toBe(true);
    const content = NotebookContent.parse({ type: 'notebook', cells: start, tests: [{ name: 't', code: 'assert r', points: 1 }] });
    expect(isAnswered(encodeNotebookAnswer([{ type: 'code', source: 'r = 1' }]), content)).toBe(true);
    expect(isAnswered(encodeNotebookAnswer(start), toPublicContent(content))).toBe(false);
  });

  it('shows the saved answer, or the starting notebook before any change', () => {
    expect(notebookCellsOf(null, start)).toEqual(start);
    expect(notebookCellsOf(encodeNotebookAnswer([{ type: 'code', source: 'x' }]), start)).toEqual([{ type: 'code', source: 'x', locked: false }]);
  });

  it('gives students the starting notebook and the number of tests, never the tests', () => {
    const content = QuestionContent.parse({ type: 'notebook', cells: start, tests: [{ name: 'rate', code: 'assert SECRET', points: 2 }] });
    const shown = toPublicContent(content);
    expect(shown).toEqual({ type: 'notebook', cells: start, test_count: 1 });
    expect(JSON.stringify(shown)).not.toContain('SECRET');
  });

  it('refuses a notebook question without cells or tests', () => {
    expect(QuestionContent.safeParse({ type: 'notebook', cells: [], tests: [{ name: 't', code: 'pass', points: 1 }] }).success).toBe(false);
    expect(QuestionContent.safeParse({ type: 'notebook', cells: start, tests: [] }).success).toBe(false);
  });
});
