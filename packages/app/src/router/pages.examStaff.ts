import type { PageComponent } from './page';
import { examPage, page } from './page';
import { loadExamMessages, loadSimilarityMessages } from '../i18n/featureMessages';

/** Exam pages (staff), by route name (ROUTES in @finedu/domain); files under pages/exam/staff/. */
export const EXAM_STAFF_PAGES: Partial<Record<string, PageComponent>> = {
  ExamIndex: examPage(() => import('../pages/exam/staff/ExamIndexPage')),
  ExamPaper: examPage(() => import('../pages/exam/staff/ExamPaperPage')),
  ExamBase: examPage(() => import('../pages/exam/staff/ExamBasePage')),
  ExamUser: examPage(() => import('../pages/exam/staff/ExamUserPage')),
  ExamDetailPaper: examPage(() => import('../pages/exam/staff/ExamDetailPaperPage')),
  // Its similarity tab's messages load with it.
  ExamGrade: page(() => import('../pages/exam/staff/ExamGradePage'), loadExamMessages, loadSimilarityMessages),
  EduScore: examPage(() => import('../pages/exam/staff/EduScorePage')),
};
