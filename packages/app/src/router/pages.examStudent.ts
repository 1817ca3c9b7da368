import { examPage, type PageComponent } from './page';

/** Exam pages (student), by route name (ROUTES in @finedu/domain); files under pages/exam/student/. */
export const EXAM_STUDENT_PAGES: Partial<Record<string, PageComponent>> = {
  ExamTake: examPage(() => import('../pages/exam/student/ExamTakePage')),
  EduGrade: examPage(() => import('../pages/exam/student/EduGradePage')),
};
