// Quiz sessions through the exam engine (issue 10): the paper tab makes the session's exam; the competition decides
// who sits it — a competition account does, a student of another college does not; a team's score is its members' mean.
import type { AttemptView, CompetitionPaper, CompetitionResult, PaperDetail, Question, QuizEntry } from '@finedu/domain';
import { and, eq } from 'drizzle-orm';
import { competitionParticipants, competitionResults, competitionSessions, competitions, examAttempts, examCandidates, exams } from '../../src/db/schema/index.js';
import { runSeed } from '../../src/seed/index.js';
import { DEMO_COLLEGE_COMPETITION, DEMO_QUIZ_PAPER } from '../../src/seed/competitionQuiz.js';
import { HOUR, T0, addCompetition, addPaper, addSession, addTeam, setUp, sit, type QuizFixture } from './quizFixture.js';

let f: QuizFixture;
beforeAll(async () => {
  f = await setUp();
}, 180_000);
afterAll(async () => {
  await f.t.close();
});

async function collegeQuiz() {
  const competition = await addCompetition(f, { eduId: f.college1, kind: 'individual', groups: ['校内组'] });
  const sessionId = await addSession(f, competition.id, { start: f.clock.now().getTime() + HOUR, end: f.clock.now().getTime() + 3 * HOUR });
  const student = await addTeam(f, competition.id, competition.groups[0]!, '李同学', [f.s.student.user.id], f.college1);
  const competitor = await addTeam(f, competition.id, competition.groups[0]!, '陈选手', [f.s.competitor1.user.id], null);
  const { paper, questions } = await addPaper(f, f.s.teacher);
  return { competition, sessionId, paper, questions, teams: { student, competitor } };
}

describe('the paper tab and quiz sessions', () => {
  it('makes the exam from a paper of the bank, with the session window and the participants as candidates', async () => {
    const q = await collegeQuiz();
    const set = await f.t.call<QuizEntry>('PUT', `/api/admin/competition/${q.competition.id}/session/${q.sessionId}/paper`, {
      as: f.s.teacher,
      body: { paper_id: q.paper.id, duration_minutes: 30 },
    });
    expect(set.code).toBe(1);
    const [exam] = await f.t.app.db.select().from(exams).where(eq(exams.id, set.data.exam_id));
    expect(exam).toMatchObject({ eduId: f.college1, paperId: q.paper.id, totalScore: 10, attempts: 1, showResults: 'never', durationMinutes: 30 });
    expect(exam!.startAt.getTime()).toBe(T0 + HOUR);
    const candidates = (await f.t.app.db.select().from(examCandidates).where(eq(examCandidates.examId, exam!.id))).map((c) => c.userId).sort();
    expect(candidates).toEqual([f.s.student.user.id, f.s.competitor1.user.id].sort());

    const papers = await f.t.call<CompetitionPaper[]>('GET', `/api/admin/competition/${q.competition.id}/paper`, { as: f.s.eduadmin });
    expect(papers.code).toBe(1);
    expect(papers.data.find((p) => p.paper_id === q.paper.id)).toMatchObject({ total_score: 10, question_count: 2, session_ids: [q.sessionId] });

    // Another college's staff do not see the competition; a duration longer than the session is refused.
    expect((await f.t.call('GET', `/api/admin/competition/${q.competition.id}/paper`, { as: f.s.teacher2 })).code).toBe(0);
    const tooLong = await f.t.call('PUT', `/api/admin/competition/${q.competition.id}/session/${q.sessionId}/paper`, { as: f.s.teacher, body: { paper_id: q.paper.id, duration_minutes: 200 } });
    expect(tooLong.code).toBe(0);
    // The exam engine's own edit refuses a competition's exam.
    expect((await f.t.call('PUT', `/api/exam/examine/${exam!.id}`, { as: f.s.teacher, body: { title: 'x' } })).code).toBe(0);
    // The examine tab moves the session: the exam follows it.
    const move = await f.t.call('PUT', `/api/admin/competition/${q.competition.id}/session/${q.sessionId}`, {
      as: f.s.teacher,
      body: { start_at: new Date(T0 + 2 * HOUR).toISOString(), end_at: new Date(T0 + 4 * HOUR).toISOString() },
    });
    expect(move.code).toBe(1);
    const [moved] = await f.t.app.db.select().from(exams).where(eq(exams.id, exam!.id));
    expect([moved!.startAt.getTime(), moved!.endAt.getTime()]).toEqual([T0 + 2 * HOUR, T0 + 4 * HOUR]);
    // Deleting the session (not started) takes its exam with it.
    expect((await f.t.call('DELETE', `/api/admin/competition/${q.competition.id}/session/${q.sessionId}`, { as: f.s.teacher })).code).toBe(1);
    expect(await f.t.app.db.select().from(exams).where(eq(exams.id, exam!.id))).toEqual([]);
  });

  it('a competition account sits the quiz through the exam engine and is graded; a student of another college cannot sit it', async () => {
    const q = await collegeQuiz();
    const set = await f.t.call<QuizEntry>('PUT', `/api/admin/competition/${q.competition.id}/session/${q.sessionId}/paper`, { as: f.s.teacher, body: { paper_id: q.paper.id, duration_minutes: 30 } });
    const examId = set.data.exam_id;
    // Before the start the exam engine refuses.
    const early = await f.t.call('POST', `/api/exam/examine/${examId}/start`, { as: f.s.competitor1 });
    expect(early.code).toBe(0);
    f.clock.advance(HOUR + 60_000);
    try {
      const sat = await sit(f, f.s.competitor1, q.sessionId, q.questions, true);
      expect(sat.examId).toBe(examId);
      // Once someone sat, the paper and its duration stay.
      const change = await f.t.call('PUT', `/api/admin/competition/${q.competition.id}/session/${q.sessionId}/paper`, { as: f.s.teacher, body: { paper_id: q.paper.id, duration_minutes: 45 } });
      expect(change.code).toBe(0);
      // Graded by the exam engine (scores are released when the organizer publishes).
      const [attempt] = await f.t.app.db.select().from(examAttempts).where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, f.s.competitor1.user.id)));
      expect(attempt).toMatchObject({ score: 10, status: 'submitted' });

      // A student of the other college: neither the session nor the exam exists for them.
      expect((await f.t.call('POST', `/api/competition/session/${q.sessionId}/quiz`, { as: f.s.student2 })).code).toBe(0);
      const direct = await f.t.call('POST', `/api/exam/examine/${examId}/start`, { as: f.s.student2 });
      expect(direct.code).toBe(0);
      expect(direct.message).toBe('考试不存在');
      // Nor a competition account that is not in the competition.
      expect((await f.t.call('POST', `/api/exam/examine/${examId}/start`, { as: f.s.competitor2 })).code).toBe(0);
      // The participant of the owning college sits it too (the exam resumes the same attempt on a second start).
      const first = await f.t.call<AttemptView>('POST', `/api/exam/examine/${examId}/start`, { as: f.s.student });
      const again = await f.t.call<AttemptView>('POST', `/api/exam/examine/${examId}/start`, { as: f.s.student });
      expect(first.code).toBe(1);
      expect(again.data.id).toBe(first.data.id);
    } finally {
      f.clock.set(T0);
    }
  });

  it('a suspended participant can no longer start; a competition account cannot sit an ordinary exam', async () => {
    const q = await collegeQuiz();
    const set = await f.t.call<QuizEntry>('PUT', `/api/admin/competition/${q.competition.id}/session/${q.sessionId}/paper`, { as: f.s.teacher, body: { paper_id: q.paper.id, duration_minutes: 30 } });
    await f.t.app.db.update(competitionParticipants).set({ status: 'suspended' }).where(eq(competitionParticipants.userId, f.s.competitor1.user.id));
    f.clock.advance(HOUR + 60_000);
    try {
      expect((await f.t.call('POST', `/api/exam/examine/${set.data.exam_id}/start`, { as: f.s.competitor1 })).code).toBe(0);
      expect((await f.t.call('POST', `/api/competition/session/${q.sessionId}/quiz`, { as: f.s.competitor1 })).code).toBe(0);
      // An ordinary exam of the college, which the competition account is not a candidate of.
      const ordinary = await f.t.app.db.select({ id: exams.id }).from(exams).where(eq(exams.eduId, f.college1));
      const plain = ordinary.find((e) => e.id !== set.data.exam_id)!;
      expect((await f.t.call('POST', `/api/exam/examine/${plain.id}/start`, { as: f.s.competitor1 })).code).toBe(0);
    } finally {
      await f.t.app.db.update(competitionParticipants).set({ status: 'accepted' }).where(eq(competitionParticipants.userId, f.s.competitor1.user.id));
      f.clock.set(T0);
    }
  });

  it('a platform competition: students of both colleges and competition accounts sit; sys_admin sets the paper', async () => {
    const competition = await addCompetition(f, { eduId: null, kind: 'team', groups: ['本科组', '高职组'] });
    const sessionId = await addSession(f, competition.id, { start: T0 + HOUR, end: T0 + 3 * HOUR });
    await addTeam(f, competition.id, competition.groups[0]!, '量化先锋', [f.s.student.user.id], f.college1);
    await addTeam(f, competition.id, competition.groups[1]!, '北辰数据', [f.s.student2.user.id], f.college2);
    await addTeam(f, competition.id, competition.groups[0]!, '独行侠联队', [f.s.competitor1.user.id, f.s.competitor2.user.id], null);
    const { paper, questions } = await addPaper(f, f.s.admin);
    // A college's staff cannot set the paper of a platform competition.
    expect((await f.t.call('PUT', `/api/admin/competition/${competition.id}/session/${sessionId}/paper`, { as: f.s.teacher, body: { paper_id: paper.id, duration_minutes: 30 } })).code).toBe(0);
    const set = await f.t.call<QuizEntry>('PUT', `/api/admin/competition/${competition.id}/session/${sessionId}/paper`, { as: f.s.admin, body: { paper_id: paper.id, duration_minutes: 30 } });
    expect(set.code).toBe(1);
    const [exam] = await f.t.app.db.select().from(exams).where(eq(exams.id, set.data.exam_id));
    expect(exam!.eduId).toBeNull();
    f.clock.advance(HOUR + 60_000);
    try {
      expect((await sit(f, f.s.student, sessionId, questions, true)).examId).toBe(exam!.id);
      expect((await sit(f, f.s.student2, sessionId, questions, false)).examId).toBe(exam!.id);
      await sit(f, f.s.competitor1, sessionId, questions, true);
      // competitor2 of the same team does not sit: the team's mean counts them 0.
    } finally {
      f.clock.set(T0);
    }
  });
});

describe('manual marking of a quiz', () => {
  it('results wait for the marking; sys_admin marks a platform competition’s quiz through the exam engine, and no college’s exam', async () => {
    const competition = await addCompetition(f, { eduId: null, kind: 'individual', groups: ['公开组'] });
    const sessionId = await addSession(f, competition.id, { start: T0 + HOUR, end: T0 + 2 * HOUR });
    await addTeam(f, competition.id, competition.groups[0]!, '陈选手', [f.s.competitor1.user.id], null);
    const short = await f.t.call<Question>('POST', '/api/exam/question', { as: f.s.admin, body: { type: 'short', stem: '简述久期的含义。', content: { type: 'short', reference: '价格对利率的敏感度' } } });
    const paper = await f.t.call<PaperDetail>('POST', '/api/exam/paper', {
      as: f.s.admin,
      body: { title: '简答卷', duration_minutes: 30, sections: [{ title: '一', questions: [{ question_id: short.data.id, score: 10 }] }] },
    });
    const set = await f.t.call<QuizEntry>('PUT', `/api/admin/competition/${competition.id}/session/${sessionId}/paper`, { as: f.s.admin, body: { paper_id: paper.data.id, duration_minutes: 30 } });
    expect(set.code).toBe(1);
    f.clock.set(T0 + HOUR + 60_000);
    try {
      const attempt = await f.t.call<AttemptView>('POST', `/api/exam/examine/${set.data.exam_id}/start`, { as: f.s.competitor1 });
      await f.t.call('PUT', `/api/exam/attempt/${attempt.data.id}/answers`, { as: f.s.competitor1, body: { answers: [{ question_id: short.data.id, response: '利率变动引起的价格变动', revision: 1 }] } });
      expect((await f.t.call('POST', `/api/exam/attempt/${attempt.data.id}/submit`, { as: f.s.competitor1 })).code).toBe(1);
      f.clock.set(T0 + 2 * HOUR + 5 * 60_000);
      const compute = () => f.t.call<CompetitionResult[]>('POST', `/api/admin/competition/${competition.id}/session/${sessionId}/result/compute`, { as: f.s.admin });
      const waiting = await compute();
      expect(waiting.code).toBe(0);
      expect(waiting.message).toContain('待批阅');
      const markUrl = `/api/exam/examine/${set.data.exam_id}/marking/${short.data.id}/${attempt.data.id}`;
      expect((await f.t.call('PUT', markUrl, { as: f.s.teacher, body: { score: 7 } })).code).toBe(0);
      expect((await f.t.call('PUT', markUrl, { as: f.s.admin, body: { score: 7, comment: '要点基本正确' } })).code).toBe(1);
      const done = await compute();
      expect(done.code).toBe(1);
      expect(done.data).toEqual([expect.objectContaining({ score: 7, rank: 1 })]);
      // sys_admin still marks no college's exam.
      const [college] = await f.t.app.db.select({ id: exams.id }).from(exams).where(eq(exams.eduId, f.college1)).limit(1);
      expect((await f.t.call('POST', `/api/exam/examine/${college!.id}/regrade`, { as: f.s.admin })).code).toBe(0);
    } finally {
      f.clock.set(T0);
    }
  });
});

describe('demo', () => {
  it('金融知识竞赛’s quiz is sat by the demo student, graded by the exam engine and published; seeding again changes nothing', async () => {
    const db = f.t.app.db;
    const [competition] = await db.select().from(competitions).where(eq(competitions.title, DEMO_COLLEGE_COMPETITION));
    expect(competition!.eduId).toBe(f.college1);
    const [session] = await db.select().from(competitionSessions).where(and(eq(competitionSessions.competitionId, competition!.id), eq(competitionSessions.kind, 'quiz')));
    expect(session!.publishedAt).not.toBeNull();
    const [exam] = await db.select().from(exams).where(eq(exams.id, session!.examId!));
    expect(exam).toMatchObject({ paperTitle: DEMO_QUIZ_PAPER, totalScore: 14, published: true });
    const attempts = await db.select().from(examAttempts).where(eq(examAttempts.examId, exam!.id));
    expect(attempts.map((a) => [a.userId, a.status, a.score, a.unmarked])).toEqual([[f.s.student.user.id, 'submitted', 13, 0]]);
    const mine = await f.t.call<CompetitionResult[]>('GET', `/api/competition/${competition!.id}/result/mine`, { as: f.s.student });
    expect(mine.data).toEqual([expect.objectContaining({ score: 13, rank: 1, award: '一等奖', published: true, team_name: '李同学' })]);
    await runSeed({ db, config: f.t.config, log: () => {} });
    expect(await db.select().from(examAttempts).where(eq(examAttempts.examId, exam!.id))).toHaveLength(1);
    expect(await db.select().from(competitions).where(eq(competitions.title, DEMO_COLLEGE_COMPETITION))).toHaveLength(1);
    expect(await db.select().from(competitionResults).where(eq(competitionResults.sessionId, session!.id))).toHaveLength(1);
  });
});
