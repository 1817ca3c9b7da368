import type { QuestionResponse } from '@finedu/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { encodeNotebookAnswer, toPublicQuestion } from '@finedu/domain';
import { FORMULA_SOURCES, formulaQuestion, sampleGradedQuestion, samplePublicQuestion } from '../fixtures/examFixtures';
import { expectFormulasRendered } from '../../../test/formulaChecks';
import { QuestionView, type QuestionViewProps } from './QuestionView';

/** Holds the response like the exam page does, and still reports every change to the story's spy. */
function Controlled(args: QuestionViewProps) {
  const [value, setValue] = useState<QuestionResponse>(args.value ?? null);
  const [flagged, setFlagged] = useState(args.flagged ?? false);
  return (
    <QuestionView
      {...args}
      value={value}
      flagged={flagged}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
      onToggleFlag={(next) => {
        setFlagged(next);
        args.onToggleFlag?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Exam/QuestionView',
  component: QuestionView,
  render: (args) => <Controlled {...args} />,
  args: { question: samplePublicQuestion('single'), onChange: fn(), onToggleFlag: fn(), onPaste: fn(), disabled: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Single: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    await userEvent.click(radios[1]!);
    await expect(args.onChange).toHaveBeenLastCalledWith('B');
    await expect(radios[1]).toBeChecked();
  },
};

export const Multiple: Story = {
  args: { question: samplePublicQuestion('multiple', 2) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('checkbox');
    await userEvent.click(boxes[2]!);
    await userEvent.click(boxes[0]!);
    await expect(args.onChange).toHaveBeenLastCalledWith(['A', 'C']);
  },
};

export const Judge: Story = {
  args: { question: samplePublicQuestion('judge', 3) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '对' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: '清除选择' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('radio', { name: '对' })).not.toBeChecked();
  },
};

export const BlankInline: Story = {
  args: { question: samplePublicQuestion('blank', 4) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: '第 1 空' });
    await expect(first.closest('p')).toHaveTextContent('每年利息为');
    await userEvent.type(first, '50');
    await userEvent.type(canvas.getByRole('textbox', { name: '第 2 空' }), '折价');
    await expect(args.onChange).toHaveBeenLastCalledWith(['50', '折价']);
  },
};

export const BlankListed: Story = {
  args: { question: { ...samplePublicQuestion('blank', 4), stem: '写出债券每年的利息（元）和发行方式。' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '填写答案' });
    await expect(within(list).getAllByRole('textbox')).toHaveLength(2);
  },
};

export const Short: Story = {
  args: { question: samplePublicQuestion('short', 5) },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '作答区' });
    await userEvent.type(box, '久期衡量利率敏感度');
    await expect(args.onChange).toHaveBeenLastCalledWith('久期衡量利率敏感度');
    await userEvent.click(box);
    await userEvent.paste('粘贴的内容');
    await expect(args.onPaste).toHaveBeenCalledWith({ questionId: 104, text: '粘贴的内容' });
  },
};

export const Program: Story = {
  args: { question: samplePublicQuestion('program', 6) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('提交后将运行 2 个隐藏测试用例评分')).toBeVisible();
  },
};

export const ProgramPlainEditor: Story = {
  args: { question: samplePublicQuestion('program', 6), codeEngine: 'plain' },
  play: async ({ args, canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: '代码' });
    await expect(editor).toHaveValue('def annual_return(prices):\n    # 在此编写代码\n    pass\n');
    await userEvent.type(editor, '#');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Case: Story = {
  args: { question: samplePublicQuestion('case', 7) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '下载数据集' })).toHaveAttribute('href', 'https://oss.example.edu.cn/datasets/company-2024.csv');
    const first = canvas.getByRole('region', { name: /第 1 小题/ });
    await userEvent.click(within(first).getAllByRole('radio')[1]!);
    await expect(args.onChange).toHaveBeenLastCalledWith({ q1: 'B' });
  },
};

export const Flagged: Story = {
  play: async ({ args, canvasElement }) => {
    const flag = within(canvasElement).getByRole('button', { name: /标记本题/ });
    await userEvent.click(flag);
    await expect(args.onToggleFlag).toHaveBeenCalledWith(true);
    await expect(within(canvasElement).getByRole('button', { name: /取消标记/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Disabled: Story = {
  args: { value: 'A', disabled: true },
  play: async ({ args, canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ResultCorrect: Story = {
  args: { question: undefined, result: sampleGradedQuestion('single', { response: 'B', awarded: 2, correct: true, verdicts: { picks: { B: true } } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/正确 · 得分 2 \/ 2/)).toBeVisible();
  },
};

export const ResultIncorrect: Story = {
  args: { question: undefined, result: sampleGradedQuestion('multiple', { response: ['A', 'B'], awarded: 0, correct: false, verdicts: { picks: { A: true, B: false } } }) },
  play: async ({ canvasElement }) => {
    const feedback = within(canvasElement).getByRole('region', { name: '解析' });
    await expect(feedback).toHaveTextContent('你的答案A、B');
    await expect(feedback).toHaveTextContent('正确答案A、C');
  },
};

export const ResultPartialBlank: Story = {
  args: { question: undefined, result: sampleGradedQuestion('blank', { response: ['50', '溢价'], awarded: 2, correct: false, verdicts: { blanks: [true, false] } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '第 2 空' })).toHaveAttribute('data-mark', 'incorrect');
  },
};

/**
 * The verdicts the server stored when it graded are shown as stored (issue 31), even where the key read today would
 * say otherwise: here the server counted the first blank wrong and the second right.
 */
export const ResultStoredVerdicts: Story = {
  args: { question: undefined, result: sampleGradedQuestion('blank', { response: ['50', '溢价'], awarded: 2, correct: false, verdicts: { blanks: [false, true] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '第 1 空' })).toHaveAttribute('data-mark', 'incorrect');
    await expect(canvas.getByRole('textbox', { name: '第 2 空' })).toHaveAttribute('data-mark', 'correct');
  },
};

/** An answer graded before verdicts were stored (no `verdicts`): the marks are worked out from the key, as the server grades. */
export const ResultWithoutStoredVerdicts: Story = {
  args: { question: undefined, result: sampleGradedQuestion('blank', { response: ['50', '溢价'], awarded: 2, correct: false, verdicts: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '第 1 空' })).toHaveAttribute('data-mark', 'correct');
    await expect(canvas.getByRole('textbox', { name: '第 2 空' })).toHaveAttribute('data-mark', 'incorrect');
  },
};

export const ResultPending: Story = {
  args: { question: undefined, result: sampleGradedQuestion('short', { response: '久期是加权平均到期时间。', awarded: null, correct: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('待批阅')).toBeVisible();
  },
};

export const ResultProgram: Story = {
  args: {
    question: undefined,
    result: sampleGradedQuestion('program', {
      response: 'def annual_return(prices):\n    return prices[-1] / prices[0] - 1\n',
      awarded: 5,
      correct: false,
      comment: '没有年化，注意 252 个交易日。',
      tests: [
        { name: '上涨序列', passed: false, points: 5, message: 'AssertionError' },
        { name: '持平序列', passed: true, points: 5, message: '' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '测试结果' });
    await expect(table).toHaveTextContent('未通过');
    await expect(within(canvasElement).getByText('没有年化，注意 252 个交易日。')).toBeVisible();
  },
};

export const ResultCase: Story = {
  args: {
    question: undefined,
    result: sampleGradedQuestion('case', {
      response: { q1: 'A', q2: 'ROE = 净利率 × 周转率 × 权益乘数' },
      awarded: 5,
      correct: false,
      comment: '第 1 小题计算错误',
      // The sub-question's stored verdict (the teacher's mark on q2 has none: the mark wins).
      verdicts: { subs: { q1: { picks: { A: false } } } },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ROE = 净利润 / 股东权益 = 1.2 / 6 = 20%。')).toBeVisible();
  },
};

const formulaSingle = formulaQuestion('single');
const formulaShort = formulaQuestion('short');

/** The exam page on a phone: the stem's inline and display formulas and the options' formulas, each rendered once. */
export const WithFormulas: Story = {
  tags: ['phone'],
  args: { question: { ...toPublicQuestion({ id: formulaSingle.id, type: 'single', stem: formulaSingle.stem, score: 2, content: formulaSingle.content }), order: 1, section_title: '一、客观题' } },
  play: async ({ canvasElement }) => {
    // Four in the stem (one of them display, one written \(…\)), four in the options.
    await expectFormulasRendered(canvasElement, FORMULA_SOURCES, 8);
    await expect(canvasElement.querySelector('.katex-display')).not.toBeNull();
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(4);
  },
};

/** The answer sheet after grading, on a phone: the stem, the reference answer and the analysis with their formulas. */
export const ResultWithFormulas: Story = {
  tags: ['phone'],
  args: {
    question: undefined,
    result: {
      question_id: formulaShort.id,
      order: 5,
      type: 'short',
      stem: formulaShort.stem,
      score: 10,
      awarded: 6,
      correct: false,
      response: '价格等于各期现金流的现值之和；修正久期越大，价格对收益率越敏感。',
      comment: '表达式正确，久期的含义不完整。',
      content: formulaShort.content,
      analysis: formulaShort.analysis,
      tests: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expectFormulasRendered(canvasElement, FORMULA_SOURCES, 6);
    const feedback = within(canvasElement).getByRole('region', { name: '解析' });
    await expect(feedback.querySelectorAll('.katex-display').length).toBeGreaterThanOrEqual(2);
  },
};

/** A numeric question: the answer box says what it read as the student types (units and precision hinted). */
export const Numeric: Story = {
  args: { question: samplePublicQuestion('numeric', 4) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '数值答案' }), '119,100 元');
    await expect(args.onChange).toHaveBeenLastCalledWith('119,100 元');
    await expect(canvas.getByRole('status')).toHaveTextContent('已识别：119100 元（= 11.91）');
  },
};

/** Text that is not a number is kept as typed, with a warning that it earns nothing. */
export const NumericNotUnderstood: Story = {
  args: { question: samplePublicQuestion('numeric', 4), value: '约十二' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-state', 'not-understood');
  },
};

export const NumericResultCorrect: Story = {
  args: { question: undefined, result: sampleGradedQuestion('numeric', { response: '11.91万元', awarded: 4, correct: true, verdicts: { numeric: { credit: 1, matched: 0 } } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '数值答案' })).toHaveAttribute('data-mark', 'correct');
  },
};

/** Within the half-credit answer's tolerance only: half the points, the key in words. */
export const NumericResultPartial: Story = {
  args: { question: undefined, result: sampleGradedQuestion('numeric', { response: '11.6', awarded: 2, correct: false, verdicts: { numeric: { credit: 0.5, matched: 1 } } }) },
  play: async ({ canvasElement }) => {
    const feedback = within(canvasElement).getByRole('region', { name: '解析' });
    await expect(feedback).toHaveTextContent('11.91 万元 ± 0.01；11.91 万元 ± 0.5（得 50% 分）');
  },
};

/** A notebook question outside the exam page (bank preview, a page without the live notebook): its cells, read-only. */
export const Notebook: Story = {
  args: { question: samplePublicQuestion('notebook', 6) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cells = canvas.getByRole('list', { name: '笔记本单元格' });
    await expect(within(cells).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(cells).getAllByText('已锁定')).toHaveLength(2);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The result of a notebook question: the student's notebook (its drawdown has the wrong sign) and the hidden tests' outcomes. */
export const NotebookResult: Story = {
  args: {
    question: undefined,
    result: sampleGradedQuestion('notebook', {
      response: encodeNotebookAnswer([
        { type: 'markdown', source: '## 最大回撤\n\n下面的单元格给出了某基金 8 个交易日的收盘价（已锁定）。', locked: true },
        { type: 'code', source: 'prices = [1.00, 1.04, 1.10, 0.99, 0.95, 1.02, 1.08, 1.12]', locked: true },
        { type: 'code', source: 'def max_drawdown(prices):\n    peak, worst = prices[0], 0.0\n    for price in prices:\n        peak = max(peak, price)\n        worst = max(worst, 1 - price / peak)\n    return -worst\n', locked: false },
        { type: 'markdown', source: '逐日更新**历史最高价**，回撤取最大值。', locked: false },
      ]),
      awarded: 4,
      correct: false,
      comment: '最大回撤应返回正数。',
      tests: [
        { name: '样例价格', passed: false, points: 6, message: 'AssertionError' },
        { name: '单调上涨', passed: true, points: 4, message: '' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: '你的笔记本' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('table', { name: '测试结果' })).toHaveTextContent('未通过');
  },
};

/** A calculated question as one student sees it: their own values in the stem, the numeric answer box, no formula. */
export const Calculated: Story = {
  args: { question: samplePublicQuestion('calculated', 5) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/某同学申请助学贷款 30000 元，年利率 4.5%/)).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('{loan}');
    await expect(canvasElement).not.toHaveTextContent('PMT');
    await userEvent.type(canvas.getByRole('textbox', { name: '数值答案' }), '892.41 元');
    await expect(args.onChange).toHaveBeenLastCalledWith('892.41 元');
    await expect(canvas.getByRole('status')).toHaveTextContent('已识别：892.41 元');
  },
};

/** The result of a calculated question: marked against the student's own answer, with their values and that answer. */
export const CalculatedResultCorrect: Story = {
  args: { question: undefined, result: sampleGradedQuestion('calculated', { response: '892.41', awarded: 5, correct: true, verdicts: { numeric: { credit: 1, matched: 0 } } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '数值答案' })).toHaveAttribute('data-mark', 'correct');
    const feedback = canvas.getByRole('region', { name: '解析' });
    await expect(feedback).toHaveTextContent('本题数值：loan = 30000，rate = 4.5，years = 3');
    await expect(feedback).toHaveTextContent('892.4077 元 ± 0.5%');
  },
};

/** A neighbour's answer typed into this student's variant: marked wrong against this student's own value. */
export const CalculatedResultIncorrect: Story = {
  args: { question: undefined, result: sampleGradedQuestion('calculated', { response: '904.00', awarded: 0, correct: false, verdicts: { numeric: { credit: 0, matched: null } } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '数值答案' })).toHaveAttribute('data-mark', 'incorrect');
  },
};
