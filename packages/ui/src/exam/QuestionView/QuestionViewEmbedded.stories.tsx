import type { QuestionResponse } from '@finedu/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleGradedQuestion, samplePublicQuestion } from '../fixtures/examFixtures';
import { QuestionView, type QuestionViewProps } from './QuestionView';

/** Holds the response like the exam page does, and reports every change to the story's spy. */
function Controlled(args: QuestionViewProps) {
  const [value, setValue] = useState<QuestionResponse>(args.value ?? null);
  return (
    <QuestionView
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
    />
  );
}

/** Matching (配对题) and cloze (完形填空) questions (issue 32): taking, review and a phone's width. */
const meta = {
  title: 'Exam/QuestionView/Matching and cloze',
  component: QuestionView,
  render: (args) => <Controlled {...args} />,
  args: { question: samplePublicQuestion('matching'), onChange: fn(), disabled: false },
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

export const Matching: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '国债' }), '固定收益类');
    await expect(args.onChange).toHaveBeenLastCalledWith(['', '固定收益类', '']);
  },
};

export const Cloze: Story = {
  args: { question: samplePublicQuestion('cloze') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '第 1 空' }), '50');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '第 2 空' }), '下降');
    await expect(args.onChange).toHaveBeenLastCalledWith(['50', '下降', '']);
  },
};

export const ClozeRadio: Story = {
  args: {
    question: {
      ...samplePublicQuestion('cloze'),
      content: { type: 'cloze', gaps: [{ kind: 'numeric' }, { kind: 'choice', display: 'radio', options: ['上升', '下降', '不变'] }, { kind: 'short' }] },
    },
  },
};

export const MatchingResult: Story = {
  args: { question: undefined, result: sampleGradedQuestion('matching', { response: ['权益类', '衍生品', ''], awarded: 1, correct: false, verdicts: { pairs: [true, false, false] } }) },
};

export const ClozeResult: Story = {
  args: { question: undefined, result: sampleGradedQuestion('cloze', { response: ['50', '上升', '修正久期'], awarded: 2, correct: false, verdicts: { gaps: [1, 0, 0.5] } }) },
};

/** A phone (390 px): each prompt's select goes under it, the gaps wrap with the text, nothing sticks out. */
export const MatchingPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390, padding: 16, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile1' } },
};

export const ClozePhone: Story = {
  args: { question: samplePublicQuestion('cloze') },
  decorators: MatchingPhone.decorators,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('article');
    await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth + 1);
  },
};
