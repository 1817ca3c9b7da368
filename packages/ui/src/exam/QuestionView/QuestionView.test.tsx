import type { PublicQuestion, QuestionResponse } from '@finedu/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { sampleGradedQuestion, samplePublicQuestion } from '../fixtures/examFixtures';
import { QuestionView, type QuestionViewProps } from './QuestionView';

/** A controlled QuestionView that records every response it reports. */
function Harness({ question, initial = null, ...rest }: { question: PublicQuestion; initial?: QuestionResponse } & Partial<QuestionViewProps>) {
  const [value, setValue] = useState<QuestionResponse>(initial);
  return (
    <QuestionView
      question={question}
      value={value}
      codeEngine="plain"
      {...rest}
      onChange={(next) => {
        setValue(next);
        rest.onChange?.(next);
      }}
    />
  );
}

// Typing whole answers key by key on a shared, busy machine: give each test room.
jest.setTimeout(30_000);

describe('QuestionView', () => {
  it('labels shuffled options by position and answers with the original key', async () => {
    const base = samplePublicQuestion('single');
    if (base.content.type !== 'single') throw new Error('fixture');
    // Display order D, B, A, C: the first option shown is the original D, lettered A.
    const [a, b, c, d] = base.content.options;
    const shuffled: PublicQuestion = { ...base, content: { type: 'single', options: [d!, b!, a!, c!] } };
    const onChange = jest.fn();
    const { container } = render(<Harness question={shuffled} onChange={onChange} />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(4);
    const first = radios[0]!.closest('label')!;
    expect(first).toHaveTextContent(/^A\./);
    expect(first).toHaveTextContent('11%');
    await userEvent.click(radios[0]!);
    expect(onChange).toHaveBeenLastCalledWith('D');
    expect(radios[0]).toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps multiple-choice picks in display order and unchecks', async () => {
    const onChange = jest.fn();
    render(<Harness question={samplePublicQuestion('multiple')} onChange={onChange} />);
    const boxes = screen.getAllByRole('checkbox');
    await userEvent.click(boxes[2]!);
    await userEvent.click(boxes[0]!);
    expect(onChange).toHaveBeenLastCalledWith(['A', 'C']);
    await userEvent.click(boxes[2]!);
    expect(onChange).toHaveBeenLastCalledWith(['A']);
  });

  it('answers a judge question with a boolean, and clears it back to unanswered', async () => {
    const onChange = jest.fn();
    render(<Harness question={samplePublicQuestion('judge')} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: '清除选择' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '错' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: '清除选择' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    screen.getAllByRole('radio').forEach((radio) => expect(radio).not.toBeChecked());
  });

  it('places blank inputs inline where the stem marks {{n}} and answers one string per blank', async () => {
    const onChange = jest.fn();
    const { container } = render(<Harness question={samplePublicQuestion('blank')} onChange={onChange} />);
    const first = screen.getByRole('textbox', { name: '第 1 空' });
    const second = screen.getByRole('textbox', { name: '第 2 空' });
    // Inline: inside the rendered stem's paragraph, not in the list under it.
    expect(first.closest('p')).toHaveTextContent('每年利息为');
    expect(screen.queryByRole('list', { name: '填写答案' })).toBeNull();
    await userEvent.type(second, '折价');
    expect(onChange).toHaveBeenLastCalledWith(['', '折价']);
    await userEvent.type(first, '50');
    expect(onChange).toHaveBeenLastCalledWith(['50', '折价']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the blanks under the stem when the stem marks none', () => {
    render(<Harness question={{ ...samplePublicQuestion('blank'), stem: '写出 CAPM 公式中的两个参数名。' }} />);
    const list = screen.getByRole('list', { name: '填写答案' });
    expect(within(list).getAllByRole('textbox')).toHaveLength(2);
  });

  it('types a short answer and reports pasted text with the question id', async () => {
    const onPaste = jest.fn();
    const onChange = jest.fn();
    render(<Harness question={samplePublicQuestion('short')} onChange={onChange} onPaste={onPaste} />);
    const box = screen.getByRole('textbox', { name: '作答区' });
    await userEvent.type(box, '久期');
    expect(onChange).toHaveBeenLastCalledWith('久期');
    fireEvent.paste(box, { clipboardData: { getData: () => '复制来的答案' } });
    expect(onPaste).toHaveBeenCalledWith({ questionId: 104, text: '复制来的答案' });
  });

  it('starts a programming answer from the template and says how many hidden tests run', async () => {
    const onChange = jest.fn();
    render(<Harness question={samplePublicQuestion('program')} onChange={onChange} />);
    const editor = screen.getByRole('textbox', { name: '代码' });
    expect(editor).toHaveValue('def annual_return(prices):\n    # 在此编写代码\n    pass\n');
    expect(screen.getByText('提交后将运行 2 个隐藏测试用例评分')).toBeInTheDocument();
    fireEvent.change(editor, { target: { value: 'def annual_return(p):\n    return 0\n' } });
    expect(onChange).toHaveBeenLastCalledWith('def annual_return(p):\n    return 0\n');
  });

  it('answers case sub-questions into a record keyed by sub key, with the material and dataset link', async () => {
    const onChange = jest.fn();
    const onPaste = jest.fn();
    render(<Harness question={samplePublicQuestion('case')} onChange={onChange} onPaste={onPaste} />);
    expect(screen.getByRole('region', { name: '案例材料' })).toHaveTextContent('净利润 1.2 亿元');
    expect(screen.getByRole('link', { name: '下载数据集' })).toHaveAttribute('href', 'https://oss.example.edu.cn/datasets/company-2024.csv');
    const first = screen.getByRole('region', { name: /第 1 小题/ });
    await userEvent.click(within(first).getByRole('radio', { name: /20%/ }));
    expect(onChange).toHaveBeenLastCalledWith({ q1: 'B' });
    const second = screen.getByRole('region', { name: /第 2 小题/ });
    await userEvent.type(within(second).getByRole('textbox', { name: '作答区' }), 'ROE');
    expect(onChange).toHaveBeenLastCalledWith({ q1: 'B', q2: 'ROE' });
    fireEvent.paste(within(second).getByRole('textbox'), { clipboardData: { getData: () => 'x' } });
    expect(onPaste).toHaveBeenCalledWith({ questionId: 106, subKey: 'q2', text: 'x' });
  });

  it('toggles the flag and locks every input when disabled', async () => {
    const onToggleFlag = jest.fn();
    const onChange = jest.fn();
    const { rerender } = render(<QuestionView question={samplePublicQuestion('single')} value="A" onChange={onChange} onToggleFlag={onToggleFlag} />);
    const flag = screen.getByRole('button', { name: /标记本题/ });
    expect(flag).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(flag);
    expect(onToggleFlag).toHaveBeenCalledWith(true);
    rerender(<QuestionView question={samplePublicQuestion('single')} value="A" onChange={onChange} flagged onToggleFlag={onToggleFlag} disabled />);
    expect(screen.getByRole('button', { name: /取消标记/ })).toHaveAttribute('aria-pressed', 'true');
    screen.getAllByRole('radio').forEach((radio) => expect(radio).toBeDisabled());
    expect(onChange).not.toHaveBeenCalled();
  });

  describe('result mode', () => {
    it('shows the answer, the mark, the key by display letter and the analysis', async () => {
      const { container } = render(<QuestionView result={sampleGradedQuestion('single', { response: 'C', awarded: 0, correct: false })} />);
      expect(screen.getByText(/错误 · 得分 0 \/ 2/)).toBeInTheDocument();
      const feedback = screen.getByRole('region', { name: '解析' });
      expect(within(feedback).getByText('你的答案').nextElementSibling).toHaveTextContent('C');
      expect(within(feedback).getByText('正确答案').nextElementSibling).toHaveTextContent('B');
      expect(feedback).toHaveTextContent('解析');
      screen.getAllByRole('radio').forEach((radio) => expect(radio).toBeDisabled());
      expect(screen.getAllByRole('radio')[2]).toBeChecked();
      expect(await axe(container)).toHaveNoViolations();
    });

    it('without its key (attempts left) shows the mark and the own answer, and no empty analysis region', () => {
      const graded = sampleGradedQuestion('single', { response: 'C', awarded: 0, correct: false });
      const publicView = samplePublicQuestion('single');
      const withheld = { key_released: false as const, question_id: graded.question_id, order: graded.order, type: graded.type, stem: graded.stem, score: graded.score, awarded: 0, correct: false, response: 'C', comment: '', content: publicView.content, tests: null };
      const { rerender } = render(<QuestionView result={withheld} />);
      expect(screen.getByText(/错误 · 得分 0 \/ 2/)).toBeInTheDocument();
      expect(screen.getAllByRole('radio')[2]).toBeChecked();
      expect(screen.queryByRole('region', { name: '解析' })).toBeNull();
      expect(screen.queryByText('正确答案')).toBeNull();
      // The teacher's comment still shows, in the region.
      rerender(<QuestionView result={{ ...withheld, comment: '再看看第二章' }} />);
      expect(screen.getByRole('region', { name: '解析' })).toHaveTextContent('再看看第二章');
    });

    it('letters the key by the shuffled display order when the student view is given', () => {
      const base = samplePublicQuestion('single');
      if (base.content.type !== 'single') throw new Error('fixture');
      const [a, b, c, d] = base.content.options;
      // The student saw D, C, B, A: the right answer (original B) was shown third, as "C".
      const shuffled: PublicQuestion = { ...base, content: { type: 'single', options: [d!, c!, b!, a!] } };
      render(<QuestionView question={shuffled} result={sampleGradedQuestion('single', { response: 'D', awarded: 0, correct: false })} />);
      const feedback = screen.getByRole('region', { name: '解析' });
      expect(within(feedback).getByText('正确答案').nextElementSibling).toHaveTextContent('C');
      expect(within(feedback).getByText('你的答案').nextElementSibling).toHaveTextContent('A');
    });

    it('marks each blank against its alternatives, ignoring case and spaces as the key says', () => {
      render(<QuestionView result={sampleGradedQuestion('blank', { response: [' 50 ', '溢价'], awarded: 2, correct: false })} />);
      expect(screen.getByRole('textbox', { name: '第 1 空' })).toHaveAttribute('data-mark', 'correct');
      expect(screen.getByRole('textbox', { name: '第 2 空' })).toHaveAttribute('data-mark', 'incorrect');
      expect(screen.getByText(/部分正确 · 得分 2 \/ 4/)).toBeInTheDocument();
      expect(screen.getByText('第 1 空：50 / 50.00；第 2 空：折价')).toBeInTheDocument();
    });

    it('shows the verdicts the server stored (each blank, the numeric credit, each pick) rather than working them out again', () => {
      // The stored verdicts say the opposite of what the key would give today: the stored ones are shown.
      const { rerender } = render(
        <QuestionView result={sampleGradedQuestion('blank', { response: [' 50 ', '溢价'], awarded: 2, correct: false, verdicts: { blanks: [false, true] } })} />,
      );
      expect(screen.getByRole('textbox', { name: '第 1 空' })).toHaveAttribute('data-mark', 'incorrect');
      expect(screen.getByRole('textbox', { name: '第 2 空' })).toHaveAttribute('data-mark', 'correct');
      rerender(<QuestionView result={sampleGradedQuestion('numeric', { response: '11.6', awarded: 4, correct: true, verdicts: { numeric: { credit: 1, matched: 0 } } })} />);
      expect(screen.getByRole('textbox', { name: '数值答案' })).toHaveAttribute('data-mark', 'correct');
      rerender(<QuestionView result={sampleGradedQuestion('single', { response: 'D', awarded: 2, correct: true, verdicts: { picks: { D: true } } })} />);
      const picked = screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked)!.closest('[data-picked]')!;
      expect(picked).toHaveAttribute('data-verdict', 'correct');
      expect(picked).toHaveTextContent('✓');
    });

    it("marks a case's sub-questions with their own stored verdicts", () => {
      render(
        <QuestionView
          codeEngine="plain"
          result={sampleGradedQuestion('case', { response: { q1: 'A', q2: '三因素' }, awarded: null, correct: null, verdicts: { subs: { q1: { picks: { A: false } } } } })}
        />,
      );
      const picked = screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked)!.closest('[data-picked]')!;
      expect(picked).toHaveAttribute('data-verdict', 'incorrect');
      expect(picked).toHaveTextContent('✗ 错误');
    });

    it('works the marks out from the key for an answer graded before verdicts were stored', () => {
      render(<QuestionView result={sampleGradedQuestion('multiple', { response: ['A', 'B'], awarded: 0, correct: false, verdicts: null })} />);
      const verdicts = screen.getAllByRole('checkbox').map((box) => box.closest('[data-key]')!.getAttribute('data-verdict'));
      expect(verdicts).toEqual(['correct', 'incorrect', null, null]);
    });

    it('shows program test outcomes and the teacher comment; pending when awarded is null', () => {
      const { rerender } = render(
        <QuestionView
          codeEngine="plain"
          result={sampleGradedQuestion('program', {
            response: 'def annual_return(p): return 0',
            awarded: 5,
            tests: [
              { name: '上涨序列', passed: false, points: 5, message: 'AssertionError' },
              { name: '持平序列', passed: true, points: 5, message: '' },
            ],
            comment: '注意复利',
          })}
        />,
      );
      const table = screen.getByRole('table', { name: '测试结果' });
      expect(within(table).getAllByRole('row')).toHaveLength(3);
      expect(table).toHaveTextContent('✗ 未通过 — AssertionError');
      expect(screen.getByText('注意复利')).toBeInTheDocument();
      rerender(<QuestionView result={sampleGradedQuestion('short', { response: '答案', awarded: null, correct: null })} />);
      expect(screen.getByText('待批阅')).toBeInTheDocument();
      expect(screen.getByText('参考答案')).toBeInTheDocument();
    });
  });
});
