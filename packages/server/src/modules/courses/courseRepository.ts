// SQL of courses: the rows, who may see them, their grants, teachers and classes.
import { and, asc, count, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chapters, classes, colleges, courseClasses, courseGrants, courses, courseTeachers, users, type CourseRow } from '../../db/schema/index.js';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Which courses a query covers, in the service's words; only this repository turns it into SQL.
 * - `all`: every course (the sys_admin's reads); `none`: no course at all;
 * - `platform`: the platform's own courses (`edu_id` null);
 * - `ownedBy`: a college's own courses; `grantedTo`: platform courses granted to the college and published;
 * - `visibleTo`: what a college's staff see (own + granted);
 * - `learnedBy`: what a student of the class learns (published, visible to the college, assigned to the class);
 * - `taughtBy`: what a teacher teaches (visible to the college, the teacher among its teachers).
 */
export type CourseScope =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'platform' }
  | { kind: 'ownedBy'; eduId: number }
  | { kind: 'grantedTo'; eduId: number }
  | { kind: 'visibleTo'; eduId: number }
  | { kind: 'learnedBy'; eduId: number; classId: number }
  | { kind: 'taughtBy'; eduId: number; userId: number };

const grantedTo = (eduId: number): SQL =>
  and(
    isNull(courses.eduId),
    eq(courses.status, 'published'),
    exists(sql`(select 1 from ${courseGrants} where ${courseGrants.courseId} = ${courses.id} and ${courseGrants.eduId} = ${eduId})`),
  )!;

const visibleTo = (eduId: number): SQL => or(eq(courses.eduId, eduId), grantedTo(eduId))!;

function scopeSql(scope: CourseScope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'none':
      return sql`false`;
    case 'platform':
      return isNull(courses.eduId);
    case 'ownedBy':
      return eq(courses.eduId, scope.eduId);
    case 'grantedTo':
      return grantedTo(scope.eduId);
    case 'visibleTo':
      return visibleTo(scope.eduId);
    case 'learnedBy':
      return and(
        eq(courses.status, 'published'),
        visibleTo(scope.eduId),
        exists(sql`(select 1 from ${courseClasses} where ${courseClasses.courseId} = ${courses.id} and ${courseClasses.classId} = ${scope.classId})`),
      )!;
    case 'taughtBy':
      return and(
        visibleTo(scope.eduId),
        exists(sql`(select 1 from ${courseTeachers} where ${courseTeachers.courseId} = ${courses.id} and ${courseTeachers.userId} = ${scope.userId})`),
      )!;
    default:
      return scope satisfies never;
  }
}

export interface CourseFilter {
  scope: CourseScope;
  keyword?: string | undefined;
  status?: string | undefined;
}

function whereOf(filter: CourseFilter): SQL {
  const conditions: SQL[] = [isNull(courses.deletedAt), scopeSql(filter.scope)];
  if (filter.status !== undefined) conditions.push(eq(courses.status, filter.status));
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(courses.title, like), ilike(courses.description, like))!);
  }
  return and(...conditions)!;
}

export async function listCourses(db: Db, filter: CourseFilter, offset: number, limit: number): Promise<{ rows: CourseRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db.select().from(courses).where(where).orderBy(asc(courses.sort), asc(courses.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The course (not deleted) when it is within `scope`. */
export async function findCourse(db: Db, id: number, scope: CourseScope): Promise<CourseRow | null> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), isNull(courses.deletedAt), scopeSql(scope)))
    .limit(1);
  return row ?? null;
}

export async function insertCourse(db: Db, values: typeof courses.$inferInsert): Promise<number> {
  const [row] = await db.insert(courses).values(values).returning({ id: courses.id });
  return row!.id;
}

export async function updateCourse(db: Db, id: number, values: Partial<typeof courses.$inferInsert>): Promise<void> {
  await db.update(courses).set({ ...values, updatedAt: new Date() }).where(eq(courses.id, id));
}

export async function softDeleteCourse(db: Db, id: number): Promise<void> {
  await db.update(courses).set({ deletedAt: new Date(), slug: null }).where(eq(courses.id, id));
}

export interface CourseRefs {
  teachers: Map<number, Array<{ id: number; name: string; eduId: number | null }>>;
  classes: Map<number, Array<{ id: number; name: string; eduId: number }>>;
  chapterCounts: Map<number, number>;
  grants: Map<number, number[]>;
}

const push = <T>(map: Map<number, T[]>, key: number, value: T) => {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
};

/** Teachers, classes, chapter counts and grants of many courses in four queries. */
export async function loadCourseRefs(db: Db, ids: number[]): Promise<CourseRefs> {
  const refs: CourseRefs = { teachers: new Map(), classes: new Map(), chapterCounts: new Map(), grants: new Map() };
  if (ids.length === 0) return refs;
  const [teacherRows, classRows, chapterRows, grantRows] = await Promise.all([
    db
      .select({ courseId: courseTeachers.courseId, id: users.id, name: users.name, username: users.username, eduId: users.eduId })
      .from(courseTeachers)
      .innerJoin(users, eq(users.id, courseTeachers.userId))
      .where(and(inArray(courseTeachers.courseId, ids), isNull(users.deletedAt)))
      .orderBy(asc(users.id)),
    db
      .select({ courseId: courseClasses.courseId, id: classes.id, name: classes.name, eduId: classes.eduId })
      .from(courseClasses)
      .innerJoin(classes, eq(classes.id, courseClasses.classId))
      .where(inArray(courseClasses.courseId, ids))
      .orderBy(asc(classes.id)),
    db.select({ courseId: chapters.courseId, n: count() }).from(chapters).where(inArray(chapters.courseId, ids)).groupBy(chapters.courseId),
    db.select({ courseId: courseGrants.courseId, eduId: courseGrants.eduId }).from(courseGrants).where(inArray(courseGrants.courseId, ids)).orderBy(asc(courseGrants.eduId)),
  ]);
  for (const t of teacherRows) push(refs.teachers, t.courseId, { id: t.id, name: t.name || t.username, eduId: t.eduId });
  for (const c of classRows) push(refs.classes, c.courseId, { id: c.id, name: c.name, eduId: c.eduId });
  for (const c of chapterRows) refs.chapterCounts.set(c.courseId, c.n);
  for (const g of grantRows) push(refs.grants, g.courseId, g.eduId);
  return refs;
}

/** Replace the course's teachers / classes of one college (`eduId`; null = every college). */
export async function replaceAssignment(db: Db, courseId: number, eduId: number | null, next: { teacherIds?: number[] | undefined; classIds?: number[] | undefined }): Promise<void> {
  await db.transaction(async (tx) => {
    if (next.teacherIds !== undefined) {
      const scope = eduId === null ? undefined : sql`${courseTeachers.userId} in (select ${users.id} from ${users} where ${users.eduId} = ${eduId})`;
      await tx.delete(courseTeachers).where(and(eq(courseTeachers.courseId, courseId), scope));
      if (next.teacherIds.length > 0) await tx.insert(courseTeachers).values(next.teacherIds.map((userId) => ({ courseId, userId }))).onConflictDoNothing();
    }
    if (next.classIds !== undefined) {
      const scope = eduId === null ? undefined : sql`${courseClasses.classId} in (select ${classes.id} from ${classes} where ${classes.eduId} = ${eduId})`;
      await tx.delete(courseClasses).where(and(eq(courseClasses.courseId, courseId), scope));
      if (next.classIds.length > 0) await tx.insert(courseClasses).values(next.classIds.map((classId) => ({ courseId, classId }))).onConflictDoNothing();
    }
  });
}

export async function isCourseTeacher(db: Db, courseId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: courseTeachers.userId })
    .from(courseTeachers)
    .where(and(eq(courseTeachers.courseId, courseId), eq(courseTeachers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The ids among `ids` that are active edu_teacher users of the college. */
export async function teachersOfCollege(db: Db, eduId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.eduId, eduId), eq(users.role, 'edu_teacher'), isNull(users.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

export async function classesOfCollege(db: Db, eduId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: classes.id }).from(classes).where(and(inArray(classes.id, ids), eq(classes.eduId, eduId)));
  return new Set(rows.map((r) => r.id));
}

export async function existingColleges(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: colleges.id }).from(colleges).where(and(inArray(colleges.id, ids), isNull(colleges.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

export async function replaceGrants(db: Db, courseId: number, eduIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(courseGrants).where(eq(courseGrants.courseId, courseId));
    if (eduIds.length > 0) await tx.insert(courseGrants).values(eduIds.map((eduId) => ({ courseId, eduId })));
  });
}

/** The student's class (null when none). */
export async function classOfUser(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ classId: users.classId }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.classId ?? null;
}

/** Courses (not deleted) within `scope`, in display order: what a user teaches, learns or sees. */
export async function coursesWhere(db: Db, scope: CourseScope, limit = 200): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(and(isNull(courses.deletedAt), scopeSql(scope)))
    .orderBy(asc(courses.sort), asc(courses.id))
    .limit(limit);
}

/** Active students of the classes, by class then username. */
export async function studentsOfClasses(db: Db, classIds: number[]): Promise<Array<{ id: number; username: string; name: string; classId: number | null; className: string }>> {
  if (classIds.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username, name: users.name, classId: users.classId, className: classes.name })
    .from(users)
    .innerJoin(classes, eq(classes.id, users.classId))
    .where(and(inArray(users.classId, classIds), eq(users.role, 'edu_student'), isNull(users.deletedAt)))
    .orderBy(asc(classes.id), asc(users.username));
}

/** Active teachers of the college (course teacher picker). */
export async function collegeTeachers(db: Db, eduId: number): Promise<Array<{ id: number; name: string; username: string }>> {
  return db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(and(eq(users.eduId, eduId), eq(users.role, 'edu_teacher'), eq(users.status, 1), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
}
