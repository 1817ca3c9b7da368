// Who may read and edit which course. A course outside the caller's reach answers "not found", never "forbidden",
// so that ids of other colleges' courses reveal nothing.
import type { Role } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { CourseRow } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import * as repo from './courseRepository.js';

export interface Caller {
  id: number;
  role: Role;
  eduId: number | null;
  /** The student's class (students only; null otherwise). */
  classId: number | null;
}

export const courseNotFound = () => notFound('课程不存在', 'Course not found');
export const chapterNotFound = () => notFound('章节不存在', 'Chapter not found');
export const readOnlyCourse = () => badRequest('平台授权的课程为只读，不能修改', 'A granted platform course is read-only');

export async function callerOf(db: Db, user: AuthUser): Promise<Caller> {
  const classId = user.role === 'edu_student' ? await repo.classOfUser(db, user.id) : null;
  return { id: user.id, role: user.role, eduId: user.edu_id, classId };
}

export const isEduStaff = (caller: Caller) => (caller.role === 'edu_admin' || caller.role === 'edu_teacher') && caller.eduId !== null;

/** The courses the caller may read (lists, detail, study). */
export function readScope(caller: Caller): repo.CourseScope {
  if (caller.role === 'sys_admin') return { kind: 'all' };
  if (caller.eduId === null) return { kind: 'none' };
  if (caller.role === 'edu_admin' || caller.role === 'edu_teacher') return { kind: 'visibleTo', eduId: caller.eduId };
  if (caller.role === 'edu_student' && caller.classId !== null) return { kind: 'learnedBy', eduId: caller.eduId, classId: caller.classId };
  return { kind: 'none' };
}

/** A course the caller may read, else "not found". */
export async function readableCourse(db: Db, caller: Caller, id: number): Promise<CourseRow> {
  const row = await repo.findCourse(db, id, readScope(caller));
  if (row === null) throw courseNotFound();
  return row;
}

/**
 * May the caller change the course and its chapters? sys_admin: platform courses; edu_admin: the college's
 * courses; edu_teacher: the college's courses they teach. A granted course is read-only for colleges.
 */
export async function canEdit(db: Db, caller: Caller, course: CourseRow): Promise<boolean> {
  if (caller.role === 'sys_admin') return course.eduId === null;
  if (course.eduId === null || course.eduId !== caller.eduId) return false;
  if (caller.role === 'edu_admin') return true;
  if (caller.role === 'edu_teacher') return repo.isCourseTeacher(db, course.id, caller.id);
  return false;
}

/** A course the caller may change: "not found" when unseen, a clear refusal when seen but not theirs to change. */
export async function editableCourse(db: Db, caller: Caller, id: number): Promise<CourseRow> {
  const course = await readableCourse(db, caller, id);
  if (await canEdit(db, caller, course)) return course;
  if (course.eduId === null && caller.role !== 'sys_admin') throw readOnlyCourse();
  throw forbidden();
}
