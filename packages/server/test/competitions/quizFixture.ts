// Shared set-up of the quiz-session and grade tests (issue 10): a real app on a manual clock, the demo accounts of
// both colleges and the two competition accounts, a college competition (示范金融学院, individual) and a platform
// competition (team, two groups) written straight into the tables (the base/group/user/team tabs belong to another
// module), and a paper of auto-graded questions made through the question-bank API.
import type { PaperDetail, Question, QuizEntry } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { colleges, competitionGroups, competitionParticipants, competitionSessions, competitions, competitionTeams, users } from '../../src/db/schema/index.js';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

export const HOUR = 60 * 60_000;
export const T0 = Date.parse('2026-05-10T00:00:00Z');

export interface QuizFixture {
  t: TestApp;
  clock: ManualClock;
  s: Record<'admin' | 'systeacher' | 'eduadmin' | 'teacher' | 'student' | 'eduadmin2' | 'teacher2' | 'student2' | 'competitor1' | 'competitor2', Session>;
  college1: number;
  college2: number;
}

export async function setUp(): Promise<QuizFixture> {
  const clock = new ManualClock(T0);
  const t = await createTestApp({}, { clock });
  const names = ['admin', 'systeacher', 'eduadmin', 'teacher', 'student', 'eduadmin2', 'teacher2', 'student2', 'competitor1', 'competitor2'] as const;
  const sessions = await Promise.all(names.map((u) => t.login(u)));
  const s = Object.fromEntries(names.map((n, i) => [n, sessions[i]!])) as QuizFixture['s'];
  const [c1] = await t.app.db.select().from(colleges).where(eq(colleges.id, s.student.user.edu_id!));
  const [c2] = await t.app.db.select().from(colleges).where(eq(colleges.id, s.student2.user.edu_id!));
  return { t, clock, s, college1: c1!.id, college2: c2!.id };
}

let counter = 0;

/** A competition with its groups; `eduId` null is a platform competition. */
export async function addCompetition(
  f: QuizFixture,
  options: { eduId: number | null; kind: 'individual' | 'team'; groups: string[]; title?: string },
): Promise<{ id: number; groups: number[] }> {
  counter += 1;
  const db = f.t.app.db;
  const [row] = await db
    .insert(competitions)
    .values({
      eduId: options.eduId,
      title: options.title ?? `竞赛${counter}`,
      kind: options.kind,
      teamMin: 1,
      teamMax: options.kind === 'team' ? 3 : 1,
      registrationStart: new Date(T0 - 48 * HOUR),
      registrationEnd: new Date(T0 - 24 * HOUR),
      review: 'auto',
      status: 'running',
    })
    .returning({ id: competitions.id });
  const groups: number[] = [];
  for (const [i, name] of options.groups.entries()) {
    const [g] = await db.insert(competitionGroups).values({ competitionId: row!.id, name, sort: i }).returning({ id: competitionGroups.id });
    groups.push(g!.id);
  }
  return { id: row!.id, groups };
}

/** A team of accepted participants (an individual competition: one member, named after them). */
export async function addTeam(f: QuizFixture, competitionId: number, groupId: number, name: string, memberIds: number[], eduId: number | null): Promise<number> {
  counter += 1;
  const db = f.t.app.db;
  const [team] = await db
    .insert(competitionTeams)
    .values({ competitionId, groupId, name, captainId: memberIds[0] ?? null, eduId, inviteCode: `T${process.pid % 1000}X${counter}`.slice(0, 16) })
    .returning({ id: competitionTeams.id });
  for (const userId of memberIds) await db.insert(competitionParticipants).values({ competitionId, userId, groupId, status: 'accepted', teamId: team!.id });
  return team!.id;
}

/** A competition account that never signs in (for large fields). */
export async function addCompetitor(f: QuizFixture, name: string): Promise<number> {
  counter += 1;
  const [row] = await f.t.app.db
    .insert(users)
    .values({ username: `cmp${process.pid % 10000}n${counter}`, name, password: 'x', role: 'competitor' })
    .returning({ id: users.id });
  return row!.id;
}

export async function addSession(
  f: QuizFixture,
  competitionId: number,
  options: { kind?: 'quiz' | 'modelling'; stage?: 'preliminary' | 'semifinal' | 'final'; start: number; end: number; title?: string },
): Promise<number> {
  const modelling = options.kind === 'modelling';
  const [row] = await f.t.app.db
    .insert(competitionSessions)
    .values({
      competitionId,
      stage: options.stage ?? 'preliminary',
      title: options.title ?? '场次',
      kind: options.kind ?? 'quiz',
      startAt: new Date(options.start),
      endAt: new Date(options.end),
      metric: modelling ? 'auc' : 'points',
      direction: 'max',
    })
    .returning({ id: competitionSessions.id });
  return row!.id;
}

/** Two auto-graded questions (single choice 6, true/false 4) on a paper of `as`'s bank; the keys are B and true. */
export async function addPaper(f: QuizFixture, as: Session): Promise<{ paper: PaperDetail; questions: Question[] }> {
  const bodies = [
    {
      type: 'single',
      stem: '无风险利率通常以哪种资产的收益率近似？',
      content: { type: 'single', options: [{ key: 'A', text: '股票' }, { key: 'B', text: '国债' }, { key: 'C', text: '期货' }], answer: 'B' },
    },
    { type: 'judge', stem: '债券价格与市场利率反向变动。', content: { type: 'judge', answer: true } },
  ];
  const questions: Question[] = [];
  for (const body of bodies) {
    const res = await f.t.call<Question>('POST', '/api/exam/question', { as, body });
    if (res.code !== 1) throw new Error(`question: ${res.message}`);
    questions.push(res.data);
  }
  const res = await f.t.call<PaperDetail>('POST', '/api/exam/paper', {
    as,
    body: { title: '竞赛卷', duration_minutes: 30, sections: [{ title: '一', questions: [{ question_id: questions[0]!.id, score: 6 }, { question_id: questions[1]!.id, score: 4 }] }] },
  });
  if (res.code !== 1) throw new Error(`paper: ${res.message}`);
  return { paper: res.data, questions };
}

/** Enters the quiz session, starts the exam, answers (`right`: both keys; else a wrong choice only) and submits. */
export async function sit(f: QuizFixture, as: Session, sessionId: number, questions: Question[], right: boolean): Promise<{ examId: number; score: number | null }> {
  const entry = await f.t.call<QuizEntry>('POST', `/api/competition/session/${sessionId}/quiz`, { as });
  if (entry.code !== 1) throw new Error(`enter: ${entry.message}`);
  const examId = entry.data.exam_id;
  const attempt = await f.t.call<{ id: number }>('POST', `/api/exam/examine/${examId}/start`, { as });
  if (attempt.code !== 1) throw new Error(`start: ${attempt.message}`);
  const answers = right
    ? [
        { question_id: questions[0]!.id, response: 'B', revision: 1 },
        { question_id: questions[1]!.id, response: true, revision: 1 },
      ]
    : [{ question_id: questions[0]!.id, response: 'A', revision: 1 }];
  const saved = await f.t.call('PUT', `/api/exam/attempt/${attempt.data.id}/answers`, { as, body: { answers } });
  if (saved.code !== 1) throw new Error(`save: ${saved.message}`);
  const submitted = await f.t.call<{ score: number | null }>('POST', `/api/exam/attempt/${attempt.data.id}/submit`, { as });
  if (submitted.code !== 1) throw new Error(`submit: ${submitted.message}`);
  return { examId, score: submitted.data.score };
}
