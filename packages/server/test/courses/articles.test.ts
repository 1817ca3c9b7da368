// Articles (news), the public preview, the materials library and the data-centre setting.
import type { Article, ArticleSummary, CurrentUser, Paged, Textbook } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { colleges, users } from '../../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
let eduadmin: Session;
let student: Session;
let student2: Session;

beforeAll(async () => {
  t = await createTestApp({ dataCenterUrl: 'https://data.example.edu/' });
  [admin, eduadmin, student, student2] = (await Promise.all(['admin', 'eduadmin', 'student', 'student2'].map((u) => t.login(u)))) as [Session, Session, Session, Session];
}, 180_000);
afterAll(async () => t.close());

const published = async (as: Session) => (await t.call<Paged<ArticleSummary>>('GET', '/api/admin/article/published', { as })).data;

describe('articles', () => {
  it('signed-in users of any college see the published demo articles, pinned first; drafts stay hidden', async () => {
    for (const as of [student, student2, eduadmin]) {
      const list = await published(as);
      expect(list.list.map((a) => [a.title, a.pinned])).toEqual([
        ['金融大数据教学平台新学期上线', true],
        ['第三届金融数据建模大赛报名通知', false],
      ]);
    }
    expect((await t.call('GET', '/api/admin/article/published')).code).toBe(-401);
    const all = await t.call<Paged<ArticleSummary>>('GET', '/api/admin/article?status=draft', { as: admin });
    expect(all.data.list.map((a) => a.title)).toEqual(['（草稿）平台维护计划']);
    expect((await t.call('GET', '/api/admin/article', { as: eduadmin })).message).toBe('权限不足');
  });

  it('sanitizes HTML on save: script, on* handlers and javascript: URLs are removed', async () => {
    const created = await t.call<Article>('POST', '/api/admin/article', {
      as: admin,
      body: {
        title: '期末安排',
        summary: '考试周安排',
        content: '<p onclick="steal()">考试周<script>alert(document.cookie)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">详情</a><a href="https://edu.example.com" target="_blank">官网</a>',
      },
    });
    expect(created.code).toBe(1);
    expect(created.data.content).toBe('<p>考试周</p><img src="x" /><a>详情</a><a href="https://edu.example.com" target="_blank" rel="noopener noreferrer">官网</a>');
    expect(created.data).toMatchObject({ status: 'draft', publish_at: null, format: 'html', author_name: '系统管理员' });
    const md = await t.call<Article>('PUT', `/api/admin/article/${created.data.id}`, { as: admin, body: { format: 'markdown', content: '**粗体** $x<y$ <script>x</script>' } });
    expect(md.data.content).toBe('**粗体** $x<y$ ');
    expect((await t.call('POST', '/api/admin/article', { as: admin, body: { title: 'x', cover: 'javascript:alert(1)' } })).message).toBe('封面地址不安全');
    expect((await t.call('POST', '/api/admin/article', { as: admin, body: { title: '' } })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/article', { as: admin, body: { title: 'x', publish_at: 'tomorrow' } })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/article', { as: eduadmin, body: { title: 'x' } })).message).toBe('权限不足');
  });

  it('publish / unpublish and the public preview (anonymous: published only; sys_admin: drafts too)', async () => {
    const draft = await t.call<Article>('POST', '/api/admin/article', { as: admin, body: { title: '招生简章', content: '<h2>欢迎报考</h2>' } });
    const id = draft.data.id;
    const anonymous = await t.call('GET', `/api/ad/preview/${id}`);
    expect(anonymous).toMatchObject({ code: 0, message: '文章不存在' });
    expect((await t.call('GET', `/api/ad/preview/${id}`, { as: student })).message).toBe('文章不存在');
    expect((await t.call<Article>('GET', `/api/ad/preview/${id}`, { as: admin })).data.title).toBe('招生简章');

    const live = await t.call<Article>('POST', `/api/admin/article/${id}/publish`, { as: admin });
    expect(live.data.status).toBe('published');
    expect(Date.parse(live.data.publish_at!)).toBeLessThanOrEqual(Date.now());
    const open = await t.call<Article>('GET', `/api/ad/preview/${id}`);
    expect(open.data).toMatchObject({ title: '招生简章', content: '<h2>欢迎报考</h2>' });
    expect((await published(student)).list.map((a) => a.id)).toContain(id);

    // Scheduled: published with a future time stays hidden until then.
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await t.call('POST', `/api/admin/article/${id}/publish`, { as: admin, body: { publish_at: future } });
    expect((await t.call('GET', `/api/ad/preview/${id}`)).message).toBe('文章不存在');
    expect((await published(student)).list.map((a) => a.id)).not.toContain(id);

    await t.call('POST', `/api/admin/article/${id}/publish`, { as: admin, body: { publish_at: new Date(Date.now() - 1000).toISOString() } });
    await t.call('PUT', `/api/admin/article/${id}`, { as: admin, body: { pinned: true } });
    expect((await published(student)).list[0]!.id).toBe(id);
    const unpublished = await t.call<Article>('POST', `/api/admin/article/${id}/unpublish`, { as: admin });
    expect(unpublished.data.status).toBe('draft');
    expect((await t.call('GET', `/api/ad/preview/${id}`)).message).toBe('文章不存在');
    expect((await t.call('POST', `/api/admin/article/${id}/publish`, { as: eduadmin })).message).toBe('权限不足');

    expect((await t.call('DELETE', `/api/admin/article/${id}`, { as: admin })).code).toBe(1);
    expect((await t.call('GET', `/api/admin/article/${id}`, { as: admin })).message).toBe('文章不存在');
    expect((await t.call('GET', '/api/ad/preview/0')).code).toBe(0);
  });

  it('the preview shows a draft to no sys_admin whose college is disabled (the session rule of /api, issue 31)', async () => {
    const draft = await t.call<Article>('POST', '/api/admin/article', { as: admin, body: { title: '院校停用后的草稿' } });
    expect((await t.call<Article>('GET', `/api/ad/preview/${draft.data.id}`, { as: admin })).data.title).toBe('院校停用后的草稿');
    const [college] = await t.app.db.select({ id: colleges.id }).from(colleges).where(eq(colleges.title, '第二示范学院'));
    try {
      await t.app.db.update(users).set({ eduId: college!.id }).where(eq(users.username, 'admin'));
      await t.app.db.update(colleges).set({ status: 0 }).where(eq(colleges.id, college!.id));
      expect(await t.call('GET', `/api/ad/preview/${draft.data.id}`, { as: admin })).toMatchObject({ code: 0, message: '文章不存在' });
    } finally {
      await t.app.db.update(colleges).set({ status: 1 }).where(eq(colleges.id, college!.id));
      await t.app.db.update(users).set({ eduId: null }).where(eq(users.username, 'admin'));
    }
    expect((await t.call<Article>('GET', `/api/ad/preview/${draft.data.id}`, { as: admin })).data.title).toBe('院校停用后的草稿');
    expect((await t.call('DELETE', `/api/admin/article/${draft.data.id}`, { as: admin })).code).toBe(1);
  });
});

describe('materials library', () => {
  it('lists the demo textbook with its edition linked to the platform course', async () => {
    const list = await t.call<Paged<Textbook>>('GET', '/api/admin/textbook?keyword=Python', { as: admin });
    expect(list.data.total).toBe(1);
    const book = list.data.list[0]!;
    expect(book).toMatchObject({ title: 'Python 金融数据分析', isbn: '9787111111115', authors: ['王明', '李华'] });
    expect(book.editions[0]).toMatchObject({ name: '第 2 版', year: 2023 });
    expect(book.editions[0]!.chapters[0]!.course_title).toBe('Python 金融编程（平台课程）');
    expect((await t.call('GET', '/api/admin/textbook', { as: eduadmin })).message).toBe('权限不足');
  });

  it('creates textbooks (ISBN check digit), editions (platform courses only), edits and deletes', async () => {
    expect((await t.call('POST', '/api/admin/textbook', { as: admin, body: { title: '公司金融', isbn: '978-7-111-11111-6' } })).message).toContain('ISBN');
    const book = await t.call<Textbook>('POST', '/api/admin/textbook', { as: admin, body: { title: '公司金融', isbn: '0-306-40615-2', authors: ['张三'] } });
    expect(book.data.isbn).toBe('0306406152');
    const id = book.data.id;
    expect((await t.call('POST', `/api/admin/textbook/${id}/edition`, { as: admin, body: { name: '第 1 版', chapters: [{ title: '第一章', course_id: 999999 }] } })).message).toContain('999999');
    const withEdition = await t.call<Textbook>('POST', `/api/admin/textbook/${id}/edition`, { as: admin, body: { name: '第 1 版', year: 2020, chapters: [{ title: '第一章 资本预算' }] } });
    const edition = withEdition.data.editions[0]!;
    expect(edition).toMatchObject({ name: '第 1 版', year: 2020, chapters: [{ title: '第一章 资本预算', course_id: null, course_title: null }] });
    expect((await t.call('POST', `/api/admin/textbook/${id}/edition`, { as: admin, body: { name: 'x', year: 1800 } })).code).toBe(0);
    expect((await t.call<Textbook>('PUT', `/api/admin/textbook/edition/${edition.id}`, { as: admin, body: { name: '第 1 版（修订）' } })).data.editions[0]!.name).toBe('第 1 版（修订）');
    expect((await t.call<Textbook>('DELETE', `/api/admin/textbook/edition/${edition.id}`, { as: admin })).data.editions).toEqual([]);
    expect((await t.call('DELETE', `/api/admin/textbook/edition/${edition.id}`, { as: admin })).message).toBe('教材版本不存在');
    expect((await t.call('DELETE', `/api/admin/textbook/${id}`, { as: admin })).code).toBe(1);
    expect((await t.call('GET', `/api/admin/textbook/${id}`, { as: admin })).message).toBe('教材不存在');
  });
});

describe('data centre setting', () => {
  it('the current-user answer carries the configured data-centre URL', async () => {
    expect((await t.call<CurrentUser>('GET', '/api/admin/current', { as: student })).data.data_center_url).toBe('https://data.example.edu/');
  });
});
