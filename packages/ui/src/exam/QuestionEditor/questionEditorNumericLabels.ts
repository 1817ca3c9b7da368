import type { NumericPrecision, NumericTolerance } from '@finedu/domain';

/** Validation messages of a numeric question's key; zh-CN by default. */
export interface QuestionEditorNumericErrorLabels {
  answersCount: string;
  valueRequired: string;
  toleranceInvalid: string;
  creditRange: string;
  fullCreditRequired: string;
  unitNameInvalid: string;
  unitMultiplierInvalid: string;
  unitDuplicate: string;
  unitRequiredNeedsUnits: string;
  precisionDigitsRange: string;
}

/** The strings of the numeric part of QuestionEditor; zh-CN by default. */
export interface QuestionEditorNumericLabels {
  answers: string;
  answersHelp: string;
  answer: (index: number) => string;
  value: string;
  toleranceKind: string;
  toleranceKinds: Record<NumericTolerance['kind'], string>;
  tolerance: string;
  credit: string;
  addAnswer: string;
  removeAnswer: (index: number) => string;
  units: string;
  unitsHelp: string;
  unit: (index: number) => string;
  unitName: string;
  unitMultiplier: string;
  addUnit: string;
  removeUnit: (index: number) => string;
  unitRequired: string;
  precision: string;
  precisions: Record<'none' | NumericPrecision['kind'], string>;
  precisionDigits: string;
  errors: QuestionEditorNumericErrorLabels;
}

export const defaultQuestionEditorNumericLabels: QuestionEditorNumericLabels = {
  answers: '可接受答案',
  answersHelp: '以基本单位填写；学生答案落在任一答案的误差范围内（含边界）即得该答案的得分比例，取最高者',
  answer: (index) => `答案 ${index}`,
  value: '数值',
  toleranceKind: '误差类型',
  toleranceKinds: { absolute: '绝对误差', relative: '相对误差（%）' },
  tolerance: '误差',
  credit: '得分比例（%）',
  addAnswer: '添加答案',
  removeAnswer: (index) => `删除答案 ${index}`,
  units: '单位（可选）',
  unitsHelp: '学生填写的数 × 倍数 = 基本单位的值，如基本单位为元时 万元 的倍数为 10000；未列出时 % 与 bp 按 0.01 与 0.0001 识别',
  unit: (index) => `单位 ${index}`,
  unitName: '名称',
  unitMultiplier: '倍数',
  addUnit: '添加单位',
  removeUnit: (index) => `删除单位 ${index}`,
  unitRequired: '必须填写单位',
  precision: '精度要求',
  precisions: { none: '不要求', decimals: '小数位数', significant: '有效数字位数' },
  precisionDigits: '位数',
  errors: {
    answersCount: '数值题须有 1–20 个答案',
    valueRequired: '请填写数值',
    toleranceInvalid: '误差须为不小于 0 的数',
    creditRange: '得分比例须在 0–100% 之间',
    fullCreditRequired: '至少一个答案须得满分（100%）',
    unitNameInvalid: '请填写单位名称（不能以数字、符号或字母 e 开头）',
    unitMultiplierInvalid: '倍数须为正数',
    unitDuplicate: '单位名称重复',
    unitRequiredNeedsUnits: '要求填写单位时须至少列出一个单位',
    precisionDigitsRange: '位数须为 0–15 的整数',
  },
};
