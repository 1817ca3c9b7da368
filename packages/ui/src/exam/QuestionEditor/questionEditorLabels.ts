import type { LeafQuestionType, PartialCredit, QuestionType } from '@finedu/domain';
import { defaultQuestionEditorCalculatedLabels, type QuestionEditorCalculatedLabels } from './questionEditorCalculatedLabels';
import { defaultQuestionEditorEmbeddedLabels, type QuestionEditorEmbeddedLabels } from './questionEditorEmbeddedLabels';
import { defaultQuestionEditorNotebookLabels, type QuestionEditorNotebookLabels } from './questionEditorNotebookLabels';
import { defaultQuestionEditorNumericLabels, type QuestionEditorNumericLabels } from './questionEditorNumericLabels';

/** Client-side validation messages (mirroring the contract); zh-CN by default. */
export interface QuestionEditorErrorLabels {
  stemRequired: string;
  stemTooLong: string;
  scoreRange: string;
  difficultyRange: string;
  knowledgePointsTooMany: string;
  knowledgePointTooLong: string;
  optionsCount: string;
  optionRequired: string;
  optionTooLong: string;
  singleAnswerRequired: string;
  multipleAnswerRequired: string;
  blanksCount: string;
  alternativeRequired: string;
  blankMarkersMismatch: (markers: number, blanks: number) => string;
  testsCount: string;
  testNameRequired: string;
  testCodeRequired: string;
  testPointsRange: string;
  childrenCount: string;
  childStemRequired: string;
  childScoreRange: string;
  datasetUrlInvalid: string;
  /** Starter code or a test's code over 20000 characters (optional: the zh-CN default is used when omitted). */
  codeTooLong?: string;
  /** The summary over the form when it cannot be submitted. */
  summary: (count: number) => string;
}

/** Every visible string of QuestionEditor; zh-CN by default. */
export interface QuestionEditorLabels {
  /** Accessible name of the form. */
  form: string;
  type: string;
  types: Record<QuestionType, string>;
  category: string;
  noCategory: string;
  stem: string;
  stemHelp: string;
  insertBlank: string;
  options: string;
  option: (letter: string) => string;
  optionCorrect: (letter: string) => string;
  addOption: string;
  removeOption: (letter: string) => string;
  moveOptionUp: (letter: string) => string;
  moveOptionDown: (letter: string) => string;
  partialCredit: string;
  partialCredits: Record<PartialCredit, string>;
  /** The per-option share of the points (single choice options other than the key, multiple choice under `sum`). */
  optionFraction: (letter: string) => string;
  /** Under the option fractions: what an empty field means. */
  optionFractionHelp: string;
  judgeAnswer: string;
  judgeTrue: string;
  judgeFalse: string;
  blanks: string;
  blank: (index: number) => string;
  alternative: (blank: number, index: number) => string;
  addAlternative: (blank: number) => string;
  removeAlternative: (blank: number, index: number) => string;
  addBlank: string;
  removeBlank: (index: number) => string;
  /** The share of a blank's points an alternative earns. */
  alternativeCredit: (blank: number, index: number) => string;
  /** Moodle's `*` wildcard in alternatives. */
  wildcard: string;
  ignoreCase: string;
  ignoreSpaces: string;
  /** The numeric question's key: answers, tolerances, credit, units, precision (and their messages). */
  numeric: QuestionEditorNumericLabels;
  /** Matching pairs and distractors; cloze gaps (issue 32). */
  embedded: QuestionEditorEmbeddedLabels;
  /** The calculated question: variables, formula, tolerance and the variants' preview (units and precision are `numeric`'s). */
  calculated: QuestionEditorCalculatedLabels;
  /** The notebook question: its starting cells (the hidden tests are the program type's strings). */
  notebook: QuestionEditorNotebookLabels;
  reference: string;
  template: string;
  tests: string;
  test: (index: number) => string;
  testName: string;
  testCode: string;
  testPoints: string;
  addTest: string;
  removeTest: (index: number) => string;
  material: string;
  datasetUrl: string;
  datasetUpload: string;
  children: string;
  child: (index: number) => string;
  childType: string;
  childScore: string;
  childStem: string;
  childAnalysis: string;
  addChild: string;
  removeChild: (index: number) => string;
  moveChildUp: (index: number) => string;
  moveChildDown: (index: number) => string;
  analysis: string;
  difficulty: string;
  difficulties: Record<1 | 2 | 3 | 4 | 5, string>;
  knowledgePoints: string;
  knowledgePointsHelp: string;
  removeKnowledgePoint: (point: string) => string;
  score: string;
  preview: string;
  submit: string;
  cancel: string;
  leafTypes: Record<LeafQuestionType, string>;
  errors: QuestionEditorErrorLabels;
}

const types: Record<QuestionType, string> = { single: '单选题', multiple: '多选题', judge: '判断题', blank: '填空题', numeric: '数值题', calculated: '计算题', matching: '配对题', cloze: '完形填空', short: '简答题', program: '编程题', notebook: '笔记本题', case: '案例分析题' };

export const defaultQuestionEditorLabels: QuestionEditorLabels = {
  form: '编辑题目',
  type: '题型',
  types,
  category: '分类',
  noCategory: '未分类',
  stem: '题干',
  stemHelp: '支持 Markdown、$公式$ 与图片；填空题用 ___ 或 {{1}} 标记空位',
  insertBlank: '插入空位',
  options: '选项',
  option: (letter) => `选项 ${letter}`,
  optionCorrect: (letter) => `${letter} 为正确答案`,
  addOption: '添加选项',
  removeOption: (letter) => `删除选项 ${letter}`,
  moveOptionUp: (letter) => `上移选项 ${letter}`,
  moveOptionDown: (letter) => `下移选项 ${letter}`,
  partialCredit: '部分得分',
  partialCredits: { none: '全对才得分', sum: '按选项得分比例累加（Moodle）：所选选项的比例相加，最低 0 分、最高满分', partial: '全对满分、漏选得部分分（按选对个数）、错选不得分', half: '少选得一半分', proportional: '按比例得分（选错倒扣）' },
  optionFraction: (letter) => `选项 ${letter} 得分比例 %`,
  optionFractionHelp: '得分比例：单选题中非正确答案的选项可得部分分（留空为 0）；多选题按比例累加时，留空则正确选项各得 100%/正确选项数，其他选项各扣同样比例。',
  judgeAnswer: '正确答案',
  judgeTrue: '对',
  judgeFalse: '错',
  blanks: '空位答案',
  blank: (index) => `第 ${index} 空`,
  alternative: (blank, index) => `第 ${blank} 空答案 ${index}`,
  addAlternative: (blank) => `为第 ${blank} 空添加可接受答案`,
  removeAlternative: (blank, index) => `删除第 ${blank} 空答案 ${index}`,
  addBlank: '添加空位',
  removeBlank: (index) => `删除第 ${index} 空`,
  alternativeCredit: (blank, index) => `第 ${blank} 空答案 ${index} 得分比例 %`,
  wildcard: '答案中的 * 可匹配任意文字（Moodle 通配符，\\* 表示星号本身）',
  ignoreCase: '忽略大小写',
  ignoreSpaces: '忽略空格',
  numeric: defaultQuestionEditorNumericLabels,
  embedded: defaultQuestionEditorEmbeddedLabels,
  calculated: defaultQuestionEditorCalculatedLabels,
  notebook: defaultQuestionEditorNotebookLabels,
  reference: '参考答案',
  template: '初始代码',
  tests: '隐藏测试',
  test: (index) => `测试 ${index}`,
  testName: '名称',
  testCode: '测试代码',
  testPoints: '分值',
  addTest: '添加测试',
  removeTest: (index) => `删除测试 ${index}`,
  material: '案例材料',
  datasetUrl: '数据集地址',
  datasetUpload: '上传数据集',
  children: '小题',
  child: (index) => `第 ${index} 小题`,
  childType: '小题题型',
  childScore: '小题分值',
  childStem: '小题题干',
  childAnalysis: '小题解析',
  addChild: '添加小题',
  removeChild: (index) => `删除第 ${index} 小题`,
  moveChildUp: (index) => `上移第 ${index} 小题`,
  moveChildDown: (index) => `下移第 ${index} 小题`,
  analysis: '解析',
  difficulty: '难度',
  difficulties: { 1: '1 很容易', 2: '2 容易', 3: '3 中等', 4: '4 较难', 5: '5 很难' },
  knowledgePoints: '知识点',
  knowledgePointsHelp: '输入后按回车添加，最多 20 个',
  removeKnowledgePoint: (point) => `删除知识点 ${point}`,
  score: '默认分值',
  preview: '学生视角预览',
  submit: '保存题目',
  cancel: '取消',
  leafTypes: { single: types.single, multiple: types.multiple, judge: types.judge, blank: types.blank, numeric: types.numeric, short: types.short, program: types.program },
  errors: {
    stemRequired: '请填写题干',
    stemTooLong: '题干不能超过 20000 个字符',
    scoreRange: '分值须大于 0 且不超过 1000',
    difficultyRange: '难度须为 1–5',
    knowledgePointsTooMany: '知识点最多 20 个',
    knowledgePointTooLong: '每个知识点不超过 50 个字符',
    optionsCount: '选项须为 2–10 个',
    optionRequired: '请填写选项内容',
    optionTooLong: '选项不能超过 2000 个字符',
    singleAnswerRequired: '请选择正确答案',
    multipleAnswerRequired: '请至少选择一个正确答案',
    blanksCount: '空位须为 1–20 个',
    alternativeRequired: '每个空至少填写一个可接受答案',
    blankMarkersMismatch: (markers, blanks) => `题干标记了 ${markers} 个空位，但设置了 ${blanks} 个答案`,
    testsCount: '编程题须有 1–20 个隐藏测试',
    testNameRequired: '请填写测试名称',
    testCodeRequired: '请填写测试代码',
    testPointsRange: '测试分值须大于 0 且不超过 1000',
    childrenCount: '案例分析题须有 1–20 个小题',
    childStemRequired: '请填写小题题干',
    childScoreRange: '小题分值须大于 0 且不超过 1000',
    datasetUrlInvalid: '数据集地址须以 http(s):// 或 / 开头',
    codeTooLong: '代码不能超过 20000 个字符',
    summary: (count) => `有 ${count} 处需要修改，请检查标红的字段`,
  },
};

/** Defaults merged with the caller's labels (nested records one level deep). */
export const mergeQuestionEditorLabels = (labels: Partial<QuestionEditorLabels> | undefined): QuestionEditorLabels => ({
  ...defaultQuestionEditorLabels,
  ...labels,
  types: { ...defaultQuestionEditorLabels.types, ...labels?.types },
  leafTypes: { ...defaultQuestionEditorLabels.leafTypes, ...labels?.leafTypes },
  partialCredits: { ...defaultQuestionEditorLabels.partialCredits, ...labels?.partialCredits },
  difficulties: { ...defaultQuestionEditorLabels.difficulties, ...labels?.difficulties },
  errors: { ...defaultQuestionEditorLabels.errors, ...labels?.errors },
  numeric: { ...defaultQuestionEditorLabels.numeric, ...labels?.numeric, errors: { ...defaultQuestionEditorLabels.numeric.errors, ...labels?.numeric?.errors } },
  embedded: {
    ...defaultQuestionEditorLabels.embedded,
    ...labels?.embedded,
    gapKinds: { ...defaultQuestionEditorLabels.embedded.gapKinds, ...labels?.embedded?.gapKinds },
    displays: { ...defaultQuestionEditorLabels.embedded.displays, ...labels?.embedded?.displays },
    errors: { ...defaultQuestionEditorLabels.embedded.errors, ...labels?.embedded?.errors },
  },
  calculated: {
    ...defaultQuestionEditorLabels.calculated,
    ...labels?.calculated,
    errors: { ...defaultQuestionEditorLabels.calculated.errors, ...labels?.calculated?.errors },
  },
  notebook: {
    ...defaultQuestionEditorLabels.notebook,
    ...labels?.notebook,
    kinds: { ...defaultQuestionEditorLabels.notebook.kinds, ...labels?.notebook?.kinds },
    errors: { ...defaultQuestionEditorLabels.notebook.errors, ...labels?.notebook?.errors },
  },
});
