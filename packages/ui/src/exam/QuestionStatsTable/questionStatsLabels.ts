import type { QuestionType } from '@finedu/domain';

/** Every visible string of QuestionStatsTable; zh-CN by default. */
export interface QuestionStatsLabels {
  table: string;
  columns: { order: string; type: string; stem: string; score: string; meanAwarded: string; scoreRate: string; correctRate: string; facility: string; discrimination: string };
  types: Record<QuestionType, string>;
  /** Hint beside a discrimination under the threshold. */
  poorDiscrimination: string;
  /** Hint beside a negative discrimination (weak students do better: check the key). */
  negativeDiscrimination: string;
  /** Facility hints. */
  hard: string;
  easy: string;
  /** No value (nothing graded yet). */
  none: string;
  empty: string;
  /** Explains the indices under the table. */
  legend: (threshold: string) => string;
}

export const defaultQuestionStatsLabels: QuestionStatsLabels = {
  table: '逐题分析',
  columns: { order: '题号', type: '题型', stem: '题干', score: '分值', meanAwarded: '平均得分', scoreRate: '得分率', correctRate: '正确率', facility: '难度系数', discrimination: '区分度' },
  types: { single: '单选题', multiple: '多选题', judge: '判断题', blank: '填空题', numeric: '数值题', calculated: '计算题', matching: '配对题', cloze: '完形填空', short: '简答题', program: '编程题', notebook: '笔记本题', case: '案例分析题' },
  poorDiscrimination: '区分度偏低',
  negativeDiscrimination: '负区分，请核对答案',
  hard: '偏难',
  easy: '偏易',
  none: '—',
  empty: '暂无可分析的作答',
  legend: (threshold) => `得分率 = 平均得分 / 分值；正确率 = 得满分的作答占比（仅客观题）；难度系数即得分率（越高越容易）；区分度 = 高分组（前 27%）难度系数 − 低分组（后 27%）难度系数，低于 ${threshold} 视为区分度偏低。`,
};
