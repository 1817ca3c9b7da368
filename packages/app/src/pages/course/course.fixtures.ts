import type { Article, BlockLabAttemptSummary, ChapterDetail, ChapterNode, CourseDetail, MyCourse, PublishedBlockCase, SectionStudy, StudyCourse } from '@finedu/domain';

const node = (id: number, title: string, parent_id: number | null, children: ChapterNode[] = [], read = false): ChapterNode => ({
  id,
  parent_id,
  title,
  sort: id,
  resource_count: 0,
  case_count: 0,
  exam_count: 0,
  read,
  children,
});

export const myCourses: MyCourse[] = [
  {
    id: 3,
    title: '公司金融',
    cover: '',
    description: '',
    status: 'published',
    granted: false,
    teachers: [{ id: 21, name: '王老师' }],
    chapter_count: 4,
    progress: { read: 1, opened: 2, total: 4 },
    last_read_at: null,
  },
  {
    id: 4,
    title: '投资学',
    cover: 'https://cdn.example/cover.png',
    description: '',
    status: 'published',
    granted: true,
    teachers: [],
    chapter_count: 0,
    progress: { read: 0, opened: 0, total: 0 },
    last_read_at: null,
  },
];

export const studyCourse: StudyCourse = {
  id: 3,
  title: '公司金融',
  cover: '',
  description: '',
  teachers: [{ id: 21, name: '王老师' }],
  chapters: [node(10, '第一章 货币时间价值', null, [node(11, '1.1 终值与现值', 10, [], true), node(12, '1.2 年金', 10)], true), node(20, '第二章 风险与收益', null)],
  progress: { read: 2, opened: 3, total: 4 },
  next_chapter_id: 12,
};

/** A student's study of a section just opened (the answer of the reading report on open). */
export const openedStudy: SectionStudy = {
  opened: true,
  learned: false,
  read_seconds: 0,
  reached_end: false,
  video_fraction: 0,
  min_read_seconds: 60,
  missing: [{ kind: 'time', seconds: 60 }, { kind: 'end' }],
};

export const chapter12: ChapterDetail = {
  id: 12,
  course_id: 3,
  parent_id: 10,
  title: '1.2 年金',
  content: '## 普通年金\n\n现值 $PV = A \\cdot \\frac{1-(1+r)^{-n}}{r}$',
  sort: 2,
  resource_ids: [5],
  case_ids: [8],
  block_case_ids: [4],
  exam_ids: [9],
  resources: [{ id: 5, title: '年金讲义', type: 'document', kind: 'pdf', filename: '年金讲义.pdf', mime: 'application/pdf', size: 4096, url: '/storage/uploads/media/2/abc.pdf?signature=x' }],
  cases: [{ id: 8, title: '房贷月供计算' }],
  block_cases: [{ id: 4, title: '应收账款多级流转与保理融资' }],
  exams: [{ id: 9, title: '第一章测验' }],
  read: false,
  study: null,
  updated_at: '2026-11-01T02:00:00.000Z',
};

export const courseDetail: CourseDetail = {
  id: 3,
  edu_id: 1,
  title: '公司金融',
  cover: '',
  description: '',
  status: 'draft',
  sort: 0,
  granted: false,
  editable: true,
  teachers: [{ id: 7, name: 'Demo edu_teacher' }],
  classes: [{ id: 2, name: '金融2301' }],
  chapter_count: 3,
  min_read_seconds: 60,
  edu_ids: [],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  chapters: [node(10, '第一章 货币时间价值', null, [node(11, '1.1 终值与现值', 10)]), node(20, '第二章 风险与收益', null)],
};

export const chapter10: ChapterDetail = {
  ...chapter12,
  id: 10,
  parent_id: null,
  title: '第一章 货币时间价值',
  content: '# 货币时间价值',
  resource_ids: [],
  case_ids: [],
  block_case_ids: [],
  exam_ids: [],
  resources: [],
  cases: [],
  block_cases: [],
  exams: [],
};

export const article: Article = {
  id: 6,
  title: '量化投资工作坊通知',
  cover: '',
  summary: '面向全体学生',
  status: 'published',
  pinned: true,
  publish_at: '2026-11-20T01:00:00.000Z',
  author_name: '教务处',
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
  content: '<p>欢迎报名</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="海报">',
  format: 'html',
};

export const paged = <T>(list: T[]) => ({ list, total: list.length, page: 1, page_size: 20 });

/** The published blockchain case chapter12 links (issue 11). */
export const receivableBlockCase: PublishedBlockCase = {
  id: 4,
  title: '应收账款多级流转与保理融资',
  scenario: 'receivable',
  consensus: 'pow',
  objectives: [],
  organization_count: 5,
  step_count: 6,
  published_at: '2026-11-20T00:00:00.000Z',
};

/** The student's attempt at it, half done. */
export const receivableAttempt: BlockLabAttemptSummary = {
  id: 31,
  case_id: 4,
  case_title: '应收账款多级流转与保理融资',
  scenario: 'receivable',
  consensus: 'pow',
  user_id: 7,
  status: 'active',
  score: 45,
  steps_done: 3,
  step_count: 6,
  block_count: 2,
  created_at: '2026-11-24T01:00:00.000Z',
  updated_at: '2026-11-25T02:30:00.000Z',
  completed_at: null,
};
