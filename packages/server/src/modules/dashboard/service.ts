// The attention panel (issue 18): what a landing page shows its user first, by role. Read-only. The caller's college
// comes from their token (never from the request), and every query below is bounded by it.
import {
  DASHBOARD_LIMITS,
  startOfDay,
  type CollegeAdminDashboard,
  type Dashboard,
  type DashboardBehindStudent,
  type DashboardMarking,
  type DashboardNextSection,
  type DashboardResult,
  type StudentDashboard,
  type SystemAdminDashboard,
  type TeacherDashboard,
} from '@finedu/domain';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import { listChapters } from '../courses/index.js';
import { readingsOf } from '../courses/index.js';
import { buildTree, readingOrder } from '../courses/index.js';
import { coursesWhere } from '../courses/index.js';
import { examCounts } from '../exams/index.js';
import { releaseOf } from '../exams/index.js';
import { listRunningKernels } from '../operations/index.js';
import { markingWorkOf } from '../marking/index.js';
import * as repo from './repository.js';

const DAY = 86_400_000;
const percent = (read: number, total: number): number => (total === 0 ? 0 : Math.round((Math.min(read, total) / total) * 100));

export class DashboardService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  async mine(user: AuthUser): Promise<Dashboard> {
    const now = this.app.clock.now();
    switch (user.role) {
      case 'sys_admin':
        return this.systemAdmin(now);
      case 'edu_admin':
        return this.collegeAdmin(collegeOf(user), now);
      case 'edu_teacher':
        return this.teacher(collegeOf(user), user.id, now);
      case 'edu_student':
        return this.student(collegeOf(user), user.id, now);
      case 'sys_teacher':
      case 'competitor':
        throw forbidden();
      default:
        return user.role satisfies never;
    }
  }

  private async teacher(eduId: number, teacherId: number, now: Date): Promise<TeacherDashboard> {
    const [marking, running, myClasses] = await Promise.all([
      markingWorkOf(this.db, { kind: 'teacher', eduId, teacherId }),
      repo.runningExamsOf(this.db, eduId, teacherId, now, DASHBOARD_LIMITS.running),
      repo.classesOfTeacher(this.db, eduId, teacherId),
    ]);
    const runningIds = running.map((e) => e.id);
    const classIds = myClasses.map((c) => c.id);
    const [counts, inProgress, students] = await Promise.all([
      examCounts(this.db, runningIds),
      repo.inProgressCounts(this.db, runningIds, now),
      repo.studentsOfClasses(this.db, eduId, classIds),
    ]);
    const [behind, labResults] = await Promise.all([
      this.behind(eduId, myClasses, students, now),
      repo.latestLabAttempts(this.db, eduId, students.map((s) => s.id), DASHBOARD_LIMITS.labResults),
    ]);
    return {
      kind: 'teacher',
      marking: markingByWork(marking.list),
      marking_students: marking.students,
      running: running.map((e) => {
        const c = counts.get(e.id);
        return { exam_id: e.id, title: e.title, end_at: e.endAt.toISOString(), candidates: c?.candidates ?? 0, in_progress: inProgress.get(e.id) ?? 0, submitted: c?.submitted ?? 0 };
      }),
      behind,
      lab_results: labResults.map((a) => ({
        case_id: a.caseId,
        title: a.title,
        user_name: a.userName || a.username,
        score: a.score,
        completed: a.status === 'completed',
        updated_at: a.updatedAt.toISOString(),
      })),
    };
  }

  /**
   * Students of the teacher's classes who need a look: those whose study progress over their class's courses is
   * DASHBOARD_LIMITS.behindGap points or more under the class's average, then those who never started an exam of
   * their class that closed in the last DASHBOARD_LIMITS.missedExamDays days.
   */
  private async behind(
    eduId: number,
    myClasses: Array<{ id: number; name: string }>,
    students: Array<{ id: number; name: string; username: string; classId: number | null }>,
    now: Date,
  ): Promise<DashboardBehindStudent[]> {
    const className = new Map(myClasses.map((c) => [c.id, c.name]));
    const out: DashboardBehindStudent[] = [];
    const nameOf = (s: { name: string; username: string }) => s.name || s.username;
    for (const klass of myClasses) {
      const members = students.filter((s) => s.classId === klass.id);
      if (members.length < 2) continue; // one student has no class to fall behind
      const courseIds = (await coursesWhere(this.db, { kind: 'learnedBy', eduId, classId: klass.id })).map((c) => c.id);
      const [totals, reads] = await Promise.all([repo.itemCounts(this.db, courseIds), repo.readCounts(this.db, members.map((m) => m.id), courseIds)]);
      const total = [...totals.values()].reduce((a, b) => a + b, 0);
      if (total === 0) continue;
      const readBy = new Map<number, number>();
      for (const r of reads) readBy.set(r.userId, (readBy.get(r.userId) ?? 0) + Math.min(Number(r.n), totals.get(r.courseId) ?? 0));
      const progress = new Map(members.map((m) => [m.id, percent(readBy.get(m.id) ?? 0, total)]));
      const average = Math.round([...progress.values()].reduce((a, b) => a + b, 0) / members.length);
      for (const m of members) {
        const mine = progress.get(m.id) ?? 0;
        if (average - mine >= DASHBOARD_LIMITS.behindGap) {
          out.push({ user_id: m.id, name: nameOf(m), class_id: klass.id, class_name: klass.name, reason: 'progress', progress: mine, class_progress: average, exam_id: null, exam_title: null });
        }
      }
    }
    const closed = await repo.closedExamsOfClasses(this.db, eduId, myClasses.map((c) => c.id), new Date(now.getTime() - DASHBOARD_LIMITS.missedExamDays * DAY), now);
    const started = await repo.startedBy(this.db, [...new Set(closed.map((e) => e.examId))]);
    for (const exam of closed) {
      for (const s of students) {
        if (s.classId !== exam.classId || started.has(`${exam.examId}:${s.id}`)) continue;
        out.push({ user_id: s.id, name: nameOf(s), class_id: exam.classId, class_name: className.get(exam.classId) ?? '', reason: 'missed_exam', progress: null, class_progress: null, exam_id: exam.examId, exam_title: exam.title });
      }
    }
    return out.slice(0, DASHBOARD_LIMITS.behind);
  }

  private async student(eduId: number, userId: number, now: Date): Promise<StudentDashboard> {
    const classId = await repo.classOfUser(this.db, userId);
    const [nextExam, nextSection, results] = await Promise.all([this.nextExam(eduId, userId, classId, now), this.nextSection(eduId, userId, classId), this.results(eduId, userId, now)]);
    return { kind: 'student', next_exam: nextExam, next_section: nextSection, results };
  }

  /** The earliest exam the student still has an attempt at (one being written comes first). */
  private async nextExam(eduId: number, userId: number, classId: number | null, now: Date): Promise<StudentDashboard['next_exam']> {
    const open = await repo.openExamsOfStudent(this.db, eduId, userId, classId, now, 20);
    const attempts = await repo.attemptsOf(this.db, userId, open.map((e) => e.id));
    const candidates = open.flatMap((exam) => {
      const mine = attempts.filter((a) => a.examId === exam.id);
      const writing = mine.some((a) => a.status === 'in_progress' && a.deadline > now);
      const used = mine.filter((a) => a.status !== 'in_progress' || a.deadline <= now).length;
      if (!writing && used >= exam.attempts) return [];
      const status = writing ? ('in_progress' as const) : exam.startAt <= now ? ('open' as const) : ('upcoming' as const);
      return [{ exam, status }];
    });
    const next = candidates.find((c) => c.status === 'in_progress') ?? candidates[0];
    if (next === undefined) return null;
    const { exam, status } = next;
    return { exam_id: exam.id, title: exam.title, start_at: exam.startAt.toISOString(), end_at: exam.endAt.toISOString(), duration_minutes: exam.durationMinutes, status };
  }

  /** The first item not yet learned, in reading order, of the student's first course that has one. */
  private async nextSection(eduId: number, userId: number, classId: number | null): Promise<DashboardNextSection | null> {
    if (classId === null) return null;
    const mine = await coursesWhere(this.db, { kind: 'learnedBy', eduId, classId });
    for (const course of mine) {
      const [rows, readings] = await Promise.all([listChapters(this.db, course.id), readingsOf(this.db, userId, course.id)]);
      const read = new Set(readings.filter((r) => r.learnedAt !== null).map((r) => r.chapterId));
      const tree = buildTree(rows, read);
      const order = readingOrder(tree);
      const next = order.find((node) => !read.has(node.id));
      if (next === undefined) continue;
      const chapter = tree.find((c) => c.id === next.id || c.children.some((child) => child.id === next.id));
      return {
        course_id: course.id,
        course_title: course.title,
        chapter_title: chapter?.title ?? next.title,
        section_id: next.id,
        section_title: next.title,
        read: order.filter((node) => read.has(node.id)).length,
        total: order.length,
      };
    }
    return null;
  }

  /** Released exam scores and lab scores, newest first. */
  private async results(eduId: number, userId: number, now: Date): Promise<DashboardResult[]> {
    const [submitted, labs] = await Promise.all([
      repo.submittedAttemptsOf(this.db, userId, eduId, 20),
      repo.latestLabAttempts(this.db, eduId, [userId], DASHBOARD_LIMITS.results),
    ]);
    const examResults: DashboardResult[] = submitted
      // As 我的成绩 and 我的考试 show it: released (attempts left change the keys, not the score) and fully graded.
      .filter((a) => a.score !== null && a.submittedAt !== null && a.pending === 0 && releaseOf(a, a, now, a.maxExtra, true).score)
      .map((a) => ({ kind: 'exam', id: a.examId, title: a.title, score: a.score ?? 0, total: a.totalScore, at: (a.submittedAt ?? now).toISOString() }));
    const labResults: DashboardResult[] = labs.map((a) => ({ kind: 'lab', id: a.caseId, title: a.title, score: a.score, total: 100, at: a.updatedAt.toISOString() }));
    return [...examResults, ...labResults].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, DASHBOARD_LIMITS.results);
  }

  private async collegeAdmin(eduId: number, now: Date): Promise<CollegeAdminDashboard> {
    const [counts, visible] = await Promise.all([repo.collegeCounts(this.db, eduId, now, startOfDay(now)), coursesWhere(this.db, { kind: 'visibleTo', eduId }, 10_000)]);
    return {
      kind: 'college_admin',
      students: counts.students,
      teachers: counts.teachers,
      admins: counts.admins,
      classes: counts.classes,
      courses: visible.length,
      exams_running: counts.examsRunning,
      active_today: counts.activeToday,
    };
  }

  private async systemAdmin(now: Date): Promise<SystemAdminDashboard> {
    const [counts, kernels] = await Promise.all([repo.platformCounts(this.db, now), this.kernelsRunning()]);
    return {
      kind: 'system_admin',
      colleges: counts.colleges,
      users: counts.users,
      courses: counts.courses,
      cases: counts.cases,
      block_cases: counts.blockCases,
      exams_running: counts.examsRunning,
      kernels_running: kernels,
    };
  }

  /** Kernels of the notebook service; null when there is none here or it does not answer (the panel says so). */
  private async kernelsRunning(): Promise<number | null> {
    const host = this.app.runtime.kernelHost();
    if (host === null) return null;
    try {
      return (await listRunningKernels(host)).length;
    } catch (error) {
      this.app.log.warn({ err: error }, 'dashboard: listing kernels failed');
      return null;
    }
  }
}

/** A college user without a college is a broken account: they see nothing rather than everything. */
function collegeOf(user: AuthUser): number {
  if (user.edu_id === null) throw forbidden();
  return user.edu_id;
}

/** The queue's rows of each exam or case summed over their classes, the most items first, the first few of them. */
function markingByWork(rows: ReadonlyArray<Pick<DashboardMarking, 'kind' | 'id' | 'title'> & { students: number; items: number }>): DashboardMarking[] {
  const byWork = new Map<string, DashboardMarking>();
  for (const row of rows) {
    const key = `${row.kind}:${row.id}`;
    const seen = byWork.get(key);
    if (seen === undefined) byWork.set(key, { kind: row.kind, id: row.id, title: row.title, attempts: row.students, items: row.items });
    else byWork.set(key, { ...seen, attempts: seen.attempts + row.students, items: seen.items + row.items });
  }
  return [...byWork.values()].sort((a, b) => b.items - a.items || b.id - a.id).slice(0, DASHBOARD_LIMITS.marking);
}
