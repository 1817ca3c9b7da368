// `teacher_learning` of the current-user answer: the courses a teacher teaches or a student learns.
import type { Role } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/users.js';
import { CourseService } from './courseService.js';

/** `{ id, title }` of the user's courses in display order; `[]` for roles that neither teach nor learn. */
export async function teacherLearningOf(db: Db, user: UserRow): Promise<Array<{ id: number; title: string }>> {
  const role = user.role as Role;
  if (role !== 'edu_teacher' && role !== 'edu_student') return [];
  return new CourseService(db).learning({ id: user.id, role, eduId: user.eduId, classId: role === 'edu_student' ? user.classId : null });
}
