import { Suspense, lazy } from 'react';
import { PageSkeleton } from '../../../router/PageSkeleton';

// The student's list of exams is written beside this page (pages/exam/student); loaded only for students.
const StudentExamList = lazy(() => import('../student/StudentExamList').then((module) => ({ default: module.StudentExamList })));

/** ExamIndex for edu_student: their own exams, with the page's loading state while the list's code arrives. */
export function StudentExams() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <StudentExamList />
    </Suspense>
  );
}
