import type { QuestionType, QuestionWrite } from '@finedu/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FORMULA_SOURCES, formulaQuestion, sampleQuestion } from '../fixtures/examFixtures';
import { expectFormulasRendered } from '../../../test/formulaChecks';
import { QuestionEditor } from './QuestionEditor';

const writeOf = (type: QuestionType): QuestionWrite => {
  const { stem, analysis, difficulty, knowledge_points, score, category_id, content } = sampleQuestion(type);
  return { type, stem, analysis, difficulty, knowledge_points, score, category_id, content };
};

const categories = [
  { id: 3, name: '投资学' },
  { id: 4, name: '公司金融' },
];

const meta = {
  title: 'Exam/QuestionEditor',
  component: QuestionEditor,
  args: { onSubmit: fn(), onChange: fn(), onCancel: fn(), categories, submitting: false, readOnly: false },
} satisfies Meta<typeof QuestionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NewQuestionErrors: Story = {
  args: { codeEngine: 'plain' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存题目' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('处需要修改');
    await expect(canvas.getByText('请选择正确答案')).toBeVisible();
  },
};

export const SingleChoice: Story = {
  args: { value: writeOf('single'), codeEngine: 'plain' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: '编辑题目' });
    await userEvent.click(within(form).getByRole('radio', { name: 'C 为正确答案' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存题目' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'single', content: expect.objectContaining({ answer: 'C' }) }));
  },
};

export const MultipleChoice: Story = { args: { value: writeOf('multiple') } };
export const Judge: Story = { args: { value: writeOf('judge') } };

export const Blank: Story = {
  args: { value: writeOf('blank'), codeEngine: 'plain' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '+ 添加空位' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存题目' }));
    await expect(canvas.getByText('题干标记了 2 个空位，但设置了 3 个答案')).toBeVisible();
  },
};

export const Short: Story = { args: { value: writeOf('short') } };
/** A numeric key: two answers (full and half credit), units with multipliers, two decimals required. */
export const Numeric: Story = {
  args: { value: writeOf('numeric'), codeEngine: 'plain' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: '答案 2 得分比例（%）' })).toHaveValue(50);
    await expect(canvas.getByRole('textbox', { name: '单位 2 名称' })).toHaveValue('元');
  },
};
/** A new numeric question sent without its value: the editor says what to fill. */
export const NumericErrors: Story = {
  args: { value: { type: 'numeric', stem: '项目 NPV 为多少万元？', content: { type: 'numeric', answers: [{ value: Number.NaN, credit: 0.5 }], unit_required: true } }, codeEngine: 'plain' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存题目' }));
    await expect(canvas.getByText('请填写数值')).toBeVisible();
    await expect(canvas.getByText('至少一个答案须得满分（100%）')).toBeVisible();
    await expect(canvas.getByText('要求填写单位时须至少列出一个单位')).toBeVisible();
  },
};
export const Program: Story = { args: { value: writeOf('program') } };

export const Case: Story = {
  args: { value: writeOf('case'), codeEngine: 'plain' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '+ 添加小题' }));
    await expect(canvas.getByRole('group', { name: '第 3 小题' })).toBeVisible();
  },
};

export const TypeSwitch: Story = {
  args: { value: writeOf('single'), codeEngine: 'plain' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '题型' }), 'multiple');
    const form = canvas.getByRole('form', { name: '编辑题目' });
    await expect(within(form).getByRole('checkbox', { name: 'B 为正确答案' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '题型' }), 'short');
    await expect(canvas.getByRole('textbox', { name: '参考答案' })).toBeVisible();
  },
};

export const Submitting: Story = { args: { value: writeOf('judge'), submitting: true } };
export const ServerError: Story = { args: { value: writeOf('judge'), error: '题目分类不存在，请刷新后重试' } };

export const ReadOnly: Story = {
  args: { value: writeOf('single'), readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '保存题目' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: '题型' })).toBeDisabled();
  },
};

/** TeX typed in the stem and options shows rendered in the preview beside the editor (the text boxes keep the source). */
export const WithFormulas: Story = {
  args: {
    value: (() => {
      const { type, stem, analysis, difficulty, knowledge_points, score, category_id, content } = formulaQuestion('single');
      return { type, stem, analysis, difficulty, knowledge_points, score, category_id, content };
    })(),
  },
  play: async ({ canvasElement }) => {
    const preview = within(canvasElement).getByRole('complementary', { name: '学生视角预览' });
    await expectFormulasRendered(preview, FORMULA_SOURCES, 8);
    await expect(preview.querySelector('.katex-display')).not.toBeNull();
  },
};
