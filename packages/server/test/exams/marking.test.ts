// Marking by item, statistics through the API, the scores export and the class gradebook.
import ExcelJS from 'exceljs';
import type { AttemptView, ExamStatistics, Gradebook, MarkingAnswers, MarkingQueueItem, MyGrade, Question, SubmitResult } from '@finedu/domain';
import type { Session } from '../helper.js';
import { addStudents, createExam, createPaper, MINUTE, setUp, type ExamFixture } from './fixtures.js';

let f: ExamFixture;
let questions: Question[];
let paperId: number;
let classId: number;
let students: Session[];
let examId: number;
const attemptOf = new Map<number, number>();

/** Answers of four students: [single, multiple, judge, blank] (short/program/case left for later). */
const ANSWERS: Array<[string, string[], boolean, string[]]> = [
  ['B', ['A', 'C'], false, ['CAPM', 'beta']], // 2 + 4 + 2 + 4 = 12
  ['B', ['A'], false, ['CAPM', 'x']], //          2 + 2 + 2 + 2 = 8
  ['A', ['A', 'B'], true, ['capm', 'β']], //      0 + 0 + 0 + 4 = 4
  ['C', [], true, []], //                         0
];

beforeAll(async () => {
  f = await setUp();
  const made = await createPaper(f);
  questions = made.questions;
  paperId = made.paper.id;
  // A class of its own so the gradebook has a known membership.
  const klass = await f.t.call<{ id: number }>('POST', '/api/admin/class', { as: f.eduadmin, body: { name: '金融2399', grade: '2023' } });
  classId = klass.data.id;
  students = await addStudents(f, 4, classId);
  const exam = await createExam(f, paperId, { class_ids: [classId], show_results: 'after_close' });
  examId = exam.id;
  for (const [i, s] of students.entries()) {
    const attempt = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${examId}/start`, { as: s })).data;
    attemptOf.set(s.user.id, attempt.id);
    const [single, multiple, judge, blank] = ANSWERS[i]!;
    const answers = [
      { question_id: questions[0]!.id, response: single, revision: 1 },
      { question_id: questions[1]!.id, response: multiple, revision: 1 },
      { question_id: questions[2]!.id, response: judge, revision: 1 },
      { question_id: questions[3]!.id, response: blank, revision: 1 },
      ...(i < 2 ? [{ question_id: questions[4]!.id, response: `论述 ${i}`, revision: 1 }, { question_id: questions[6]!.id, response: { a: 'B', b: `分析 ${i}` }, revision: 1 }] : []),
    ];
    const saved = await f.t.call('PUT', `/api/exam/attempt/${attempt.id}/answers`, { as: s, body: { answers } });
    if (saved.code !== 1) throw new Error(saved.message);
    const sub = await f.t.call<SubmitResult>('POST', `/api/exam/attempt/${attempt.id}/submit`, { as: s });
    if (sub.code !== 1) throw new Error(sub.message);
  }
}, 180_000);
afterAll(async () => f.t.close());

describe('marking', () => {
  it('queues short answers and short case sub-questions by item', async () => {
    const queue = await f.t.call<{ list: MarkingQueueItem[] }>('GET', `/api/exam/examine/${examId}/marking`, { as: f.teacher });
    expect(queue.data.list.map((i) => [i.item, i.type, i.score, i.total, i.marked])).toEqual([
      [String(questions[4]!.id), 'short', 10, 4, 2],
      [`${questions[6]!.id}:b`, 'case', 6, 4, 2],
    ]);
    const exam = await f.t.call<{ unmarked_count: number }>('GET', `/api/exam/examine/${examId}`, { as: f.teacher });
    expect(exam.data.unmarked_count).toBe(4);
  });

  it('marks with validation; the attempt score follows', async () => {
    const item = String(questions[4]!.id);
    const list = await f.t.call<MarkingAnswers>('GET', `/api/exam/examine/${examId}/marking/${item}`, { as: f.teacher });
    expect(list.data).toMatchObject({ item, score: 10, reference: '弱式、半强式、强式' });
    const first = list.data.list.find((a) => a.user_id === students[0]!.user.id)!;
    expect(first).toMatchObject({ response: '论述 0', awarded: null });
    const url = `/api/exam/examine/${examId}/marking/${item}/${first.attempt_id}`;
    expect((await f.t.call('PUT', url, { as: f.teacher, body: { score: 11 } })).message).toBe('本题最多 10 分');
    expect((await f.t.call('PUT', url, { as: f.teacher, body: { score: -1 } })).code).toBe(0);
    expect((await f.t.call('PUT', url, { as: f.teacher, body: {} })).code).toBe(0);
    expect((await f.t.call('PUT', `/api/exam/examine/${examId}/marking/${questions[0]!.id}/${first.attempt_id}`, { as: f.teacher, body: { score: 1 } })).message).toBe('阅卷项不存在');
    expect((await f.t.call('PUT', `/api/exam/examine/${examId}/marking/abc/${first.attempt_id}`, { as: f.teacher, body: { score: 1 } })).code).toBe(0);
    expect((await f.t.call('PUT', `/api/exam/examine/${examId}/marking/${item}/999999`, { as: f.teacher, body: { score: 1 } })).message).toBe('答卷不存在');
    expect((await f.t.call('PUT', url, { as: f.student, body: { score: 1 } })).message).toBe('权限不足');
    const marked = await f.t.call<MarkingAnswers['list'][number]>('PUT', url, { as: f.teacher, body: { score: 8, comment: '条理清楚' } });
    expect(marked.data).toMatchObject({ awarded: 8, comment: '条理清楚' });
    const second = list.data.list.find((a) => a.user_id === students[1]!.user.id)!;
    await f.t.call('PUT', `/api/exam/examine/${examId}/marking/${item}/${second.attempt_id}`, { as: f.teacher, body: { score: 5 } });

    const sub = `${questions[6]!.id}:b`;
    const subs = await f.t.call<MarkingAnswers>('GET', `/api/exam/examine/${examId}/marking/${sub}`, { as: f.teacher });
    expect(subs.data.list.find((a) => a.user_id === students[0]!.user.id)).toMatchObject({ response: '分析 0', awarded: null });
    expect((await f.t.call('PUT', `/api/exam/examine/${examId}/marking/${sub}/${first.attempt_id}`, { as: f.teacher, body: { score: 7 } })).message).toBe('本题最多 6 分');
    await f.t.call('PUT', `/api/exam/examine/${examId}/marking/${sub}/${first.attempt_id}`, { as: f.teacher, body: { score: 6, comment: '很好' } });
    await f.t.call('PUT', `/api/exam/examine/${examId}/marking/${sub}/${second.attempt_id}`, { as: f.teacher, body: { score: 3 } });
    const queue = await f.t.call<{ list: MarkingQueueItem[] }>('GET', `/api/exam/examine/${examId}/marking`, { as: f.teacher });
    expect(queue.data.list.map((i) => i.marked)).toEqual([4, 4]);
    // A regrade keeps the teachers' marks.
    expect((await f.t.call<{ regraded: number }>('POST', `/api/exam/examine/${examId}/regrade`, { as: f.teacher })).data.regraded).toBe(4);
    const review = await f.t.call<{ score: number; questions: Array<{ question_id: number; awarded: number; comment: string }> }>(
      'GET',
      `/api/exam/examine/${examId}/attempt/${first.attempt_id}`,
      { as: f.teacher },
    );
    // 12 objective + 8 short + case (a: 4, b: 6) = 30.
    expect(review.data.score).toBe(30);
    expect(review.data.questions.find((q) => q.question_id === questions[6]!.id)).toMatchObject({ awarded: 10, comment: 'b: 很好' });
    expect(review.data.questions.find((q) => q.question_id === questions[4]!.id)).toMatchObject({ awarded: 8, comment: '条理清楚' });
  });
});

describe('statistics', () => {
  it('figures on the four known attempts (30, 8 + 5 + 4 + 3 = 20, 4, 0)', async () => {
    const stats = await f.t.call<ExamStatistics>('GET', `/api/exam/examine/${examId}/statistics`, { as: f.teacher });
    expect(stats.data).toMatchObject({ total_score: 40, candidate_count: 4, submitted_count: 4, graded_count: 4, mean: 13.5, median: 12, max: 30, min: 0 });
    expect(stats.data.stddev).toBeCloseTo(Math.sqrt(((30 - 13.5) ** 2 + (20 - 13.5) ** 2 + (4 - 13.5) ** 2 + 13.5 ** 2) / 4), 2);
    expect(stats.data.distribution.map((b) => b.count)).toEqual([1, 1, 0, 0, 0, 1, 0, 1, 0, 0]);
    const single = stats.data.questions[0]!;
    // Single: 2, 2, 0, 0 → correct rate 0.5; upper 27 % (1 attempt, score 30) facility 1, lower (score 0) 0.
    expect(single).toMatchObject({ order: 1, mean_awarded: 1, correct_rate: 0.5, difficulty: 0.5, discrimination: 1 });
    const multiple = stats.data.questions[1]!;
    expect(multiple).toMatchObject({ mean_awarded: 1.5, correct_rate: 0.25, difficulty: 0.375, discrimination: 1 });
    // 得分率 = mean / points for every type: single 1 / 2 = 0.5, multiple 1.5 / 4 = 0.375 (beside 正确率 0.25).
    expect([single.score_rate, multiple.score_rate]).toEqual([0.5, 0.375]);
    // Short (10 points) marked 8, 5 and two blanks 0 → mean 3.25, 得分率 0.325 though nobody had full marks; no 正确率.
    expect(stats.data.questions[4]).toMatchObject({ type: 'short', mean_awarded: 3.25, score_rate: 0.325, correct_rate: null, difficulty: 0.325 });
    // Case (10 points): 4 + 6 = 10, 4 + 3 = 7, 0, 0 → mean 4.25, 得分率 0.425; no 正确率 for a marked part.
    expect(stats.data.questions[6]).toMatchObject({ type: 'case', mean_awarded: 4.25, score_rate: 0.425, correct_rate: null });
    expect((await f.t.call('GET', `/api/exam/examine/${examId}/statistics`, { as: f.student })).message).toBe('权限不足');
  });

  it('exports the scores as xlsx', async () => {
    const res = await f.t.request(`/api/exam/examine/${examId}/export`, { as: f.teacher });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(5);
    const rows = new Map<string, number>();
    sheet.eachRow((row, n) => {
      if (n > 1) rows.set(String(row.getCell(1).value), Number(row.getCell(6).value));
    });
    expect(rows.get(students[0]!.user.username)).toBe(30);
    expect(rows.get(students[3]!.user.username)).toBe(0);
    // The statistics' item analysis, the same figures as the statistics tab.
    const items = book.worksheets[1]!;
    expect(items.name).toBe('逐题分析 (Item analysis)');
    expect(items.getRow(1).values).toEqual([undefined, '题号 (No.)', '题型 (Type)', '分值 (Points)', '平均得分 (Mean awarded)', '得分率 (Score rate)', '正确率 (Correct rate)', '难度系数 (Facility)', '区分度 (Discrimination)']);
    expect(items.getRow(2).values).toEqual([undefined, 1, '单选题 (single)', 2, 1, 0.5, 0.5, 0.5, 1]);
    const short = items.getRow(6);
    expect([short.getCell(2).value, short.getCell(5).value, short.getCell(6).value, short.getCell(7).value]).toEqual(['简答题 (short)', 0.325, null, 0.325]);
  });
});

describe('gradebook', () => {
  it('a class × exams table with weights and the weighted score', async () => {
    const second = await createExam(f, paperId, { class_ids: [classId], title: '第二次' });
    const book = await f.t.call<Gradebook>('GET', `/api/exam/score?class_id=${classId}`, { as: f.teacher });
    expect(book.data.class).toEqual({ id: classId, name: '金融2399' });
    expect(book.data.exams.map((e) => [e.id, e.weight])).toEqual([
      [examId, 0],
      [second.id, 0],
    ]);
    expect(book.data.students.find((s) => s.user_id === students[0]!.user.id)).toMatchObject({ scores: [30, null], weighted: null });
    expect((await f.t.call('PUT', '/api/exam/score/weights', { as: f.teacher, body: { class_id: classId, weights: [{ exam_id: 999999, weight: 1 }] } })).message).toBe('考试 999999 不属于该班级');
    expect((await f.t.call('PUT', '/api/exam/score/weights', { as: f.teacher, body: { class_id: classId, weights: [{ exam_id: examId, weight: 101 }] } })).code).toBe(0);
    expect((await f.t.call('PUT', '/api/exam/score/weights', { as: f.teacher2, body: { class_id: classId, weights: [] } })).message).toBe('班级不存在');
    expect((await f.t.call('GET', '/api/exam/score?class_id=0', { as: f.teacher })).code).toBe(0);
    const weighted = await f.t.call<Gradebook>('PUT', '/api/exam/score/weights', {
      as: f.teacher,
      body: { class_id: classId, weights: [{ exam_id: examId, weight: 60 }, { exam_id: second.id, weight: 40 }] },
    });
    expect(weighted.data.exams.map((e) => e.weight)).toEqual([60, 40]);
    // The second exam is still open and nobody sat it: left out until it closes.
    expect(weighted.data.students.find((s) => s.user_id === students[0]!.user.id)).toMatchObject({ scores: [30, null], weighted: 75 });
    f.clock.advance(200 * MINUTE);
    const closed = await f.t.call<Gradebook>('GET', `/api/exam/score?class_id=${classId}`, { as: f.teacher });
    expect(closed.data.students.find((s) => s.user_id === students[0]!.user.id)!.weighted).toBe(45);
    const res = await f.t.request(`/api/exam/score/export?class_id=${classId}`, { as: f.teacher });
    const xlsx = new ExcelJS.Workbook();
    await xlsx.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    expect(xlsx.worksheets[0]!.rowCount).toBe(5);
    expect(xlsx.worksheets[0]!.getRow(1).getCell(5).value).toBe('加权成绩 (Weighted)');
  });

  it('my grades: score once released', async () => {
    const grades = await f.t.call<{ list: MyGrade[] }>('GET', '/api/exam/grade', { as: students[0]! });
    expect(grades.data.list).toEqual([expect.objectContaining({ exam_id: examId, score: 30, released: true, total_score: 40 })]);
    expect((await f.t.call('GET', '/api/exam/grade', { as: f.teacher })).message).toBe('权限不足');
  });
});
