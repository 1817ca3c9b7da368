import type { PageComponent } from './page';
import { examPage } from './page';

/** Exam pages (staff), by route name (ROUTES in @finedu/domain); files under pages/exam/staff/. */
export const EXAM_STAFF_PAGES: Partial<Record<string, PageComponent>> = {
  ExamIndex: examPage(() => import('../pages/exam/staff/ExamIndexPage')),
  ExamPaper: examPage(() => import('../pages/exam/staff/ExamPaperPage')),
  ExamBase: examPage(() => import('../pages/exam/staff/ExamBasePage')),
  ExamUser: examPage(() => import('../pages/exam/staff/ExamUserPage')),
  ExamDetailPaper: examPage(() => import('../pages/exam/staff/ExamDetailPaperPage')),
  ExamGrade: examPage(() => import('../pages/exam/staff/ExamGradePage')),
  EduScore: examPage(() => import('../pages/exam/staff/EduScorePage')),
};
