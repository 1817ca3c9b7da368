import { loadDashboardMessages } from '../i18n/featureMessages';
import { deviceCheckPage, homePage, operationsPage, page, type PageComponent } from './page';
import { EXAM_PAGES } from './pages.exam';
import { COURSE_PAGES } from './pages.course';
import { COMPETITION_PAGES } from './pages.competition';
import { BLOCK_CASE_PAGES } from './pages.blockCase';

export type { PageComponent };

const NotFound = page(() => import('../pages/NotFound/NotFoundPage'));

/** The page of every route of the spec, by route name (router/routeTable.test.tsx checks none is missing). */
const PAGES: Partial<Record<string, PageComponent>> = {
  Login: page(() => import('../pages/Login/LoginPage')),
  CompetitionLogin: page(() => import('../pages/Login/CompetitionLoginPage')),
  NotFound,
  Current: page(() => import('../pages/Current/CurrentPage')),
  // The admins' landing pages carry the attention panel (issue 18).
  Edu: page(() => import('../pages/Edu/EduPage'), loadDashboardMessages),
  EduDetail: page(() => import('../pages/Edu/EduDetailPage')),
  AdminUser: page(() => import('../pages/Users/AdminUserPage')),
  EduUser: page(() => import('../pages/Users/EduUserPage'), loadDashboardMessages),
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

/** A route name without a page (none in ROUTES) shows "page not found" rather than nothing. */
export const pageFor = (name: string): PageComponent => PAGES[name] ?? NotFound;

/** Route names that have a page. */
export const IMPLEMENTED_PAGES: readonly string[] = Object.keys(PAGES);
