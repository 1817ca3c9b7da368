import type { ImportFormat } from '@finedu/domain';

/** What the file input accepts per import format. */
export const IMPORT_ACCEPT: Record<ImportFormat, string> = {
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  moodle: '.xml,text/xml,application/xml',
  gift: '.gift,.txt,text/plain',
  aiken: '.txt,text/plain',
  docx: '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Formats with an example file to download: the text formats (the xlsx template comes from the server; Word has a layout hint). */
export type ExampleFormat = Exclude<ImportFormat, 'xlsx' | 'docx'>;

/** Small example files for the text formats. */
export const IMPORT_EXAMPLES: Record<ExampleFormat, { filename: string; type: string; text: string }> = {
  gift: {
    filename: 'questions-example.gift.txt',
    type: 'text/plain',
    text: [
      '// 单选题 / single choice',
      '::CAPM:: 资本资产定价模型中，衡量系统性风险的指标是 { =β 系数 ~标准差 ~夏普比率 ~久期 }',
      '',
      '// 判断题 / true-false',
      '::久期:: 其他条件相同时，票面利率越高，债券久期越长。 {F}',
      '',
      '// 填空题 / short answer',
      '::年金:: 每年末支付的年金称为 {=普通 =后付} 年金。',
    ].join('\n'),
  },
  aiken: {
    filename: 'questions-example.aiken.txt',
    type: 'text/plain',
    text: ['资本资产定价模型中，衡量系统性风险的指标是？', 'A. β 系数', 'B. 标准差', 'C. 夏普比率', 'D. 久期', 'ANSWER: A', '', '下列哪项属于流动比率的分子？', 'A. 流动负债', 'B. 流动资产', 'ANSWER: B'].join('\n'),
  },
  moodle: {
    filename: 'questions-example.moodle.xml',
    type: 'application/xml',
    text: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<quiz>',
      '  <question type="multichoice">',
      '    <name><text>CAPM</text></name>',
      '    <questiontext format="markdown"><text>资本资产定价模型中，衡量系统性风险的指标是？</text></questiontext>',
      '    <defaultgrade>5</defaultgrade>',
      '    <single>true</single>',
      '    <answer fraction="100"><text>β 系数</text></answer>',
      '    <answer fraction="0"><text>标准差</text></answer>',
      '  </question>',
      '  <question type="truefalse">',
      '    <name><text>久期</text></name>',
      '    <questiontext format="markdown"><text>票面利率越高，债券久期越长。</text></questiontext>',
      '    <answer fraction="0"><text>true</text></answer>',
      '    <answer fraction="100"><text>false</text></answer>',
      '  </question>',
      '</quiz>',
    ].join('\n'),
  },
};
