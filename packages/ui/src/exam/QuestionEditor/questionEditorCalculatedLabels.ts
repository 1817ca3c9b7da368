import type { CalculatedVariable, NumericTolerance } from '@finedu/domain';

/** Validation messages of a calculated question; zh-CN by default. */
export interface QuestionEditorCalculatedErrorLabels {
  variablesCount: string;
  nameInvalid: string;
  nameDuplicate: string;
  rangeInvalid: string;
  stepInvalid: string;
  listInvalid: string;
  formulaRequired: string;
  placeholderUndeclared: (name: string) => string;
  toleranceInvalid: string;
}

/** The strings of the calculated part of QuestionEditor; zh-CN by default. */
export interface QuestionEditorCalculatedLabels {
  variables: string;
  variablesHelp: string;
  variable: (index: number) => string;
  name: string;
  kind: string;
  kinds: Record<CalculatedVariable['kind'], string>;
  min: string;
  max: string;
  step: string;
  values: string;
  valuesHelp: string;
  addVariable: string;
  removeVariable: (index: number) => string;
  formula: string;
  formulaHelp: string;
  toleranceKind: string;
  toleranceKinds: Record<NumericTolerance['kind'], string>;
  tolerance: string;
  variants: string;
  variantsHelp: string;
  previewVariants: string;
  variantsLoading: string;
  variantsEmpty: string;
  variantsStale: string;
  variantValues: string;
  variantStem: string;
  variantAnswer: string;
  variantsUnavailable: string;
  errors: QuestionEditorCalculatedErrorLabels;
}

export const defaultQuestionEditorCalculatedLabels: QuestionEditorCalculatedLabels = {
  variables: '变量',
  variablesHelp: '题干中用 {名称} 引用变量，公式中直接写名称；每位学生按考试、学生、题目得到固定的一组取值',
  variable: (index) => `变量 ${index}`,
  name: '名称',
  kind: '取值方式',
  kinds: { range: '范围与步长', list: '列表' },
  min: '最小值',
  max: '最大值',
  step: '步长',
  values: '取值',
  valuesHelp: '用逗号分隔，如 0.03, 0.05, 0.08',
  addVariable: '添加变量',
  removeVariable: (index) => `删除变量 ${index}`,
  formula: '答案公式',
  formulaHelp: '如 PMT(rate / 12, years * 12, -loan)；可用 + − × ÷ ^、sqrt、log、exp 与财务函数 NPV、IRR、PMT、FV、PV（Excel 约定）',
  toleranceKind: '误差类型',
  toleranceKinds: { absolute: '绝对误差', relative: '相对误差（%）' },
  tolerance: '误差',
  variants: '变式预览',
  variantsHelp: '服务器按保存时的规则检查定义，并列出几组取值、题干与答案',
  previewVariants: '预览变式',
  variantsLoading: '正在计算变式…',
  variantsEmpty: '尚未预览：点击「预览变式」查看学生将看到的数值与答案',
  variantsStale: '定义已修改，请重新预览',
  variantValues: '取值',
  variantStem: '题干',
  variantAnswer: '答案',
  variantsUnavailable: '此处无法预览变式',
  errors: {
    variablesCount: '计算题须有 1–10 个变量',
    nameInvalid: '名称须以字母或下划线开头，只含字母、数字与下划线',
    nameDuplicate: '变量名称重复',
    rangeInvalid: '最大值须不小于最小值',
    stepInvalid: '步长须为正数',
    listInvalid: '请填写 1–100 个数，用逗号分隔',
    formulaRequired: '请填写答案公式',
    placeholderUndeclared: (name) => `题干中的 {${name}} 不是已定义的变量`,
    toleranceInvalid: '误差须为不小于 0 的数',
  },
};
