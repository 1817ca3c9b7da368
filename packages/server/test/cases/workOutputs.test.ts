import type { CaseCode, CaseList, CaseStudentList, CaseWork, CellOutput, StudyCaseWithWork, WorkCellInput } from '@finedu/domain';
import { CELL_OUTPUT_LIMITS } from '@finedu/domain';
import { DEMO_CASES } from '../../src/seed/cases.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

// The working copy keeps each code cell's last outputs and execution count, as an .ipynb does.
let t: TestApp;
let teacher: Session;
let student: Session;
let student2: Session;
let teacher2: Session;
let credit: number;

beforeAll(async () => {
  t = await createTestApp();
  const systeacher = await t.login('systeacher');
  [teacher, student, student2, teacher2] = await Promise.all([t.login('teacher'), t.login('student'), t.login('student2'), t.login('teacher2')]);
  const list = await t.call<CaseList>('GET', '/api/admin/bigdata/case', { as: systeacher });
  const slug = (title: string) => DEMO_CASES.find((d) => d.title === title)!.slug;
  credit = list.data.list.find((c) => slug(c.title) === 'demo-credit-scoring')!.id;
});
afterAll(async () => t.close());

const url = () => `/api/classroom/bigdata/case/${credit}`;
const open = (as: Session) => t.call<StudyCaseWithWork>('GET', url(), { as });
const save = (as: Session, cells: WorkCellInput[], headers?: Record<string, string>) =>
  t.call<CaseWork>('PUT', url(), { as, body: { cells }, ...(headers ? { headers } : {}) });

const stdout: CellOutput = { output_type: 'stream', name: 'stdout', text: 'step 1\nstep 2\n' };
const frame: CellOutput = {
  output_type: 'execute_result',
  execution_count: 2,
  data: { 'text/html': '<table class="dataframe"><tr><td>1</td></tr></table>', 'text/plain': '   a\n0  1' },
  metadata: {},
};
const plot = (bytes: number): CellOutput => ({ output_type: 'display_data', data: { 'image/png': 'iVBOR'.padEnd(bytes, 'A'), 'text/plain': '<Figure>' }, metadata: {} });

/** The template with outputs on the first locked and the first editable code cell. */
async function withOutputs(as: Session, outputs: { locked: CellOutput[]; editable: CellOutput[] }) {
  const cells: WorkCellInput[] = (await open(as)).data.work.cells;
  const locked = cells.find((c) => c.type === 'code' && c.locked)!;
  const editable = cells.find((c) => c.type === 'code' && !c.locked)!;
  return {
    locked: locked.id,
    editable: editable.id,
    cells: cells.map((c) =>
      c.id === locked.id ? { ...c, outputs: outputs.locked, execution_count: 1 } : c.id === editable.id ? { ...c, source: 'df.head()', outputs: outputs.editable, execution_count: 2 } : c,
    ),
  };
}

describe('saved outputs of the working copy', () => {
  it('PUT keeps outputs and execution counts (locked cells too); GET returns them', async () => {
    const { cells, locked, editable } = await withOutputs(student, { locked: [stdout], editable: [stdout, frame] });
    const saved = await save(student, cells);
    expect(saved.code).toBe(1);
    const byId = new Map((await open(student)).data.work.cells.map((c) => [c.id, c]));
    expect(byId.get(locked)).toMatchObject({ locked: true, outputs: [stdout], execution_count: 1 });
    expect(byId.get(editable)).toMatchObject({ source: 'df.head()', outputs: [stdout, frame], execution_count: 2 });
    expect([...byId.values()].filter((c) => c.type === 'markdown').every((c) => c.outputs === undefined)).toBe(true);

    // The teacher's student list still counts progress from the sources.
    const list = await t.call<CaseStudentList>('GET', `/api/classroom/bigdata/user?case_id=${credit}`, { as: teacher });
    expect(list.data.list.find((s) => s.username === 'student')!.progress).toBeGreaterThan(0);
  });

  it('refuses outputs on markdown cells and more than the per-cell count', async () => {
    const cells: WorkCellInput[] = (await open(student)).data.work.cells;
    const markdown = cells.map((c) => (c.type === 'markdown' ? { ...c, outputs: [stdout] } : c));
    expect(cells.some((c) => c.type === 'markdown')).toBe(true);
    expect((await save(student, markdown)).code).toBe(0);
    const many = Array.from({ length: CELL_OUTPUT_LIMITS.outputs + 1 }, () => frame);
    expect((await save(student, (await withOutputs(student, { locked: [], editable: many })).cells)).code).toBe(0);
  });

  it('trims oversize outputs: the largest plots go, a note in the caller’s language stays', async () => {
    const big = plot(400 * 1024);
    const { cells, locked, editable } = await withOutputs(student, { locked: [stdout, big, frame, plot(300 * 1024)], editable: [big] });
    const saved = await save(student, cells, { 'accept-language': 'en-US' });
    expect(saved.code).toBe(1);
    const byId = new Map(saved.data.cells.map((c) => [c.id, c]));
    const note: CellOutput = { output_type: 'display_data', data: { 'text/plain': 'Output too large; not saved' }, metadata: { finedu_trimmed: true } };
    expect(byId.get(locked)!.outputs).toEqual([stdout, note, frame, plot(300 * 1024)]);
    expect(byId.get(editable)!.outputs).toEqual([big]);
    expect(new Map((await open(student)).data.work.cells.map((c) => [c.id, c])).get(locked)!.outputs).toEqual([stdout, note, frame, plot(300 * 1024)]);

    const zh = await save(student, (await withOutputs(student, { locked: [plot(600 * 1024)], editable: [] })).cells);
    expect(zh.data.cells.find((c) => c.id === locked)!.outputs).toEqual([{ ...note, data: { 'text/plain': '输出过大，未保存' } }]);
  });

  it('another student cannot read them; the own teacher can, another college’s cannot', async () => {
    await save(student, (await withOutputs(student, { locked: [stdout], editable: [frame] })).cells);
    expect(JSON.stringify((await open(student2)).data.work)).not.toContain('dataframe');
    expect((await t.call('GET', `${url()}/code?user_id=${student.user.id}`, { as: student2 })).message).toBe('权限不足');
    expect((await t.call('GET', `${url()}/code?user_id=${student.user.id}`, { as: teacher2 })).message).toBe('学生不存在');
    const seen = await t.call<CaseCode>('GET', `${url()}/code?user_id=${student.user.id}`, { as: teacher });
    expect(JSON.stringify(seen.data.cells)).toContain('dataframe');
  });

  it('reset returns to the template with no outputs', async () => {
    await save(student, (await withOutputs(student, { locked: [stdout], editable: [frame] })).cells);
    const reset = await t.call<CaseWork>('POST', `${url()}/reset`, { as: student });
    expect(reset.data.cells.every((c) => c.outputs === undefined && c.execution_count === undefined)).toBe(true);
    expect((await open(student)).data.work.cells.every((c) => c.outputs === undefined)).toBe(true);
  });
});
