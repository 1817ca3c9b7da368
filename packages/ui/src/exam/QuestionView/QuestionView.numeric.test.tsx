// Numeric questions in the exam view: the answer box says what it understood as the student types, keeps what cannot
// be read as typed, and the review marks answers and words the key exactly as the server grades (shared rule table).
import { NumericContent, type GradedQuestion, type QuestionResponse } from '@finedu/domain';
import { NUMERIC_CASE_SCORE, NUMERIC_CASES, numericCaseAwarded, type NumericRuleCase } from '@finedu/domain/shared-rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { sampleGradedQuestion, samplePublicQuestion } from '../fixtures/examFixtures';
import { QuestionView } from './QuestionView';

jest.setTimeout(30_000);

function Harness({ onChange }: { onChange: (value: QuestionResponse) => void }) {
  const [value, setValue] = useState<QuestionResponse>(null);
  return (
    <QuestionView
      question={samplePublicQuestion('numeric')}
      value={value}
      codeEngine="plain"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const box = () => screen.getByRole('textbox', { name: '数值答案' });

describe('QuestionView: numeric answers', () => {
  it('says what it understood, with the unit and its value in the base unit', async () => {
    const onChange = jest.fn();
    const { container } = render(<Harness onChange={onChange} />);
    expect(screen.getByText('可用单位：万元、元；保留 2 位小数')).toBeInTheDocument();
    await userEvent.type(box(), '１１．９１');
    expect(screen.getByRole('status')).toHaveTextContent('已识别：11.91');
    expect(onChange).toHaveBeenLastCalledWith('１１．９１');
    await userEvent.clear(box());
    await userEvent.type(box(), '119,100 元');
    expect(screen.getByRole('status')).toHaveTextContent('已识别：119100 元（= 11.91）');
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'understood');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps text it cannot read as typed and says why it earns nothing', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(box(), '约十二');
    expect(onChange).toHaveBeenLastCalledWith('约十二');
    expect(screen.getByRole('status')).toHaveTextContent('无法识别为数值，答案按原样保存，不能得分');
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'not-understood');
    await userEvent.clear(box());
    await userEvent.type(box(), '12 美元');
    expect(screen.getByRole('status')).toHaveTextContent('无法识别单位「美元」');
  });

  it('never receives the accepted values while answering', () => {
    expect(JSON.stringify(samplePublicQuestion('numeric'))).not.toContain('11.91');
  });

  it('shows the key in words in the result', () => {
    render(<QuestionView result={sampleGradedQuestion('numeric', { response: '11.6', awarded: 2, correct: false })} codeEngine="plain" />);
    expect(screen.getByText('11.91 万元 ± 0.01；11.91 万元 ± 0.5（得 50% 分）')).toBeInTheDocument();
    expect(box()).toHaveAttribute('data-mark', 'incorrect');
  });
});

const graded = (rule: NumericRuleCase): GradedQuestion => ({
  question_id: 1,
  order: 1,
  type: 'numeric',
  stem: rule.stem,
  score: NUMERIC_CASE_SCORE,
  awarded: numericCaseAwarded(rule),
  correct: rule.credit === 1,
  response: rule.response,
  comment: '',
  content: NumericContent.parse(rule.content),
  analysis: '',
  tests: null,
});

describe('the review marks numeric answers as the server grades them', () => {
  it.each(NUMERIC_CASES.map((rule) => [rule.name, rule] as const))('%s', (_, rule) => {
    const { container } = render(<QuestionView result={graded(rule)} codeEngine="plain" />);
    expect(box()).toHaveAttribute('data-mark', rule.credit === 1 ? 'correct' : 'incorrect');
    expect(container.firstElementChild).toHaveAttribute('data-result', rule.credit === 1 ? 'correct' : rule.credit > 0 ? 'partial' : 'incorrect');
  });
});
