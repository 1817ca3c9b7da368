import { loadAdminMessages, loadCasesMessages, loadDashboardMessages, loadSimilarityMessages } from '../i18n/featureMessages';
import { casePage, deviceCheckPage, homePage, operationsPage, page, type PageComponent } from './page';
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
  Current: page(() => import('../pages/Current/CurrentPage'), loadAdminMessages),
  // The admins' landing pages carry the attention panel (issue 18).
  Edu: page(() => import('../pages/Edu/EduPage'), loadDashboardMessages, loadAdminMessages),
  EduDetail: page(() => import('../pages/Edu/EduDetailPage'), loadAdminMessages),
  AdminUser: page(() => import('../pages/Users/AdminUserPage'), loadAdminMessages),
  EduUser: page(() => import('../pages/Users/EduUserPage'), loadDashboardMessages, loadAdminMessages),
  EduClass: page(() => import('../pages/EduClass/EduClassPage'), loadAdminMessages),
  Bigdata: casePage(() => import('../pages/cases/admin/BigdataPage')),
  CaseDetail: casePage(() => import('../pages/cases/workspace/CaseDetailPage')),
  StudyDetail: casePage(() => import('../pages/cases/workspace/StudyDetailPage')),
  CaseTheory: casePage(() => import('../pages/cases/theory/CaseTheoryPage')),
  CourseCaseTeaching: page(() => import('../pages/cases/teaching/CourseCaseTeachingPage'), loadCasesMessages, loadSimilarityMessages),
  // The marking queue (issue 34): its texts are the landing panel's, whose 待批阅 count it lists.
  EduMarking: page(() => import('../pages/dashboard/MarkingQueuePage'), loadDashboardMessages),
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
