// Notebooks in nbgrader's source layout in and out of a case (issue 35): the import's parts (template, hidden tests,
// rubric, solutions), its refusals, fractional points, and the export back. The grades of an imported case in a
// real kernel are in nbgraderGrading.test.ts.
import type { CaseDetail, CaseNotebookExport, CaseNotebookImport, CaseType, StudyCaseWithWork } from '@finedu/domain';
import { readFileSync } from 'node:fs';
import { createTestApp, type Session, type TestApp } from '../helper.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/nbgrader/${name}`, import.meta.url), 'utf8');
const IMPORT = '/api/admin/bigdata/case/notebook/import';

let t: TestApp;
let systeacher: Session;
let student: Session;
let typeId: number;
beforeAll(async () => {
  t = await createTestApp();
  systeacher = await t.login('systeacher');
  student = await t.login('student');
  typeId = (await t.call<CaseType[]>('GET', '/api/admin/bigdata/case/type', { as: systeacher })).data[0]!.id;
});
afterAll(async () => t.close());

const importOf = (content: string, as = systeacher, headers: Record<string, string> = {}) =>
  t.call<CaseNotebookImport>('POST', IMPORT, { as, body: { filename: 'x.ipynb', content }, headers });

describe('importing an nbgrader source notebook', () => {
  it('locks locked cells, strips solutions to nbgrader’s stubs, turns tests and manual cells into tests and rubric', async () => {
    const res = await importOf(fixture('time-value.ipynb'));
    expect(res.code).toBe(1);
    const { template, tests, rubric, solutions } = res.data;

    expect(template.map((c) => [c.id, c.type, c.locked])).toEqual([
      ['intro', 'markdown', true],
      ['setup', 'code', true],
      ['cell-3', 'markdown', false],
      ['future_value', 'code', false],
      ['test_fv', 'code', true],
      ['test_fv_negative', 'code', true],
      ['cell-7', 'markdown', false],
      ['annuity_fv', 'code', false],
      ['test_annuity', 'code', true],
      ['test_annuity_uses_fv', 'code', true],
      ['cell-11', 'markdown', false],
      ['discount', 'code', false],
      ['test_discount', 'code', true],
      ['test_discount_reads_rate', 'code', true],
      ['cell-15', 'markdown', false],
      ['explain', 'markdown', false],
      ['task_compare', 'markdown', true],
    ]);
    const source = (id: string) => template.find((c) => c.id === id)!.source;
    // The region becomes the stub at the region's indentation; what is around it stays.
    expect(source('future_value')).toBe('def future_value(pv, rate, years):\n    """复利终值。"""\n    # YOUR CODE HERE\n    raise NotImplementedError()');
    expect(source('discount')).toBe('def discount(amount):\n    # YOUR CODE HERE\n    raise NotImplementedError()');
    expect(source('explain')).toBe('YOUR ANSWER HERE');
    expect(JSON.stringify(template)).not.toContain('BEGIN SOLUTION');
    expect(JSON.stringify(template)).not.toContain('(1 + rate) ** years');
    // A test's hidden region is in the hidden test only; its visible part is what students see, locked.
    expect(source('test_annuity')).toBe('"""annuity_fv adds the future values of the payments"""\nassert abs(annuity_fv(100, 0.0, 3) - 300) < 1e-9');
    expect(JSON.stringify(template)).not.toContain('331');

    expect(tests.map((x) => [x.id, x.name, x.points])).toEqual([
      ['test_fv', 'future_value compounds yearly', 1.1],
      ['test_fv_negative', 'future_value refuses negative years', 0.7],
      ['test_annuity', 'annuity_fv adds the future values of the payments', 1.5],
      ['test_annuity_uses_fv', 'annuity_fv relies on future_value', 0.5],
      ['test_discount', 'discount uses the base rate', 1.9],
      ['test_discount_reads_rate', 'discount reads BASE_RATE rather than a constant', 0.3],
    ]);
    const annuity = tests.find((x) => x.id === 'test_annuity')!.code;
    expect(annuity).toContain('assert abs(annuity_fv(100, 0.1, 3) - 331) < 1e-9');
    expect(annuity).not.toContain('HIDDEN TESTS');
    // 1.1 + 0.7 + 1.5 + 0.5 + 1.9 + 0.3 is 6.000000000000001 in floating point: sums are exact to the hundredth.
    expect(res.data.test_points).toBe(6);
    expect(rubric).toEqual([
      { id: 'explain', name: 'explain', points: 1.5, description: '' },
      { id: 'task_compare', name: 'task_compare', points: 2, description: expect.stringContaining('比较按年复利与按月复利') },
    ]);
    expect(res.data.rubric_points).toBe(3.5);
    expect(Object.keys(solutions)).toEqual(['future_value', 'annuity_fv', 'discount', 'explain']);
    expect(solutions.discount).toContain('return amount / (1 + BASE_RATE)');
  });

  it('saves as a case with fractional points, which students never see the solutions or tests of', async () => {
    const parts = (await importOf(fixture('time-value.ipynb'))).data;
    const body = { title: '货币的时间价值', type_id: typeId, template: parts.template, tests: parts.tests, rubric: parts.rubric, solutions: parts.solutions, status: 'published' };
    const created = await t.call<CaseDetail>('POST', '/api/admin/bigdata/case/', { as: systeacher, body });
    expect(created.code).toBe(1);
    expect(created.data).toMatchObject({ test_points: 6, rubric_points: 3.5, solutions: parts.solutions });
    const seen = await t.call<StudyCaseWithWork>('GET', `/api/classroom/bigdata/case/${created.data.id}`, { as: student });
    expect(seen.code).toBe(1);
    expect(seen.data.case).toMatchObject({ test_points: 6, rubric_points: 3.5 });
    expect(seen.data.work.cells.find((c) => c.id === 'discount')!.source).toContain('raise NotImplementedError()');
    const text = JSON.stringify(seen.data);
    expect(text).not.toContain('(1 + rate) ** years');
    expect(text).not.toContain('331');
    expect(text).not.toContain('solutions');
  });

  it('refuses points with more than two decimals, as a case field and in a notebook', async () => {
    const bad = await t.call('POST', '/api/admin/bigdata/case/', {
      as: systeacher,
      body: { title: 'x', type_id: typeId, tests: [{ id: 't', name: 't', code: 'assert 1', points: 0.125 }] },
    });
    expect(bad.code).toBe(0);
    expect(bad.message).toBe('分值最多保留两位小数');
    const nb = JSON.parse(fixture('time-value.ipynb')) as { cells: Array<{ metadata: { nbgrader?: { points?: number } } }> };
    nb.cells[4]!.metadata.nbgrader!.points = 1 / 3;
    const res = await importOf(JSON.stringify(nb));
    expect(res.code).toBe(0);
    expect(res.message).toContain('超过两位小数');
  });

  it('refuses what it cannot read with a clear message in the user’s language', async () => {
    const cases: Array<[string, string, string]> = [
      ['{"cells": [', '文件不是有效的 JSON', 'the file is not valid JSON'],
      [fixture('nbformat3.ipynb'), '只支持 nbformat 4（此文件为 3）', 'only nbformat 4 is supported (this file is 3)'],
      [fixture('duplicate-grade-id.ipynb'), 'grade_id “answer” 出现了不止一次', 'grade_id "answer" is used more than once'],
      ['[1, 2]', '文件不是 Jupyter 笔记本', 'the file is not a Jupyter notebook'],
      [`{"nbformat": 4, "cells": [], "metadata": {"pad": "${'x'.repeat(2_000_001)}"}}`, '文件超过 2 MB', 'the file is larger than 2 MB'],
    ];
    for (const [content, zh, en] of cases) {
      const inZh = await importOf(content);
      expect(inZh.code).toBe(0);
      expect(inZh.message).toContain(zh);
      expect(inZh.data).toBeNull();
      const inEn = await importOf(content, systeacher, { 'accept-language': 'en-US' });
      expect(inEn.message).toContain(en);
    }
  });

  it('is for case authors only', async () => {
    expect((await importOf(fixture('time-value.ipynb'), student)).message).toBe('权限不足');
  });
});

describe('exporting a case to nbgrader’s layout', () => {
  it('gives back the source notebook: solutions, hidden regions, points and locks; its import is the same case', async () => {
    const parts = (await importOf(fixture('time-value.ipynb'))).data;
    const body = { title: '往返', type_id: typeId, template: parts.template, tests: parts.tests, rubric: parts.rubric, solutions: parts.solutions };
    const created = await t.call<CaseDetail>('POST', '/api/admin/bigdata/case/', { as: systeacher, body });
    const exported = await t.call<CaseNotebookExport>('GET', `/api/admin/bigdata/case/notebook/${created.data.id}`, { as: systeacher });
    expect(exported.code).toBe(1);
    expect(exported.data.filename).toBe(`case-${created.data.id}.ipynb`);
    const nb = JSON.parse(exported.data.content) as { nbformat: number; cells: Array<{ id: string; source: string[]; metadata: { nbgrader?: Record<string, unknown> } }> };
    expect(nb.nbformat).toBe(4);
    const cell = (id: string) => nb.cells.find((c) => c.id === id)!;
    expect(cell('discount').source.join('')).toContain('### BEGIN SOLUTION\n    return amount / (1 + BASE_RATE)\n    ### END SOLUTION');
    expect(cell('discount').metadata.nbgrader).toEqual({ schema_version: 3, grade_id: 'discount', grade: false, solution: true, locked: false });
    expect(cell('test_annuity').source.join('')).toContain('### BEGIN HIDDEN TESTS\nassert abs(annuity_fv(100, 0.1, 3) - 331) < 1e-9');
    expect(cell('test_annuity').metadata.nbgrader).toMatchObject({ grade: true, solution: false, points: 1.5 });
    expect(cell('explain').metadata.nbgrader).toMatchObject({ grade: true, solution: true, points: 1.5 });
    expect(cell('task_compare').metadata.nbgrader).toMatchObject({ task: true, locked: true, points: 2 });
    expect(cell('cell-3').metadata).toEqual({});

    const again = (await importOf(exported.data.content)).data;
    expect(again).toEqual(parts);
  });

  it('a case without solutions exports its stubs; tests and rubric items without a cell come last', async () => {
    const body = {
      title: '手写案例',
      type_id: typeId,
      template: [{ id: 'answer', type: 'code', source: 'x = None  # TODO', locked: false }],
      tests: [{ id: 'x_is_1', name: 'x is 1', code: 'assert x == 1', points: 2.5 }],
      rubric: [{ id: 'style', name: '代码风格', points: 1, description: '变量命名清楚' }],
    };
    const created = await t.call<CaseDetail>('POST', '/api/admin/bigdata/case/', { as: systeacher, body });
    const exported = await t.call<CaseNotebookExport>('GET', `/api/admin/bigdata/case/notebook/${created.data.id}`, { as: systeacher });
    const nb = JSON.parse(exported.data.content) as { cells: Array<{ id: string; cell_type: string; source: string[]; metadata: { nbgrader?: Record<string, unknown> } }> };
    expect(nb.cells.map((c) => [c.id, c.cell_type, c.source.join(''), c.metadata.nbgrader ?? null])).toEqual([
      ['answer', 'code', 'x = None  # TODO', null],
      ['x_is_1', 'code', 'assert x == 1', { schema_version: 3, grade_id: 'x_is_1', grade: true, solution: false, locked: true, points: 2.5 }],
      ['style', 'markdown', '**代码风格**\n\n变量命名清楚', { schema_version: 3, grade_id: 'style', grade: false, solution: false, locked: true, task: true, points: 1 }],
    ]);
    expect((await t.call('GET', '/api/admin/bigdata/case/notebook/99999', { as: systeacher })).message).toBe('案例不存在');
  });
});
