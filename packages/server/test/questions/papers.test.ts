// Papers: CRUD with bank boundaries, totals, preview without keys, rule-based generation, the exam snapshot.
import { examPath, toPublicContent, type GeneratePaperResult, type PaperDetail, type PaperList, type PaperPreview, type Question, type QuestionList } from '@finedu/domain';
import { exams } from '../../src/db/schema/index.js';
import { DEMO_PAPER_MIDTERM, DEMO_PAPER_PYTHON } from '../../src/seed/questions.js';
import { DEMO_QUIZ_PAPER } from '../../src/seed/competitionQuiz.js';
import { loadPaperSnapshot } from '../../src/modules/questions/snapshot.js';
import type { AuthUser } from '../../src/types.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
let teacher: Session;
let eduadmin: Session;
let teacher2: Session;
let student: Session;
let papers: PaperList['list'];
let collegeQuestions: Question[];
let platformQuestions: Question[];

const P = '/api/exam/paper';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  teacher = await t.login('teacher');
  eduadmin = await t.login('eduadmin');
  teacher2 = await t.login('teacher2');
  student = await t.login('student');
  papers = (await t.call<PaperList>('GET', `${P}?bank=college`, { as: teacher })).data.list;
  collegeQuestions = (await t.call<QuestionList>('GET', '/api/exam/question?bank=college&page_size=100', { as: teacher })).data.list;
  platformQuestions = (await t.call<QuestionList>('GET', '/api/exam/question?bank=platform&page_size=100', { as: teacher })).data.list;
}, 180_000);
afterAll(async () => t.close());

const paperOf = (title: string) => papers.find((p) => p.title === title)!;
const sumOf = (detail: PaperDetail) => detail.sections.reduce((t, s) => t + s.questions.reduce((u, q) => u + q.score, 0), 0);
const body = (ids: number[], extra: Record<string, unknown> = {}) => ({
  title: '测试试卷',
  duration_minutes: 30,
  sections: [{ title: '一、题目', questions: ids.map((question_id) => ({ question_id, score: 5 })) }],
  ...extra,
});
const userOf = (s: Session): AuthUser => ({ id: s.user.id, role: s.user.role, edu_id: s.user.edu_id, username: s.user.username, token_id: 0 });

describe('demo papers', () => {
  it('the demo college holds its three papers (the third is the 金融知识竞赛 quiz’s); totals are Σ scores', async () => {
    expect(papers.map((p) => p.title).sort()).toEqual([DEMO_PAPER_PYTHON, DEMO_PAPER_MIDTERM, DEMO_QUIZ_PAPER].sort());
    for (const paper of papers) {
      const detail = (await t.call<PaperDetail>('GET', examPath('getPaper', { id: paper.id }), { as: teacher })).data;
      expect(detail.total_score).toBe(sumOf(detail));
      expect(detail.question_count).toBe(detail.sections.reduce((n, s) => n + s.questions.length, 0));
      expect(detail.sections.every((s) => s.questions.every((q) => q.question.id === q.question_id))).toBe(true);
    }
    const midterm = (await t.call<PaperDetail>('GET', examPath('getPaper', { id: paperOf(DEMO_PAPER_MIDTERM).id }), { as: teacher })).data;
    const types = new Set(midterm.sections.flatMap((s) => s.questions.map((q) => q.question.type)));
    expect(types.size).toBe(7);
    const python = (await t.call<PaperDetail>('GET', examPath('getPaper', { id: paperOf(DEMO_PAPER_PYTHON).id }), { as: teacher })).data;
    expect(python.sections.flatMap((s) => s.questions).filter((q) => q.question.type === 'program').length).toBeGreaterThanOrEqual(3);
  });

  it('keyword search and paging', async () => {
    const res = await t.call<PaperList>('GET', `${P}?bank=college&keyword=Python&page_size=1`, { as: teacher });
    expect(res.data.total).toBe(1);
    expect(res.data.list[0]!.title).toBe(DEMO_PAPER_PYTHON);
  });
});

describe('create / update / delete', () => {
  it('creates a college paper from own and platform questions; total = Σ scores', async () => {
    const ids = [collegeQuestions[0]!.id, platformQuestions[0]!.id];
    const res = await t.call<PaperDetail>('POST', P, { as: teacher, body: body(ids, { sections: [{ title: 'A', questions: [{ question_id: ids[0], score: 3.5 }, { question_id: ids[1], score: 6 }] }] }) });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ bank: 'college', edu_id: teacher.user.edu_id, total_score: 9.5, question_count: 2, author_name: '王老师' });
    const updated = await t.call<PaperDetail>('PUT', examPath('updatePaper', { id: res.data.id }), { as: eduadmin, body: body([ids[0]!], { title: '改名' }) });
    expect(updated.data).toMatchObject({ title: '改名', total_score: 5, question_count: 1 });
    expect((await t.call('DELETE', examPath('deletePaper', { id: res.data.id }), { as: teacher })).code).toBe(1);
    expect(await t.call('GET', examPath('getPaper', { id: res.data.id }), { as: teacher })).toMatchObject({ code: 0, message: '试卷不存在' });
  });

  it('refuses bad papers and writes nothing', async () => {
    const before = (await t.call<PaperList>('GET', `${P}?bank=college`, { as: teacher })).data.total;
    const own = collegeQuestions[0]!.id;
    expect(await t.call('POST', P, { as: teacher, body: body([own, own]) })).toMatchObject({ code: 0, message: `试题 ${own} 在试卷中出现了不止一次` });
    expect(await t.call('POST', P, { as: teacher, body: body([]) })).toMatchObject({ code: 0, message: '试卷至少需要一道试题' });
    expect(await t.call('POST', P, { as: teacher, body: body([999999]) })).toMatchObject({ code: 0, message: '试题 999999 不存在' });
    expect((await t.call('POST', P, { as: teacher, body: body([own], { duration_minutes: 0 }) })).code).toBe(0);
    expect((await t.call('POST', P, { as: teacher, body: body([own], { sections: [] }) })).code).toBe(0);
    expect((await t.call('POST', P, { as: teacher, body: { ...body([own]), sections: [{ title: 'x', questions: [{ question_id: own, score: -1 }] }] } })).code).toBe(0);
    // another college's question is not visible to this paper's owner
    expect(await t.call('POST', P, { as: teacher2, body: body([own]) })).toMatchObject({ code: 0, message: `试题 ${own} 不存在` });
    // a platform paper may only use platform questions
    expect(await t.call('POST', P, { as: admin, body: body([own]) })).toMatchObject({ code: 0, message: `试题 ${own} 不存在` });
    expect((await t.call<PaperList>('GET', `${P}?bank=college`, { as: teacher })).data.total).toBe(before);
  });

  it('refuses to delete a paper used by an exam, naming the exam', async () => {
    const created = await t.call<PaperDetail>('POST', P, { as: teacher, body: body([collegeQuestions[1]!.id]) });
    const now = new Date();
    await t.app.db.insert(exams).values({
      eduId: teacher.user.edu_id!,
      title: '期中考试（测试）',
      paperId: created.data.id,
      paperTitle: created.data.title,
      snapshot: [],
      totalScore: 5,
      questionCount: 1,
      startAt: now,
      endAt: new Date(now.getTime() + 3600_000),
      durationMinutes: 30,
    });
    expect(await t.call('DELETE', examPath('deletePaper', { id: created.data.id }), { as: teacher })).toMatchObject({
      code: 0,
      message: '试卷已被考试 「期中考试（测试）」 使用，无法删除',
    });
    expect((await t.call('GET', examPath('getPaper', { id: created.data.id }), { as: teacher })).code).toBe(1);
  });
});

describe('malformed requests', () => {
  it.each([
    ['GET', `${P}/abc`, undefined],
    ['GET', `${P}/0/preview`, undefined],
    ['DELETE', `${P}/x`, undefined],
    ['PUT', `${P}/1`, { title: 'only a title' }],
    ['POST', P, { title: '', duration_minutes: 10, sections: [{ title: 'a', questions: [] }] }],
    ['POST', P, { title: 'x', duration_minutes: 601, sections: [{ title: 'a', questions: [] }] }],
    ['GET', `${P}?bank=mine`, undefined],
    ['POST', `${P}/generate`, { title: 'x', duration_minutes: 10, rules: [{ section_title: 'a', type: 'essay', count: 1, score_each: 1 }] }],
    ['POST', `${P}/generate`, { title: 'x', duration_minutes: 10, rules: [{ section_title: 'a', type: 'single', count: 1, score_each: 0 }] }],
  ])('%s %s answers code 0 with a message', async (method, url, payload) => {
    const res = await t.call(method, url, { as: teacher, body: payload });
    expect(res.code).toBe(0);
    expect(res.message.length).toBeGreaterThan(0);
    expect(res.data).toBeNull();
  });
});

describe('boundaries', () => {
  it("another college's paper answers not found everywhere", async () => {
    const id = paperOf(DEMO_PAPER_MIDTERM).id;
    for (const [method, url, payload] of [
      ['GET', examPath('getPaper', { id }), undefined],
      ['GET', examPath('previewPaper', { id }), undefined],
      ['PUT', examPath('updatePaper', { id }), body([platformQuestions[0]!.id])],
      ['DELETE', examPath('deletePaper', { id }), undefined],
    ] as const) {
      expect(await t.call(method, url, { as: teacher2, body: payload })).toMatchObject({ code: 0, message: '试卷不存在' });
    }
    expect((await t.call<PaperList>('GET', `${P}?bank=college`, { as: teacher2 })).data.total).toBe(0);
    await expect(loadPaperSnapshot(t.app.db, id, userOf(teacher2))).rejects.toThrow('Paper not found');
  });

  it('platform papers: sys_admin writes, colleges read and preview only', async () => {
    const created = await t.call<PaperDetail>('POST', P, { as: admin, body: body(platformQuestions.slice(0, 3).map((q) => q.id), { title: '平台模拟卷' }) });
    expect(created.data).toMatchObject({ bank: 'platform', edu_id: null, total_score: 15 });
    const listed = await t.call<PaperList>('GET', `${P}?bank=platform`, { as: teacher2 });
    expect(listed.data.list.map((p) => p.title)).toContain('平台模拟卷');
    expect((await t.call('GET', examPath('previewPaper', { id: created.data.id }), { as: teacher2 })).code).toBe(1);
    for (const [method, url, payload] of [
      ['PUT', examPath('updatePaper', { id: created.data.id }), body([platformQuestions[0]!.id])],
      ['DELETE', examPath('deletePaper', { id: created.data.id }), undefined],
    ] as const) {
      expect(await t.call(method, url, { as: teacher, body: payload })).toMatchObject({ code: 0, message: '平台题库和平台试卷对院校只读' });
    }
    // colleges can freeze platform papers into their exams
    const snapshot = await loadPaperSnapshot(t.app.db, created.data.id, userOf(teacher2));
    expect(snapshot.paper.title).toBe('平台模拟卷');
    // a college paper is not visible to the sys_admin
    expect(await t.call('GET', examPath('getPaper', { id: paperOf(DEMO_PAPER_MIDTERM).id }), { as: admin })).toMatchObject({ code: 0, message: '试卷不存在' });
  });

  it('students are denied on every paper call', async () => {
    const id = paperOf(DEMO_PAPER_MIDTERM).id;
    for (const [method, url, payload] of [
      ['GET', `${P}?bank=college`, undefined],
      ['GET', examPath('getPaper', { id }), undefined],
      ['GET', examPath('previewPaper', { id }), undefined],
      ['POST', P, body([1])],
      ['PUT', examPath('updatePaper', { id }), body([1])],
      ['DELETE', examPath('deletePaper', { id }), undefined],
      ['POST', `${P}/generate`, { title: 'x', duration_minutes: 10, rules: [{ section_title: 'a', type: 'single', count: 1, score_each: 1 }] }],
    ] as const) {
      expect(await t.call(method, url, { as: student, body: payload })).toMatchObject({ code: 0, message: '权限不足' });
    }
    await expect(loadPaperSnapshot(t.app.db, id, userOf(student))).rejects.toThrow('Paper not found');
  });
});

describe('preview', () => {
  it('sends no key, analysis, reference or hidden test', async () => {
    const id = paperOf(DEMO_PAPER_MIDTERM).id;
    const detail = (await t.call<PaperDetail>('GET', examPath('getPaper', { id }), { as: teacher })).data;
    const res = await t.call<PaperPreview>('GET', examPath('previewPaper', { id }), { as: teacher });
    expect(res.code).toBe(1);
    const json = JSON.stringify(res.data);
    for (const key of ['"answer"', '"analysis"', '"reference"', '"tests"', '"blanks"', '"alternatives"', '"partial_credit"', '"code"']) expect(json).not.toContain(key);
    // nor any hidden test's code or a reference text
    for (const q of detail.sections.flatMap((s) => s.questions)) {
      const c = q.question.content;
      if (c.type === 'program') for (const test of c.tests) expect(json).not.toContain(JSON.stringify(test.code).slice(1, -1));
      if (c.type === 'short') expect(json).not.toContain(c.reference.slice(0, 20));
      if (q.question.analysis) expect(json).not.toContain(JSON.stringify(q.question.analysis).slice(1, -1));
    }
    expect(res.data.questions.map((q) => q.order)).toEqual(res.data.questions.map((_, i) => i + 1));
    expect(res.data.total_score).toBe(detail.total_score);
    const blank = res.data.questions.find((q) => q.type === 'blank' && q.stem.includes('{{2}}'))!;
    expect(blank.content).toEqual({ type: 'blank', blank_count: 2 });
    const program = res.data.questions.find((q) => q.type === 'program')!;
    expect(program.content).toMatchObject({ type: 'program', test_count: 3 });
    expect((program.content as { template: string }).template).toContain('def npv');
    const kase = res.data.questions.find((q) => q.type === 'case')!;
    expect(kase.content).toMatchObject({ type: 'case', children: expect.arrayContaining([expect.objectContaining({ key: 'a', content: { type: 'blank', blank_count: 1 } })]) });
  });

  it("shows a calculated question's stem with sample values, never its raw placeholders", async () => {
    const calculated = collegeQuestions.find((q) => q.type === 'calculated')!;
    const created = await t.call<PaperDetail>('POST', P, { as: teacher, body: body([calculated.id], { title: '计算题预览' }) });
    expect(created.code).toBe(1);
    const res = await t.call<PaperPreview>('GET', examPath('previewPaper', { id: created.data.id }), { as: teacher });
    expect(res.code).toBe(1);
    const [shown] = res.data.questions;
    expect(calculated.stem).toContain('{loan}');
    expect(shown!.stem).not.toMatch(/\{(loan|rate|years)\}/);
    expect(shown!.stem).toMatch(/^某同学申请助学贷款 \d+ 元，年利率 [\d.]+%，按月等额本息还款，期限 \d+ 年。/);
    // The same sample each time: a preview is stable, and it is the editor's first sample.
    const again = await t.call<PaperPreview>('GET', examPath('previewPaper', { id: created.data.id }), { as: teacher });
    expect(again.data.questions[0]!.stem).toBe(shown!.stem);
    expect(JSON.stringify(res.data)).not.toContain('PMT(');
  });

  it('toPublicContent shuffles options but keeps their keys', () => {
    const content = { type: 'single' as const, options: [{ key: 'A', text: 'a' }, { key: 'B', text: 'b' }, { key: 'C', text: 'c' }], answer: 'B' };
    const pub = toPublicContent(content, (options) => [...options].reverse());
    expect(pub).toEqual({ type: 'single', options: [{ key: 'C', text: 'c' }, { key: 'B', text: 'b' }, { key: 'A', text: 'a' }] });
    expect(content.options[0]!.key).toBe('A');
  });

  it('the exam snapshot keeps every key', async () => {
    const snapshot = await loadPaperSnapshot(t.app.db, paperOf(DEMO_PAPER_MIDTERM).id, userOf(teacher));
    expect(snapshot.paper.title).toBe(DEMO_PAPER_MIDTERM);
    const program = snapshot.sections.flatMap((s) => s.questions).find((q) => q.question.type === 'program')!;
    expect(program.question.content).toMatchObject({ type: 'program', tests: expect.any(Array) });
    await expect(loadPaperSnapshot(t.app.db, 999999, userOf(teacher))).rejects.toThrow('Paper not found');
  });
});

describe('generate', () => {
  const G = `${P}/generate`;
  const request = (extra: Record<string, unknown> = {}) => ({
    title: '自动组卷',
    duration_minutes: 60,
    source: 'college',
    seed: 42,
    rules: [
      { section_title: '单选', type: 'single', count: 5, score_each: 2 },
      { section_title: '判断', type: 'judge', count: 3, score_each: 1, difficulty_min: 1, difficulty_max: 2 },
      { section_title: '编程', type: 'program', count: 2, score_each: 10, knowledge_points: ['numpy', 'pandas'] },
    ],
    ...extra,
  });

  it('draws the requested counts, without duplicates, matching every rule; saves nothing', async () => {
    const before = (await t.call<PaperList>('GET', `${P}?bank=college`, { as: teacher })).data.total;
    const res = await t.call<GeneratePaperResult>('POST', G, { as: teacher, body: request() });
    expect(res.code).toBe(1);
    const sections = res.data.sections;
    expect(sections.map((s) => [s.title, s.questions.length])).toEqual([
      ['单选', 5],
      ['判断', 3],
      ['编程', 2],
    ]);
    const ids = sections.flatMap((s) => s.questions.map((q) => q.question_id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(sections[0]!.questions.every((q) => q.question.type === 'single' && q.question.edu_id === teacher.user.edu_id)).toBe(true);
    expect(sections[1]!.questions.every((q) => q.question.type === 'judge' && q.question.difficulty <= 2)).toBe(true);
    expect(sections[2]!.questions.every((q) => q.question.knowledge_points.some((k) => k === 'numpy' || k === 'pandas'))).toBe(true);
    expect(res.data.total_score).toBe(5 * 2 + 3 + 2 * 10);
    expect(res.data.shortfall).toEqual([]);
    expect(res.data.paper.sections.map((s) => s.questions.length)).toEqual([5, 3, 2]);
    expect((await t.call<PaperList>('GET', `${P}?bank=college`, { as: teacher })).data.total).toBe(before);
    // the draft is ready for createPaper
    const saved = await t.call<PaperDetail>('POST', P, { as: teacher, body: res.data.paper });
    expect(saved.data.total_score).toBe(res.data.total_score);
  });

  it('is deterministic for a seed and varies with it', async () => {
    const pick = async (seed: number) =>
      (await t.call<GeneratePaperResult>('POST', G, { as: teacher, body: request({ seed }) })).data.sections.flatMap((s) => s.questions.map((q) => q.question_id));
    expect(await pick(42)).toEqual(await pick(42));
    const others = await Promise.all([1, 2, 3, 4, 5].map(pick));
    expect(others.some((o) => JSON.stringify(o) !== JSON.stringify(others[0]))).toBe(true);
  });

  it('reports the shortfall per rule', async () => {
    const res = await t.call<GeneratePaperResult>('POST', G, {
      as: teacher,
      body: request({
        rules: [
          { section_title: '编程', type: 'program', count: 4, score_each: 10 },
          { section_title: '编程', type: 'program', count: 3, score_each: 10 },
          { section_title: '案例', type: 'case', count: 1, score_each: 10, knowledge_points: ['不存在的知识点'] },
        ],
      }),
    });
    expect(res.code).toBe(1);
    expect(res.data.sections.map((s) => [s.title, s.questions.length])).toEqual([
      ['编程', 5],
      ['案例', 0],
    ]);
    expect(res.data.shortfall).toEqual([
      { rule: 2, section_title: '编程', wanted: 3, found: 1, reason: '题库中符合条件的试题共 5 道，其中 4 道已被前面的规则选用' },
      { rule: 3, section_title: '案例', wanted: 1, found: 0, reason: '题库中符合条件的试题只有 0 道' },
    ]);
    const en = await t.call<GeneratePaperResult>('POST', G, {
      as: teacher,
      headers: { 'accept-language': 'en' },
      body: request({ rules: [{ section_title: 'x', type: 'case', count: 9, score_each: 1 }] }),
    });
    expect(en.data.shortfall[0]!.reason).toBe('Only 3 question(s) in the bank match');
  });

  it('draws from the platform bank, the college bank or both', async () => {
    const rules = [{ section_title: '单选', type: 'single', count: 30, score_each: 1 }];
    const platform = (await t.call<GeneratePaperResult>('POST', G, { as: teacher, body: request({ source: 'platform', rules }) })).data;
    expect(platform.sections[0]!.questions.every((q) => q.question.bank === 'platform')).toBe(true);
    const both = (await t.call<GeneratePaperResult>('POST', G, { as: teacher, body: request({ source: 'both', rules }) })).data;
    const banks = new Set(both.sections[0]!.questions.map((q) => q.question.bank));
    expect(banks).toEqual(new Set(['platform', 'college']));
    // college 2 never draws college 1's questions
    const other = (await t.call<GeneratePaperResult>('POST', G, { as: teacher2, body: request({ source: 'both', rules }) })).data;
    expect(other.sections[0]!.questions.every((q) => q.question.edu_id === null || q.question.edu_id === teacher2.user.edu_id)).toBe(true);
    expect(other.sections[0]!.questions.some((q) => q.question.edu_id === teacher.user.edu_id)).toBe(false);
    expect(await t.call('POST', G, { as: admin, body: request({ source: 'college' }) })).toMatchObject({ code: 0, message: '平台管理员只能从平台题库组卷' });
  });

  it('refuses bad rules', async () => {
    expect(await t.call('POST', G, { as: teacher, body: request({ rules: [{ section_title: 'a', type: 'single', count: 1, score_each: 1, difficulty_min: 4, difficulty_max: 2 }] }) })).toMatchObject({
      code: 0,
      message: '第 1 条规则的最低难度大于最高难度',
    });
    expect((await t.call('POST', G, { as: teacher, body: request({ rules: [] }) })).code).toBe(0);
    expect((await t.call('POST', G, { as: teacher, body: request({ rules: [{ section_title: 'a', type: 'single', count: 0, score_each: 1 }] }) })).code).toBe(0);
    expect((await t.call('POST', G, { as: teacher, body: request({ source: 'mine' }) })).code).toBe(0);
  });
});
