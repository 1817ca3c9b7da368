// The public home (issue 12): what a visitor sees, and what never appears there.
import { HOME_LIMITS, type Article, type CourseSummary, type PublicHome } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { competitions, competitionSessions, courses as courseTable } from '../../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
let teacher: Session;
let student: Session;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  [admin, teacher, student] = (await Promise.all(['admin', 'teacher', 'student'].map((u) => t.login(u)))) as [Session, Session, Session];
}, 180_000);
afterAll(async () => t.close());

const home = async (as?: Session, locale = 'zh-CN') => {
  const res = await t.call<PublicHome>('GET', '/api/public/home', { as, headers: { 'accept-language': locale } });
  expect(res.code).toBe(1);
  return res.data;
};

async function article(body: Record<string, unknown>): Promise<Article> {
  const res = await t.call<Article>('POST', '/api/admin/article', { as: admin, body: { content: '<p>正文</p>', ...body } });
  expect(res.code).toBe(1);
  return res.data;
}

async function competition(title: string, visibility: string, status: string, eduId: number | null = null): Promise<number> {
  const now = Date.now();
  const [row] = await t.app.db
    .insert(competitions)
    .values({ eduId, title, kind: 'individual', registrationStart: new Date(now - DAY), registrationEnd: new Date(now + DAY), visibility, status, createdBy: admin.user.id })
    .returning({ id: competitions.id });
  return row!.id;
}

describe('GET /api/public/home', () => {
  it('answers a visitor without sign-in: the seeded news, the public competition and the platform course catalogue', async () => {
    const data = await home();
    expect(data.articles.map((a) => [a.title, a.pinned])).toEqual([
      ['金融大数据教学平台新学期上线', true],
      ['第三届金融数据建模大赛报名通知', false],
    ]);
    for (const a of data.articles) expect(Date.parse(a.publish_at)).toBeLessThanOrEqual(Date.now());
    // Only the public platform competition: the demo college's is for signed-in students.
    expect(data.competitions.map((c) => [c.title, c.status, c.edu_title])).toEqual([[expect.stringContaining('数据建模大赛'), 'running', null]]);
    const [running] = data.competitions;
    expect(Date.parse(running!.starts_at!)).toBeLessThanOrEqual(Date.parse(running!.ends_at!));
    // The platform course is the catalogue; the college's own courses never leave it.
    expect(data.courses.map((c) => c.title)).toEqual(['Python 金融编程（平台课程）']);
    expect(data.courses[0]).toEqual({ id: expect.any(Number), title: 'Python 金融编程（平台课程）', cover: '', description: expect.stringContaining('Python'), chapter_count: expect.any(Number) });
    expect(data.courses[0]!.chapter_count).toBeGreaterThan(0);
    // Never content behind sign-in: no chapter text, no article body, no rich text of the competition.
    const raw = JSON.stringify(data);
    for (const hidden of ['content', 'description_html', 'rules_html', 'groups', 'sessions', 'author_name']) expect(raw).not.toContain(`"${hidden}"`);
  });

  it('answers signed-in users of any role exactly what it answers a visitor', async () => {
    const visitor = await home();
    for (const as of [admin, teacher, student]) expect(await home(as)).toEqual(visitor);
  });

  it('never shows drafts, future-scheduled or deleted articles; pinned first, then newest; at most a page', async () => {
    const draft = await article({ title: '（草稿）不该出现', status: 'draft' });
    const scheduled = await article({ title: '定时发布：明天', status: 'published', publish_at: new Date(Date.now() + DAY).toISOString() });
    const removed = await article({ title: '已删除的新闻', status: 'published' });
    expect((await t.call('DELETE', `/api/admin/article/${removed.id}`, { as: admin })).code).toBe(1);
    const older = await article({ title: '较早的新闻', status: 'published', publish_at: new Date(Date.now() - 2 * DAY).toISOString() });
    const newer = await article({ title: '最新的新闻', status: 'published' });
    const pinnedOld = await article({ title: '置顶的旧新闻', status: 'published', pinned: true, publish_at: new Date(Date.now() - 5 * DAY).toISOString() });
    const unpublished = await article({ title: '发布后撤回', status: 'published' });
    expect((await t.call('POST', `/api/admin/article/${unpublished.id}/unpublish`, { as: admin })).code).toBe(1);

    const ids = (await home()).articles.map((a) => a.id);
    for (const hidden of [draft, scheduled, removed, unpublished]) expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(pinnedOld.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

    for (let i = 0; i < HOME_LIMITS.articles; i += 1) await article({ title: `批量新闻 ${i}`, status: 'published' });
    expect((await home()).articles).toHaveLength(HOME_LIMITS.articles);
  });

  it('shows public competitions that are live or over, the live ones first, never drafts, archived, signed-in or invited ones', async () => {
    const college = student.user.edu_id;
    const shown = {
      registering: await competition('公开·报名中', 'public', 'registering', college),
      published: await competition('公开·已公布', 'public', 'published'),
    };
    const hidden = [
      await competition('公开·草稿', 'public', 'draft'),
      await competition('公开·已归档', 'public', 'archived'),
      await competition('登录可见·报名中', 'signed_in', 'registering'),
      await competition('仅邀请·进行中', 'invited', 'running'),
    ];
    const [session] = await t.app.db
      .insert(competitionSessions)
      .values({ competitionId: shown.registering, stage: 'preliminary', title: '初赛', kind: 'modelling', metric: 'rmse', direction: 'min', startAt: new Date(Date.now() + 2 * DAY), endAt: new Date(Date.now() + 3 * DAY) })
      .returning({ id: competitionSessions.id });
    expect(session).toBeDefined();

    const list = (await home()).competitions;
    const ids = list.map((c) => c.id);
    for (const id of hidden) expect(ids).not.toContain(id);
    expect(ids).toEqual(expect.arrayContaining(Object.values(shown)));
    // Live ones (registering, running) before those over.
    const live = list.filter((c) => c.status === 'registering' || c.status === 'running').length;
    expect(list.slice(0, live).every((c) => c.status === 'registering' || c.status === 'running')).toBe(true);
    expect(ids.indexOf(shown.published)).toBeGreaterThanOrEqual(live);
    const registering = list.find((c) => c.id === shown.registering)!;
    expect(registering).toMatchObject({ edu_title: expect.any(String), status: 'registering' });
    expect(Date.parse(registering.starts_at!)).toBeGreaterThan(Date.now());
    expect(list.find((c) => c.id === shown.published)).toMatchObject({ starts_at: null, ends_at: null, edu_title: null });
    expect(list.length).toBeLessThanOrEqual(HOME_LIMITS.competitions);
  });

  it('lists published platform courses only: never drafts, deleted ones or a college\'s own; unsafe covers are dropped', async () => {
    const create = async (as: Session, body: Record<string, unknown>) => {
      const res = await t.call<CourseSummary>('POST', '/api/admin/course', { as, body: { description: '', ...body } });
      expect(res.code).toBe(1);
      return res.data.id;
    };
    const longText = '长'.repeat(400);
    const published = await create(admin, { title: '平台公开课', status: 'published', sort: 0, cover: '/api/files/cover.png', description: longText });
    const draft = await create(admin, { title: '平台草稿课', status: 'draft' });
    const removed = await create(admin, { title: '平台已删课', status: 'published' });
    expect((await t.call('DELETE', `/api/admin/course/${removed}`, { as: admin })).code).toBe(1);
    const collegeOwn = await create(teacher, { title: '院校自建课', status: 'published' });

    const courses = (await home()).courses;
    const ids = courses.map((c) => c.id);
    for (const id of [draft, removed, collegeOwn]) expect(ids).not.toContain(id);
    const entry = courses.find((c) => c.id === published)!;
    expect(entry).toMatchObject({ title: '平台公开课', cover: '/api/files/cover.png' });
    expect(entry.description.length).toBeLessThanOrEqual(160);
    expect(entry.description.endsWith('…')).toBe(true);
    // Display order: sort 0 before the seeded course's sort 10.
    expect(ids.indexOf(published)).toBeLessThan(ids.indexOf(courses.find((c) => c.title.includes('平台课程'))!.id));

    // The chapter count follows the chapters (their content stays behind sign-in).
    expect((await t.call('POST', `/api/admin/course/${published}/chapter`, { as: admin, body: { title: '第二章', parent_id: null } })).code).toBe(1);
    expect((await home()).courses.find((c) => c.id === published)!.chapter_count).toBe(entry.chapter_count + 1);
    // A cover that slipped past the save check (an older row) is dropped, never answered.
    await t.app.db.update(courseTable).set({ cover: 'javascript:alert(1)' }).where(eq(courseTable.id, published));
    expect((await home()).courses.find((c) => c.id === published)!.cover).toBe('');
  });
});
