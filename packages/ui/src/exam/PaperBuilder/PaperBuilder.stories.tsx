import type { PaperWrite, Question } from '@finedu/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FORMULA_SOURCES, formulaQuestion, sampleQuestion } from '../fixtures/examFixtures';
import { expectFormulasRendered } from '../../../test/formulaChecks';
import { PaperBuilder, type PaperBuilderProps } from './PaperBuilder';

const questions: Record<number, Question> = Object.fromEntries(
  (['single', 'multiple', 'judge', 'blank', 'short', 'program', 'case', 'numeric', 'calculated'] as const).map((type) => [sampleQuestion(type).id, sampleQuestion(type)]),
);

const paper: PaperWrite = {
  title: '投资学期中考试',
  description: '闭卷，可使用计算器。',
  duration_minutes: 90,
  sections: [
    { title: '一、客观题', description: '每题只有一个或多个正确答案。', questions: [{ question_id: 100, score: 2 }, { question_id: 101, score: 3 }, { question_id: 102, score: 1 }, { question_id: 103, score: 4 }] },
    { title: '二、主观题', description: '', questions: [{ question_id: 104, score: 10 }, { question_id: 105, score: 10 }, { question_id: 106, score: 20 }] },
  ],
};

/** Holds the paper like the app does; "add questions" appends the judge question, as a bank picker would. */
function Controlled(args: PaperBuilderProps) {
  const [value, setValue] = useState(args.value);
  const change = (next: PaperWrite) => {
    setValue(next);
    args.onChange(next);
  };
  return (
    <PaperBuilder
      {...args}
      value={value}
      onChange={change}
      onPickQuestions={(sectionIndex) => {
        args.onPickQuestions?.(sectionIndex);
        change({ ...value, sections: value.sections.map((s, i) => (i === sectionIndex ? { ...s, questions: [...s.questions, { question_id: 102, score: 1 }] } : s)) });
      }}
    />
  );
}

const meta = {
  title: 'Exam/PaperBuilder',
  component: PaperBuilder,
  render: (args) => <Controlled {...args} />,
  args: { value: paper, questions, onChange: fn(), onSubmit: fn(), onPickQuestions: fn(), onCancel: fn(), submitting: false, readOnly: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaperBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // Stems show their formulas rendered, not their TeX.
    await expect(within(canvasElement).getAllByRole('math', { name: '\\beta = 1.2' })[0]).toBeVisible();
  },
};

export const EditScores: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('共 7 题 · 总分 50 分 · 时长 90 分钟');
    const score = canvas.getByRole('spinbutton', { name: '第 1 题分值' });
    await userEvent.clear(score);
    await userEvent.type(score, '5');
    await expect(canvas.getByRole('status')).toHaveTextContent('总分 53 分');
    await userEvent.click(canvas.getByRole('button', { name: '保存试卷' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: '投资学期中考试' }));
  },
};

export const AddQuestions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('region', { name: '第 2 部分' });
    await userEvent.click(within(second).getByRole('button', { name: '+ 从题库添加题目' }));
    await expect(args.onPickQuestions).toHaveBeenCalledWith(1);
    await expect(second).toHaveTextContent('4 题 · 41 分');
  },
};

export const Reorder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下移第 1 部分' }));
    await expect(canvas.getByRole('textbox', { name: '第 1 部分 大题名称' })).toHaveValue('二、主观题');
  },
};

export const Empty: Story = { args: { value: { title: '', description: '', duration_minutes: 60, sections: [{ title: '第 1 部分', description: '', questions: [] }] } } };

export const Errors: Story = {
  args: { value: { title: '', description: '', duration_minutes: 0, sections: [{ title: '', description: '', questions: [] }] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存试卷' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('请填写试卷名称')).toBeVisible();
    await expect(canvas.getByText('试卷至少需要一道题')).toBeVisible();
  },
};

export const ServerError: Story = { args: { error: '试卷已被考试使用，不能修改题目' } };
export const Submitting: Story = { args: { submitting: true } };

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Each question's line shows its stem's formulas rendered inline (a display formula too), never their TeX. */
export const WithFormulas: Story = {
  args: { questions: { ...questions, 100: formulaQuestion('single'), 104: { ...formulaQuestion('short'), id: 104 } } },
  play: async ({ canvasElement }) => {
    await expectFormulasRendered(canvasElement, FORMULA_SOURCES, 5);
    await expect(within(canvasElement).getAllByRole('math', { name: 'r_f = 3\\%' })).toHaveLength(1);
  },
};

/** A numeric question on a paper: listed with its type like any other. */
/** A calculated question on a paper: its type, and its stem with the placeholders each student sees filled. */
export const WithCalculated: Story = {
  args: {
    value: { ...paper, sections: [{ title: '一、计算题', description: '', questions: [{ question_id: sampleQuestion('calculated').id, score: 5 }, { question_id: sampleQuestion('numeric').id, score: 4 }] }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('计算题')).toBeVisible();
    await expect(canvas.getByText(/助学贷款 \{loan\} 元/)).toBeVisible();
  },
};
export const WithNumeric: Story = {
  args: {
    value: { ...paper, sections: [{ title: '一、计算题', description: '', questions: [{ question_id: sampleQuestion('numeric').id, score: 4 }, { question_id: 103, score: 4 }] }] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('数值题')).toBeVisible();
  },
};
