// Who may see what in the classroom: published cases of the caller's college; a student only their
// own work; a teacher only the students of the classes they head.
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import { findCase, type CaseWithType } from '../cases/index.js';
import { caseNotFound } from '../cases/index.js';
import * as repo from './repository.js';

export const studentNotFound = () => notFound('学生不存在', 'Student not found');

/** A published case the caller's college may study; otherwise "not found" (no hint it exists). */
export async function studyCase(db: Db, caller: AuthUser, caseId: number): Promise<CaseWithType> {
  const found = await findCase(db, caseId);
  if (found === null || found.row.status !== 'published') throw caseNotFound();
  if (caller.edu_id === null) throw forbidden();
  if (found.row.eduIds.length > 0 && !found.row.eduIds.includes(caller.edu_id)) throw caseNotFound();
  return found;
}

export async function ownClassIds(db: Db, teacher: AuthUser): Promise<number[]> {
  if (teacher.edu_id === null) return [];
  return (await repo.teacherClasses(db, teacher.id, teacher.edu_id)).map((c) => c.id);
}

/** A student of one of the teacher's classes. */
export async function ownStudent(db: Db, teacher: AuthUser, userId: number): Promise<UserRow> {
  const student = await repo.findUser(db, userId);
  if (student === null || student.deletedAt !== null || student.role !== 'edu_student' || student.eduId !== teacher.edu_id || student.classId === null) throw studentNotFound();
  const classIds = await ownClassIds(db, teacher);
  if (!classIds.includes(student.classId)) throw studentNotFound();
  return student;
}

/** Whose work a call is about: the caller, or (teachers only) one of their students. */
export async function subjectOf(db: Db, caller: AuthUser, userId: number | undefined): Promise<number> {
  if (userId === undefined || userId === caller.id) return caller.id;
  if (caller.role !== 'edu_teacher') throw forbidden();
  return (await ownStudent(db, caller, userId)).id;
}
