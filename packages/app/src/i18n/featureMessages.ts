import { loadMessages } from './messages';

// Feature catalogs are their own chunks: the sign-in page never downloads the exam or course texts. Each loads once per
// locale (messages/index.ts); where a feature's en-US is a module of its own, a zh-CN page never downloads it.

/** The exam engine's messages (banks, papers, staff and student pages). */
export const loadExamMessages = (): Promise<void> =>
  loadMessages('exam', { 'zh-CN': () => import('./messages/exam').then((m) => m.examZhCN), 'en-US': () => import('./messages/exam.en-US').then((m) => m.examEnUS) });

/** The exam page's part of them (`exam.student.*`, `exam.numeric.*`): what a student sitting an exam loads. */
export const loadExamTakingMessages = (): Promise<void> =>
  loadMessages('examTaking', { 'zh-CN': () => import('./messages/examTaking').then((m) => m.examTakingZhCN), 'en-US': () => import('./messages/examTaking.en-US').then((m) => m.examTakingEnUS) });

/** Case teaching's messages (the case page, theory, teaching views, the case library's admin). */
export const loadCasesMessages = (): Promise<void> =>
  loadMessages('cases', { 'zh-CN': () => import('./messages/cases').then((m) => m.casesZhCN), 'en-US': () => import('./messages/cases.en-US').then((m) => m.casesEnUS) });

/** Administration's messages (colleges, users, classes, the account page; the competition accounts' user import). */
export const loadAdminMessages = (): Promise<void> =>
  loadMessages('admin', { 'zh-CN': () => import('./messages/admin').then((m) => m.adminZhCN), 'en-US': () => import('./messages/admin.en-US').then((m) => m.adminEnUS) });

/** The similarity check's messages (the case teaching page, the exam marking view). */
export const loadSimilarityMessages = (): Promise<void> =>
  loadMessages('similarity', { 'zh-CN': () => import('./messages/similarity').then((m) => m.similarityZhCN), 'en-US': () => import('./messages/similarity.en-US').then((m) => m.similarityEnUS) });

/** The courses, resources and articles messages. */
export const loadCourseMessages = (): Promise<void> =>
  loadMessages('course', { 'zh-CN': () => import('./messages/course').then((m) => m.courseZhCN), 'en-US': () => import('./messages/course').then((m) => m.courseEnUS) });

/** The competitions messages (management tabs, the student side, the public site, match sessions). */
export const loadCompetitionMessages = (): Promise<void> =>
  loadMessages('competition', { 'zh-CN': () => import('./messages/competition').then((m) => m.competitionZhCN), 'en-US': () => import('./messages/competition').then((m) => m.competitionEnUS) });

/** The operations monitor's messages. */
export const loadOperationsMessages = (): Promise<void> =>
  loadMessages('operations', { 'zh-CN': () => import('./messages/operations').then((m) => m.operationsZhCN), 'en-US': () => import('./messages/operations').then((m) => m.operationsEnUS) });

/** The public home's messages. */
export const loadHomeMessages = (): Promise<void> =>
  loadMessages('home', { 'zh-CN': () => import('./messages/home').then((m) => m.homeZhCN), 'en-US': () => import('./messages/home').then((m) => m.homeEnUS) });
/** The device check's messages (FullTest). */
export const loadDeviceCheckMessages = (): Promise<void> =>
  loadMessages('deviceCheck', { 'zh-CN': () => import('./messages/deviceCheck').then((m) => m.deviceCheckZhCN), 'en-US': () => import('./messages/deviceCheck').then((m) => m.deviceCheckEnUS) });

/** The blockchain case library's authoring messages (issue 11). */
export const loadBlockCaseMessages = (): Promise<void> =>
  loadMessages('blockCase', { 'zh-CN': () => import('./messages/blockCase').then((m) => m.blockCaseZhCN), 'en-US': () => import('./messages/blockCase').then((m) => m.blockCaseEnUS) });

/** The blockchain lab's messages (the lab page, the lab list, the class overview; issue 11). */
export const loadBlockLabMessages = (): Promise<void> =>
  loadMessages('blockLab', { 'zh-CN': () => import('./messages/blockLab').then((m) => m.blockLabZhCN), 'en-US': () => import('./messages/blockLab').then((m) => m.blockLabEnUS) });

/** The landing pages' attention panel (issue 18): loads with each role's landing page. */
export const loadDashboardMessages = (): Promise<void> =>
  loadMessages('dashboard', { 'zh-CN': () => import('./messages/dashboard').then((m) => m.dashboardZhCN), 'en-US': () => import('./messages/dashboard').then((m) => m.dashboardEnUS) });
