import type { Role } from '../permission/roles.js';

/**
 * Every route of spec §2 with its name, full path, title (zh-CN / en-US) and the roles that may open it.
 * `roles: 'free'` routes pass the navigation guard without a token; `'login'` routes are the sign-in pages;
 * otherwise the route needs a token and its name in the user's `allow_routes`, which the server derives
 * from `roles` (and the college's enabled modules).
 */
export interface RouteDef {
  name: string;
  path: string;
  title: { zh: string; en: string };
  /**
   * The title some roles see instead, where the route shows them another page under the same path (ExamIndex is
   * the staff's 考试管理 and the student's 我的考试): the menu, breadcrumb and page title say the same words.
   */
  roleTitles?: Partial<Record<Role, { zh: string; en: string }>>;
  roles: 'free' | 'login' | readonly Role[];
  /** Name of the layout route this one renders inside (EduHome or AdminHome), if any. */
  layout?: 'EduHome' | 'AdminHome';
  /** Shown in the layout's left menu. */
  menu?: boolean;
}

const SYS_ADMIN = ['sys_admin'] as const satisfies readonly Role[];
const SYS_ALL = ['sys_admin', 'sys_teacher'] as const satisfies readonly Role[];
const EDU_ALL = ['edu_admin', 'edu_teacher', 'edu_student'] as const satisfies readonly Role[];
const EDU_STAFF = ['edu_admin', 'edu_teacher'] as const satisfies readonly Role[];
const EDU_ADMIN = ['edu_admin'] as const satisfies readonly Role[];
const EDU_STUDENT = ['edu_student'] as const satisfies readonly Role[];
const ALL = ['sys_admin', 'sys_teacher', 'edu_admin', 'edu_teacher', 'edu_student'] as const satisfies readonly Role[];
/** Everyone who may have match sessions: the platform's users and competition accounts (their only page). */
const WITH_SESSIONS = [...ALL, 'competitor'] as const satisfies readonly Role[];

const t = (zh: string, en: string) => ({ zh, en });

const COMPETITION_TABS = [
  ['base', 'Base', t('基本信息', 'Basics')],
  ['group', 'Group', t('分组', 'Groups')],
  ['user', 'User', t('参赛人员', 'Participants')],
  ['team', 'Team', t('队伍', 'Teams')],
  ['examine', 'Examine', t('赛题', 'Rounds')],
  ['paper', 'Paper', t('试卷', 'Papers')],
  ['grade', 'Grade', t('成绩', 'Results')],
] as const;

const competitionChildren = (prefix: string, base: string, roles: readonly Role[], layout: 'EduHome' | 'AdminHome'): RouteDef[] =>
  COMPETITION_TABS.map(([seg, suffix, title]) => ({ name: `${prefix}${suffix}`, path: `${base}/:id/${seg}`, title, roles, layout }));

export const ROUTES: readonly RouteDef[] = [
  // Public routes
  { name: 'Login', path: '/login', title: t('登录', 'Sign in'), roles: 'login' },
  { name: 'Home', path: '/home', title: t('首页', 'Home'), roles: 'free' },
  { name: 'Competition', path: '/competition', title: t('竞赛', 'Competition'), roles: 'free' },
  { name: 'CompetitionLogin', path: '/competition/login', title: t('竞赛登录', 'Competition sign-in'), roles: 'login' },
  { name: 'CompetitionHome', path: '/competition/home', title: t('竞赛场次', 'Match sessions'), roles: WITH_SESSIONS },
  { name: 'GeneratorPreview', path: '/generator/preview', title: t('组卷预览', 'Generated paper preview'), roles: 'free' },
  // Preview and test routes
  { name: 'PaperPreview', path: '/paper/preview', title: t('试卷预览', 'Paper preview'), roles: 'free' },
  { name: 'AdPreview', path: '/ad/preview/:id', title: t('公告预览', 'Announcement preview'), roles: 'free' },
  { name: 'FullTest', path: '/test', title: t('综合测试', 'Full test'), roles: ALL },

  // College area
  { name: 'EduHome', path: '/edu', title: t('院校首页', 'College home'), roles: EDU_ALL },
  { name: 'Courses', path: '/edu/course', title: t('我的课程', 'My courses'), roles: EDU_ALL, layout: 'EduHome', menu: true },
  { name: 'CourseTeacher', path: '/edu/course/teacher', title: t('课程管理', 'Course management'), roles: EDU_STAFF, layout: 'EduHome', menu: true },
  { name: 'CourseDetail', path: '/edu/course/:id', title: t('课程详情', 'Course detail'), roles: EDU_STAFF, layout: 'EduHome' },
  { name: 'CourseCaseTeaching', path: '/edu/course/teacher/:id', title: t('案例教学', 'Case teaching'), roles: EDU_STAFF, layout: 'EduHome' },
  { name: 'EduUser', path: '/edu/user', title: t('用户管理', 'Users'), roles: EDU_ADMIN, layout: 'EduHome', menu: true },
  { name: 'EduClass', path: '/edu/class', title: t('班级管理', 'Classes'), roles: EDU_ADMIN, layout: 'EduHome', menu: true },
  { name: 'EduQuestion', path: '/edu/question', title: t('题库管理', 'Question bank'), roles: EDU_STAFF, layout: 'EduHome', menu: true },
  { name: 'EduPaper', path: '/edu/paper', title: t('试卷管理', 'Papers'), roles: EDU_STAFF, layout: 'EduHome', menu: true },
  { name: 'ExamIndex', path: '/edu/examine/index', title: t('考试管理', 'Exams'), roleTitles: { edu_student: t('我的考试', 'My exams') }, roles: EDU_ALL, layout: 'EduHome', menu: true },
  { name: 'ExamPaper', path: '/edu/examine/paper', title: t('考试试卷', 'Exam papers'), roles: EDU_STAFF, layout: 'EduHome', menu: true },
  { name: 'ExamBase', path: '/edu/examine/:id/base', title: t('考试信息', 'Exam details'), roles: EDU_STAFF, layout: 'EduHome' },
  { name: 'ExamUser', path: '/edu/examine/:id/user', title: t('考生', 'Candidates'), roles: EDU_STAFF, layout: 'EduHome' },
  { name: 'ExamDetailPaper', path: '/edu/examine/:id/paper', title: t('试卷', 'Paper'), roles: EDU_STAFF, layout: 'EduHome' },
  { name: 'ExamGrade', path: '/edu/examine/:id/grade', title: t('阅卷与成绩', 'Marking and grades'), roles: EDU_STAFF, layout: 'EduHome' },
  { name: 'EduScore', path: '/edu/score', title: t('教务管理', 'Academic affairs'), roles: EDU_STAFF, layout: 'EduHome', menu: true },
  { name: 'EduMarking', path: '/edu/marking', title: t('待批阅', 'To mark'), roles: EDU_STAFF, layout: 'EduHome', menu: true },
  { name: 'EduGrade', path: '/edu/grade', title: t('我的成绩', 'My grades'), roles: EDU_STUDENT, layout: 'EduHome', menu: true },
  { name: 'EduResource', path: '/edu/resource', title: t('教学资源', 'Teaching resources'), roles: EDU_ALL, layout: 'EduHome', menu: true },
  { name: 'DataCenter', path: '/edu/data-center', title: t('数据中心', 'Data centre'), roles: EDU_ALL, layout: 'EduHome', menu: true },
  { name: 'StudyDetail', path: '/edu/study/:id/detail', title: t('案例教学', 'Case teaching'), roles: EDU_ALL, layout: 'EduHome' },
  { name: 'StudyChapter', path: '/edu/study/:id/chapter', title: t('章节学习', 'Chapter'), roles: EDU_ALL, layout: 'EduHome' },
  { name: 'EduBlockCases', path: '/edu/block_case', title: t('区块链实验', 'Blockchain labs'), roles: EDU_ALL, layout: 'EduHome', menu: true },
  { name: 'EduBlockCaseStudents', path: '/edu/block_case/:id/students', title: t('实验情况', 'Lab results'), roles: EDU_STAFF, layout: 'EduHome' },
  { name: 'EduCompetitions', path: '/edu/competitions', title: t('我的竞赛', 'My competitions'), roles: EDU_STUDENT, layout: 'EduHome', menu: true },
  { name: 'EduCompetition', path: '/edu/competition', title: t('竞赛管理', 'Competitions'), roles: EDU_STAFF, layout: 'EduHome', menu: true },
  ...competitionChildren('EduCompetition', '/edu/competition', EDU_STAFF, 'EduHome'),

  // Other routes
  { name: 'CaseDetail', path: '/case/detail/:id', title: t('案例详情', 'Case detail'), roles: ALL },
  { name: 'CaseTheory', path: '/bigdata/theory/:id', title: t('案例原理', 'Case theory'), roles: ALL },
  { name: 'BlockLab', path: '/block_case/lab/:id', title: t('区块链实验', 'Blockchain lab'), roles: ALL },
  { name: 'ExamTake', path: '/examine/:id', title: t('在线考试', 'Exam'), roles: [...EDU_STUDENT, 'competitor'] },

  // System admin area
  { name: 'AdminHome', path: '/admin', title: t('管理后台', 'Administration'), roles: SYS_ALL },
  { name: 'Current', path: '/admin/current', title: t('个人信息', 'Profile'), roles: ALL, layout: 'AdminHome', menu: true },
  { name: 'Edu', path: '/admin/edu', title: t('院校管理', 'Colleges'), roles: SYS_ADMIN, layout: 'AdminHome', menu: true },
  { name: 'EduDetail', path: '/admin/edu/:id', title: t('院校详情', 'College detail'), roles: SYS_ADMIN, layout: 'AdminHome' },
  { name: 'AdminUser', path: '/admin/user', title: t('用户管理', 'Users'), roles: SYS_ADMIN, layout: 'AdminHome', menu: true },
  { name: 'BlockCase', path: '/admin/block_case', title: t('区块链案例库', 'Blockchain cases'), roles: SYS_ADMIN, layout: 'AdminHome', menu: true },
  { name: 'BlockCaseCase', path: '/admin/block_case/case', title: t('案例', 'Cases'), roles: SYS_ADMIN, layout: 'AdminHome' },
  { name: 'BlockCaseOrganization', path: '/admin/block_case/organization', title: t('组织', 'Organizations'), roles: SYS_ADMIN, layout: 'AdminHome' },
  { name: 'BlockCaseBusiness', path: '/admin/block_case/business', title: t('业务', 'Business'), roles: SYS_ADMIN, layout: 'AdminHome' },
  { name: 'BlockCaseProcess', path: '/admin/block_case/process', title: t('流程', 'Processes'), roles: SYS_ADMIN, layout: 'AdminHome' },
  { name: 'AdminQuestion', path: '/admin/question', title: t('题库管理', 'Question bank'), roles: SYS_ADMIN, layout: 'AdminHome', menu: true },
  { name: 'AdminPaper', path: '/admin/paper', title: t('试卷管理', 'Papers'), roles: SYS_ADMIN, layout: 'AdminHome', menu: true },
  { name: 'Bigdata', path: '/admin/case', title: t('案例管理', 'Cases'), roles: SYS_ALL, layout: 'AdminHome', menu: true },
  { name: 'AdminCourse', path: '/admin/course', title: t('平台课程', 'Platform courses'), roles: SYS_ADMIN, layout: 'AdminHome', menu: true },
  { name: 'AdminCompetition', path: '/admin/competition', title: t('竞赛管理', 'Competitions'), roles: SYS_ADMIN, layout: 'AdminHome', menu: true },
  ...competitionChildren('AdminCompetition', '/admin/competition', SYS_ADMIN, 'AdminHome'),
  { name: 'Edition', path: '/admin/edition', title: t('教材库', 'Materials library'), roles: SYS_ADMIN, layout: 'AdminHome', menu: true },
  { name: 'ResourceStore', path: '/admin/resourceStore', title: t('资源配置', 'Resource configuration'), roles: SYS_ADMIN, layout: 'AdminHome', menu: true },
  { name: 'Articles', path: '/admin/articles', title: t('新闻管理', 'News'), roles: SYS_ADMIN, layout: 'AdminHome', menu: true },
  { name: 'Operations', path: '/admin/operations', title: t('运行监控', 'Monitoring'), roles: SYS_ADMIN, layout: 'AdminHome', menu: true },
  { name: 'Test', path: '/admin/test', title: t('测试', 'Test'), roles: SYS_ADMIN, layout: 'AdminHome', menu: true },

  { name: 'NotFound', path: '*', title: t('页面不存在', 'Page not found'), roles: 'free' },
];

/** Routes that pass the guard without any check (spec §2, navigation guard). */
export const FREE_ROUTES = ['NotFound', 'Test', 'Home', 'Competition', 'PaperPreview', 'AdPreview', 'GeneratorPreview'] as const;
/** Sign-in pages: a logged-in user is sent away from them. */
export const LOGIN_ROUTES = ['Login', 'CompetitionLogin'] as const;
/**
 * Landing routes redirect by role (spec §2): the areas' own URLs. Home is not one: it is the public front page
 * (issue 12), shown to visitors and signed-in users alike, with the way into the user's area.
 */
export const LANDING_ROUTES = ['EduHome', 'AdminHome'] as const;

/** The title `role` sees for a route: its own title unless the route names another for that role. */
export function routeTitleFor(route: Pick<RouteDef, 'title' | 'roleTitles'>, role: string | undefined): { zh: string; en: string } {
  return (role === undefined ? undefined : route.roleTitles?.[role as Role]) ?? route.title;
}

/** Where a landing route sends each role (spec §2). */
export function landingRouteFor(role: string | undefined): string {
  switch (role) {
    case 'edu_student':
    case 'edu_teacher':
      return 'Courses';
    case 'edu_admin':
      return 'EduUser';
    case 'sys_admin':
      return 'Edu';
    case 'competitor':
      return 'CompetitionHome';
    default:
      return 'Bigdata';
  }
}

/** Where a logged-in user on a login route goes (spec §2); a competition account only ever has CompetitionHome. */
export function homeRouteFor(role: string | undefined, loginRoute: string): string {
  if (loginRoute === 'CompetitionLogin' || role === 'competitor') return 'CompetitionHome';
  return role?.startsWith('edu') ? 'EduHome' : 'Home';
}

const BY_NAME = new Map(ROUTES.map((r) => [r.name, r]));
export const findRoute = (name: string): RouteDef | undefined => BY_NAME.get(name);

/** Route names a role may open; the server answers these as `allow_routes`. */
export function allowedRoutesFor(role: Role): string[] {
  return ROUTES.filter((r) => r.roles === 'free' || r.roles === 'login' || r.roles.includes(role)).map((r) => r.name);
}

/** Fill a route path's `:params`. */
export function routePath(name: string, params: Record<string, string | number> = {}): string {
  const def = BY_NAME.get(name);
  if (!def) throw new Error(`unknown route ${name}`);
  return def.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`route ${name} needs :${key}`);
    return encodeURIComponent(String(value));
  });
}
