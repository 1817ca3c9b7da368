// Shared set-up of the exams tests: a real app on a manual clock, demo sessions, students of 金融2301, a paper of
// every question type created through the API, and exams scheduled through the API.
import type { ClassInfo, Exam, ExamWrite, Paged, PaperDetail, Question, QuestionWrite, User } from '@finedu/domain';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

export const MINUTE = 60_000;

export interface ExamFixture {
  t: TestApp;
  clock: ManualClock;
  teacher: Session;
  eduadmin: Session;
  teacher2: Session;
  admin: Session;
  student: Session;
  student2: Session;
  classId: number;
}

/** The exams fixture on a fresh app: `overrides` and `hooks` go to createTestApp (a runtime, a notebook backend…). */
export async function setUp(overrides: Parameters<typeof createTestApp>[0] = {}, hooks: Omit<NonNullable<Parameters<typeof createTestApp>[1]>, 'clock'> = {}): Promise<ExamFixture> {
  const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
  const t = await createTestApp(overrides, { ...hooks, clock });
  const [teacher, eduadmin, teacher2, admin, student, student2] = await Promise.all(['teacher', 'eduadmin', 'teacher2', 'admin', 'student', 'student2'].map((u) => t.login(u)));
  const classes = await t.call<Paged<ClassInfo>>('GET', '/api/admin/class', { as: eduadmin });
  const classId = classes.data.list.find((c) => c.name === '金融2301')!.id;
  return { t, clock, teacher: teacher!, eduadmin: eduadmin!, teacher2: teacher2!, admin: admin!, student: student!, student2: student2!, classId };
}

let counter = 0;
/** New students of 金融2301 (created by the college admin), signed in. */
export async function addStudents(f: ExamFixture, n: number, classId: number | null = f.classId): Promise<Session[]> {
  const out: Session[] = [];
  for (let i = 0; i < n; i += 1) {
    counter += 1;
    const username = `exs${process.pid % 10000}n${counter}`;
    const res = await f.t.call<User>('POST', '/api/admin/user', { as: f.eduadmin, body: { username, name: `考生${counter}`, password: 'Demo@2026', role: 'edu_student', class_id: classId } });
    if (res.code !== 1) throw new Error(`create ${username}: ${res.message}`);
    out.push(await f.t.login(username));
  }
  return out;
}

/** One question of every type, worth 2 + 4 + 2 + 4 + 10 + 8 + 10 = 40 on the paper. */
export const QUESTIONS: Array<{ body: QuestionWrite; score: number }> = [
  {
    score: 2,
    body: {
      type: 'single',
      stem: '无风险利率通常以哪种资产的收益率近似？',
      analysis: '国债违约风险极低。',
      content: { type: 'single', options: [{ key: 'A', text: '股票' }, { key: 'B', text: '国债' }, { key: 'C', text: '公司债' }, { key: 'D', text: '期货' }], answer: 'B' },
    },
  },
  {
    score: 4,
    body: {
      type: 'multiple',
      stem: '以下哪些属于系统性风险？',
      content: { type: 'multiple', options: [{ key: 'A', text: '利率风险' }, { key: 'B', text: '经营风险' }, { key: 'C', text: '通胀风险' }, { key: 'D', text: '财务风险' }], answer: ['A', 'C'], partial_credit: 'proportional' },
    },
  },
  { score: 2, body: { type: 'judge', stem: '分散投资可以消除全部风险。', content: { type: 'judge', answer: false } } },
  {
    score: 4,
    body: {
      type: 'blank',
      stem: '资本资产定价模型的英文缩写是 ___，其中衡量系统性风险的系数是 ___。',
      content: { type: 'blank', blanks: [{ alternatives: ['CAPM'] }, { alternatives: ['beta', 'β'] }], ignore_case: true, ignore_spaces: true, wildcard: false },
    },
  },
  { score: 10, body: { type: 'short', stem: '简述有效市场假说的三种形式。', content: { type: 'short', reference: '弱式、半强式、强式' } } },
  {
    score: 8,
    body: {
      type: 'program',
      stem: '定义函数 npv(rate, flows)。',
      content: {
        type: 'program',
        template: 'def npv(rate, flows):\n    pass\n',
        tests: [
          { name: 'zero rate', code: 'assert npv(0, [1, 2]) == 3', points: 1 },
          { name: 'ten percent', code: 'assert abs(npv(0.1, [0, 110]) - 100) < 1e-9', points: 3 },
        ],
      },
    },
  },
  {
    score: 10,
    body: {
      type: 'case',
      stem: '阅读案例并回答问题。',
      content: {
        type: 'case',
        material: '某公司计划发行债券……',
        dataset_url: null,
        children: [
          { key: 'a', stem: '债券价格与利率的关系？', score: 4, analysis: '', content: { type: 'single', options: [{ key: 'A', text: '同向' }, { key: 'B', text: '反向' }], answer: 'B' } },
          { key: 'b', stem: '请分析发行时机。', score: 6, analysis: '', content: { type: 'short', reference: '利率低位' } },
        ],
      },
    },
  },
];

/** Creates the questions and a paper of them as `as`; answers the paper and the questions in order. */
export async function createPaper(f: ExamFixture, as: Session = f.teacher, items = QUESTIONS): Promise<{ paper: PaperDetail; questions: Question[] }> {
  const questions: Question[] = [];
  for (const q of items) {
    const res = await f.t.call<Question>('POST', '/api/exam/question', { as, body: q.body });
    if (res.code !== 1) throw new Error(`create question: ${res.message}`);
    questions.push(res.data);
  }
  const res = await f.t.call<PaperDetail>('POST', '/api/exam/paper', {
    as,
    body: { title: '测验卷', duration_minutes: 60, sections: [{ title: '第一部分', questions: questions.map((q, i) => ({ question_id: q.id, score: items[i]!.score })) }] },
  });
  if (res.code !== 1) throw new Error(`create paper: ${res.message}`);
  return { paper: res.data, questions };
}

/** An exam open now (from 5 minutes ago for two hours, 60 minutes long) for 金融2301 unless told otherwise. */
export function examBody(f: ExamFixture, paperId: number, patch: Partial<ExamWrite> = {}): ExamWrite {
  const now = f.clock.now().getTime();
  return {
    title: '期中考试',
    paper_id: paperId,
    start_at: new Date(now - 5 * MINUTE).toISOString(),
    end_at: new Date(now + 120 * MINUTE).toISOString(),
    duration_minutes: 60,
    class_ids: [f.classId],
    show_results: 'after_submit',
    ...patch,
  };
}

export async function createExam(f: ExamFixture, paperId: number, patch: Partial<ExamWrite> = {}, as: Session = f.teacher): Promise<Exam> {
  const res = await f.t.call<Exam>('POST', '/api/exam/examine', { as, body: examBody(f, paperId, patch) });
  if (res.code !== 1) throw new Error(`create exam: ${res.message}`);
  return res.data;
}
