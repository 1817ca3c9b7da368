// Matching and cloze questions in the exam view (issue 32): a select per prompt, inline gaps in the text, the response
// shapes the server checks, and the review's marks and right answers as the server graded them.
import type { QuestionResponse } from '@finedu/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { sampleGradedQuestion, samplePublicQuestion } from '../fixtures/examFixtures';
import { QuestionView } from './QuestionView';

jest.setTimeout(30_000);

function Harness({ type, onChange }: { type: 'matching' | 'cloze'; onChange: (value: QuestionResponse) => void }) {
  const [value, setValue] = useState<QuestionResponse>(null);
  return (
    <QuestionView
      question={samplePublicQuestion(type)}
      value={value}
      codeEngine="plain"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('QuestionView: matching', () => {
  it('offers every answer and the distractor for each prompt and answers in prompt order', async () => {
    const onChange = jest.fn();
    const { container } = render(<Harness type="matching" onChange={onChange} />);
    const list = screen.getByRole('list', { name: '配对' });
    const selects = within(list).getAllByRole('combobox');
    expect(selects).toHaveLength(3);
    expect(within(selects[0]!).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择', '权益类', '固定收益类', '衍生品', '现金等价物']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '股指期货' }), '衍生品');
    expect(onChange).toHaveBeenLastCalledWith(['', '', '衍生品']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '股票' }), '权益类');
    expect(onChange).toHaveBeenLastCalledWith(['权益类', '', '衍生品']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '股票' }), '');
    expect(onChange).toHaveBeenLastCalledWith(['', '', '衍生品']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks each prompt as graded and shows the right answer of the wrong ones in the review', async () => {
    const { container } = render(
      <QuestionView result={sampleGradedQuestion('matching', { response: ['权益类', '衍生品', ''], awarded: 1, correct: false, verdicts: { pairs: [true, false, false] } })} codeEngine="plain" />,
    );
    const stock = screen.getByRole('combobox', { name: '股票' });
    expect(stock).toBeDisabled();
    expect(stock).toHaveAttribute('data-mark', 'correct');
    expect(screen.getByRole('combobox', { name: '国债' })).toHaveAttribute('data-mark', 'incorrect');
    expect(screen.getByText('正确答案：固定收益类')).toBeInTheDocument();
    expect(screen.getByText('正确答案：衍生品')).toBeInTheDocument();
    expect(screen.queryByText('正确答案：权益类')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('QuestionView: cloze', () => {
  it('puts an input or a select at each gap of the text and answers one string per gap', async () => {
    const onChange = jest.fn();
    const { container } = render(<Harness type="cloze" onChange={onChange} />);
    const stem = container.querySelector('[data-blank-slot]')?.parentElement;
    expect(stem).not.toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: '第 1 空' }), '50');
    expect(onChange).toHaveBeenLastCalledWith(['50', '', '']);
    const choice = screen.getByRole('combobox', { name: '第 2 空' });
    expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择', '上升', '下降', '不变']);
    await userEvent.selectOptions(choice, '下降');
    await userEvent.type(screen.getByRole('textbox', { name: '第 3 空' }), '久期');
    expect(onChange).toHaveBeenLastCalledWith(['50', '下降', '久期']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a radio group for a radio gap', async () => {
    const onChange = jest.fn();
    const question = { ...samplePublicQuestion('cloze'), content: { type: 'cloze' as const, gaps: [{ kind: 'short' as const }, { kind: 'choice' as const, display: 'radio' as const, options: ['上升', '下降'] }, { kind: 'short' as const }] } };
    render(<QuestionView question={question} value={null} onChange={onChange} codeEngine="plain" />);
    await userEvent.click(within(screen.getByRole('radiogroup', { name: '第 2 空' })).getByRole('radio', { name: '下降' }));
    expect(onChange).toHaveBeenLastCalledWith(['', '下降', '']);
  });

  it('marks each gap by the credit the server stored, with the right answer and a partial credit', () => {
    render(<QuestionView result={sampleGradedQuestion('cloze', { response: ['50', '上升', '修正久期'], awarded: 2, correct: false, verdicts: { gaps: [1, 0, 0.5] } })} codeEngine="plain" />);
    expect(screen.getByRole('textbox', { name: '第 1 空' })).toHaveAttribute('data-mark', 'correct');
    expect(screen.getByRole('combobox', { name: '第 2 空' })).toHaveAttribute('data-mark', 'incorrect');
    expect(screen.getByRole('textbox', { name: '第 3 空' })).toHaveAttribute('data-mark', 'partial');
    expect(screen.getByText(/正确答案：下降/)).toBeInTheDocument();
    expect(screen.getByText(/得 50% 分；正确答案：久期/)).toBeInTheDocument();
  });

  it('works the marks out with the server rule when no verdicts were stored', () => {
    render(<QuestionView result={sampleGradedQuestion('cloze', { response: ['50', '下降', 'DURATION'] })} codeEngine="plain" />);
    expect(screen.getByRole('textbox', { name: '第 3 空' })).toHaveAttribute('data-mark', 'correct');
    expect(screen.getByRole('combobox', { name: '第 2 空' })).toHaveAttribute('data-mark', 'correct');
  });
});
