// Teaching resources through the real app: the upload flow to local storage, the library, preview links,
// categories, the resource store (grants) and the college boundary.
import { createHash } from 'node:crypto';
import type { TablePreview, ChapterDetail, CourseDetail, MyCourse, Paged, Resource, ResourceCategory, ResourceCategoryList, ResourceDownload, ResourceStore, UploadSession, CompleteUploadResponse, SignPartsResponse } from '@finedu/domain';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
let eduadmin: Session;
let teacher: Session;
let student: Session;
let eduadmin2: Session;
let teacher2: Session;
let student2: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, eduadmin, teacher, student, eduadmin2, teacher2, student2] = (await Promise.all(
    ['admin', 'eduadmin', 'teacher', 'student', 'eduadmin2', 'teacher2', 'student2'].map((u) => t.login(u)),
  )) as [Session, Session, Session, Session, Session, Session, Session];
}, 180_000);
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

/** The browser's upload: create, PUT the one part to its signed URL, record, complete. */
async function upload(as: Session, filename: string, bytes: Buffer, contentType: string): Promise<string> {
  const md5 = createHash('md5').update(bytes).digest('hex');
  const session = await t.call<UploadSession>('POST', '/api/admin/upload', { as, body: { filename, size: bytes.length, md5, content_type: contentType } });
  expect(session.code).toBe(1);
  const signed = await t.call<SignPartsResponse>('POST', `/api/admin/upload/${session.data.id}/sign`, { as, body: { part_numbers: [1] } });
  const put = await fetch(new URL(signed.data.parts[0]!.url, t.baseUrl), { method: 'PUT', body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  await t.call('POST', `/api/admin/upload/${session.data.id}/part`, { as, body: { part_number: 1, etag: put.headers.get('etag'), size: bytes.length } });
  const done = await t.call<CompleteUploadResponse>('POST', `/api/admin/upload/${session.data.id}/complete`, { as, body: {} });
  expect(done.code).toBe(1);
  return session.data.key;
}

const list = async (as: Session, query = '') => (await t.call<Paged<Resource>>('GET', `/api/admin/resource${query}`, { as })).data;

describe('the demo library', () => {
  it('the college sees its seeded resources with preview kinds; the other college sees none', async () => {
    const mine = await list(student);
    expect(mine.list.map((r) => [r.filename, r.kind, r.type]).sort()).toEqual(
      [
        ['指数日线样例.csv', 'table', 'dataset'],
        ['收益率与风险速查.md', 'markdown', 'document'],
        ['金融数据分析基础-讲义.pdf', 'pdf', 'document'],
      ].sort(),
    );
    expect((await list(student2)).total).toBe(0);
    expect((await list(teacher2)).total).toBe(0);
  });

  it('the demo PDF was written to storage and downloads through a signed URL as a valid PDF', async () => {
    const pdf = (await list(student, '?type=document&keyword=讲义')).list[0]!;
    const link = await t.call<ResourceDownload>('GET', `/api/admin/resource/${pdf.id}/download`, { as: student });
    expect(link.data).toMatchObject({ kind: 'pdf', mime: 'application/pdf', filename: '金融数据分析基础-讲义.pdf' });
    const response = await fetch(new URL(link.data.url, t.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf'); // shown inline by the browser's viewer
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(bytes.toString('latin1'))![1]);
    expect(bytes.subarray(startxref, startxref + 4).toString('latin1')).toBe('xref');
    expect(bytes.length).toBe(pdf.size);
    // Another college: "not found", not a link.
    expect((await t.call('GET', `/api/admin/resource/${pdf.id}/download`, { as: student2 })).message).toBe('资源不存在');
    expect((await t.call('GET', `/api/admin/resource/${pdf.id}`, { as: teacher2 })).message).toBe('资源不存在');
    // Students read, never write.
    expect((await t.call('PUT', `/api/admin/resource/${pdf.id}`, { as: student, body: { title: 'x' } })).message).toBe('权限不足');
  });

  it('a CSV resource is previewed as a table by the reader of the case datasets; another college reads nothing (issue 36, item 16)', async () => {
    const csv = (await list(student, '?type=dataset')).list.find((r) => r.filename === '指数日线样例.csv')!;
    const link = await t.call<ResourceDownload>('GET', `/api/admin/resource/${csv.id}/download`, { as: student });
    const text = await (await fetch(new URL(link.data.url, t.baseUrl))).text();
    const lines = text.trim().split(/\r?\n/);
    const table = await t.call<TablePreview>('GET', `/api/admin/resource/${csv.id}/table?rows=5`, { as: student });
    expect(table.code).toBe(1);
    expect(table.data.columns).toEqual(lines[0]!.split(','));
    expect(table.data.total_rows).toBe(lines.length - 1);
    expect(table.data.rows).toHaveLength(5);
    // Numbers are numbers, as in the dataset tab.
    const firstRow = lines[1]!.split(',');
    expect(table.data.rows[0]!.map(String)).toEqual(firstRow.map((cell) => (cell === '' ? 'null' : String(Number.isNaN(Number(cell)) ? cell : Number(cell)))));
    expect((await t.call('GET', `/api/admin/resource/${csv.id}/table`, { as: student2 })).message).toBe('资源不存在');
    expect((await t.call('GET', `/api/admin/resource/${csv.id}/table?rows=500`, { as: student })).code).toBe(0);
    const pdf = (await list(student, '?type=document&keyword=讲义')).list[0]!;
    const refused = await t.call('GET', `/api/admin/resource/${pdf.id}/table`, { as: student, headers: { 'accept-language': 'en-US' } });
    expect(refused).toMatchObject({ code: 0, message: 'Only CSV and Excel (xlsx) files can be previewed as a table' });
  });

  it('a student reading a chapter gets its resources with working links', async () => {
    const course = (await t.call<MyCourse[]>('GET', '/api/admin/course/my', { as: student })).data.find((c) => c.title === '金融数据分析基础')!;
    const detail = await t.call<CourseDetail>('GET', `/api/admin/course/${course.id}`, { as: teacher });
    const first = detail.data.chapters[0]!;
    const chapter = await t.call<ChapterDetail>('GET', `/api/admin/study/${course.id}/chapter/${first.id}`, { as: student });
    expect(chapter.data.resources.map((r) => r.kind)).toEqual(['pdf']);
    const response = await fetch(new URL(chapter.data.resources[0]!.url, t.baseUrl));
    expect(response.status).toBe(200);
  });
});

describe("a chapter's attachments", () => {
  it("a platform course's CSV, not granted to the college as a resource, is read as a table through its chapter; nothing else is", async () => {
    const csv = Buffer.from('日期,收盘\n2024-01-02,3386.35\n2024-01-03,3370.12\n');
    const key = await upload(admin, '平台行情.csv', csv, 'text/csv');
    const created = await t.call<Resource>('POST', '/api/admin/resource', { as: admin, body: { key, title: '平台行情' } });
    expect(created.data).toMatchObject({ kind: 'table', edu_id: null });
    const course = (await t.call<MyCourse[]>('GET', '/api/admin/course/my', { as: student })).data.find((c) => c.title === 'Python 金融编程（平台课程）')!;
    const chapter = await t.call<ChapterDetail>('POST', `/api/admin/course/${course.id}/chapter`, { as: admin, body: { title: '附：平台行情', resource_ids: [created.data.id] } });
    expect(chapter.code).toBe(1);
    const seen = await t.call<ChapterDetail>('GET', `/api/admin/study/${course.id}/chapter/${chapter.data.id}`, { as: student });
    expect(seen.data.resources.map((r) => [r.id, r.kind])).toEqual([[created.data.id, 'table']]);

    // The library does not hold it for the student's college; the chapter the student reads does.
    expect((await t.call('GET', `/api/admin/resource/${created.data.id}/table`, { as: student })).message).toBe('资源不存在');
    const table = await t.call<TablePreview>('GET', `/api/admin/resource/${created.data.id}/table?chapter_id=${chapter.data.id}`, { as: student });
    expect(table.data).toEqual({ columns: ['日期', '收盘'], rows: [['2024-01-02', 3386.35], ['2024-01-03', 3370.12]], total_rows: 2 });

    // A file the chapter does not link, even one the student may read, is not read through it.
    const own = (await list(student)).list.find((r) => r.kind === 'table')!;
    expect((await t.call('GET', `/api/admin/resource/${own.id}/table?chapter_id=${chapter.data.id}`, { as: student })).message).toBe('资源不存在');
    // A reader without the course reads nothing through its chapter.
    const outsider = await t.call('GET', `/api/admin/resource/${created.data.id}/table?chapter_id=${chapter.data.id}`, { as: student2 });
    expect(outsider.code).toBe(0);
    expect(outsider.data).toBeNull();
  });
});

describe('adding resources', () => {
  let resourceId: number;

  it('an uploaded CSV with semicolons and decimal commas is a table resource read as a dataset is', async () => {
    const bytes = Buffer.from('\ufeff日期;收盘;备注\n2024-01-02;3,5;开盘\n2024-01-03;4,25;\n', 'utf8');
    const key = await upload(teacher, '收盘价.csv', bytes, 'text/csv');
    const created = await t.call<Resource>('POST', '/api/admin/resource', { as: teacher, body: { title: '收盘价', key } });
    expect(created.data).toMatchObject({ kind: 'table', type: 'dataset' });
    const table = await t.call<TablePreview>('GET', `/api/admin/resource/${created.data.id}/table`, { as: student });
    expect(table.data).toEqual({ columns: ['日期', '收盘', '备注'], rows: [['2024-01-02', 3.5, '开盘'], ['2024-01-03', 4.25, null]], total_rows: 2 });
    await t.call('DELETE', `/api/admin/resource/${created.data.id}`, { as: teacher });
  });

  it('a teacher adds an uploaded notebook; size and type come from storage', async () => {
    const notebook = Buffer.from(JSON.stringify({ cells: [], metadata: {}, nbformat: 4, nbformat_minor: 5 }));
    const key = await upload(teacher, '因子分析.ipynb', notebook, 'application/octet-stream');
    const created = await t.call<Resource>('POST', '/api/admin/resource', { as: teacher, body: { title: '因子分析笔记本', key } });
    expect(created.code).toBe(1);
    expect(created.data).toMatchObject({ kind: 'notebook', type: 'notebook', size: notebook.length, filename: '因子分析.ipynb', editable: true, edu_id: teacher.user.edu_id, created_by_name: '王老师' });
    resourceId = created.data.id;
    expect((await list(student, '?type=notebook')).list.map((r) => r.id)).toEqual([resourceId]);
    expect((await list(student, '?keyword=因子')).total).toBe(1);
  });

  it('refuses keys that are not a finished upload of the college, and bad input', async () => {
    expect((await t.call('POST', '/api/admin/resource', { as: teacher, body: { title: 'x', key: 'uploads/media/1/nope.pdf' } })).message).toContain('上传');
    const otherKey = await upload(teacher2, 'b.csv', Buffer.from('a,b\n1,2\n'), 'text/csv');
    expect((await t.call('POST', '/api/admin/resource', { as: teacher, body: { title: 'x', key: otherKey } })).message).toContain('上传');
    expect((await t.call('POST', '/api/admin/resource', { as: teacher, body: { title: '', key: otherKey } })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/resource', { as: teacher, body: { title: 'x', key: otherKey, type: 'virus' } })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/resource', { as: student, body: { title: 'x', key: otherKey } })).message).toBe('权限不足');
    expect((await t.call('POST', '/api/admin/resource', { as: teacher2, body: { title: '第二院校数据', key: otherKey, category_id: 1 } })).message).toBe('资源分类不存在');
  });

  it('a teacher edits only their own; the admin edits any of the college; another college gets "not found"', async () => {
    const pdf = (await list(teacher, '?keyword=讲义')).list[0]!;
    expect(pdf.editable).toBe(true); // seeded as the teacher's
    const byAdmin = await t.call<Resource>('POST', '/api/admin/resource', {
      as: eduadmin,
      body: { title: '管理员上传', key: await upload(eduadmin, 'a.png', Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png') },
    });
    expect(byAdmin.data.kind).toBe('image');
    expect((await t.call('PUT', `/api/admin/resource/${byAdmin.data.id}`, { as: teacher, body: { title: 'x' } })).message).toBe('权限不足');
    expect((await t.call<Resource>('PUT', `/api/admin/resource/${resourceId}`, { as: eduadmin, body: { title: '因子分析（修订）' } })).data.title).toBe('因子分析（修订）');
    expect((await t.call('PUT', `/api/admin/resource/${resourceId}`, { as: eduadmin2, body: { title: 'x' } })).message).toBe('资源不存在');
    expect((await t.call('DELETE', `/api/admin/resource/${resourceId}`, { as: teacher2 })).message).toBe('资源不存在');
    expect((await t.call('DELETE', `/api/admin/resource/${resourceId}`, { as: teacher })).code).toBe(1);
    expect((await t.call('GET', `/api/admin/resource/${resourceId}`, { as: teacher })).message).toBe('资源不存在');
  });
});

describe('categories', () => {
  it('the college admin manages its categories; names are unique; a used category cannot be deleted', async () => {
    const seeded = (await t.call<ResourceCategoryList>('GET', '/api/admin/resource/category', { as: student })).data;
    expect(seeded.map((c) => c.name)).toEqual(['课件讲义', '数据集']);
    expect(seeded[0]!.resource_count).toBeGreaterThan(0);
    expect((await t.call<ResourceCategoryList>('GET', '/api/admin/resource/category', { as: student2 })).data).toEqual([]);
    expect((await t.call('POST', '/api/admin/resource/category', { as: teacher, body: { name: '视频' } })).message).toBe('权限不足');
    expect((await t.call('POST', '/api/admin/resource/category', { as: eduadmin, body: { name: '数据集' } })).message).toBe('分类名称已存在');
    const video = await t.call<ResourceCategory>('POST', '/api/admin/resource/category', { as: eduadmin, body: { name: '教学视频', sort: 5 } });
    expect(video.data).toMatchObject({ name: '教学视频', resource_count: 0 });
    expect((await t.call('PUT', `/api/admin/resource/category/${video.data.id}`, { as: eduadmin2, body: { name: 'x' } })).message).toBe('资源分类不存在');
    expect((await t.call('DELETE', `/api/admin/resource/category/${seeded[0]!.id}`, { as: eduadmin })).message).toContain('不能删除');
    expect((await t.call('DELETE', `/api/admin/resource/category/${video.data.id}`, { as: eduadmin })).code).toBe(1);
    expect((await list(student, `?category_id=${seeded[1]!.id}`)).list.map((r) => r.type)).toEqual(['dataset']);
  });
});

describe('platform resources and the resource store', () => {
  it('the sys_admin uploads a platform resource and grants it to one college', async () => {
    const key = await upload(admin, '平台讲义.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const created = await t.call<Resource>('POST', '/api/admin/resource', { as: admin, body: { title: '平台讲义', key } });
    expect(created.data).toMatchObject({ edu_id: null, kind: 'pdf', edu_ids: [] });
    const id = created.data.id;
    expect((await t.call('GET', `/api/admin/resource/${id}`, { as: teacher })).message).toBe('资源不存在');
    const eduId = eduadmin.user.edu_id!;
    expect((await t.call('PUT', `/api/admin/resource/store/${eduId}`, { as: admin, body: { resource_ids: [999999] } })).message).toContain('999999');
    const own = (await list(teacher)).list[0]!;
    expect((await t.call('PUT', `/api/admin/resource/store/${eduId}`, { as: admin, body: { resource_ids: [own.id] } })).message).toContain(String(own.id));
    expect((await t.call('PUT', '/api/admin/resource/store/999999', { as: admin, body: { resource_ids: [] } })).message).toBe('院校不存在');
    const store = await t.call<ResourceStore>('PUT', `/api/admin/resource/store/${eduId}`, { as: admin, body: { resource_ids: [id] } });
    expect(store.data).toEqual({ edu_id: eduId, resource_ids: [id] });
    expect((await t.call('GET', `/api/admin/resource/store/${eduId}`, { as: eduadmin })).message).toBe('权限不足');
    expect((await t.call<Resource>('GET', `/api/admin/resource/${id}`, { as: admin })).data.edu_ids).toEqual([eduId]);

    const seen = await t.call<Resource>('GET', `/api/admin/resource/${id}`, { as: student });
    expect(seen.data).toMatchObject({ granted: true, editable: false });
    expect((await list(teacher, '?source=granted')).list.map((r) => r.id)).toEqual([id]);
    expect((await t.call('PUT', `/api/admin/resource/${id}`, { as: eduadmin, body: { title: 'x' } })).message).toContain('只读');
    expect((await t.call('GET', `/api/admin/resource/${id}`, { as: student2 })).message).toBe('资源不存在');

    await t.call('PUT', `/api/admin/resource/store/${eduId}`, { as: admin, body: { resource_ids: [] } });
    expect((await t.call('GET', `/api/admin/resource/${id}/download`, { as: student })).message).toBe('资源不存在');
  });
});
