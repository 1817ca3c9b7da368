import { examPage, examTakingPage, type PageComponent } from './page';

/** Exam pages (student), by route name (ROUTES in @finedu/domain); files under pages/exam/student/. */
export const EXAM_STUDENT_PAGES: Partial<Record<string, PageComponent>> = {
  ExamTake: examTakingPage(() => import('../pages/exam/student/ExamTakePage')),
  EduGrade: examPage(() => import('../pages/exam/student/EduGradePage')),
};
