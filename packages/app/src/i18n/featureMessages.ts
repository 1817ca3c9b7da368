import { registerMessages } from './messages';

// Feature catalogs are their own chunks: the sign-in page never downloads the exam or course texts.
let exam: Promise<void> | undefined;
let course: Promise<void> | undefined;
let competition: Promise<void> | undefined;
let operations: Promise<void> | undefined;
let home: Promise<void> | undefined;
let deviceCheck: Promise<void> | undefined;
let blockCase: Promise<void> | undefined;
let blockLab: Promise<void> | undefined;
let dashboard: Promise<void> | undefined;

/** The exam engine's messages (banks, papers, staff and student pages). */
export const loadExamMessages = (): Promise<void> =>
  (exam ??= import('./messages/exam').then((m) => registerMessages({ 'zh-CN': m.examZhCN, 'en-US': m.examEnUS })));

/** The courses, resources and articles messages. */
export const loadCourseMessages = (): Promise<void> =>
  (course ??= import('./messages/course').then((m) => registerMessages({ 'zh-CN': m.courseZhCN, 'en-US': m.courseEnUS })));

/** The competitions messages (management tabs, the student side, the public site, match sessions). */
export const loadCompetitionMessages = (): Promise<void> =>
  (competition ??= import('./messages/competition').then((m) => registerMessages({ 'zh-CN': m.competitionZhCN, 'en-US': m.competitionEnUS })));

/** The operations monitor's messages. */
export const loadOperationsMessages = (): Promise<void> =>
  (operations ??= import('./messages/operations').then((m) => registerMessages({ 'zh-CN': m.operationsZhCN, 'en-US': m.operationsEnUS })));

/** The public home's messages. */
export const loadHomeMessages = (): Promise<void> =>
  (home ??= import('./messages/home').then((m) => registerMessages({ 'zh-CN': m.homeZhCN, 'en-US': m.homeEnUS })));
/** The device check's messages (FullTest). */
export const loadDeviceCheckMessages = (): Promise<void> =>
  (deviceCheck ??= import('./messages/deviceCheck').then((m) => registerMessages({ 'zh-CN': m.deviceCheckZhCN, 'en-US': m.deviceCheckEnUS })));

/** The blockchain case library's authoring messages (issue 11). */
export const loadBlockCaseMessages = (): Promise<void> =>
  (blockCase ??= import('./messages/blockCase').then((m) => registerMessages({ 'zh-CN': m.blockCaseZhCN, 'en-US': m.blockCaseEnUS })));

/** The blockchain lab's messages (the lab page, the lab list, the class overview; issue 11). */
export const loadBlockLabMessages = (): Promise<void> =>
  (blockLab ??= import('./messages/blockLab').then((m) => registerMessages({ 'zh-CN': m.blockLabZhCN, 'en-US': m.blockLabEnUS })));

/** The landing pages' attention panel (issue 18): loads with each role's landing page. */
export const loadDashboardMessages = (): Promise<void> =>
  (dashboard ??= import('./messages/dashboard').then((m) => registerMessages({ 'zh-CN': m.dashboardZhCN, 'en-US': m.dashboardEnUS })));
