// The course gradebook's rules (issue 34): who may read and change which course's book (college staff of the
// course's college; changes by its teachers), the setup's checks, overrides and manual scores with their audit.
import {
  GRADE_TOTAL_KEY,
  letterScaleProblem,
  type ClassGradebook,
  type CompetitionItemBody,
  type CourseGradebook,
  type GradebookAuditEntry,
  type GradebookCompetitionSession,
  type GradebookCourseList,
  type GradebookSetup,
  type GradeOverrideBody,
  type ManualColumnBody,
  type ManualScoreBody,
  type MyCourseGradebook,
} from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthUser } from '../../types.js';
import { buildBook, type Book } from './book.js';
import * as repo from './repository.js';
import type { Scope } from './repository.js';

type SetupBody = z.output<typeof GradebookSetup>;

const courseNotFound = () => notFound('课程不存在', 'Course not found');
const studentNotInCourse = () => badRequest('该学生不在本课程的班级中', 'This student is not in a class of this course');

export interface CourseAccess {
  scope: Scope;
  course: { id: number; title: string };
  classes: Array<{ id: number; name: string }>;
  editable: boolean;
}

export class GradebookService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * The course as the caller's college teaches it: a course of another college, or one taught to none of this
   * college's classes, is "not found". Its teachers change it; the college's admins read it; other teachers are refused.
   */
  async access(user: AuthUser, courseId: number, write: boolean): Promise<CourseAccess> {
    if (user.edu_id === null) throw courseNotFound();
    const course = await repo.findCourse(this.db, courseId);
    if (course === null || (course.eduId !== null && course.eduId !== user.edu_id)) throw courseNotFound();
    const scope = { eduId: user.edu_id, courseId };
    const classes = await repo.classesOfCourse(this.db, scope);
    if (classes.length === 0 && course.eduId === null) throw courseNotFound();
    const teaches = user.role === 'edu_teacher' && (await repo.isCourseTeacher(this.db, courseId, user.id));
    if (user.role === 'edu_teacher' && !teaches) throw forbidden();
    if (write && !teaches) throw forbidden();
    return { scope, course: { id: course.id, title: course.title }, classes, editable: teaches };
  }

  private async bookOf(access: CourseAccess, classId?: number): Promise<Book & { classIds: number[] }> {
    const classIds = classId === undefined ? access.classes.map((c) => c.id) : [classId];
    if (classId !== undefined && !access.classes.some((c) => c.id === classId)) throw notFound('班级不存在', 'Class not found');
    const students = await repo.studentsOfClasses(this.db, access.scope.eduId, classIds);
    const book = await buildBook(this.db, {
      scope: access.scope,
      classIds: access.classes.map((c) => c.id),
      classNames: new Map(access.classes.map((c) => [c.id, c.name])),
      students,
      now: this.clock.now(),
    });
    return { ...book, classIds };
  }

  async courses(user: AuthUser): Promise<GradebookCourseList> {
    if (user.edu_id === null) return { list: [] };
    const rows = await repo.coursesOfCollege(this.db, user.edu_id, user.role === 'edu_teacher' ? user.id : null);
    const list: GradebookCourseList['list'] = [];
    for (const r of rows) {
      let course = list.find((c) => c.id === r.courseId);
      if (course === undefined) {
        course = { id: r.courseId, title: r.title, classes: [] };
        list.push(course);
      }
      course.classes.push({ id: r.classId, name: r.className });
    }
    return { list };
  }

  async course(user: AuthUser, courseId: number, classId?: number): Promise<CourseGradebook> {
    const access = await this.access(user, courseId, false);
    const book = await this.bookOf(access, classId);
    return {
      course: access.course,
      classes: access.classes,
      class_id: classId ?? null,
      editable: access.editable,
      categories: book.categories,
      letters: book.letters,
      items: book.items.map(({ rule: _rule, ...item }) => item),
      students: book.rows,
    };
  }

  /** A class over its courses: each student's total and letter per course the caller may read. */
  async ofClass(user: AuthUser, classId: number): Promise<ClassGradebook> {
    const klass = await repo.findClass(this.db, classId);
    if (klass === null || klass.eduId !== user.edu_id) throw notFound('班级不存在', 'Class not found');
    const courses: ClassGradebook['courses'] = [];
    const books: Book[] = [];
    for (const c of await repo.coursesOfClass(this.db, classId)) {
      let access: CourseAccess;
      try {
        access = await this.access(user, c.id, false);
      } catch {
        continue;
      }
      const book = await this.bookOf(access, classId);
      courses.push({ id: c.id, title: c.title });
      books.push(book);
    }
    const students = await repo.studentsOfClasses(this.db, klass.eduId, [classId]);
    return {
      class: { id: klass.id, name: klass.name },
      courses,
      students: students.map((s) => {
        const rows = books.map((b) => b.rows.find((r) => r.user_id === s.id));
        return { user_id: s.id, username: s.username, name: s.name, totals: rows.map((r) => r?.total ?? null), letters: rows.map((r) => r?.letter ?? null) };
      }),
    };
  }

  async saveSetup(user: AuthUser, courseId: number, body: SetupBody): Promise<CourseGradebook> {
    const access = await this.access(user, courseId, true);
    const book = await this.bookOf(access);
    const names = new Set<string>();
    for (const c of body.categories) {
      if (names.has(c.name)) throw badRequest(`分类「${c.name}」重复`, `Category "${c.name}" is given twice`);
      names.add(c.name);
    }
    const itemOf = new Map(book.items.map((i) => [i.key, i]));
    const seen = new Set<string>();
    const now = this.clock.now();
    for (const i of body.items) {
      const item = itemOf.get(i.key);
      if (item === undefined) throw badRequest(`成绩项 ${i.key} 不属于本课程`, `Item ${i.key} is not an item of this course`);
      if (seen.has(i.key)) throw badRequest(`成绩项 ${i.key} 重复`, `Item ${i.key} is given twice`);
      seen.add(i.key);
      if (i.category !== null && !names.has(i.category)) throw badRequest(`成绩项「${item.title}」的分类「${i.category}」不存在`, `The category "${i.category}" of item "${item.title}" does not exist`);
      const deadline = i.deadline === null ? (item.kind === 'exam' ? (item.deadline === null ? null : new Date(item.deadline)) : null) : new Date(i.deadline);
      if (i.zero_when_missing && (deadline === null || deadline.getTime() > now.getTime())) {
        throw badRequest(`「${item.title}」的截止时间过后才能把未完成计为 0 分`, `"${item.title}" can count missing work as 0 only after its deadline has passed`);
      }
    }
    const problem = letterScaleProblem(body.letters);
    if (problem !== null) {
      throw badRequest('等级设置有误：每个等级的分数线须在 0–100 之间、互不相同，且有一个等级从 0 分起', 'The letter scale is wrong: each step needs a letter and its own minimum in 0–100, and one step must start at 0');
    }
    await this.db.transaction((tx) =>
      repo.saveSetup(tx, access.scope, {
        categories: body.categories,
        items: body.items.map((i) => ({
          itemKey: i.key,
          category: i.category,
          weight: i.weight,
          excluded: i.excluded,
          zeroWhenMissing: i.zero_when_missing,
          deadline: i.deadline === null ? null : new Date(i.deadline),
        })),
        letters: body.letters,
      }),
    );
    return this.course(user, courseId);
  }

  async createManualColumn(user: AuthUser, courseId: number, body: ManualColumnBody): Promise<{ id: number; title: string; max_score: number }> {
    const access = await this.access(user, courseId, true);
    const row = await repo.insertManualColumn(this.db, access.scope, body.title, body.max_score);
    return { id: row.id, title: row.title, max_score: row.maxScore };
  }

  private async manualColumn(access: CourseAccess, columnId: number): Promise<repo.ManualColumnRow> {
    const column = (await repo.manualColumns(this.db, access.scope)).find((c) => c.id === columnId);
    if (column === undefined) throw notFound('成绩列不存在', 'Column not found');
    return column;
  }

  async deleteManualColumn(user: AuthUser, courseId: number, columnId: number): Promise<null> {
    const access = await this.access(user, courseId, true);
    await this.manualColumn(access, columnId);
    await this.db.transaction((tx) => repo.deleteManualColumn(tx, access.scope, columnId));
    return null;
  }

  /** The course's students by id (every class it is taught to in the caller's college). */
  async studentsOf(access: CourseAccess): Promise<repo.StudentRow[]> {
    return repo.studentsOfClasses(this.db, access.scope.eduId, access.classes.map((c) => c.id));
  }

  async setManualScore(user: AuthUser, courseId: number, columnId: number, body: ManualScoreBody): Promise<null> {
    const access = await this.access(user, courseId, true);
    const column = await this.manualColumn(access, columnId);
    if (!(await this.studentsOf(access)).some((s) => s.id === body.user_id)) throw studentNotInCourse();
    if (body.score !== null && body.score > column.maxScore) throw badRequest(`分数不能超过满分 ${column.maxScore}`, `The score cannot exceed the full marks ${column.maxScore}`);
    const old = (await repo.manualScores(this.db, [columnId], [body.user_id]))[0]?.score ?? null;
    await this.db.transaction(async (tx) => {
      await repo.setManualScore(tx, columnId, body.user_id, body.score);
      await repo.insertAudit(tx, access.scope, [{ userId: body.user_id, itemKey: `manual:${columnId}`, action: 'manual', oldScore: old, newScore: body.score, reason: '', actorId: user.id }]);
    });
    return null;
  }

  async override(user: AuthUser, courseId: number, body: GradeOverrideBody): Promise<null> {
    const access = await this.access(user, courseId, true);
    const book = await this.bookOf(access);
    const row = book.rows.find((r) => r.user_id === body.user_id);
    if (row === undefined) throw studentNotInCourse();
    const previous = book.overrides.find((o) => o.userId === body.user_id && o.itemKey === body.item) ?? null;
    let old: number | null;
    let restored: number | null;
    if (body.item === GRADE_TOTAL_KEY) {
      if (body.score !== null && body.score > 100) throw badRequest('总评不能超过 100', 'The total cannot exceed 100');
      old = row.total;
      restored = row.computed;
    } else {
      const index = book.items.findIndex((i) => i.key === body.item);
      const item = book.items[index];
      if (item === undefined) throw badRequest(`成绩项 ${body.item} 不属于本课程`, `Item ${body.item} is not an item of this course`);
      if (body.score !== null && body.score > item.max_score) throw badRequest(`分数不能超过满分 ${item.max_score}`, `The score cannot exceed the full marks ${item.max_score}`);
      const cell = row.cells[index]!;
      old = cell.override ?? cell.score;
      restored = cell.score;
    }
    if (body.score === null && previous === null) throw badRequest('该成绩没有被改动过', 'This score has no override to clear');
    await this.db.transaction(async (tx) => {
      await repo.setOverride(tx, access.scope, body.user_id, body.item, body.score === null ? null : { score: body.score, reason: body.reason, actorId: user.id });
      await repo.insertAudit(tx, access.scope, [
        { userId: body.user_id, itemKey: body.item, action: body.score === null ? 'clear' : 'override', oldScore: old, newScore: body.score ?? restored, reason: body.reason, actorId: user.id },
      ]);
    });
    return null;
  }

  async audit(user: AuthUser, courseId: number): Promise<{ list: GradebookAuditEntry[] }> {
    const access = await this.access(user, courseId, false);
    const rows = await repo.auditOf(this.db, access.scope);
    return {
      list: rows.map((r) => ({
        id: r.id,
        user_id: r.userId,
        student_name: r.studentName,
        item: r.itemKey,
        action: r.action,
        old_score: r.oldScore,
        new_score: r.newScore,
        reason: r.reason,
        actor_name: r.actorName ?? '',
        created_at: r.createdAt.toISOString(),
      })),
    };
  }

  /** The book as the export writes it (the same rows the page shows). */
  async exportBook(user: AuthUser, courseId: number, classId?: number): Promise<{ access: CourseAccess; book: Book }> {
    const access = await this.access(user, courseId, false);
    return { access, book: await this.bookOf(access, classId) };
  }

  /** Competition sessions the course's students have a team entry in (a quiz suggests its paper's total as full marks). */
  async competitionSessions(user: AuthUser, courseId: number): Promise<{ list: GradebookCompetitionSession[] }> {
    const access = await this.access(user, courseId, false);
    const students = await this.studentsOf(access);
    const [sessions, added] = await Promise.all([repo.sessionsOfStudents(this.db, students.map((s) => s.id)), repo.competitionItems(this.db, access.scope)]);
    const totals = await repo.examTotals(this.db, sessions.flatMap((s) => (s.examId === null ? [] : [s.examId])));
    return {
      list: sessions.map((s) => ({
        competition_session_id: s.sessionId,
        competition_title: s.competitionTitle,
        session_title: s.sessionTitle,
        kind: s.kind,
        suggested_max: s.examId === null ? null : (totals.get(s.examId) ?? null),
        added: added.some((a) => a.sessionId === s.sessionId),
      })),
    };
  }

  async addCompetitionItem(user: AuthUser, courseId: number, body: CompetitionItemBody): Promise<null> {
    const access = await this.access(user, courseId, true);
    const students = await this.studentsOf(access);
    const sessions = await repo.sessionsOfStudents(this.db, students.map((s) => s.id));
    if (!sessions.some((s) => s.sessionId === body.competition_session_id)) throw badRequest('本课程的学生没有参加该竞赛场次', "No student of this course has an entry in this competition session");
    await repo.insertCompetitionItem(this.db, access.scope, body.competition_session_id, body.max_score);
    return null;
  }

  async removeCompetitionItem(user: AuthUser, courseId: number, itemId: number): Promise<null> {
    const access = await this.access(user, courseId, true);
    const removed = await this.db.transaction((tx) => repo.deleteCompetitionItem(tx, access.scope, itemId));
    if (!removed) throw notFound('成绩项不存在', 'Item not found');
    return null;
  }

  /** The student's own row of every course taught to their class: only their scores, exam scores once released. */
  async mine(user: AuthUser): Promise<{ list: MyCourseGradebook[] }> {
    if (user.edu_id === null) return { list: [] };
    const me = (await repo.studentsOfClassesById(this.db, user.edu_id, user.id)) ?? null;
    if (me === null || me.classId === null) return { list: [] };
    const klass = await repo.findClass(this.db, me.classId);
    if (klass === null || klass.eduId !== user.edu_id) return { list: [] };
    const list: MyCourseGradebook[] = [];
    for (const c of await repo.coursesOfClass(this.db, klass.id)) {
      if (c.eduId !== null && c.eduId !== user.edu_id) continue;
      const scope = { eduId: user.edu_id, courseId: c.id };
      const classes = await repo.classesOfCourse(this.db, scope);
      const book = await buildBook(this.db, { scope, classIds: classes.map((k) => k.id), classNames: new Map([[klass.id, klass.name]]), students: [me], now: this.clock.now(), forStudent: true });
      // A book the teacher has not set up yet (no category) counts nothing: it shows once it does.
      if (book.categories.length === 0) continue;
      const row = book.rows[0]!;
      list.push({
        course: { id: c.id, title: c.title },
        categories: book.categories.map((cat, i) => ({ ...cat, percent: row.categories[i] ?? null })),
        items: book.items.filter((i) => !i.excluded).map((i) => ({ key: i.key, kind: i.kind, title: i.title, max_score: i.max_score, category_id: i.category_id, deadline: i.deadline, cell: row.cells[book.items.indexOf(i)]! })),
        total: row.total,
        total_overridden: row.total_overridden,
        letter: row.letter,
        // Not done yet (nor counted as 0 after its deadline), whether or not the teacher has put it in a category.
        missing: book.items.filter((i, k) => !i.excluded && row.cells[k]!.state !== 'zero_missing' && (row.cells[k]!.override ?? row.cells[k]!.score) === null).map((i) => i.title),
      });
    }
    return { list };
  }
}
