import type { PageComponent } from './page';
import { examPage } from './page';

/** Exam pages (bank and papers), by route name (ROUTES in @finedu/domain); files under pages/exam/bank/ and pages/exam/paper/. */
export const EXAM_BANK_PAGES: Partial<Record<string, PageComponent>> = {
  AdminQuestion: examPage(() => import('../pages/exam/bank/AdminQuestionPage')),
  EduQuestion: examPage(() => import('../pages/exam/bank/EduQuestionPage')),
  AdminPaper: examPage(() => import('../pages/exam/paper/AdminPaperPage')),
  EduPaper: examPage(() => import('../pages/exam/paper/EduPaperPage')),
  PaperPreview: examPage(() => import('../pages/exam/paper/PaperPreviewPage')),
  GeneratorPreview: examPage(() => import('../pages/exam/paper/GeneratorPreviewPage')),
};
