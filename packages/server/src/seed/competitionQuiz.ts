// The demo quiz of the college competition "金融知识竞赛" (issue 10): its 初赛 gets a paper of the demo question bank
// (auto-graded questions only), the exam of the exam engine, the demo student's graded attempt, and published
// results with an award. Idempotent: a session whose results are published is left alone. The competition itself is
// the competitions seeder's; when it is missing (that seeder not run), it is made here the same way.
import { sumScores } from '@finedu/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  colleges,
  competitionGroups,
  competitionParticipants,
  competitionSessions,
  competitions,
  competitionTeams,
  examAnswers,
  examAttempts,
  exams,
  paperQuestions,
  papers,
  questions,
  users,
  type PaperSectionRow,
} from '../db/schema/index.js';
import { sessionCandidates } from '../modules/competitionSessions/index.js';
import { attemptsOfExam, insertAudit, markSessionPublished, publishExam, publishResults, resultsOf, updateResult } from '../modules/competitionSessions/index.js';
import { rankSession, storeQuizScores } from '../modules/competitionSessions/index.js';
import { gradeAttempt } from '../modules/exams/index.js';
import { setExamUsers } from '../modules/exams/index.js';
import { attemptOrder, seedOf } from '../modules/exams/index.js';
import { loadPaperSnapshot } from '../modules/questions/index.js';
import type { Seeder } from './types.js';
import { DEMO_COLLEGE } from './users.js';

export const DEMO_COLLEGE_COMPETITION = '金融知识竞赛';
export const DEMO_QUIZ_PAPER = '金融知识竞赛 初赛卷';
const DAY = 24 * 60 * 60_000;
const MINUTE = 60_000;

/** The paper's questions (demo bank slugs, 14 points) and the demo student's answers: all right but the last (13). */
const QUIZ: ReadonlyArray<{ slug: string; answer: string | string[] | boolean }> = [
  { slug: 'q-capm-beta', answer: 'B' },
  { slug: 'q-bond-price-rate', answer: 'B' },
  { slug: 'q-tvm-pv', answer: 'A' },
  { slug: 'q-var-def', answer: 'B' },
  { slug: 'q-diversifiable', answer: ['A', 'C'] },
  { slug: 'q-j-npv', answer: true },
  { slug: 'q-j-beta-neg', answer: false },
];

async function quizPaper(db: Db, eduId: number, authorId: number): Promise<number | null> {
  const [existing] = await db.select({ id: papers.id }).from(papers).where(eq(papers.slug, 'paper-knowledge-contest'));
  if (existing) return existing.id;
  const rows = await db.select({ id: questions.id, slug: questions.slug, score: questions.score }).from(questions).where(and(eq(questions.eduId, eduId), isNull(questions.deletedAt)));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  if (QUIZ.some((q) => !bySlug.has(q.slug))) return null;
  const sections: PaperSectionRow[] = [
    { title: '一、选择题', description: '', questions: QUIZ.filter((q) => typeof q.answer !== 'boolean').map((q) => ({ question_id: bySlug.get(q.slug)!.id, score: bySlug.get(q.slug)!.score })) },
    { title: '二、判断题', description: '', questions: QUIZ.filter((q) => typeof q.answer === 'boolean').map((q) => ({ question_id: bySlug.get(q.slug)!.id, score: bySlug.get(q.slug)!.score })) },
  ];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(papers)
      .values({ eduId, title: DEMO_QUIZ_PAPER, description: '金融知识竞赛初赛用卷：单选、多选与判断，全部自动判分。', durationMinutes: 30, sections, slug: 'paper-knowledge-contest', authorId })
      .returning({ id: papers.id });
    await tx.insert(paperQuestions).values(QUIZ.map((q) => ({ paperId: row!.id, questionId: bySlug.get(q.slug)!.id })));
    return row!.id;
  });
}

/** The competition as the competitions seeder makes it (individual, ended, one group, the demo student, a quiz 初赛). */
async function ensureCompetition(db: Db, eduId: number, teacherId: number, studentId: number, now: number): Promise<number> {
  const [existing] = await db.select({ id: competitions.id }).from(competitions).where(and(eq(competitions.eduId, eduId), eq(competitions.title, DEMO_COLLEGE_COMPETITION)));
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const [competition] = await tx
      .insert(competitions)
      .values({
        eduId,
        title: DEMO_COLLEGE_COMPETITION,
        descriptionHtml: '<p>示范金融学院校内金融知识竞赛：单选、多选与判断题，限时作答，按得分排名。</p>',
        rulesHtml: '<ul><li>个人参赛，每人一次作答机会。</li><li>同分时先交卷者排名在前。</li></ul>',
        kind: 'individual',
        registrationStart: new Date(now - 20 * DAY),
        registrationEnd: new Date(now - 12 * DAY),
        review: 'auto',
        visibility: 'signed_in',
        status: 'ended',
        createdBy: teacherId,
      })
      .returning({ id: competitions.id });
    const competitionId = competition!.id;
    const [group] = await tx.insert(competitionGroups).values({ competitionId, name: '校内组', sort: 1 }).returning({ id: competitionGroups.id });
    const [team] = await tx
      .insert(competitionTeams)
      .values({ competitionId, groupId: group!.id, name: '李同学', captainId: studentId, eduId, inviteCode: 'DEMOZS26' })
      .returning({ id: competitionTeams.id });
    await tx.insert(competitionParticipants).values({ competitionId, userId: studentId, groupId: group!.id, status: 'accepted', teamId: team!.id });
    await tx.insert(competitionSessions).values({
      competitionId,
      stage: 'preliminary',
      title: '初赛：金融知识答题',
      kind: 'quiz',
      startAt: new Date(now - 10 * DAY),
      endAt: new Date(now - 10 * DAY + 2 * 60 * MINUTE),
      metric: 'points',
      direction: 'max',
      advanceMode: 'manual',
    });
    return competitionId;
  });
}

export const competitionQuizSeeder: Seeder = {
  name: 'competition-quiz',
  async run({ db, log }) {
    const [college] = await db.select({ id: colleges.id }).from(colleges).where(eq(colleges.title, DEMO_COLLEGE));
    const [teacher] = await db.select().from(users).where(eq(users.username, 'teacher'));
    const [student] = await db.select().from(users).where(eq(users.username, 'student'));
    if (!college || !teacher || !student || teacher.eduId !== college.id) return;
    const now = Date.now();
    const competitionId = await ensureCompetition(db, college.id, teacher.id, student.id, now);
    const [session] = await db
      .select()
      .from(competitionSessions)
      .where(and(eq(competitionSessions.competitionId, competitionId), eq(competitionSessions.kind, 'quiz')))
      .orderBy(asc(competitionSessions.startAt))
      .limit(1);
    if (!session || session.publishedAt !== null || session.examId !== null) return;
    const paperId = await quizPaper(db, college.id, teacher.id);
    if (paperId === null) {
      log('demo competition quiz skipped: demo questions missing');
      return;
    }
    const { paper, sections } = await loadPaperSnapshot(db, paperId, { id: teacher.id, role: 'edu_teacher', edu_id: college.id, username: teacher.username, token_id: 0 });
    const items = sections.flatMap((s) => s.questions);
    const ids = new Map((await db.select({ id: questions.id, slug: questions.slug }).from(questions).where(eq(questions.eduId, college.id))).map((q) => [q.slug, q.id]));
    const publishedAt = new Date(session.endAt.getTime() + DAY);
    await db.transaction(async (tx) => {
      const [exam] = await tx
        .insert(exams)
        .values({
          eduId: college.id,
          title: `${DEMO_COLLEGE_COMPETITION} · ${session.title}`,
          paperId,
          paperTitle: paper.title,
          snapshot: sections,
          totalScore: sumScores(items),
          questionCount: items.length,
          startAt: session.startAt,
          endAt: session.endAt,
          durationMinutes: 30,
          attempts: 1,
          shuffleQuestions: true,
          shuffleOptions: true,
          showResults: 'never',
          createdBy: teacher.id,
        })
        .returning();
      await tx.update(competitionSessions).set({ examId: exam!.id }).where(eq(competitionSessions.id, session.id));
      const candidates = await sessionCandidates(tx, session);
      await setExamUsers(tx, exam!.id, candidates.map((c) => c.userId));
      // Each candidate sat 20 minutes after the start (the demo has one: the demo student), graded by the exam engine.
      for (const [i, c] of candidates.entries()) {
        const startedAt = new Date(session.startAt.getTime() + (5 + i) * MINUTE);
        const submittedAt = new Date(startedAt.getTime() + 20 * MINUTE);
        const order = attemptOrder(sections, seedOf(exam!.id, c.userId, 1), true, true);
        const [attempt] = await tx
          .insert(examAttempts)
          .values({ examId: exam!.id, userId: c.userId, attemptNo: 1, status: 'submitted', startedAt, deadline: new Date(startedAt.getTime() + 30 * MINUTE), submittedAt, ...order })
          .returning();
        await tx.insert(examAnswers).values(QUIZ.map((q) => ({ attemptId: attempt!.id, questionId: ids.get(q.slug)!, response: q.answer, revision: 1, savedAt: submittedAt })));
        await gradeAttempt(tx, exam!, attempt!, { backend: false }, submittedAt);
      }
      await storeQuizScores(tx, session, await attemptsOfExam(tx, exam!.id), publishedAt);
      await rankSession(tx, session);
      for (const r of await resultsOf(tx, session.id)) if (r.rank === 1) await updateResult(tx, r.id, { award: '一等奖' });
      await publishResults(tx, session.id, publishedAt);
      await markSessionPublished(tx, session.id, publishedAt);
      await publishExam(tx, exam!.id, publishedAt);
      await insertAudit(tx, competitionId, teacher.id, 'results_publish', { session_id: session.id, results: candidates.length, demo: true });
    });
    log('demo competition quiz sat, graded and published');
  },
};
