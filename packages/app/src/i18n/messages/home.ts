/** Messages of the public home (issue 12), each as [zh-CN, en-US]; both catalogs come from this one table. */
const PAIRS = {
  'home.skipToContent': ['跳到主要内容', 'Skip to main content'],
  'home.siteNav': ['站点导航', 'Site'],
  'home.nav.news': ['新闻动态', 'News'],
  'home.nav.competitions': ['竞赛', 'Competitions'],
  'home.nav.courses': ['课程', 'Courses'],
  'home.signIn': ['登录', 'Sign in'],
  'home.enter': ['进入我的工作台', 'Go to my workspace'],
  'home.welcome': ['欢迎回来，{name}', 'Welcome back, {name}'],
  'home.hero.lead': [
    '课程与章节学习、案例教学与在线 Python 笔记本、题库与考试、数据建模竞赛——一个平台完成金融与大数据课程的教、学、考、赛。',
    'Courses and chapters, case teaching with an in-browser Python notebook, question banks and exams, data-modelling competitions: teaching, learning, testing and contests for finance and big-data courses on one platform.',
  ],
  'home.hero.visitorHint': ['教师和学生请使用学校分配的账号登录。', 'Teachers and students sign in with the account their college gave them.'],
  'home.hero.competitionSite': ['参赛选手入口', 'Competitors'],
  'home.news.title': ['新闻动态', 'News'],
  'home.news.empty': ['暂无新闻', 'No news yet'],
  'home.news.emptyHint': ['平台发布的新闻和通知会显示在这里。', 'News and notices of the platform will appear here.'],
  'home.news.pinned': ['置顶', 'Pinned'],
  'home.competitions.title': ['竞赛', 'Competitions'],
  'home.competitions.all': ['查看全部竞赛', 'All competitions'],
  'home.competitions.empty': ['暂无公开竞赛', 'No public competitions'],
  'home.competitions.emptyHint': ['公开的竞赛开始报名后会显示在这里。', 'Public competitions appear here once they open for registration.'],
  'home.competitions.platform': ['平台竞赛', 'Platform competition'],
  'home.competitions.registration': ['报名：{window}', 'Registration: {window}'],
  'home.competitions.schedule': ['比赛：{window}', 'Contest: {window}'],
  'home.competitions.scheduleTbd': ['比赛：时间待定', 'Contest: dates to be announced'],
  'home.competitions.open': ['查看详情', 'Details'],
  'home.competitions.openNamed': ['查看竞赛「{title}」的详情', 'Details of the competition {title}'],
  'home.competitions.status.draft': ['草稿', 'Draft'],
  'home.competitions.status.registering': ['报名中', 'Registering'],
  'home.competitions.status.running': ['进行中', 'Running'],
  'home.competitions.status.ended': ['已结束', 'Ended'],
  'home.competitions.status.published': ['已公布结果', 'Results out'],
  'home.competitions.status.archived': ['已归档', 'Archived'],
  'home.courses.title': ['课程', 'Courses'],
  'home.courses.hint': ['平台提供的公共课程；登录后在「我的课程」中学习。', 'Courses the platform offers; sign in to study them under My courses.'],
  'home.courses.empty': ['暂无公开课程', 'No courses yet'],
  'home.courses.emptyHint': ['平台发布的公共课程会显示在这里。', 'Courses the platform publishes will appear here.'],
  'home.courses.chapters': ['{count} 个章节', '{count, plural, one {# chapter} other {# chapters}}'],
  'home.courses.noCover': ['暂无封面', 'No cover'],
  'home.footer': ['© {year} {name}', '© {year} {name}'],
} as const satisfies Record<string, readonly [string, string]>;

type HomeMessageId = keyof typeof PAIRS;

const pick = (index: 0 | 1) => Object.fromEntries(Object.entries(PAIRS).map(([id, pair]) => [id, pair[index]])) as Record<HomeMessageId, string>;

export const homeZhCN: Record<HomeMessageId, string> = pick(0);

export const homeEnUS: Record<HomeMessageId, string> = pick(1);
