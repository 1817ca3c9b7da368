import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FORMULA_SOURCES, formulaQuestion, sampleQuestion } from '../fixtures/examFixtures';
import { expectFormulasRendered } from '../../../test/formulaChecks';
import { QuestionPreview } from './QuestionPreview';

const meta = {
  title: 'Exam/QuestionPreview',
  component: QuestionPreview,
  args: { question: sampleQuestion('single') },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const key = within(canvasElement).getByRole('region', { name: '答案与解析' });
    await expect(key).toHaveTextContent('正确答案B');
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Multiple: Story = { args: { question: sampleQuestion('multiple') } };
export const Judge: Story = { args: { question: sampleQuestion('judge') } };
export const Blank: Story = {
  args: { question: sampleQuestion('blank') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '答案与解析' })).toHaveTextContent('第 1 空：50 / 50.00');
  },
};
export const Short: Story = { args: { question: sampleQuestion('short') } };
export const Numeric: Story = {
  args: { question: sampleQuestion('numeric') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '答案与解析' })).toHaveTextContent('11.91 万元 ± 0.01；11.91 万元 ± 0.5（得 50% 分）');
  },
};
/** A calculated question for staff: the stem with its placeholders, then the formula, each variable's values and the tolerance. */
export const Calculated: Story = {
  args: { question: sampleQuestion('calculated') },
  play: async ({ canvasElement }) => {
    const key = within(canvasElement).getByRole('region', { name: '答案与解析' });
    await expect(key).toHaveTextContent('PMT(rate / 100 / 12, years * 12, -loan)');
    await expect(key).toHaveTextContent('loan 取值 20000, 30000, 40000, 50000, 60000');
    await expect(key).toHaveTextContent('rate 3 至 6，步长 0.25');
    await expect(key).toHaveTextContent('允许相对误差 ±0.5%');
  },
};
export const Program: Story = {
  args: { question: sampleQuestion('program') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('上涨序列（5 分）')).toBeVisible();
  },
};
/** A notebook question for staff: the starting cells as students see them, then the hidden tests with their code. */
export const Notebook: Story = {
  args: { question: sampleQuestion('notebook'), codeEngine: 'plain' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: '笔记本单元格' })).getAllByRole('listitem')).toHaveLength(3);
    const key = canvas.getByRole('region', { name: '答案与解析' });
    await expect(within(key).getByText('样例价格（6 分）')).toBeVisible();
    await expect(within(key).getByText('单调上涨（4 分）')).toBeVisible();
  },
};
export const Case: Story = { args: { question: sampleQuestion('case') } };
export const WithoutMeta: Story = { args: { question: sampleQuestion('judge'), hideMeta: true } };

/** The bank's preview of a question with formulas in its stem, options, key and analysis. */
export const WithFormulas: Story = {
  args: { question: formulaQuestion('single') },
  play: async ({ canvasElement }) => {
    await expectFormulasRendered(canvasElement, FORMULA_SOURCES, 10);
    await expect(canvasElement.querySelectorAll('.katex-display').length).toBeGreaterThanOrEqual(2);
  },
};

/** A short question's reference answer holds a display formula too. */
export const ShortWithFormulas: Story = {
  args: { question: formulaQuestion('short') },
  play: async ({ canvasElement }) => {
    await expectFormulasRendered(canvasElement, FORMULA_SOURCES, 4);
  },
};
