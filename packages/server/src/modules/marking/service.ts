// The marking queue (issue 34): everything waiting for a teacher's (or a college admin's) marking. `markingWorkOf`
// is the one function that counts it; the landing page's 待批阅 count is taken from its answer, so both agree.
import type { MarkingWork, MarkingWorkRow } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import { waitingCases, waitingExams, type MarkingScope, type WaitingRow } from './repository.js';

/** The caller's scope: a teacher's own exams and classes, or a college admin's college; nobody else has a queue. */
export function markingScopeOf(user: AuthUser): MarkingScope {
  if (user.edu_id === null) throw forbidden();
  if (user.role === 'edu_teacher') return { kind: 'teacher', eduId: user.edu_id, teacherId: user.id };
  if (user.role === 'edu_admin') return { kind: 'college', eduId: user.edu_id };
  throw forbidden();
}

/** The queue of one scope, oldest waiting first, with its totals. */
export async function markingWorkOf(db: Db, scope: MarkingScope): Promise<MarkingWork> {
  const [exams, cases] = await Promise.all([waitingExams(db, scope), waitingCases(db, scope)]);
  // Only a class's head teacher marks its case work (the case-teaching page's rule); an admin reads it here.
  const caseMarker = scope.kind === 'teacher';
  const out = (kind: MarkingWorkRow['kind'], canMark: boolean) => (r: WaitingRow): MarkingWorkRow => ({
    kind,
    id: r.id,
    title: r.title,
    class_id: r.classId,
    class_name: r.className,
    students: r.students,
    items: r.items,
    since: r.since.toISOString(),
    can_mark: canMark,
  });
  const list = [...exams.map(out('exam', true)), ...cases.map(out('case', caseMarker))].sort(
    (a, b) => Date.parse(a.since) - Date.parse(b.since) || a.kind.localeCompare(b.kind) || a.id - b.id || (a.class_id ?? 0) - (b.class_id ?? 0),
  );
  return { list, students: list.reduce((n, r) => n + r.students, 0), items: list.reduce((n, r) => n + r.items, 0) };
}
