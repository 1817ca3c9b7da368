import { deviceCheckPage, homePage, operationsPage, page, type PageComponent } from './page';
import { EXAM_PAGES } from './pages.exam';
import { COURSE_PAGES } from './pages.course';
import { COMPETITION_PAGES } from './pages.competition';
import { BLOCK_CASE_PAGES } from './pages.blockCase';

export type { PageComponent };

const ComingSoon = page(() => import('../pages/ComingSoon/ComingSoonPage'));

/** Pages of this issue; every other route shows the honest "not available yet" page in its layout. */
const PAGES: Partial<Record<string, PageComponent>> = {
  Login: page(() => import('../pages/Login/LoginPage')),
  CompetitionLogin: page(() => import('../pages/Login/CompetitionLoginPage')),
  NotFound: page(() => import('../pages/NotFound/NotFoundPage')),
  Current: page(() => import('../pages/Current/CurrentPage')),
  Edu: page(() => import('../pages/Edu/EduPage')),
  EduDetail: page(() => import('../pages/Edu/EduDetailPage')),
  AdminUser: page(() => import('../pages/Users/AdminUserPage')),
  EduUser: page(() => import('../pages/Users/EduUserPage')),
  EduClass: page(() => import('../pages/EduClass/EduClassPage')),
  Bigdata: page(() => import('../pages/cases/admin/BigdataPage')),
  CaseDetail: page(() => import('../pages/cases/workspace/CaseDetailPage')),
  StudyDetail: page(() => import('../pages/cases/workspace/StudyDetailPage')),
  CaseTheory: page(() => import('../pages/cases/theory/CaseTheoryPage')),
  CourseCaseTeaching: page(() => import('../pages/cases/teaching/CourseCaseTeachingPage')),
  ...EXAM_PAGES,
  ...COURSE_PAGES,
  ...COMPETITION_PAGES,
  ...BLOCK_CASE_PAGES,
  Operations: operationsPage(() => import('../pages/operations/OperationsPage')),
  Test: operationsPage(() => import('../pages/operations/SelfTestPage')),
  Home: homePage(() => import('../pages/Home/HomePage')),
  FullTest: deviceCheckPage(() => import('../pages/deviceCheck/FullTestPage')),
};

export const pageFor = (name: string): PageComponent => PAGES[name] ?? ComingSoon;

/** Route names that have a real page (the rest are placeholders for later issues). */
export const IMPLEMENTED_PAGES: readonly string[] = Object.keys(PAGES);
