/** Every visible string of GradebookTable; zh-CN by default. */
export interface GradebookTableLabels {
  table: string;
  student: string;
  className: string;
  total: string;
  letter: string;
  missingCount: string;
  /** An item's header: its title, full marks and category. */
  itemHeader: (title: string, max: string, category: string | null) => string;
  /** A category's header with its weight. */
  categoryHeader: (name: string, weight: string) => string;
  /** Not done yet (left out of the total). */
  missing: string;
  /** Done but not fully marked yet. */
  pending: string;
  /** Counted as 0 after the deadline. */
  zeroMissing: string;
  /** Excluded from the total. */
  excluded: string;
  /** Shown beside a score the teacher changed. */
  overridden: string;
  /** The original score of an overridden cell. */
  original: (score: string) => string;
  /** The action on a cell (screen readers): change this score. */
  edit: (student: string, item: string) => string;
  none: string;
  empty: string;
  /** Under the table: how missing work counts. */
  legend: string;
  /** After an export. */
  exported: (filename: string) => string;
}

export const defaultGradebookTableLabels: GradebookTableLabels = {
  table: '课程成绩册',
  student: '学生',
  className: '班级',
  total: '总评',
  letter: '等级',
  missingCount: '未完成',
  itemHeader: (title, max, category) => `${title}（满分 ${max}${category === null ? '，未分类' : `，${category}`}）`,
  categoryHeader: (name, weight) => `${name} ${weight}%`,
  missing: '缺',
  pending: '待批阅',
  zeroMissing: '0（逾期）',
  excluded: '不计',
  overridden: '已改',
  original: (score) => `原分 ${score}`,
  edit: (student, item) => `修改 ${student} 的「${item}」`,
  none: '—',
  empty: '本课程还没有学生',
  legend: '“缺”表示尚未完成，不计入总评；逾期计 0 分的项目在截止时间后显示“0（逾期）”。“已改”为教师改动过的成绩。',
  exported: (filename) => `已导出 ${filename}`,
};

export const gradebookTableLabelsEnUS: GradebookTableLabels = {
  table: 'Course gradebook',
  student: 'Student',
  className: 'Class',
  total: 'Total',
  letter: 'Grade',
  missingCount: 'Missing',
  itemHeader: (title, max, category) => `${title} (/${max}${category === null ? ', uncategorised' : `, ${category}`})`,
  categoryHeader: (name, weight) => `${name} ${weight}%`,
  missing: 'Missing',
  pending: 'To mark',
  zeroMissing: '0 (late)',
  excluded: 'Excluded',
  overridden: 'Overridden',
  original: (score) => `was ${score}`,
  edit: (student, item) => `Change ${student}'s "${item}"`,
  none: '—',
  empty: 'This course has no students yet',
  legend: '"Missing" work is not done yet and is left out of the total; an item counted as 0 after its deadline shows "0 (late)". "Overridden" marks a score the teacher changed.',
  exported: (filename) => `Exported ${filename}`,
};
