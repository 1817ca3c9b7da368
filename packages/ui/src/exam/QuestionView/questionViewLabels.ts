import type { NumericPrecision, NumericReadFailure, NumericTolerance } from '@finedu/domain';
import type { QuestionType } from '@finedu/domain';

/** The strings of a numeric question's input, its reading and its key. */
export interface QuestionViewNumericLabels {
  /** Accessible name and placeholder of the answer box. */
  answer: string;
  placeholder: string;
  /** What the page read from the typed text (`number` with its unit, `base` the value in the base unit when it differs). */
  understood: (number: string, base: string | null) => string;
  /** Why the typed text is not a number the question accepts (it is still saved as typed). */
  notUnderstood: (reason: NumericReadFailure, unit: string | null) => string;
  /** The units a student may type. */
  units: (names: string) => string;
  /** The answer must carry a unit. */
  unitRequired: string;
  /** The required form of the number. */
  precision: (precision: NumericPrecision) => string;
  /** One accepted answer of the key: value, tolerance and credit (credit null when full). */
  key: (value: string, tolerance: { kind: NumericTolerance['kind']; amount: string } | null, credit: string | null) => string;
}

/** The strings of a notebook question's read-only cells (answering preview and result). */
export interface QuestionViewNotebookLabels {
  /** Accessible name of the list of cells. */
  cells: string;
  /** Caption of a code cell. */
  code: string;
  /** Caption of a markdown cell. */
  markdown: string;
  /** Marks a cell the student could not change. */
  locked: string;
  /** Under the notebook while answering: the hidden tests run in a fresh kernel after submitting. */
  tests: (count: number) => string;
  /** Result: heading of the student's notebook. */
  yourNotebook: string;
  /** Result: the student never changed the notebook (the starting cells are shown). */
  notAnswered: string;
  /** Result of a question with per-student data: the seed and the parameters (`n = 250, rate = 0.05`, '' when none) the student had. */
  data: (seed: number, params: string) => string;
}

/** The strings of a matching or cloze question (issue 32). */
export interface QuestionViewEmbeddedLabels {
  /** Accessible name of a matching question's list of prompts. */
  pairs: string;
  /** The empty entry of a select (nothing chosen yet). */
  choose: string;
  /** Accessible name of a cloze gap (1-based). */
  gap: (index: number) => string;
  /** Result: the right answer beside a prompt or gap. */
  rightAnswer: (text: string) => string;
  /** Result: the credit a cloze gap earned, when partial (`50`). */
  gapCredit: (percent: string) => string;
  /** The key: a matching question's distractors. */
  distractors: string;
}

/** Every visible string of QuestionView (and of the question views built on it); zh-CN by default. */
export interface QuestionViewLabels {
  /** Name of each question type. */
  types: Record<QuestionType, string>;
  /** The question's number as shown before the stem. */
  number: (number: number) => string;
  /** The question's score. */
  score: (score: number) => string;
  /** Flag button (to come back to the question later). */
  flag: string;
  /** Flag button while flagged. */
  unflag: string;
  /** Accessible name of the options of a choice question. */
  options: string;
  /** Judge: true. */
  judgeTrue: string;
  /** Judge: false. */
  judgeFalse: string;
  /** Accessible name of one blank (1-based). */
  blank: (index: number) => string;
  /** Heading of the blanks the stem does not place inline. */
  blanksList: string;
  /** Accessible name and placeholder of the short answer box. */
  shortAnswer: string;
  shortPlaceholder: string;
  /** Accessible name of the code editor. */
  code: string;
  /** Under a programming question: the hidden tests run after submitting. */
  programTests: (count: number) => string;
  /** A calculated question's result: the values this student was given (`loan = 30000，rate = 4.5`). */
  variantValues: (values: string) => string;
  /** Between two of those values: `，` in Chinese, `, ` in English. */
  valueSeparator: string;
  /** Heading of the case material. */
  material: string;
  /** Link to the case's dataset. */
  dataset: string;
  /** Heading of a case sub-question (1-based). */
  subQuestion: (index: number) => string;
  /** Result: the student's answer. */
  yourAnswer: string;
  /** Result: nothing was answered. */
  noAnswer: string;
  /** Result: the key of a choice, judge or blank question. */
  correctAnswer: string;
  /** Result: a short answer's reference. */
  referenceAnswer: string;
  /** Result: the analysis. */
  analysis: string;
  /** Result: the teacher's comment. */
  comment: string;
  /** Result: points awarded out of the score. */
  awarded: (awarded: string, score: string) => string;
  /** Result: awaiting a teacher's mark (`awarded: null`). */
  pending: string;
  correct: string;
  incorrect: string;
  /** Result: the teacher's feedback on a picked option or a blank's matched answer (`which`: the option letter or the blank). */
  answerFeedback: (which: string, feedback: string) => string;
  partial: string;
  /** Result: the outcomes of the hidden tests. */
  tests: string;
  testName: string;
  testPoints: string;
  testOutcome: string;
  testPassed: string;
  testFailed: string;
  /** Result: no test outcomes yet (no notebook backend at submit). */
  testsPending: string;
  /** A numeric question's input, reading and key (optional: the zh-CN defaults are used when omitted). */
  numeric?: QuestionViewNumericLabels;
  /** A notebook question's cells (optional: the zh-CN defaults are used when omitted). */
  notebook?: QuestionViewNotebookLabels;
  /** Separates a blank's accepted alternatives. */
  alternativesSeparator: string;
  /** Clears the pick of a single-choice or judge question (optional: the zh-CN default is used when omitted). */
  clearChoice?: string;
  /** A matching or cloze question's inputs and key (optional: the zh-CN defaults are used when omitted). */
  embedded?: QuestionViewEmbeddedLabels;
}

export const defaultQuestionViewLabels: QuestionViewLabels = {
  types: { single: '单选题', multiple: '多选题', judge: '判断题', blank: '填空题', numeric: '数值题', calculated: '计算题', matching: '配对题', cloze: '完形填空', short: '简答题', program: '编程题', notebook: '笔记本题', case: '案例分析题' },
  number: (number) => `${number}.`,
  score: (score) => `${score} 分`,
  flag: '标记本题',
  unflag: '取消标记',
  options: '选项',
  judgeTrue: '对',
  judgeFalse: '错',
  blank: (index) => `第 ${index} 空`,
  blanksList: '填写答案',
  shortAnswer: '作答区',
  shortPlaceholder: '请输入你的答案',
  code: '代码',
  programTests: (count) => `提交后将运行 ${count} 个隐藏测试用例评分`,
  variantValues: (values) => `本题数值：${values}`,
  valueSeparator: '，',
  material: '案例材料',
  dataset: '下载数据集',
  subQuestion: (index) => `第 ${index} 小题`,
  yourAnswer: '你的答案',
  noAnswer: '未作答',
  correctAnswer: '正确答案',
  referenceAnswer: '参考答案',
  analysis: '解析',
  comment: '教师评语',
  awarded: (awarded, score) => `得分 ${awarded} / ${score}`,
  pending: '待批阅',
  correct: '正确',
  incorrect: '错误',
  answerFeedback: (which, feedback) => `${which}：${feedback}`,
  partial: '部分正确',
  tests: '测试结果',
  testName: '测试',
  testPoints: '分值',
  testOutcome: '结果',
  testPassed: '通过',
  testFailed: '未通过',
  testsPending: '尚未评测',
  alternativesSeparator: ' / ',
  clearChoice: '清除选择',
  embedded: {
    pairs: '配对',
    choose: '请选择',
    gap: (index) => `第 ${index} 空`,
    rightAnswer: (text) => `正确答案：${text}`,
    gapCredit: (percent) => `得 ${percent}% 分`,
    distractors: '干扰项',
  },
  notebook: {
    cells: '笔记本单元格',
    code: '代码',
    markdown: '说明',
    locked: '已锁定',
    tests: (count) => `提交后将在全新内核中运行你的代码与 ${count} 个隐藏测试评分`,
    yourNotebook: '你的笔记本',
    notAnswered: '未修改笔记本，以下为初始单元格',
    data: (seed, params) => `该考生的数据：种子 ${seed}${params === '' ? '' : ` · 参数 ${params}`}`,
  },
  numeric: {
    answer: '数值答案',
    placeholder: '如 1,234.5、12%、1.2e3',
    understood: (number, base) => `已识别：${number}${base === null ? '' : `（= ${base}）`}`,
    notUnderstood: (reason, unit) =>
      reason === 'unknown_unit' ? `无法识别单位「${unit ?? ''}」，答案按原样保存，不能得分` : reason === 'unit_missing' ? '请在数值后填写单位，否则不能得分' : reason === 'empty' ? '' : '无法识别为数值，答案按原样保存，不能得分',
    units: (names) => `可用单位：${names}`,
    unitRequired: '须填写单位',
    precision: (precision) => (precision.kind === 'decimals' ? `保留 ${precision.digits} 位小数` : `保留 ${precision.digits} 位有效数字`),
    key: (value, tolerance, credit) =>
      `${value}${tolerance === null ? '' : tolerance.kind === 'relative' ? ` ± ${tolerance.amount}%` : ` ± ${tolerance.amount}`}${credit === null ? '' : `（得 ${credit}% 分）`}`,
  },
};

/** The numeric labels of a merged label set (the defaults when the caller gave none). */
export const numericLabelsOf = (labels: QuestionViewLabels): QuestionViewNumericLabels =>
  labels.numeric ?? (defaultQuestionViewLabels.numeric as QuestionViewNumericLabels);

/** The matching and cloze labels of a merged label set (the defaults when the caller gave none). */
export const embeddedLabelsOf = (labels: QuestionViewLabels): QuestionViewEmbeddedLabels =>
  labels.embedded ?? (defaultQuestionViewLabels.embedded as QuestionViewEmbeddedLabels);

/** The notebook labels of a merged label set (the defaults when the caller gave none). */
export const notebookLabelsOf = (labels: QuestionViewLabels): QuestionViewNotebookLabels =>
  labels.notebook ?? (defaultQuestionViewLabels.notebook as QuestionViewNotebookLabels);

/** Defaults merged with the caller's labels (types one level deep). */
export const mergeQuestionViewLabels = (labels: Partial<QuestionViewLabels> | undefined): QuestionViewLabels => ({
  ...defaultQuestionViewLabels,
  ...labels,
  types: { ...defaultQuestionViewLabels.types, ...labels?.types },
  clearChoice: labels?.clearChoice ?? defaultQuestionViewLabels.clearChoice,
  numeric: labels?.numeric ?? defaultQuestionViewLabels.numeric,
  notebook: labels?.notebook ?? defaultQuestionViewLabels.notebook,
  embedded: labels?.embedded ?? defaultQuestionViewLabels.embedded,
});
