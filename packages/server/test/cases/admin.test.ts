import type { CaseDetail, CaseList, CaseType } from '@finedu/domain';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
let systeacher: Session;
let student: Session;
let eduadmin: Session;
let types: CaseType[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  systeacher = await t.login('systeacher');
  student = await t.login('student');
  eduadmin = await t.login('eduadmin');
  types = (await t.call<CaseType[]>('GET', '/api/admin/bigdata/case/type', { as: systeacher })).data;
});
afterAll(async () => t.close());

const newCase = (typeId: number, extra: Record<string, unknown> = {}) => ({
  title: '测试案例',
  type_id: typeId,
  summary: '摘要',
  theory: '# 理论\n$r = \\ln(P_t/P_{t-1})$',
  template: [
    { id: 'a', type: 'markdown', source: '# 说明', locked: true },
    { id: 'b', type: 'code', source: 'x = None', locked: false },
  ],
  tests: [{ id: 't1', name: 'x is 1', code: 'assert x == 1', points: 10 }],
  rubric: [{ id: 'r1', name: '解读', points: 5 }],
  tags: ['pandas'],
  ...extra,
});

describe('case types', () => {
  it('lists the three seeded types with their case counts', async () => {
    expect(types.map((x) => x.name)).toEqual(['量化投资', '信用风险', '资产配置']);
    expect(types.every((x) => x.case_count === 1)).toBe(true);
  });

  it('creates, renames, refuses duplicates and deletes only unused types', async () => {
    const created = await t.call<CaseType>('POST', '/api/admin/bigdata/case/type', { as: admin, body: { name: '行为金融', sort: 9 } });
    expect(created.data).toMatchObject({ name: '行为金融', sort: 9, case_count: 0 });
    expect((await t.call('POST', '/api/admin/bigdata/case/type', { as: admin, body: { name: '行为金融' } })).message).toBe('案例类型名称已存在');
    expect((await t.call('POST', '/api/admin/bigdata/case/type', { as: admin, body: { name: '' } })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/bigdata/case/type', { as: admin, body: { name: 'x'.repeat(33) } })).code).toBe(0);
    expect((await t.call('PUT', `/api/admin/bigdata/case/type/${created.data.id}`, { as: admin, body: { name: '量化投资' } })).message).toBe('案例类型名称已存在');
    const renamed = await t.call<CaseType>('PUT', `/api/admin/bigdata/case/type/${created.data.id}`, { as: admin, body: { name: '行为金融学' } });
    expect(renamed.data.name).toBe('行为金融学');
    expect((await t.call('PUT', '/api/admin/bigdata/case/type/99999', { as: admin, body: { name: 'y' } })).message).toBe('案例类型不存在');
    const inUse = await t.call('DELETE', `/api/admin/bigdata/case/type/${types[0]!.id}`, { as: admin });
    expect(inUse.code).toBe(0);
    expect(inUse.message).toContain('不能删除');
    expect((await t.call('DELETE', `/api/admin/bigdata/case/type/${created.data.id}`, { as: admin })).code).toBe(1);
    expect((await t.call('DELETE', `/api/admin/bigdata/case/type/${created.data.id}`, { as: admin })).message).toBe('案例类型不存在');
  });

  it('is refused to college roles', async () => {
    for (const who of [student, eduadmin]) {
      expect((await t.call('GET', '/api/admin/bigdata/case/type', { as: who })).message).toBe('权限不足');
      expect((await t.call('POST', '/api/admin/bigdata/case/type', { as: who, body: { name: 'z' } })).message).toBe('权限不足');
    }
    expect((await t.call('GET', '/api/admin/bigdata/case/type')).code).toBe(-401);
  });
});

describe('cases', () => {
  it('lists with type, keyword, status and paging', async () => {
    const all = await t.call<CaseList>('GET', '/api/admin/bigdata/case', { as: systeacher });
    expect(all.data.total).toBe(3);
    expect(all.data.list[0]).not.toHaveProperty('tests');
    const byType = await t.call<CaseList>('GET', `/api/admin/bigdata/case?type=${types[1]!.id}`, { as: systeacher });
    expect(byType.data.list.map((c) => c.title)).toEqual(['逻辑回归信用评分']);
    expect((await t.call<CaseList>('GET', `/api/admin/bigdata/case?keyword=${encodeURIComponent('有效前沿')}`, { as: systeacher })).data.total).toBe(1);
    expect((await t.call<CaseList>('GET', '/api/admin/bigdata/case?status=draft', { as: systeacher })).data.total).toBe(0);
    const paged = await t.call<CaseList>('GET', '/api/admin/bigdata/case?page=2&page_size=2', { as: systeacher });
    expect(paged.data).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(paged.data.list).toHaveLength(1);
    for (const bad of ['status=open', 'page=0', 'page_size=101', 'type=abc']) {
      expect((await t.call('GET', `/api/admin/bigdata/case?${bad}`, { as: systeacher })).code).toBe(0);
    }
    expect((await t.call('GET', '/api/admin/bigdata/case', { as: student })).message).toBe('权限不足');
  });

  it('creates (with and without the trailing slash), reads, edits, copies and deletes', async () => {
    const created = await t.call<CaseDetail>('POST', '/api/admin/bigdata/case/', { as: systeacher, body: newCase(types[0]!.id) });
    expect(created.code).toBe(1);
    expect(created.data).toMatchObject({ title: '测试案例', status: 'draft', difficulty: 1, test_points: 10, rubric_points: 5, created_by: systeacher.user.id, edu_ids: [] });
    const id = created.data.id;
    const noSlash = await t.call<CaseDetail>('POST', '/api/admin/bigdata/case', { as: admin, body: newCase(types[0]!.id, { title: '无斜杠' }) });
    expect(noSlash.code).toBe(1);
    const read = await t.call<CaseDetail>('GET', `/api/admin/bigdata/case/${id}`, { as: admin });
    expect(read.data.tests).toEqual([{ id: 't1', name: 'x is 1', code: 'assert x == 1', points: 10 }]);
    expect(read.data.template[0]).toMatchObject({ id: 'a', locked: true });

    const edited = await t.call<CaseDetail>('PUT', `/api/admin/bigdata/case/${id}`, { as: systeacher, body: { status: 'published', difficulty: 3, edu_ids: [eduadmin.user.edu_id] } });
    expect(edited.data).toMatchObject({ status: 'published', difficulty: 3, edu_ids: [eduadmin.user.edu_id], title: '测试案例' });

    const copy = await t.call<CaseDetail>('POST', `/api/admin/bigdata/case/copy/${id}`, { as: admin });
    expect(copy.data).toMatchObject({ title: '测试案例 (副本)', status: 'draft', created_by: admin.user.id, test_points: 10 });
    expect(copy.data.id).not.toBe(id);
    expect(copy.data.tests).toEqual(read.data.tests);

    expect((await t.call('DELETE', `/api/admin/bigdata/case/${id}`, { as: systeacher })).code).toBe(1);
    expect((await t.call('GET', `/api/admin/bigdata/case/${id}`, { as: systeacher })).message).toBe('案例不存在');
    expect((await t.call('PUT', `/api/admin/bigdata/case/${id}`, { as: systeacher, body: { title: 'x' } })).message).toBe('案例不存在');
    expect((await t.call('POST', `/api/admin/bigdata/case/copy/${id}`, { as: systeacher })).message).toBe('案例不存在');
    expect((await t.call('DELETE', `/api/admin/bigdata/case/${id}`, { as: systeacher })).message).toBe('案例不存在');
  });

  it('keeps a case’s parameters and generator through create, edit and copy; the list says it is per-student', async () => {
    const typeId = types[0]!.id;
    const generator = "def generate(seed):\n    return {'params': {'rate': seed % 7}, 'files': {}}";
    const created = await t.call<CaseDetail>('POST', '/api/admin/bigdata/case/', { as: systeacher, body: newCase(typeId, { parameters: [{ name: 'rate', description: '利率' }], generator }) });
    expect(created.code).toBe(1);
    expect(created.data).toMatchObject({ parameters: [{ name: 'rate', description: '利率' }], generator, per_student: true });
    const edited = await t.call<CaseDetail>('PUT', `/api/admin/bigdata/case/${created.data.id}`, { as: systeacher, body: { parameters: [] } });
    expect(edited.data).toMatchObject({ parameters: [], generator });
    const copied = await t.call<CaseDetail>('POST', `/api/admin/bigdata/case/copy/${created.data.id}`, { as: systeacher });
    expect(copied.data).toMatchObject({ parameters: [], generator, per_student: true });
    const cleared = await t.call<CaseDetail>('PUT', `/api/admin/bigdata/case/${copied.data.id}`, { as: systeacher, body: { generator: '' } });
    expect(cleared.data.per_student).toBe(false);
    const plain = await t.call<CaseDetail>('POST', '/api/admin/bigdata/case/', { as: systeacher, body: newCase(typeId) });
    expect(plain.data).toMatchObject({ parameters: [], generator: '', per_student: false });
    // Without a notebook service there is no sandbox to run a generator in: the preview says so.
    const preview = await t.call('POST', '/api/admin/bigdata/case/generator/preview', { as: systeacher, body: { generator, seeds: [1] } });
    expect(preview.code).toBe(0);
    expect(preview.message).toContain('笔记本');
  });

  it('validates the body', async () => {
    const typeId = types[0]!.id;
    const cases: Array<[string, Record<string, unknown>]> = [
      ['missing title', { ...newCase(typeId), title: '' }],
      ['unknown type', newCase(99999)],
      ['bad status', newCase(typeId, { status: 'open' })],
      ['difficulty 6', newCase(typeId, { difficulty: 6 })],
      ['duplicate cell ids', newCase(typeId, { template: [{ id: 'a', type: 'code', source: '' }, { id: 'a', type: 'code', source: '' }] })],
      ['bad cell type', newCase(typeId, { template: [{ id: 'a', type: 'raw', source: '' }] })],
      ['negative points', newCase(typeId, { tests: [{ id: 't', name: 'n', code: 'pass', points: -1 }] })],
      ['test without code', newCase(typeId, { tests: [{ id: 't', name: 'n', code: '', points: 1 }] })],
      ['bad dataset file name', newCase(typeId, { datasets: [{ id: 'd', name: 'd', filename: '../x.csv', key: 'k' }] })],
      ['unknown college', newCase(typeId, { edu_ids: [99999] })],
      ['dataset outside the uploads', newCase(typeId, { datasets: [{ id: 'd', name: 'd', filename: 'x.csv', key: 'secrets/x.csv' }] })],
      ['dataset key escaping', newCase(typeId, { datasets: [{ id: 'd', name: 'd', filename: 'x.csv', key: 'uploads/media/../x.csv' }] })],
      ['unknown field', newCase(typeId, { secret: 1 })],
      ['parameter named seed', newCase(typeId, { parameters: [{ name: 'seed' }] })],
      ['parameter not an identifier', newCase(typeId, { parameters: [{ name: 'drift rate' }] })],
      ['duplicate parameters', newCase(typeId, { parameters: [{ name: 'a' }, { name: 'a' }] })],
      ['generator too long', newCase(typeId, { generator: 'x'.repeat(100_001) })],
    ];
    for (const [label, body] of cases) {
      const res = await t.call('POST', '/api/admin/bigdata/case/', { as: systeacher, body });
      expect([label, res.code]).toEqual([label, 0]);
    }
    expect((await t.call('PUT', '/api/admin/bigdata/case/1', { as: systeacher, body: { difficulty: 0 } })).code).toBe(0);
    expect((await t.call('PUT', '/api/admin/bigdata/case/abc', { as: systeacher, body: {} })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/bigdata/case/', { as: student, body: newCase(typeId) })).message).toBe('权限不足');
    expect((await t.call('DELETE', '/api/admin/bigdata/case/1', { as: eduadmin })).message).toBe('权限不足');
  });
});
