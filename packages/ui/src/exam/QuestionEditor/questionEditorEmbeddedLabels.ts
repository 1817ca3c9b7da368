import type { ClozeGapKind } from '@finedu/domain';

/** Validation messages of a matching or cloze question (issue 32); zh-CN by default. */
export interface QuestionEditorEmbeddedErrorLabels {
  pairsCount: string;
  promptRequired: string;
  promptDuplicate: string;
  pairAnswerRequired: string;
  distractorsCount: string;
  distractorRequired: string;
  distractorClash: string;
  gapsCount: string;
  /** The stem marks no gap, a gap that does not exist (`marker`), a gap twice, or not a gap (`gap`). */
  noMarkers: string;
  unknownMarker: (marker: number, count: number) => string;
  repeatedMarker: (marker: number) => string;
  unmarkedGap: (gap: number) => string;
  gapAnswerRequired: string;
  gapValueRequired: string;
  gapFullCreditRequired: string;
  gapOptionsCount: string;
  gapOptionDuplicate: string;
  weightRange: string;
}

/** The strings of the matching and cloze parts of QuestionEditor; zh-CN by default. */
export interface QuestionEditorEmbeddedLabels {
  pairs: string;
  pairsHelp: string;
  prompt: (index: number) => string;
  pairAnswer: (index: number) => string;
  addPair: string;
  removePair: (index: number) => string;
  distractors: string;
  distractorsHelp: string;
  distractor: (index: number) => string;
  addDistractor: string;
  removeDistractor: (index: number) => string;
  shuffle: string;
  gaps: string;
  gapsHelp: string;
  /** Inserts the next gap's `{{n}}` at the end of the text and adds the gap. */
  insertGap: string;
  gap: (index: number) => string;
  gapKind: string;
  gapKinds: Record<ClozeGapKind, string>;
  weight: string;
  display: string;
  displays: Record<'dropdown' | 'radio', string>;
  answerText: (gap: number, index: number) => string;
  value: (gap: number, index: number) => string;
  tolerance: (gap: number, index: number) => string;
  option: (gap: number, index: number) => string;
  credit: (gap: number, index: number) => string;
  addAnswer: string;
  removeAnswer: (gap: number, index: number) => string;
  removeGap: (gap: number) => string;
  ignoreCase: string;
  errors: QuestionEditorEmbeddedErrorLabels;
}

export const defaultQuestionEditorEmbeddedLabels: QuestionEditorEmbeddedLabels = {
  pairs: '配对',
  pairsHelp: '每一行是一个题目及与之配对的答案；考生为每个题目从全部答案（含干扰项）中选择一个。得分 = 分值 × 配对正确数 / 题目数。',
  prompt: (index) => `第 ${index} 个题目`,
  pairAnswer: (index) => `第 ${index} 个题目的答案`,
  addPair: '添加配对',
  removePair: (index) => `删除第 ${index} 个配对`,
  distractors: '干扰项',
  distractorsHelp: '不属于任何题目的错误答案，会与答案一起列出。',
  distractor: (index) => `第 ${index} 个干扰项`,
  addDistractor: '添加干扰项',
  removeDistractor: (index) => `删除第 ${index} 个干扰项`,
  shuffle: '为每位考生打乱答案顺序',
  gaps: '空',
  gapsHelp: '在题干中用 {{1}}、{{2}} … 标出每个空。得分 = 分值 × Σ(权重 × 该空得分比例) / Σ权重；文字空中 * 匹配任意字符。',
  insertGap: '插入空',
  gap: (index) => `第 ${index} 空`,
  gapKind: '类型',
  gapKinds: { short: '文字', numeric: '数值', choice: '选择' },
  weight: '权重',
  display: '显示为',
  displays: { dropdown: '下拉框', radio: '单选按钮' },
  answerText: (gap, index) => `第 ${gap} 空的第 ${index} 个答案`,
  value: (gap, index) => `第 ${gap} 空的第 ${index} 个数值`,
  tolerance: (gap, index) => `第 ${gap} 空的第 ${index} 个误差`,
  option: (gap, index) => `第 ${gap} 空的第 ${index} 个选项`,
  credit: (gap, index) => `第 ${gap} 空的第 ${index} 个得分比例（%）`,
  addAnswer: '添加答案',
  removeAnswer: (gap, index) => `删除第 ${gap} 空的第 ${index} 个答案`,
  removeGap: (gap) => `删除第 ${gap} 空`,
  ignoreCase: '忽略大小写',
  errors: {
    pairsCount: '配对题需要 2 到 20 个配对',
    promptRequired: '请填写题目',
    promptDuplicate: '题目重复',
    pairAnswerRequired: '请填写答案',
    distractorsCount: '干扰项最多 10 个',
    distractorRequired: '请填写干扰项，或删除它',
    distractorClash: '干扰项与某个题目的答案相同',
    gapsCount: '完形填空需要 1 到 20 个空',
    noMarkers: '题干中没有标出空：请用 {{1}}、{{2}} … 标出每个空',
    unknownMarker: (marker, count) => `题干中的 {{${marker}}} 没有对应的空（本题有 ${count} 个空）`,
    repeatedMarker: (marker) => `{{${marker}}} 在题干中出现了不止一次`,
    unmarkedGap: (gap) => `第 ${gap} 个空没有在题干中标出（{{${gap}}}）`,
    gapAnswerRequired: '请填写答案',
    gapValueRequired: '请填写数值',
    gapFullCreditRequired: '每个空至少需要一个得分 100% 的答案',
    gapOptionsCount: '选择空需要 2 到 10 个选项',
    gapOptionDuplicate: '选项重复',
    weightRange: '权重须大于 0 且不超过 1000',
  },
};
