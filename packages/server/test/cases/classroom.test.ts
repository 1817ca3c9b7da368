import { createHash } from 'node:crypto';
import type {
  CaseCode,
  CaseDetail,
  CaseList,
  CaseScore,
  CaseStudentList,
  CaseWork,
  ChartData,
  ClassDetail,
  DatasetFiles,
  MarkingList,
  MediaCheckResult,
  SignList,
  StudyCaseWithWork,
  TablePreview,
  UploadSession,
  SignPartsResponse,
} from '@finedu/domain';
import ExcelJS from 'exceljs';
import { DEMO_CASES } from '../../src/seed/cases.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let systeacher: Session;
let teacher: Session;
let student: Session;
let teacher2: Session;
let student2: Session;
let ids: Record<string, number>;
let stock: number;
let credit: number;

beforeAll(async () => {
  t = await createTestApp();
  [systeacher, teacher, student, teacher2, student2] = await Promise.all([t.login('systeacher'), t.login('teacher'), t.login('student'), t.login('teacher2'), t.login('student2')]);
  const list = await t.call<CaseList>('GET', '/api/admin/bigdata/case', { as: systeacher });
  ids = Object.fromEntries(list.data.list.map((c) => [DEMO_CASES.find((d) => d.title === c.title)!.slug, c.id]));
  stock = ids['demo-stock-risk']!;
  credit = ids['demo-credit-scoring']!;
  // College 2 gets a class: teacher2 heads it, student2 is in it.
  const eduadmin2 = await t.login('eduadmin2');
  const klass = await t.call<ClassDetail>('POST', '/api/admin/class', { as: eduadmin2, body: { name: '数据2401', teacher_id: teacher2.user.id } });
  await t.call('PUT', `/api/admin/class/${klass.data.id}/members`, { as: eduadmin2, body: { user_ids: [student2.user.id] } });
});
afterAll(async () => t.close());

const open = (as: Session, id: number) => t.call<StudyCaseWithWork>('GET', `/api/classroom/bigdata/case/${id}`, { as });

/** Uploads `bytes` as `filename` through the upload calls; returns the object key. */
async function upload(as: Session, filename: string, bytes: Buffer): Promise<string> {
  const created = await t.call<UploadSession>('POST', '/api/admin/upload', { as, body: { filename, size: bytes.length, md5: createHash('md5').update(bytes).digest('hex') } });
  const signed = await t.call<SignPartsResponse>('POST', `/api/admin/upload/${created.data.id}/sign`, { as, body: { part_numbers: [1] } });
  const put = await fetch(new URL(signed.data.parts[0]!.url, t.baseUrl), { method: 'PUT', body: new Uint8Array(bytes) });
  await t.call('POST', `/api/admin/upload/${created.data.id}/part`, { as, body: { part_number: 1, etag: put.headers.get('etag') ?? '', size: bytes.length } });
  const done = await t.call('POST', `/api/admin/upload/${created.data.id}/complete`, { as, body: {} });
  expect(done.code).toBe(1);
  return created.data.key;
}

describe('the case for study', () => {
  it('never sends hidden tests (or storage keys) to a student or teacher', async () => {
    for (const demo of DEMO_CASES) {
      for (const who of [student, teacher]) {
        const res = await open(who, ids[demo.slug]!);
        expect(res.code).toBe(1);
        const json = JSON.stringify(res);
        expect(res.data.case).not.toHaveProperty('tests');
        expect(res.data.case.test_count).toBe(demo.tests.length);
        for (const test of demo.tests) expect(json).not.toContain(test.code.slice(0, 40));
        expect(json).not.toContain('"key"');
        expect(res.data.work).toMatchObject({ saved_at: null, datasets_ready: false, notebook_path: `case-${ids[demo.slug]}/case.ipynb` });
      }
    }
  });

  it('shows published cases of the caller’s college only; system roles use the admin calls', async () => {
    const draft = await t.call<CaseDetail>('POST', `/api/admin/bigdata/case/copy/${stock}`, { as: systeacher });
    expect((await open(student, draft.data.id)).message).toBe('案例不存在');
    await t.call('PUT', `/api/admin/bigdata/case/${draft.data.id}`, { as: systeacher, body: { status: 'published', edu_ids: [student.user.edu_id] } });
    expect((await open(student, draft.data.id)).code).toBe(1);
    expect((await open(student2, draft.data.id)).message).toBe('案例不存在');
    expect((await t.call('GET', `/api/classroom/bigdata/dataset/file?case_id=${draft.data.id}`, { as: student2 })).message).toBe('案例不存在');
    expect((await open(student, 99999)).message).toBe('案例不存在');
    expect((await open(systeacher, stock)).message).toBe('权限不足');
    expect((await t.call('GET', `/api/classroom/bigdata/case/${stock}`)).code).toBe(-401);
    expect((await t.call('GET', '/api/classroom/bigdata/case/abc', { as: student })).code).toBe(0);
  });
});

describe('the working copy', () => {
  it('saves, restores, keeps locked cells and resets to the template', async () => {
    const { data } = await open(student, credit);
    const cells = data.work.cells.map((c) => (c.id === 'model' ? { ...c, source: 'model = 1' } : c.id === 'load' ? { ...c, source: 'import os' } : c));
    cells.push({ id: 'mine', type: 'code', source: 'print("extra")', locked: true });
    const saved = await t.call<CaseWork>('PUT', `/api/classroom/bigdata/case/${credit}`, { as: student, body: { cells } });
    expect(saved.code).toBe(1);
    const restored = await open(student, credit);
    const byId = new Map(restored.data.work.cells.map((c) => [c.id, c]));
    expect(byId.get('model')!.source).toBe('model = 1');
    expect(byId.get('load')!.source).toBe(data.work.cells.find((c) => c.id === 'load')!.source);
    expect(byId.get('mine')).toMatchObject({ locked: false, source: 'print("extra")' });
    expect(restored.data.work.saved_at).not.toBeNull();
    // student2 (another college) has their own, untouched copy.
    expect((await open(student2, credit)).data.work.cells.find((c) => c.id === 'model')!.source).not.toBe('model = 1');

    const withoutLocked = cells.filter((c) => c.id !== 'load');
    expect((await t.call('PUT', `/api/classroom/bigdata/case/${credit}`, { as: student, body: { cells: withoutLocked } })).message).toContain('锁定的单元格不能删除');
    const dup = [...cells, cells[0]!];
    expect((await t.call('PUT', `/api/classroom/bigdata/case/${credit}`, { as: student, body: { cells: dup } })).code).toBe(0);
    expect((await t.call('PUT', `/api/classroom/bigdata/case/${credit}`, { as: student, body: { cells: [{ id: 'x', type: 'raw', source: '' }] } })).code).toBe(0);
    expect((await t.call('PUT', `/api/classroom/bigdata/case/${credit}`, { as: student, body: {} })).code).toBe(0);

    const reset = await t.call<CaseWork>('POST', `/api/classroom/bigdata/case/${credit}/reset`, { as: student });
    expect(reset.data.saved_at).toBeNull();
    expect((await open(student, credit)).data.work.cells.map((c) => c.source)).toEqual(data.work.cells.map((c) => c.source));
  });

  it('code: own latest code; a teacher reads own students only', async () => {
    await t.call('PUT', `/api/classroom/bigdata/case/${stock}`, {
      as: student,
      body: { cells: (await open(student, stock)).data.work.cells.map((c) => (c.id === 'returns' ? { ...c, source: 'returns = prices.pct_change()' } : c)) },
    });
    const own = await t.call<CaseCode>('GET', `/api/classroom/bigdata/case/${stock}/code`, { as: student });
    expect(own.data.code).toContain('returns = prices.pct_change()');
    const seen = await t.call<CaseCode>('GET', `/api/classroom/bigdata/case/${stock}/code?user_id=${student.user.id}`, { as: teacher });
    expect(seen.data.user_id).toBe(student.user.id);
    expect(seen.data.code).toContain('returns = prices.pct_change()');
    expect((await t.call('GET', `/api/classroom/bigdata/case/${stock}/code?user_id=${student.user.id}`, { as: teacher2 })).message).toBe('学生不存在');
    expect((await t.call('GET', `/api/classroom/bigdata/case/${stock}/code?user_id=${student.user.id}`, { as: student2 })).message).toBe('权限不足');
    expect((await t.call('GET', `/api/classroom/bigdata/case/${stock}/score?user_id=${student.user.id}`, { as: student2 })).message).toBe('权限不足');
    expect((await t.call('GET', `/api/classroom/bigdata/case/${stock}/code?user_id=${teacher.user.id}`, { as: teacher2 })).message).toBe('学生不存在');
    expect((await t.call('GET', `/api/classroom/bigdata/case/${stock}/code?user_id=0`, { as: teacher })).code).toBe(0);
  });

  it('evaluation answers clearly when the notebook service is not there', async () => {
    const res = await t.call('GET', `/api/classroom/bigdata/case/${stock}/evaluation`, { as: student });
    expect(res).toMatchObject({ code: 0, message: '笔记本服务暂不可用，请稍后重试' });
  });
});

describe('datasets', () => {
  it('lists files, previews the first rows and downloads the CSV', async () => {
    const list = await t.call<DatasetFiles>('GET', `/api/classroom/bigdata/dataset/file?case_id=${stock}`, { as: student });
    expect(list.data.list).toEqual([expect.objectContaining({ id: 'prices', filename: 'prices.csv' })]);
    expect(list.data.preview).toBeNull();
    const preview = await t.call<DatasetFiles>('GET', `/api/classroom/bigdata/dataset/file?case_id=${stock}&dataset_id=prices&rows=3`, { as: student });
    expect(preview.data.preview).toMatchObject({ columns: ['date', 'AAA', 'BBB', 'CCC'], total_rows: 500 });
    expect(preview.data.preview!.rows).toEqual([
      ['2023-01-02', 50, 120, 20],
      expect.any(Array),
      expect.any(Array),
    ]);
    const file = await t.request(list.data.list[0]!.download_url, { as: student });
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect((await file.text()).split('\n')).toHaveLength(502);
    for (const bad of ['rows=0', 'rows=201', 'case_id=0', 'download=2']) {
      expect((await t.call('GET', `/api/classroom/bigdata/dataset/file?case_id=${stock}&${bad}`, { as: student })).code).toBe(0);
    }
    expect((await t.call('GET', `/api/classroom/bigdata/dataset/file?case_id=${stock}&dataset_id=nope`, { as: student })).message).toBe('数据集不存在');
    expect((await t.request(`/api/classroom/bigdata/dataset/file?case_id=${stock}&dataset_id=prices&download=1`)).status).toBe(200); // envelope -401
  });

  it('charts: line/bar by category, pie, scatter; unknown columns refused', async () => {
    const chart = (body: Record<string, unknown>) => t.call<ChartData>('POST', '/api/classroom/bigdata/dataset/chart', { as: student, body: { case_id: credit, dataset_id: 'credit', ...body } });
    const bar = await chart({ x: 'late_payments', y: 'default', agg: 'mean', chart_type: 'bar' });
    expect(bar.data.chart_type).toBe('bar');
    expect(bar.data.series).toHaveLength(1);
    expect(bar.data.categories!.length).toBe(bar.data.series[0]!.data.length);
    const counts = await chart({ x: 'default', y: 'id', agg: 'count', chart_type: 'pie' });
    const total = (counts.data.series[0]!.data as Array<{ value: number }>).reduce((s, p) => s + p.value, 0);
    expect(total).toBe(2000);
    const scatter = await chart({ x: 'income', y: 'debt_ratio', chart_type: 'scatter', limit: 50 });
    expect(scatter.data).toMatchObject({ truncated: true, categories: null });
    expect(scatter.data.series[0]!.data).toHaveLength(50);
    const line = await t.call<ChartData>('POST', '/api/classroom/bigdata/dataset/chart', {
      as: student,
      body: { case_id: stock, dataset_id: 'prices', x: 'date', y: 'AAA', agg: 'max', chart_type: 'line', limit: 10 },
    });
    expect(line.data).toMatchObject({ truncated: true, categories: expect.arrayContaining(['2023-01-02']) });
    expect(line.data.series[0]!.data[0]).toBe(50);
    expect((await chart({ x: 'nope', y: 'default', chart_type: 'bar' })).message).toBe('数据集中没有列 nope');
    expect((await chart({ x: 'age', y: 'default', chart_type: 'radar' })).code).toBe(0);
    expect((await chart({ x: 'age', y: 'default', chart_type: 'bar', agg: 'median' })).code).toBe(0);
    expect((await t.call('POST', '/api/classroom/bigdata/dataset/chart', { as: student2, body: { case_id: 99999, dataset_id: 'x', x: 'a', y: 'b', chart_type: 'bar' } })).message).toBe('案例不存在');
  });

  it('process: filter, derived column and group, previewed', async () => {
    const res = await t.call<TablePreview>('POST', '/api/classroom/bigdata/dataset/chart/process', {
      as: student,
      body: {
        case_id: credit,
        dataset_id: 'credit',
        steps: [
          { op: 'filter', column: 'age', operator: 'gte', value: 30 },
          { op: 'derive', name: 'debt', left: 'income', operator: '*', right: 'debt_ratio' },
          { op: 'group', by: ['late_payments'], aggregations: [{ column: 'default', agg: 'mean', as: 'default_rate' }, { column: 'debt', agg: 'count' }] },
        ],
        limit: 3,
      },
    });
    expect(res.data.columns).toEqual(['late_payments', 'default_rate', 'count_debt']);
    expect(res.data.rows).toHaveLength(3);
    expect(res.data.total_rows).toBeGreaterThan(3);
    const derivedTwice = await t.call('POST', '/api/classroom/bigdata/dataset/chart/process', {
      as: student,
      body: { case_id: credit, dataset_id: 'credit', steps: [{ op: 'derive', name: 'age', left: 'age', operator: '+', right: 1 }] },
    });
    expect(derivedTwice.message).toBe('列 age 已存在');
    expect((await t.call('POST', '/api/classroom/bigdata/dataset/chart/process', { as: student, body: { case_id: credit, dataset_id: 'credit', steps: [{ op: 'eval', code: '1' }] } })).code).toBe(0);
  });
});

describe('uploaded datasets (object storage)', () => {
  it('previews an uploaded CSV (quoted fields) and XLSX, and downloads them', async () => {
    const csvKey = await upload(systeacher, 'quotes.csv', Buffer.from('\ufeffname,amount\n"Smith, J",1.5\n"say ""hi""",\n'));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('data');
    sheet.addRow(['ticker', 'weight']);
    sheet.addRow(['AAA', 0.6]);
    sheet.addRow(['BBB', 0.4]);
    const xlsxKey = await upload(systeacher, 'w.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    const types = await t.call<Array<{ id: number }>>('GET', '/api/admin/bigdata/case/type', { as: systeacher });
    const created = await t.call<CaseDetail>('POST', '/api/admin/bigdata/case/', {
      as: systeacher,
      body: {
        title: '上传数据',
        type_id: types.data[0]!.id,
        status: 'published',
        datasets: [
          { id: 'csv', name: 'CSV', filename: 'quotes.csv', key: csvKey },
          { id: 'xlsx', name: 'XLSX', filename: 'weights.xlsx', key: xlsxKey },
          { id: 'gone', name: 'missing', filename: 'gone.csv', key: 'uploads/media/1/none.csv' },
        ],
      },
    });
    const id = created.data.id;
    const csv = await t.call<DatasetFiles>('GET', `/api/classroom/bigdata/dataset/file?case_id=${id}&dataset_id=csv`, { as: student });
    expect(csv.data.preview).toEqual({ columns: ['name', 'amount'], rows: [['Smith, J', 1.5], ['say "hi"', null]], total_rows: 2 });
    const xlsx = await t.call<DatasetFiles>('GET', `/api/classroom/bigdata/dataset/file?case_id=${id}&dataset_id=xlsx`, { as: student });
    expect(xlsx.data.preview).toEqual({ columns: ['ticker', 'weight'], rows: [['AAA', 0.6], ['BBB', 0.4]], total_rows: 2 });
    const pie = await t.call<ChartData>('POST', '/api/classroom/bigdata/dataset/chart', { as: student, body: { case_id: id, dataset_id: 'xlsx', x: 'ticker', y: 'weight', chart_type: 'pie' } });
    expect(pie.data.series[0]!.data).toEqual([{ name: 'AAA', value: 0.6 }, { name: 'BBB', value: 0.4 }]);
    const file = await t.request(`/api/classroom/bigdata/dataset/file?case_id=${id}&dataset_id=xlsx&download=1`, { as: student });
    expect(file.headers.get('content-disposition')).toContain('weights.xlsx');
    expect((await t.call('GET', `/api/classroom/bigdata/dataset/file?case_id=${id}&dataset_id=gone`, { as: student })).message).toBe('数据集文件不存在');
  });
});

describe('teacher follow-up', () => {
  it('lists the students of the teacher’s classes only', async () => {
    const mine = await t.call<CaseStudentList>('GET', `/api/classroom/bigdata/user?case_id=${stock}`, { as: teacher });
    expect(mine.data.list.map((s) => s.username)).toEqual(['student']);
    expect(mine.data.list[0]).toMatchObject({ class_name: '金融2301', progress: 25, max: 115 });
    const theirs = await t.call<CaseStudentList>('GET', `/api/classroom/bigdata/user?case_id=${stock}`, { as: teacher2 });
    expect(theirs.data.list.map((s) => s.username)).toEqual(['student2']);
    const classId = (await t.call<ClassDetail>('GET', `/api/admin/class/${student.user.class_id}`, { as: teacher })).data.id;
    expect((await t.call('GET', `/api/classroom/bigdata/user?case_id=${stock}&class_id=${classId}`, { as: teacher2 })).message).toBe('班级不存在');
    expect((await t.call('GET', `/api/classroom/bigdata/user?case_id=${stock}`, { as: student })).message).toBe('权限不足');
    expect((await t.call('GET', '/api/classroom/bigdata/user', { as: teacher })).code).toBe(0);
  });

  it('marks per rubric item; marks stay inside the teacher’s classes', async () => {
    const mark = (as: Session, body: Record<string, unknown>) => t.call<MarkingList>('POST', '/api/classroom/bigdata/marking', { as, body: { case_id: stock, user_id: student.user.id, ...body } });
    const ok = await mark(teacher, { items: [{ rubric_id: 'analysis', points: 8, comment: '分析到位' }, { rubric_id: 'style', points: 4 }], comment: '不错' });
    expect(ok.data).toEqual([expect.objectContaining({ user_id: student.user.id, teacher_name: '王老师', score: 12, max_score: 15, comment: '不错' })]);
    expect((await mark(teacher, { items: [{ rubric_id: 'analysis', points: 11 }] })).message).toContain('最多 10 分');
    expect((await mark(teacher, { items: [{ rubric_id: 'nope', points: 1 }] })).message).toBe('评分项 nope 不存在');
    expect((await mark(teacher, { items: [{ rubric_id: 'style', points: 1 }, { rubric_id: 'style', points: 1 }] })).message).toContain('重复');
    expect((await mark(teacher, { items: [{ rubric_id: 'style', points: -1 }] })).code).toBe(0);
    expect((await mark(teacher2, { items: [] })).message).toBe('学生不存在');
    expect((await mark(student, { items: [] })).message).toBe('权限不足');

    const own = await t.call<MarkingList>('GET', `/api/classroom/bigdata/marking?case_id=${stock}`, { as: student });
    expect(own.data.map((m) => m.score)).toEqual([12]);
    expect((await t.call<MarkingList>('GET', `/api/classroom/bigdata/marking?case_id=${stock}`, { as: student2 })).data).toEqual([]);
    expect((await t.call('GET', `/api/classroom/bigdata/marking?case_id=${stock}&user_id=${student.user.id}`, { as: student2 })).message).toBe('权限不足');
    expect((await t.call<MarkingList>('GET', `/api/classroom/bigdata/marking?case_id=${stock}`, { as: teacher2 })).data).toEqual([]);
    expect((await t.call('GET', `/api/classroom/bigdata/marking?case_id=${stock}&user_id=${student.user.id}`, { as: teacher2 })).message).toBe('学生不存在');
    const score = await t.call<CaseScore>('GET', `/api/classroom/bigdata/case/${stock}/score`, { as: student });
    expect(score.data).toMatchObject({ manual: { score: 12, max: 15 }, auto: { score: 0, max: 100 }, total: 12, max: 115 });
  });

  it('sign-in: the teacher opens it for a class, students of that class sign once', async () => {
    const classId = student.user.class_id!;
    const opened = await t.call<SignList>('POST', '/api/classroom/bigdata/sign', { as: teacher, body: { action: 'open', case_id: stock, class_id: classId, minutes: 5 } });
    expect(opened.data[0]).toMatchObject({ open: true, class_size: 1, records: [] });
    const signId = opened.data[0]!.id;
    expect((await t.call('POST', '/api/classroom/bigdata/sign', { as: teacher2, body: { action: 'open', case_id: stock, class_id: classId } })).message).toBe('班级不存在');
    expect((await t.call('POST', '/api/classroom/bigdata/sign', { as: student, body: { action: 'open', case_id: stock, class_id: classId } })).message).toBe('权限不足');
    expect((await t.call('POST', '/api/classroom/bigdata/sign', { as: teacher, body: { action: 'sign', sign_id: signId } })).message).toBe('权限不足');
    expect((await t.call('POST', '/api/classroom/bigdata/sign', { as: teacher, body: { action: 'open', case_id: stock, class_id: classId, minutes: 0 } })).code).toBe(0);

    const pending = await t.call<SignList>('GET', '/api/classroom/bigdata/sign', { as: student });
    expect(pending.data.map((s) => [s.id, s.signed])).toEqual([[signId, false]]);
    const signed = await t.call<SignList>('POST', '/api/classroom/bigdata/sign', { as: student, body: { action: 'sign', sign_id: signId } });
    expect(signed.data[0]).toMatchObject({ signed: true, records: [expect.objectContaining({ user_id: student.user.id })] });
    await t.call('POST', '/api/classroom/bigdata/sign', { as: student, body: { action: 'sign', sign_id: signId } });
    expect((await t.call('POST', '/api/classroom/bigdata/sign', { as: student2, body: { action: 'sign', sign_id: signId } })).message).toBe('签到不存在');
    expect((await t.call<SignList>('GET', '/api/classroom/bigdata/sign', { as: student2 })).data).toEqual([]);
    const seen = await t.call<SignList>('GET', `/api/classroom/bigdata/sign?case_id=${stock}`, { as: teacher });
    expect(seen.data.find((s) => s.id === signId)!.records).toHaveLength(1);
    expect((await t.call<SignList>('GET', '/api/classroom/bigdata/sign', { as: teacher2 })).data).toEqual([]);
    const students = await t.call<CaseStudentList>('GET', `/api/classroom/bigdata/user?case_id=${stock}`, { as: teacher });
    expect(students.data.list[0]!.signed).toBe(true);
  });

  it('reports: media-check (type, size, readable) records a student’s report; the teacher scores it', async () => {
    const check = (as: Session, key: string, filename: string) =>
      t.call<MediaCheckResult>('POST', '/api/classroom/bigdata/case/doc/media-check', { as, body: { case_id: stock, key, filename } });
    const mdKey = await upload(student, 'report.md', Buffer.from('# 报告\n波动率最高的是 BBB。\n'));
    const good = await check(student, mdKey, 'report.md');
    expect(good.data).toMatchObject({ ok: true, type: 'md', recorded: true, problems: [] });
    const txtKey = await upload(student, 'notes.txt', Buffer.from('hello'));
    expect((await check(student, txtKey, 'notes.txt')).data).toMatchObject({ ok: false, type: null, recorded: false });
    const fakePdf = await upload(student, 'fake.pdf', Buffer.from('not a pdf at all'));
    const bad = await check(student, fakePdf, 'fake.pdf');
    expect(bad.data).toMatchObject({ ok: false, type: 'pdf', problems: ['文件已损坏或与扩展名不符，无法读取'] });
    const realPdf = await upload(student, 'r.pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
    expect((await check(student, realPdf, 'r.pdf')).data.ok).toBe(true);
    expect((await check(student2, realPdf, 'r.pdf')).message).toBe('文件不存在');
    expect((await check(student, 'uploads/media/1/../x.md', 'x.md')).message).toBe('文件不存在');

    const scoring = (as: Session, body: Record<string, unknown>) => t.call('POST', '/api/classroom/bigdata/case/doc/scoring', { as, body: { case_id: stock, user_id: student.user.id, ...body } });
    expect((await scoring(teacher, { score: 88, comment: '结构清晰' })).code).toBe(1);
    expect((await scoring(teacher, { score: 101 })).code).toBe(0);
    expect((await scoring(teacher2, { score: 10 })).message).toBe('学生不存在');
    expect((await scoring(student, { score: 100 })).message).toBe('权限不足');
    const score = await t.call<CaseScore>('GET', `/api/classroom/bigdata/case/${stock}/score`, { as: student });
    expect(score.data.report).toMatchObject({ filename: 'r.pdf', type: 'pdf', score: 88, comment: '结构清晰' });
  });
});

describe('the run log (POST /api/classroom/case/code)', () => {
  it('accepts the domain NotebookClient’s payloads and shows the last run', async () => {
    const log = (as: Session, body: unknown) => t.call<{ id: number }>('POST', '/api/classroom/case/code', { as, body });
    const run = await log(student, { code: 'print(1)', case_id: stock, file_id: null, session_id: 'sess-1', result: JSON.stringify([{ type: 'stream', text: '1\n' }]) });
    expect(run.code).toBe(1);
    expect((await log(student, { code: 503, case_id: stock, file_id: 'f1', session_id: null, result: '{"message":"busy"}' })).code).toBe(1);
    expect((await log(student, { code: 'x = 1', case_id: String(stock), file_id: 7, session_id: 's', result: { outputs: [] } })).code).toBe(1);
    expect((await log(student, { code: 'x', case_id: null, file_id: null, session_id: null, result: '' })).code).toBe(1);
    expect((await log(systeacher, { code: 'x', case_id: stock, file_id: null, session_id: null, result: '' })).code).toBe(1);
    expect((await log(student, { code: true, case_id: stock })).code).toBe(0);
    expect((await log(student, { case_id: stock })).code).toBe(0);
    expect((await log(student, { code: 'x', case_id: 99999 })).message).toBe('案例不存在');
    expect((await t.call('POST', '/api/classroom/case/code', { body: { code: 'x' } })).code).toBe(-401);

    const code = await t.call<CaseCode>('GET', `/api/classroom/bigdata/case/${stock}/code`, { as: student });
    expect(code.data.last_run).toMatchObject({ code: 'x = 1', result: '{"outputs":[]}', session_id: 's' });
    const students = await t.call<CaseStudentList>('GET', `/api/classroom/bigdata/user?case_id=${stock}`, { as: teacher });
    expect(students.data.list[0]).toMatchObject({ run_count: 2, last_run_at: expect.any(String) });
  });
});

describe('hidden tests stay hidden', () => {
  it('appear in no classroom answer to a student', async () => {
    const codes = DEMO_CASES.flatMap((d) => d.tests.map((x) => x.code.slice(0, 40)));
    const answers: unknown[] = [];
    for (const id of Object.values(ids)) {
      for (const url of [
        `/api/classroom/bigdata/case/${id}`,
        `/api/classroom/bigdata/case/${id}/score`,
        `/api/classroom/bigdata/case/${id}/code`,
        `/api/classroom/bigdata/dataset/file?case_id=${id}`,
        `/api/classroom/bigdata/marking?case_id=${id}`,
        `/api/classroom/bigdata/sign?case_id=${id}`,
      ]) {
        const res = await t.call('GET', url, { as: student });
        expect([url, res.code]).toEqual([url, 1]);
        answers.push(res);
      }
      answers.push(await t.call('POST', `/api/classroom/bigdata/case/${id}/reset`, { as: student }));
    }
    const json = JSON.stringify(answers);
    for (const code of codes) expect(json).not.toContain(code);
  });

  it('the OpenAPI document lists the case and classroom calls', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const p of ['/api/admin/bigdata/case/', '/api/admin/bigdata/case/type/{id}', '/api/classroom/bigdata/dataset/chart/process', '/api/classroom/case/code']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });
});
