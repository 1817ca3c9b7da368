import { routePath, type MarkingWorkKind } from '@finedu/domain';

/** Where a waiting exam or case is marked: the exam's marking tab, or the case-teaching page of the case. */
export function markingPathOf(work: { kind: MarkingWorkKind; id: number }): string {
  switch (work.kind) {
    case 'exam':
      return routePath('ExamGrade', { id: work.id });
    case 'case':
      return routePath('CourseCaseTeaching', { id: work.id });
    default:
      return work.kind satisfies never;
  }
}
