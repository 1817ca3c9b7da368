import type { QuestionType, QuestionWrite } from '@finedu/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FORMULA_SOURCES, formulaQuestion, questionContents, sampleQuestion, sampleVariants } from '../fixtures/examFixtures';
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
/** A calculated question before any preview: variables (a list and two ranges), the formula, its tolerance and units. */
export const Calculated: Story = {
  args: { value: writeOf('calculated'), codeEngine: 'plain', onPreviewVariants: fn(async () => sampleVariants) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '变量 1 取值' })).toHaveValue('20000, 30000, 40000, 50000, 60000');
    await expect(canvas.getByRole('spinbutton', { name: '变量 2 步长' })).toHaveValue(0.25);
    await expect(canvas.getByRole('textbox', { name: /答案公式/ })).toHaveValue('PMT(rate / 100 / 12, years * 12, -loan)');
    await expect(canvas.getByRole('spinbutton', { name: '误差 (%)' })).toHaveValue(0.5);
    await expect(canvas.getByText('尚未预览：点击「预览变式」查看学生将看到的数值与答案')).toBeVisible();
  },
};
/** The preview asked for: five variants with their values, stems and answers; an edit marks them as out of date. */
export const CalculatedVariants: Story = {
  args: { value: writeOf('calculated'), codeEngine: 'plain', onPreviewVariants: fn(async () => sampleVariants) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '预览变式' }));
    const table = await canvas.findByRole('table', { name: '变式预览' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByText('892.4077')).toBeVisible();
    await expect(within(table).getByText(sampleVariants[1]!.stem)).toBeVisible();
    await expect(args.onPreviewVariants).toHaveBeenCalledWith(expect.objectContaining({ stem: sampleQuestion('calculated').stem, content: expect.objectContaining({ formula: 'PMT(rate / 100 / 12, years * 12, -loan)' }) }));
    // The student view shows the first variant's values in the stem.
    const studentView = canvas.getByRole('complementary', { name: '学生视角预览' });
    await expect(studentView).toHaveTextContent('某同学申请助学贷款 30000 元，年利率 4.5%');
    await expect(studentView).not.toHaveTextContent('{loan}');
  },
};
/** The server refuses the definition (no finite answer for some values): its message, and no variants. */
export const CalculatedRefused: Story = {
  args: {
    value: { ...writeOf('calculated'), content: { ...questionContents.calculated, formula: 'loan / (rate - 4)' } as QuestionWrite['content'] },
    codeEngine: 'plain',
    onPreviewVariants: fn(async () => {
      throw new Error('取值 loan=20000, rate=4, years=2 时答案不是有限的数，请调整变量范围或公式');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '预览变式' }));
    await expect(await canvas.findByText('取值 loan=20000, rate=4, years=2 时答案不是有限的数，请调整变量范围或公式')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: '变式预览' })).toBeNull();
  },
};
/** A calculated question saved with problems the page can see: an undeclared placeholder, a bad name, an empty formula. */
export const CalculatedErrors: Story = {
  args: {
    value: {
      type: 'calculated',
      stem: '本金 {loan} 元，利率 {r}%',
      content: { type: 'calculated', variables: [{ name: 'loan', kind: 'range', min: 10, max: 1, step: 0 }, { name: '2x', kind: 'list', values: [] }], formula: '' },
    },
    codeEngine: 'plain',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存题目' }));
    await expect(canvas.getByText('题干中的 {r} 不是已定义的变量')).toBeVisible();
    await expect(canvas.getByText('最大值须不小于最小值')).toBeVisible();
    await expect(canvas.getByText('步长须为正数')).toBeVisible();
    await expect(canvas.getByText('名称须以字母或下划线开头，只含字母、数字与下划线')).toBeVisible();
    await expect(canvas.getByText('请填写 1–100 个数，用逗号分隔')).toBeVisible();
    await expect(canvas.getByText('请填写答案公式')).toBeVisible();
    await expect(canvas.getByText('此处无法预览变式')).toBeVisible();
  },
};
export const Program: Story = { args: { value: writeOf('program') } };

/** A notebook question: the starting notebook's cells (a locked task and prices, the answer cell) and the hidden tests. */
export const Notebook: Story = {
  args: { value: writeOf('notebook'), codeEngine: 'plain' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: '编辑题目' });
    await expect(within(form).getAllByRole('group', { name: /^单元格 \d$/ })).toHaveLength(3);
    await expect(within(form).getByRole('checkbox', { name: '单元格 2 锁定' })).toBeChecked();
    await expect(within(form).getByRole('group', { name: '测试 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存题目' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'notebook', content: expect.objectContaining({ type: 'notebook' }) }));
  },
};

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

/** A matching question: pairs, a distractor and the shuffle flag; the preview offers every answer per prompt. */
export const Matching: Story = { args: { value: writeOf('matching'), codeEngine: 'plain' } };

/** A cloze question: a number, a drop-down and a text gap placed in the text by their `{{n}}` markers. */
export const Cloze: Story = {
  args: { value: writeOf('cloze'), codeEngine: 'plain' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '+ 插入空' }));
    await expect(canvas.getByRole('group', { name: '第 4 空' })).toBeInTheDocument();
  },
};

/** A cloze question whose text marks a gap that does not exist: the editor says so before saving. */
export const ClozeMarkerErrors: Story = {
  args: { value: { ...writeOf('cloze'), stem: '利息为 {{1}} 元，{{5}}' }, codeEngine: 'plain' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存题目' }));
    await expect(canvas.getByText('题干中的 {{5}} 没有对应的空（本题有 3 个空）')).toBeInTheDocument();
  },
};
