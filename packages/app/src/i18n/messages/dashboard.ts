/** Messages of the landing pages' attention panel (issue 18), each as [zh-CN, en-US]; both catalogs come from this one table. */
const PAIRS = {
  'dashboard.title': ['待办与提醒', 'Needs attention'],
  'dashboard.empty': ['一切就绪，暂无待办', 'All set, nothing needs attention'],
  'dashboard.loadFailed': ['待办加载失败', 'Could not load what needs attention'],
  // Teacher
  'dashboard.teacher.marking': ['待批阅', 'To mark'],
  'dashboard.teacher.markingItem': ['{attempts} 份答卷 · {items} 道题待批', '{attempts, plural, one {# answer sheet} other {# answer sheets}} · {items, plural, one {# item} other {# items}} to mark'],
  'dashboard.teacher.markingNone': ['没有待批阅的答卷', 'No answers waiting to be marked'],
  'dashboard.teacher.running': ['进行中的考试', 'Exams running'],
  'dashboard.teacher.runningItem': ['作答中 {inProgress} · 已交卷 {submitted} / {candidates} 人', '{inProgress} writing · {submitted} of {candidates} submitted'],
  'dashboard.teacher.runningEnds': ['{time} 结束', 'Ends {time}'],
  'dashboard.teacher.runningNone': ['当前没有进行中的考试', 'No exam is running now'],
  'dashboard.teacher.behind': ['需要关注的学生', 'Students falling behind'],
  'dashboard.teacher.behindProgress': ['{className} · 学习进度 {progress}%（班级平均 {classProgress}%）', '{className} · progress {progress}% (class average {classProgress}%)'],
  'dashboard.teacher.behindMissed': ['{className} · 缺考「{exam}」', '{className} · missed “{exam}”'],
  'dashboard.teacher.behindNone': ['班级学生进度正常', 'Your classes are on track'],
  'dashboard.teacher.labs': ['最新实验结果', 'Latest lab results'],
  'dashboard.teacher.labItem': ['{name} · {score} 分', '{name} · {score} points'],
  'dashboard.teacher.labsNone': ['暂无实验记录', 'No lab attempts yet'],
  // Student
  'dashboard.student.nextExam': ['下一场考试', 'Next exam'],
  'dashboard.student.nextExamNone': ['暂无待参加的考试', 'No exam to sit'],
  'dashboard.student.examUpcoming': ['未开始', 'Not started'],
  'dashboard.student.examOpen': ['可参加', 'Open'],
  'dashboard.student.examInProgress': ['作答中', 'In progress'],
  'dashboard.student.examWindow': ['{start} 至 {end} · {minutes} 分钟', '{start} to {end} · {minutes} min'],
  'dashboard.student.nextSection': ['继续学习', 'Continue learning'],
  'dashboard.student.nextSectionItem': ['{course} · {chapter}（已学 {read}/{total}）', '{course} · {chapter} ({read} of {total} read)'],
  'dashboard.student.nextChapterItem': ['{course}（已学 {read}/{total}）', '{course} ({read} of {total} read)'],
  'dashboard.student.nextSectionNone': ['课程已全部学完', 'Every course is read'],
  'dashboard.student.results': ['最新成绩', 'Latest results'],
  'dashboard.student.resultExam': ['考试', 'Exam'],
  'dashboard.student.resultLab': ['实验', 'Lab'],
  'dashboard.student.resultScore': ['{score} / {total} 分', '{score} / {total}'],
  'dashboard.student.resultsNone': ['暂无已公布的成绩', 'No results released yet'],
  // Admins
  'dashboard.count.students': ['学生', 'Students'],
  'dashboard.count.teachers': ['教师', 'Teachers'],
  'dashboard.count.admins': ['院校管理员', 'College admins'],
  'dashboard.count.classes': ['班级', 'Classes'],
  'dashboard.count.courses': ['课程', 'Courses'],
  'dashboard.count.examsRunning': ['进行中的考试', 'Exams running'],
  'dashboard.count.activeToday': ['今日活跃用户', 'Active today'],
  'dashboard.count.colleges': ['院校', 'Colleges'],
  'dashboard.count.users': ['用户', 'Users'],
  'dashboard.count.cases': ['大数据案例', 'Big-data cases'],
  'dashboard.count.blockCases': ['区块链案例', 'Blockchain cases'],
  'dashboard.count.kernels': ['运行中的内核', 'Kernels running'],
  'dashboard.count.unknown': ['未接入', 'Not available'],
} as const satisfies Record<string, readonly [string, string]>;

type DashboardMessageId = keyof typeof PAIRS;

const pick = (index: 0 | 1) => Object.fromEntries(Object.entries(PAIRS).map(([id, pair]) => [id, pair[index]])) as Record<DashboardMessageId, string>;

export const dashboardZhCN: Record<DashboardMessageId, string> = pick(0);

export const dashboardEnUS: Record<DashboardMessageId, string> = pick(1);
