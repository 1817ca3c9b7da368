// Question banks: CRUD, validation beyond zod, categories, copy, knowledge points and every bank/college boundary.
import { examPath, QuestionWrite, type Question, type QuestionCategory, type QuestionList } from '@finedu/domain';
import { DEMO_QUESTIONS, questionsSeeder } from '../../src/seed/questions.js';
import { checkQuestion } from '../../src/modules/questions/validate.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
let teacher: Session;
let eduadmin: Session;
let teacher2: Session;
let student: Session;
let systeacher: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  teacher = await t.login('teacher');
  eduadmin = await t.login('eduadmin');
  teacher2 = await t.login('teacher2');
  student = await t.login('student');
  systeacher = await t.login('systeacher');
}, 180_000);
afterAll(async () => t.close());

const Q = '/api/exam/question';
const single = (extra: Record<string, unknown> = {}) => ({
  type: 'single',
  stem: '测试：CAPM 中的 β 衡量？',
  analysis: '系统性风险',
  difficulty: 2,
  knowledge_points: ['CAPM', '测试点'],
  score: 2,
  content: { type: 'single', options: [{ key: 'A', text: '系统性风险' }, { key: 'B', text: '总风险' }], answer: 'A' },
  ...extra,
});
const list = (as: Session, query: string) => t.call<QuestionList>('GET', `${Q}?${query}`, { as });
async function firstOf(as: Session, query: string): Promise<Question> {
  const res = await list(as, query);
  expect(res.code).toBe(1);
  return res.data.list[0]!;
}

describe('demo bank', () => {
  it('every demo question passes the same rules as the API', async () => {
    for (const q of DEMO_QUESTIONS) {
      const { slug: _slug, bank: _bank, category: _category, ...write } = q;
      const parsed = QuestionWrite.parse(write);
      expect([q.slug, await checkQuestion(parsed.type, parsed.stem, parsed.content)]).toEqual([q.slug, null]);
    }
  });

  it('holds 40+ college questions of every type and the platform bank', async () => {
    const college = await list(teacher, 'bank=college&page_size=100');
    expect(college.data.total).toBeGreaterThanOrEqual(40);
    const types = new Set(college.data.list.map((q) => q.type));
    expect([...types].sort()).toEqual(['blank', 'calculated', 'case', 'judge', 'multiple', 'notebook', 'numeric', 'program', 'short', 'single']);
    expect(college.data.list.every((q) => q.bank === 'college' && q.edu_id === teacher.user.edu_id)).toBe(true);
    const platform = await list(teacher, 'bank=platform&page_size=100');
    expect(platform.data.total).toBe(8);
    expect(platform.data.list.every((q) => q.bank === 'platform' && q.edu_id === null)).toBe(true);
  });

  it('the seeder is idempotent', async () => {
    const before = (await list(teacher, 'bank=college')).data.total;
    const platformBefore = (await list(teacher, 'bank=platform')).data.total;
    const logs: string[] = [];
    await questionsSeeder.run({ db: t.app.db, config: t.config, log: (m) => logs.push(m) });
    expect(logs).toEqual([]);
    expect((await list(teacher, 'bank=college')).data.total).toBe(before);
    expect((await list(teacher, 'bank=platform')).data.total).toBe(platformBefore);
  });

  it('the second college starts with an empty bank', async () => {
    const res = await list(teacher2, 'bank=college');
    expect(res.data).toEqual({ list: [], total: 0, page: 1, page_size: 20 });
  });
});

describe('list filters', () => {
  it('keyword searches the stem', async () => {
    const res = await list(teacher, `bank=college&keyword=${encodeURIComponent('贝塔')}`);
    expect(res.data.total).toBeGreaterThan(0);
    expect(res.data.list.every((q) => q.stem.includes('贝塔'))).toBe(true);
  });
  it('filters by type, difficulty, knowledge point and category; pages', async () => {
    const programs = await list(teacher, 'bank=college&type=program&page_size=100');
    expect(programs.data.total).toBe(5);
    expect(programs.data.list.every((q) => q.type === 'program')).toBe(true);
    const hard = await list(teacher, 'bank=college&difficulty=4&page_size=100');
    expect(hard.data.total).toBeGreaterThan(0);
    expect(hard.data.list.every((q) => q.difficulty === 4)).toBe(true);
    const kp = await list(teacher, `bank=college&knowledge_point=VaR&page_size=100`);
    expect(kp.data.total).toBeGreaterThanOrEqual(4);
    expect(kp.data.list.every((q) => q.knowledge_points.includes('VaR'))).toBe(true);
    const cats = await t.call<{ list: QuestionCategory[] }>('GET', `${Q}/category?bank=college`, { as: teacher });
    const python = cats.data.list.find((c) => c.name === 'Python 金融编程')!;
    const byCat = await list(teacher, `bank=college&category_id=${python.id}&page_size=100`);
    expect(byCat.data.total).toBe(python.question_count);
    expect(byCat.data.list.every((q) => q.category_name === 'Python 金融编程')).toBe(true);
    const page2 = await list(teacher, 'bank=college&page=2&page_size=10');
    expect(page2.data.list).toHaveLength(10);
    expect(page2.data.page).toBe(2);
  });
  it('refuses bad queries with a localized message naming the field', async () => {
    const res = await list(teacher, 'bank=other');
    expect(res.code).toBe(0);
    expect(res.message).toMatch(/bank/);
    expect((await list(teacher, 'difficulty=9')).code).toBe(0);
    expect((await list(teacher, 'type=essay')).code).toBe(0);
  });
  it('a sys_admin has no college bank', async () => {
    const res = await list(admin, 'bank=college');
    expect(res.code).toBe(0);
    expect(res.message).toBe('平台管理员没有院校题库，请选择平台题库');
  });
  it('knowledge points are the distinct points of the bank, sorted', async () => {
    const res = await t.call<{ list: string[] }>('GET', `${Q}/knowledge-points?bank=college`, { as: teacher });
    expect(res.code).toBe(1);
    expect(res.data.list).toContain('CAPM');
    expect(new Set(res.data.list).size).toBe(res.data.list.length);
    expect([...res.data.list].sort()).toEqual(res.data.list);
    const empty = await t.call<{ list: string[] }>('GET', `${Q}/knowledge-points?bank=college`, { as: teacher2 });
    expect(empty.data.list).toEqual([]);
  });
});

describe('create / update / delete', () => {
  it('college staff write to their college bank; sys_admin to the platform bank', async () => {
    const mine = await t.call<Question>('POST', Q, { as: teacher, body: single() });
    expect(mine.code).toBe(1);
    expect(mine.data).toMatchObject({ bank: 'college', edu_id: teacher.user.edu_id, author_name: '王老师', type: 'single', knowledge_points: ['CAPM', '测试点'] });
    const platform = await t.call<Question>('POST', Q, { as: admin, body: single() });
    expect(platform.data).toMatchObject({ bank: 'platform', edu_id: null });
    const updated = await t.call<Question>('PUT', examPath('updateQuestion', { id: mine.data.id }), { as: eduadmin, body: single({ stem: '改过的题干', difficulty: 5 }) });
    expect(updated.data).toMatchObject({ stem: '改过的题干', difficulty: 5 });
    const removed = await t.call('DELETE', examPath('deleteQuestion', { id: mine.data.id }), { as: teacher });
    expect(removed.code).toBe(1);
    const gone = await t.call('GET', examPath('getQuestion', { id: mine.data.id }), { as: teacher });
    expect(gone).toMatchObject({ code: 0, message: '试题不存在' });
  });

  it.each([
    ['type differs from content', single({ type: 'multiple' }), '题型 multiple 与内容的题型 single 不一致'],
    ['single answer not an option', single({ content: { type: 'single', options: [{ key: 'A', text: 'x' }, { key: 'B', text: 'y' }], answer: 'C' } }), '答案 C 不是选项之一（A、B）'],
    ['duplicate option keys', single({ content: { type: 'single', options: [{ key: 'A', text: 'x' }, { key: 'A', text: 'y' }], answer: 'A' } }), '选项 A 重复'],
    [
      'multiple answer outside the keys',
      { ...single(), type: 'multiple', content: { type: 'multiple', options: [{ key: 'A', text: 'x' }, { key: 'B', text: 'y' }], answer: ['A', 'D'] } },
      '答案 D 不是选项之一（A、B）',
    ],
    ['multiple answer repeated', { ...single(), type: 'multiple', content: { type: 'multiple', options: [{ key: 'A', text: 'x' }, { key: 'B', text: 'y' }], answer: ['A', 'A'] } }, '答案 A 重复'],
    ['blank count vs stem', { ...single(), type: 'blank', stem: '___ 与 ___', content: { type: 'blank', blanks: [{ alternatives: ['a'] }] } }, '题干标出了 2 个空，但答案有 1 个'],
    ['numbered blanks vs stem', { ...single(), type: 'blank', stem: '{{1}}', content: { type: 'blank', blanks: [{ alternatives: ['a'] }, { alternatives: ['b'] }] } }, '题干标出了 1 个空，但答案有 2 个'],
    [
      'case children keys',
      {
        ...single(),
        type: 'case',
        content: {
          type: 'case',
          children: [
            { key: 'a', stem: 's', score: 1, content: { type: 'judge', answer: true } },
            { key: 'a', stem: 't', score: 1, content: { type: 'judge', answer: false } },
          ],
        },
      },
      '小题编号 a 重复',
    ],
    [
      'case child rules',
      { ...single(), type: 'case', content: { type: 'case', children: [{ key: 'a', stem: 's', score: 1, content: { type: 'single', options: [{ key: 'A', text: '1' }, { key: 'B', text: '2' }], answer: 'Z' } }] } },
      '小题 a：答案 Z 不是选项之一（A、B）',
    ],
  ])('refuses %s and writes nothing', async (_name, body, message) => {
    const before = (await list(teacher, 'bank=college')).data.total;
    const res = await t.call('POST', Q, { as: teacher, body });
    expect(res).toMatchObject({ code: 0, message });
    expect((await list(teacher, 'bank=college')).data.total).toBe(before);
  });

  it('reads blank markers as the editor and the exam page do: numbered markers win, the highest number counts', async () => {
    // `___` beside numbered markers is text, not a third blank; `{{1}} {{3}}` marks three blanks.
    const numbered = { ...single(), type: 'blank', stem: '{{2}} 和 {{1}}，不是 ___', content: { type: 'blank', blanks: [{ alternatives: ['a'] }, { alternatives: ['b'] }] } };
    expect((await t.call('POST', Q, { as: teacher, body: numbered })).code).toBe(1);
    const gap = { ...single(), type: 'blank', stem: '{{1}} 与 {{3}}', content: { type: 'blank', blanks: [{ alternatives: ['a'] }, { alternatives: ['b'] }] } };
    expect(await t.call('POST', Q, { as: teacher, body: gap })).toMatchObject({ code: 0, message: '题干标出了 3 个空，但答案有 2 个' });
  });

  it('answers in English when asked', async () => {
    const res = await t.call('POST', Q, { as: teacher, body: single({ type: 'judge' }), headers: { 'accept-language': 'en-US' } });
    expect(res).toMatchObject({ code: 0, message: "Type judge does not match the content's type single" });
  });

  it('refuses zod-invalid bodies naming the field', async () => {
    const res = await t.call('POST', Q, { as: teacher, body: single({ stem: '' }) });
    expect(res.code).toBe(0);
    expect(res.message).toContain('stem');
    expect((await t.call('POST', Q, { as: teacher, body: single({ difficulty: 6 }) })).code).toBe(0);
    expect((await t.call('POST', Q, { as: teacher, body: { ...single(), extra: 1 } })).code).toBe(0);
    expect((await t.call('PUT', `${Q}/abc`, { as: teacher, body: single() })).code).toBe(0);
  });

  it('refuses a category of another bank', async () => {
    const cats = await t.call<{ list: QuestionCategory[] }>('GET', `${Q}/category?bank=platform`, { as: teacher });
    const res = await t.call('POST', Q, { as: teacher, body: single({ category_id: cats.data.list[0]!.id }) });
    expect(res).toMatchObject({ code: 0, message: '题目分类不存在' });
  });

  it('refuses to delete a question used by a paper, naming the paper', async () => {
    const used = await firstOf(teacher, `bank=college&keyword=${encodeURIComponent('衡量资产系统性风险的指标')}`);
    // The demo competition's quiz paper (issue 10) uses it too: every paper is named.
    const res = await t.call('DELETE', examPath('deleteQuestion', { id: used.id }), { as: teacher });
    expect(res).toMatchObject({ code: 0, message: '试题已被试卷 「金融学基础 期中测验」、「金融知识竞赛 初赛卷」 使用，请先从试卷中移除' });
    expect((await t.call('GET', examPath('getQuestion', { id: used.id }), { as: teacher })).code).toBe(1);
  });
});

describe('malformed requests', () => {
  it.each([
    ['GET', `${Q}/abc`, undefined],
    ['GET', `${Q}/0`, undefined],
    ['DELETE', `${Q}/-1`, undefined],
    ['PUT', `${Q}/1`, { stem: 'only a stem' }],
    ['POST', `${Q}/copy`, { ids: ['x'] }],
    ['POST', `${Q}/copy`, { ids: [1], extra: true }],
    ['GET', `${Q}/knowledge-points?bank=mine`, undefined],
    ['GET', `${Q}/category?bank=mine`, undefined],
    ['POST', `${Q}/category`, { name: 'x'.repeat(65) }],
    ['PUT', `${Q}/category/abc`, { name: 'x' }],
    ['DELETE', `${Q}/category/0`, undefined],
    ['GET', `${Q}?page=0`, undefined],
    ['GET', `${Q}?page_size=101`, undefined],
    ['GET', `${Q}/export?format=csv`, undefined],
    ['POST', `${Q}/import`, 'x'],
  ])('%s %s answers code 0 with a message', async (method, url, body) => {
    const res = await t.call(method, url, { as: teacher, body, ...(typeof body === 'string' ? { headers: { 'content-type': 'application/octet-stream' } } : {}) });
    expect(res.code).toBe(0);
    expect(res.message.length).toBeGreaterThan(0);
    expect(res.data).toBeNull();
  });
});

describe('boundaries', () => {
  it('college staff read the platform bank but never write it', async () => {
    const p = await firstOf(teacher, 'bank=platform');
    expect((await t.call<Question>('GET', examPath('getQuestion', { id: p.id }), { as: teacher })).data.id).toBe(p.id);
    const put = await t.call('PUT', examPath('updateQuestion', { id: p.id }), { as: teacher, body: single() });
    expect(put).toMatchObject({ code: 0, message: '平台题库和平台试卷对院校只读' });
    const del = await t.call('DELETE', examPath('deleteQuestion', { id: p.id }), { as: eduadmin });
    expect(del).toMatchObject({ code: 0, message: '平台题库和平台试卷对院校只读' });
    expect((await t.call<Question>('GET', examPath('getQuestion', { id: p.id }), { as: admin })).data.stem).toBe(p.stem);
  });

  it("another college's question answers not found for read, write, delete and copy", async () => {
    const q = await firstOf(teacher, 'bank=college');
    for (const [method, url, body] of [
      ['GET', examPath('getQuestion', { id: q.id }), undefined],
      ['PUT', examPath('updateQuestion', { id: q.id }), single()],
      ['DELETE', examPath('deleteQuestion', { id: q.id }), undefined],
    ] as const) {
      expect(await t.call(method, url, { as: teacher2, body })).toMatchObject({ code: 0, message: '试题不存在' });
    }
    expect(await t.call('POST', `${Q}/copy`, { as: teacher2, body: { ids: [q.id] } })).toMatchObject({ code: 0, message: `试题 ${q.id} 不存在` });
    expect(await t.call('GET', examPath('getQuestion', { id: 999999 }), { as: teacher2 })).toMatchObject({ code: 0, message: '试题不存在' });
    // a sys_admin sees only the platform bank
    expect(await t.call('GET', examPath('getQuestion', { id: q.id }), { as: admin })).toMatchObject({ code: 0, message: '试题不存在' });
    expect((await t.call<Question>('GET', examPath('getQuestion', { id: q.id }), { as: teacher })).data.id).toBe(q.id);
  });

  it('students and sys_teacher are denied on every bank call', async () => {
    const calls: Array<[string, string, unknown]> = [
      ['GET', `${Q}?bank=platform`, undefined],
      ['GET', `${Q}/1`, undefined],
      ['POST', Q, single()],
      ['PUT', `${Q}/1`, single()],
      ['DELETE', `${Q}/1`, undefined],
      ['POST', `${Q}/copy`, { ids: [1] }],
      ['GET', `${Q}/knowledge-points`, undefined],
      ['GET', `${Q}/category`, undefined],
      ['POST', `${Q}/category`, { name: 'x' }],
      ['PUT', `${Q}/category/1`, { name: 'x' }],
      ['DELETE', `${Q}/category/1`, undefined],
      ['POST', `${Q}/import?format=aiken`, 'Q\nA. a\nB. b\nANSWER: A'],
      ['GET', `${Q}/import/template`, undefined],
      ['GET', `${Q}/export`, undefined],
    ];
    for (const who of [student, systeacher]) {
      for (const [method, url, body] of calls) {
        const res = await t.call(method, url, { as: who, body, ...(typeof body === 'string' ? { headers: { 'content-type': 'text/plain' } } : {}) });
        expect([method, url, res.code, res.message]).toEqual([method, url, 0, '权限不足']);
      }
    }
  });

  it('signed-out calls answer -401', async () => {
    expect((await t.call('GET', `${Q}?bank=platform`)).code).toBe(-401);
  });
});

describe('copy', () => {
  it('copies platform questions into the college bank with the caller as author', async () => {
    const platform = (await list(teacher2, 'bank=platform&page_size=3')).data.list;
    const res = await t.call<{ ids: number[] }>('POST', `${Q}/copy`, { as: teacher2, body: { ids: platform.map((p) => p.id) } });
    expect(res.code).toBe(1);
    expect(res.data.ids).toHaveLength(3);
    const copies = (await list(teacher2, 'bank=college&page_size=100')).data.list;
    expect(copies.map((c) => c.stem).sort()).toEqual(platform.map((p) => p.stem).sort());
    expect(copies.every((c) => c.author_name === '张老师' && c.edu_id === teacher2.user.edu_id && !platform.some((p) => p.id === c.id))).toBe(true);
    // the copy is the college's own: editable, and the platform question is unchanged
    const edited = await t.call<Question>('PUT', examPath('updateQuestion', { id: res.data.ids[0]! }), { as: teacher2, body: single() });
    expect(edited.code).toBe(1);
    expect((await t.call<Question>('GET', examPath('getQuestion', { id: platform[0]!.id }), { as: teacher2 })).data.stem).toBe(platform[0]!.stem);
  });
  it('refuses copying a college question and a sys_admin copy', async () => {
    const own = await firstOf(teacher, 'bank=college');
    expect(await t.call('POST', `${Q}/copy`, { as: teacher, body: { ids: [own.id] } })).toMatchObject({
      code: 0,
      message: `试题 ${own.id} 已在本院校题库中，只能复制平台题库的试题`,
    });
    expect((await t.call('POST', `${Q}/copy`, { as: admin, body: { ids: [1] } })).code).toBe(0);
    expect((await t.call('POST', `${Q}/copy`, { as: teacher, body: { ids: [] } })).code).toBe(0);
  });
});

describe('categories', () => {
  it('CRUD per bank, unique names, delete refused while holding questions', async () => {
    const created = await t.call<QuestionCategory>('POST', `${Q}/category`, { as: teacher2, body: { name: '衍生品' } });
    expect(created.data).toMatchObject({ name: '衍生品', edu_id: teacher2.user.edu_id, question_count: 0 });
    expect(await t.call('POST', `${Q}/category`, { as: teacher2, body: { name: '衍生品' } })).toMatchObject({ code: 0, message: '分类「衍生品」已存在' });
    // same name in another bank is fine
    expect((await t.call('POST', `${Q}/category`, { as: teacher, body: { name: '衍生品' } })).code).toBe(1);
    const renamed = await t.call<QuestionCategory>('PUT', examPath('updateQuestionCategory', { id: created.data.id }), { as: teacher2, body: { name: '期权与期货' } });
    expect(renamed.data.name).toBe('期权与期货');
    // college 1 cannot touch it
    expect(await t.call('PUT', examPath('updateQuestionCategory', { id: created.data.id }), { as: teacher, body: { name: 'x' } })).toMatchObject({ code: 0, message: '题目分类不存在' });
    expect(await t.call('DELETE', examPath('deleteQuestionCategory', { id: created.data.id }), { as: teacher })).toMatchObject({ code: 0, message: '题目分类不存在' });
    const q = await t.call<Question>('POST', Q, { as: teacher2, body: single({ category_id: created.data.id }) });
    expect(q.data.category_name).toBe('期权与期货');
    expect(await t.call('DELETE', examPath('deleteQuestionCategory', { id: created.data.id }), { as: teacher2 })).toMatchObject({
      code: 0,
      message: '该分类下还有 1 道试题，无法删除',
    });
    await t.call('DELETE', examPath('deleteQuestion', { id: q.data.id }), { as: teacher2 });
    expect((await t.call('DELETE', examPath('deleteQuestionCategory', { id: created.data.id }), { as: teacher2 })).code).toBe(1);
    const after = await t.call<{ list: QuestionCategory[] }>('GET', `${Q}/category?bank=college`, { as: teacher2 });
    expect(after.data.list.some((c) => c.id === created.data.id)).toBe(false);
  });
  it('platform categories are read-only for colleges', async () => {
    const cats = await t.call<{ list: QuestionCategory[] }>('GET', `${Q}/category?bank=platform`, { as: teacher });
    expect(cats.data.list.map((c) => c.name)).toEqual(['平台公共题库']);
    expect(cats.data.list[0]!.question_count).toBe(8);
    expect(await t.call('PUT', examPath('updateQuestionCategory', { id: cats.data.list[0]!.id }), { as: teacher, body: { name: 'x' } })).toMatchObject({
      code: 0,
      message: '平台题库和平台试卷对院校只读',
    });
    expect((await t.call('POST', `${Q}/category`, { as: teacher, body: { name: '' } })).code).toBe(0);
  });
});
