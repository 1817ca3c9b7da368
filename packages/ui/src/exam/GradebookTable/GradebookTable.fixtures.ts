import type { CourseGradebook, GradeCell } from '@finedu/domain';

const cell = (score: number | null, patch: Partial<GradeCell> = {}): GradeCell => ({ score, override: null, state: score === null ? 'missing' : 'counted', pending: false, ...patch });

const items: CourseGradebook['items'] = [
  { key: 'manual:1', kind: 'manual', title: '考勤', max_score: 10, category_id: 1, weight: 1, excluded: false, zero_when_missing: false, deadline: null, deadline_passed: false },
  { key: 'case:3', kind: 'case', title: '资产定价案例', max_score: 100, category_id: 1, weight: 1, excluded: false, zero_when_missing: true, deadline: '2026-11-20T16:00:00.000Z', deadline_passed: true },
  { key: 'lab:2', kind: 'lab', title: '应收账款上链', max_score: 100, category_id: 1, weight: 2, excluded: false, zero_when_missing: false, deadline: null, deadline_passed: false },
  { key: 'exam:5', kind: 'exam', title: '期末考试', max_score: 100, category_id: 2, weight: 1, excluded: false, zero_when_missing: false, deadline: '2026-12-30T08:00:00.000Z', deadline_passed: false },
];

/** 平时 40 % (考勤, the case, the lab ×2) and 期末 60 %: every figure as domain's gradeTotal computes it. */
export const weightedBook: CourseGradebook = {
  course: { id: 7, title: '金融数据分析基础' },
  classes: [{ id: 1, name: '金融2301' }],
  class_id: null,
  editable: true,
  categories: [
    { id: 1, name: '平时', weight: 40, aggregation: 'weighted' },
    { id: 2, name: '期末', weight: 60, aggregation: 'natural' },
  ],
  letters: [
    { letter: '优秀', min: 90 },
    { letter: '良好', min: 80 },
    { letter: '中等', min: 70 },
    { letter: '及格', min: 60 },
    { letter: '不及格', min: 0 },
  ],
  items,
  students: [
    { user_id: 11, username: '2023010101', name: '张三', class_name: '金融2301', cells: [cell(10), cell(84), cell(80), cell(100)], categories: [86, 100], total: 94.4, computed: 94.4, total_overridden: false, letter: '优秀', missing: 0 },
    { user_id: 12, username: '2023010102', name: '李四', class_name: '金融2301', cells: [cell(5), cell(null, { pending: true }), cell(60), cell(null)], categories: [56.67, null], total: 56.67, computed: 56.67, total_overridden: false, letter: '不及格', missing: 2 },
    { user_id: 13, username: '2023010103', name: '王五', class_name: '金融2301', cells: [cell(null), cell(null, { state: 'zero_missing' }), cell(null), cell(null)], categories: [0, null], total: 0, computed: 0, total_overridden: false, letter: '不及格', missing: 3 },
  ],
};

/** Some work not done yet: missing cells, a case waiting for its rubric marks, no total for a student with nothing done. */
export const partialBook: CourseGradebook = {
  ...weightedBook,
  students: [
    weightedBook.students[0]!,
    weightedBook.students[1]!,
    { ...weightedBook.students[2]!, cells: [cell(null), cell(null), cell(null), cell(null)], categories: [null, null], total: null, computed: null, letter: null, missing: 4 },
  ],
};

/** 李四's exam raised to 60 and 王五's total set to 60 (缓考), both with a reason in the audit trail. */
export const overriddenBook: CourseGradebook = {
  ...weightedBook,
  students: [
    weightedBook.students[0]!,
    { ...weightedBook.students[1]!, cells: [cell(5), cell(null, { pending: true }), cell(60), cell(40, { override: 60, state: 'overridden' })], categories: [56.67, 60], total: 58.67, computed: 58.67, letter: '不及格', missing: 1 },
    { ...weightedBook.students[2]!, total: 60, computed: 0, total_overridden: true, letter: '及格' },
  ],
};

export const emptyBook: CourseGradebook = { ...weightedBook, categories: [], items: [], students: [] };
