import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuestionStatsTable, type QuestionStat } from './QuestionStatsTable';
import { expectFormulasRendered } from '../../../test/formulaChecks';

const questions: QuestionStat[] = [
  { question_id: 1, order: 1, type: 'single', stem: '已知 $\\beta = 1.2$，按 CAPM 计算期望收益率', score: 2, mean_awarded: 1.6, score_rate: 0.8, correct_rate: 0.8, difficulty: 0.8, discrimination: 0.42 },
  { question_id: 2, order: 2, type: 'multiple', stem: '下列属于系统性风险的有', score: 3, mean_awarded: 2.85, score_rate: 0.95, correct_rate: 0.9, difficulty: 0.95, discrimination: 0.08 },
  { question_id: 3, order: 3, type: 'judge', stem: '强式有效市场中内幕信息无法带来超额收益', score: 1, mean_awarded: 0.55, score_rate: 0.55, correct_rate: 0.55, difficulty: 0.55, discrimination: -0.12 },
  { question_id: 4, order: 4, type: 'short', stem: '简述久期的含义', score: 10, mean_awarded: 2.4, score_rate: 0.24, correct_rate: null, difficulty: 0.24, discrimination: 0.31 },
  { question_id: 5, order: 5, type: 'program', stem: '编写年化收益率函数', score: 10, mean_awarded: null, score_rate: null, correct_rate: null, difficulty: null, discrimination: null },
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

/**
 * Marked questions with 8 / 10, 7 / 10 and 13 / 14 on average: the score rate is the mean over the points, equal to
 * the facility beside it; the correct rate (answers fully correct) is shown only for the objective question.
 */
export const SubjectiveScoreRate: Story = {
  args: {
    questions: [
      { question_id: 11, order: 1, type: 'short', stem: '简述有效市场假说的三种形式', score: 10, mean_awarded: 8, score_rate: 0.8, correct_rate: null, difficulty: 0.8, discrimination: 0.3 },
      { question_id: 12, order: 2, type: 'notebook', stem: '用 pandas 计算收益率的年化波动率', score: 10, mean_awarded: 7, score_rate: 0.7, correct_rate: null, difficulty: 0.7, discrimination: 0.45 },
      { question_id: 13, order: 3, type: 'case', stem: '阅读案例并回答问题', score: 14, mean_awarded: 13, score_rate: 0.9286, correct_rate: null, difficulty: 0.9286, discrimination: 0.21 },
      { question_id: 14, order: 4, type: 'single', stem: '债券价格与利率的关系', score: 2, mean_awarded: 1.6, score_rate: 0.8, correct_rate: 0.8, difficulty: 0.8, discrimination: 0.42 },
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('80.00%');
    await expect(rows[2]).toHaveTextContent('70.00%');
    await expect(rows[3]).toHaveTextContent('92.86%');
    await expect(within(rows[1]!).getByText('—')).toBeVisible();
    await expect(within(rows[4]!).getAllByText('80.00%')).toHaveLength(2);
  },
};

export const Empty: Story = { args: { questions: [] } };
export const Loading: Story = { args: { questions: [], state: 'loading' } };
export const LoadError: Story = { args: { questions: [], state: 'error', stateMessages: { errorTitle: '统计加载失败', errorMessage: '网络异常，请稍后重试' } } };

/** The statistics of an exam whose stems hold inline and display formulas: each row shows them rendered. */
export const WithFormulas: Story = {
  args: {
    questions: [
      { question_id: 1, order: 1, type: 'single', stem: '某股票的 $\\beta = 1.2$，\\(r_f = 3\\%\\)，求 $E(R_i)$', score: 2, mean_awarded: 1.6, score_rate: 0.8, correct_rate: 0.8, difficulty: 0.8, discrimination: 0.42 },
      { question_id: 2, order: 2, type: 'short', stem: '由 $$P = \\sum_{t=1}^{n} \\frac{C}{(1+y)^t}$$ 说明久期', score: 10, mean_awarded: 6.5, score_rate: 0.65, correct_rate: null, difficulty: 0.65, discrimination: 0.35 },
      { question_id: 3, order: 3, type: 'judge', stem: '强式有效市场中内幕信息无法带来超额收益', score: 1, mean_awarded: 0.55, score_rate: 0.55, correct_rate: 0.55, difficulty: 0.55, discrimination: -0.12 },
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
      { question_id: 7, order: 3, type: 'calculated', stem: '贷款 {loan} 元，年利率 {rate}%，每月还款额为多少元？', score: 5, mean_awarded: 3.1, score_rate: 0.62, correct_rate: 0.62, difficulty: 0.62, discrimination: 0.51 },
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
      { question_id: 6, order: 3, type: 'numeric', stem: '项目 NPV 为多少万元？', score: 4, mean_awarded: 2.6, score_rate: 0.65, correct_rate: 0.55, difficulty: 0.65, discrimination: 0.48 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('数值题')).toBeVisible();
  },
};
