import { sumScores } from '@finedu/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { classes, colleges, examClasses, exams, papers, users } from '../db/schema/index.js';
import { loadPaperSnapshot } from '../modules/questions/index.js';
import { DEMO_PAPER_MIDTERM } from './questions.js';
import type { Seeder } from './types.js';
import { DEMO_CLASS, DEMO_COLLEGE } from './users.js';

export const DEMO_EXAM_TITLE = '金融学基础 期中考试';
const DAY = 24 * 60 * 60_000;

/**
 * A scheduled exam of the demo college for class 金融2301, from the paper "金融学基础 期中测验": open from the first
 * seed for 30 days, 60 minutes long. Idempotent (found again by college and title).
 */
export const examsSeeder: Seeder = {
  name: 'exams',
  async run({ db, log }) {
    const [college] = await db.select({ id: colleges.id }).from(colleges).where(eq(colleges.title, DEMO_COLLEGE));
    if (!college) return;
    const [existing] = await db.select({ id: exams.id }).from(exams).where(and(eq(exams.eduId, college.id), eq(exams.title, DEMO_EXAM_TITLE)));
    if (existing) return;
    const [klass] = await db.select({ id: classes.id }).from(classes).where(and(eq(classes.eduId, college.id), eq(classes.name, DEMO_CLASS)));
    const [teacher] = await db.select().from(users).where(eq(users.username, 'teacher'));
    const [paper] = await db.select({ id: papers.id }).from(papers).where(and(eq(papers.eduId, college.id), eq(papers.title, DEMO_PAPER_MIDTERM), isNull(papers.deletedAt)));
    if (!klass || !teacher || teacher.eduId !== college.id) return;
    if (!paper) {
      log(`demo exam skipped: the paper "${DEMO_PAPER_MIDTERM}" is missing`);
      return;
    }
    const { paper: detail, sections } = await loadPaperSnapshot(db, paper.id, { id: teacher.id, role: 'edu_teacher', edu_id: college.id, username: teacher.username, token_id: 0 });
    const questions = sections.flatMap((s) => s.questions);
    const now = Date.now();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(exams)
        .values({
          eduId: college.id,
          title: DEMO_EXAM_TITLE,
          description: '演示考试：覆盖单选、多选、判断、填空、简答、编程与案例分析题。',
          paperId: paper.id,
          paperTitle: detail.title,
          snapshot: sections,
          totalScore: sumScores(questions),
          questionCount: questions.length,
          startAt: new Date(now),
          endAt: new Date(now + 30 * DAY),
          durationMinutes: 60,
          attempts: 1,
          showResults: 'after_close',
          createdBy: teacher.id,
        })
        .returning({ id: exams.id });
      await tx.insert(examClasses).values({ examId: row!.id, classId: klass.id });
    });
    log('demo exam created');
  },
};
