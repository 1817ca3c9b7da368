import type { QuestionType } from '@finedu/domain';

/** Validation messages of the paper builder (mirroring the contract); zh-CN by default. */
export interface PaperBuilderErrorLabels {
  titleRequired: string;
  titleTooLong: string;
  durationRange: string;
  sectionsCount: string;
  sectionTitleRequired: string;
  sectionTooManyQuestions: string;
  scoreRange: string;
  noQuestions: string;
  duplicateQuestion: (number: number) => string;
  summary: (count: number) => string;
}

/** Every visible string of PaperBuilder; zh-CN by default. */
export interface PaperBuilderLabels {
  form: string;
  title: string;
  description: string;
  duration: string;
  minutes: string;
  totals: (questions: number, score: string, minutes: number) => string;
  section: (index: number) => string;
  sectionTitle: string;
  sectionDescription: string;
  sectionTotals: (questions: number, score: string) => string;
  addSection: string;
  newSectionTitle: (index: number) => string;
  removeSection: (index: number) => string;
  moveSectionUp: (index: number) => string;
  moveSectionDown: (index: number) => string;
  addQuestions: string;
  /** Sets the same score on every question of a section. */
  batchScore: (index: number) => string;
  applyBatchScore: string;
  emptySection: string;
  columns: { number: string; type: string; stem: string; difficulty: string; score: string; actions: string };
  questionScore: (number: number) => string;
  moveQuestionUp: (number: number) => string;
  moveQuestionDown: (number: number) => string;
  removeQuestion: (number: number) => string;
  dragHandle: (number: number) => string;
  missingQuestion: (id: number) => string;
  types: Record<QuestionType, string>;
  submit: string;
  cancel: string;
  errors: PaperBuilderErrorLabels;
}

export const defaultPaperBuilderLabels: PaperBuilderLabels = {
  form: '组卷',
  title: '试卷名称',
  description: '试卷说明',
  duration: '考试时长',
  minutes: '分钟',
  totals: (questions, score, minutes) => `共 ${questions} 题 · 总分 ${score} 分 · 时长 ${minutes} 分钟`,
  section: (index) => `第 ${index} 部分`,
  sectionTitle: '大题名称',
  sectionDescription: '大题说明',
  sectionTotals: (questions, score) => `${questions} 题 · ${score} 分`,
  addSection: '添加大题',
  newSectionTitle: (index) => `第 ${index} 部分`,
  removeSection: (index) => `删除第 ${index} 部分`,
  moveSectionUp: (index) => `上移第 ${index} 部分`,
  moveSectionDown: (index) => `下移第 ${index} 部分`,
  addQuestions: '从题库添加题目',
  batchScore: (index) => `第 ${index} 部分每题分值`,
  applyBatchScore: '统一设分',
  emptySection: '本部分还没有题目，点击“从题库添加题目”选题',
  columns: { number: '题号', type: '题型', stem: '题干', difficulty: '难度', score: '分值', actions: '操作' },
  questionScore: (number) => `第 ${number} 题分值`,
  moveQuestionUp: (number) => `上移第 ${number} 题`,
  moveQuestionDown: (number) => `下移第 ${number} 题`,
  removeQuestion: (number) => `移除第 ${number} 题`,
  dragHandle: (number) => `拖动第 ${number} 题`,
  missingQuestion: (id) => `题目 #${id}（未加载或已删除）`,
  types: { single: '单选题', multiple: '多选题', judge: '判断题', blank: '填空题', numeric: '数值题', calculated: '计算题', matching: '配对题', cloze: '完形填空', short: '简答题', program: '编程题', notebook: '笔记本题', case: '案例分析题' },
  submit: '保存试卷',
  cancel: '取消',
  errors: {
    titleRequired: '请填写试卷名称',
    titleTooLong: '试卷名称不能超过 100 个字符',
    durationRange: '考试时长须为 1–600 分钟的整数',
    sectionsCount: '试卷须有 1–20 个部分',
    sectionTitleRequired: '请填写大题名称',
    sectionTooManyQuestions: '每个部分最多 200 题',
    scoreRange: '分值须大于 0 且不超过 1000',
    noQuestions: '试卷至少需要一道题',
    duplicateQuestion: (number) => `第 ${number} 题在试卷中重复出现`,
    summary: (count) => `有 ${count} 处需要修改，请检查标红的字段`,
  },
};

/** Defaults merged with the caller's labels (nested records one level deep). */
export const mergePaperBuilderLabels = (labels: Partial<PaperBuilderLabels> | undefined): PaperBuilderLabels => ({
  ...defaultPaperBuilderLabels,
  ...labels,
  columns: { ...defaultPaperBuilderLabels.columns, ...labels?.columns },
  types: { ...defaultPaperBuilderLabels.types, ...labels?.types },
  errors: { ...defaultPaperBuilderLabels.errors, ...labels?.errors },
});
