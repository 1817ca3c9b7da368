import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuestionStatsTable, type QuestionStat } from './QuestionStatsTable';
import { expectFormulasRendered } from '../../../test/formulaChecks';

const questions: QuestionStat[] = [
  { question_id: 1, order: 1, type: 'single', stem: '已知 $\\beta = 1.2$，按 CAPM 计算期望收益率', score: 2, mean_awarded: 1.6, correct_rate: 0.8, difficulty: 0.8, discrimination: 0.42 },
  { question_id: 2, order: 2, type: 'multiple', stem: '下列属于系统性风险的有', score: 3, mean_awarded: 2.85, correct_rate: 0.9, difficulty: 0.95, discrimination: 0.08 },
  { question_id: 3, order: 3, type: 'judge', stem: '强式有效市场中内幕信息无法带来超额收益', score: 1, mean_awarded: 0.55, correct_rate: 0.55, difficulty: 0.55, discrimination: -0.12 },
  { question_id: 4, order: 4, type: 'short', stem: '简述久期的含义', score: 10, mean_awarded: 2.4, correct_rate: 0.05, difficulty: 0.24, discrimination: 0.31 },
  { question_id: 5, order: 5, type: 'program', stem: '编写年化收益率函数', score: 10, mean_awarded: null, correct_rate: null, difficulty: null, discrimination: null },
];

const meta = {
  title: 'Exam/QuestionStatsTable',
  component: QuestionStatsTable,
  args: { questions },
} satisfies Meta<typeof QuestionStatsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // Stems show their formulas rendered, not their TeX.
    await expect(within(canvasElement).getAllByRole('math', { name: '\\beta = 1.2' })[0]).toBeVisible();
  },
};

export const PoorDiscrimination: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('区分度偏低')).toBeVisible();
    await expect(canvas.getByText('负区分，请核对答案')).toBeVisible();
  },
};

export const Empty: Story = { args: { questions: [] } };
export const Loading: Story = { args: { questions: [], state: 'loading' } };
export const LoadError: Story = { args: { questions: [], state: 'error', stateMessages: { errorTitle: '统计加载失败', errorMessage: '网络异常，请稍后重试' } } };

/** The statistics of an exam whose stems hold inline and display formulas: each row shows them rendered. */
export const WithFormulas: Story = {
  args: {
    questions: [
      { question_id: 1, order: 1, type: 'single', stem: '某股票的 $\\beta = 1.2$，\\(r_f = 3\\%\\)，求 $E(R_i)$', score: 2, mean_awarded: 1.6, correct_rate: 0.8, difficulty: 0.8, discrimination: 0.42 },
      { question_id: 2, order: 2, type: 'short', stem: '由 $$P = \\sum_{t=1}^{n} \\frac{C}{(1+y)^t}$$ 说明久期', score: 10, mean_awarded: 6.5, correct_rate: 0.4, difficulty: 0.65, discrimination: 0.35 },
      { question_id: 3, order: 3, type: 'judge', stem: '强式有效市场中内幕信息无法带来超额收益', score: 1, mean_awarded: 0.55, correct_rate: 0.55, difficulty: 0.55, discrimination: -0.12 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectFormulasRendered(canvasElement, ['\\beta', '\\frac', '\\sum', '$', '\\('], 4);
  },
};

/** A numeric question's row: graded by the machine like the other objective types. */
/** A calculated question: one row for the question, whatever values each student had. */
export const WithCalculated: Story = {
  args: {
    questions: [
      ...questions.slice(0, 2),
      { question_id: 7, order: 3, type: 'calculated', stem: '贷款 {loan} 元，年利率 {rate}%，每月还款额为多少元？', score: 5, mean_awarded: 3.1, correct_rate: 0.62, difficulty: 0.62, discrimination: 0.51 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('计算题')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};
export const WithNumeric: Story = {
  args: {
    questions: [
      ...questions.slice(0, 2),
      { question_id: 6, order: 3, type: 'numeric', stem: '项目 NPV 为多少万元？', score: 4, mean_awarded: 2.6, correct_rate: 0.55, difficulty: 0.65, discrimination: 0.48 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('数值题')).toBeVisible();
  },
};
