import type { PartialCredit } from '@finedu/domain';

/** Every visible string of QuestionPreview (besides the student view's, see QuestionViewLabels); zh-CN by default. */
export interface QuestionPreviewLabels {
  /** Names the whole preview. */
  preview: string;
  meta: string;
  type: string;
  difficulty: string;
  difficultyValue: (level: number) => string;
  knowledgePoints: string;
  noKnowledgePoints: string;
  score: string;
  category: string;
  noCategory: string;
  author: string;
  updatedAt: string;
  /** Heading of the key panel. */
  key: string;
  partialCredit: string;
  partialCredits: Record<PartialCredit, string>;
  blankRules: (ignoreCase: boolean, ignoreSpaces: boolean) => string;
  /** Hidden tests (staff only). */
  tests: string;
  test: (name: string, points: number) => string;
  /** A case sub-question's heading in the key panel. */
  subQuestion: (index: number) => string;
  /** A calculated question's key: the formula, each variable's values and the tolerance. */
  formula: string;
  variables: string;
  variableRange: (min: string, max: string, step: string) => string;
  variableList: (values: string) => string;
  tolerance: (kind: 'absolute' | 'relative', amount: string) => string;
}

export const defaultQuestionPreviewLabels: QuestionPreviewLabels = {
  preview: '题目预览',
  meta: '题目信息',
  type: '题型',
  difficulty: '难度',
  difficultyValue: (level) => `${'★'.repeat(level)}${'☆'.repeat(5 - level)}（${level}）`,
  knowledgePoints: '知识点',
  noKnowledgePoints: '无',
  score: '默认分值',
  category: '分类',
  noCategory: '未分类',
  author: '作者',
  updatedAt: '更新时间',
  key: '答案与解析',
  partialCredit: '部分得分',
  partialCredits: { none: '全对才得分', sum: '按选项得分比例累加（Moodle）：所选选项的比例相加，最低 0 分、最高满分', partial: '全对满分、漏选得部分分（按选对个数）、错选不得分', half: '少选得一半分', proportional: '按比例得分（选错倒扣）' },
  blankRules: (ignoreCase, ignoreSpaces) => [ignoreCase ? '忽略大小写' : '区分大小写', ignoreSpaces ? '忽略空格' : '区分空格'].join('，'),
  tests: '隐藏测试',
  test: (name, points) => `${name}（${points} 分）`,
  subQuestion: (index) => `第 ${index} 小题`,
  formula: '答案公式',
  variables: '变量',
  variableRange: (min, max, step) => `${min} 至 ${max}，步长 ${step}`,
  variableList: (values) => `取值 ${values}`,
  tolerance: (kind, amount) => (kind === 'relative' ? `允许相对误差 ±${amount}%` : `允许绝对误差 ±${amount}`),
};
