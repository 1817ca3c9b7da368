import { encodeNotebookAnswer, type QuestionResponse } from '@finedu/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { sampleGradedQuestion, samplePublicQuestion } from '../fixtures/examFixtures';
import { QuestionView, type QuestionViewNotebookSlotProps } from './QuestionView';

const answer = encodeNotebookAnswer([
  { type: 'markdown', source: '## 最大回撤', locked: true },
  { type: 'code', source: 'prices = [1.00, 1.04, 1.10, 0.99, 0.95, 1.02, 1.08, 1.12]', locked: true },
  { type: 'code', source: 'def max_drawdown(prices):\n    peak = prices[0]\n    return 0.1364', locked: false },
  { type: 'markdown', source: '我的*思路*：逐日更新最高价', locked: false },
]);

const cellsList = () => screen.getByRole('list', { name: '笔记本单元格' });

describe('QuestionView: notebook questions', () => {
  it('shows the starting notebook read-only: markdown rendered, code under a 「代码」 caption, locked cells marked', async () => {
    const { container } = render(<QuestionView question={samplePublicQuestion('notebook')} codeEngine="plain" />);
    expect(screen.getByText('笔记本题')).toBeInTheDocument();
    expect(screen.getByText(/定义函数/)).toBeInTheDocument();
    const items = within(cellsList()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading', { name: '最大回撤' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('代码');
    expect(items[1]!.querySelector('pre code')).toHaveTextContent('prices = [1.00, 1.04');
    expect(within(cellsList()).getAllByText('已锁定')).toHaveLength(2);
    expect(items[2]).not.toHaveTextContent('已锁定');
    // Nothing here can be typed into: the live notebook is the exam page's (renderNotebook).
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('提交后将在全新内核中运行你的代码与 2 个隐藏测试评分')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the saved notebook instead of the starting one', () => {
    render(<QuestionView question={samplePublicQuestion('notebook')} value={answer} codeEngine="plain" />);
    const items = within(cellsList()).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[2]!.querySelector('pre code')).toHaveTextContent('return 0.1364');
    expect(within(items[3]!).getByText('思路').tagName).toBe('EM');
  });

  it('renders the exam page’s notebook through renderNotebook, under the header and stem, with the value, onChange and disabled', async () => {
    const slot = jest.fn((props: QuestionViewNotebookSlotProps) => (
      <button type="button" disabled={props.disabled} onClick={() => props.onChange(answer)}>
        live notebook of {props.question.content.cells.length} cells, {props.value === null ? 'empty' : 'saved'}
      </button>
    ));
    const onChange = jest.fn();
    function Harness({ disabled = false }: { disabled?: boolean }) {
      const [value, setValue] = useState<QuestionResponse>(null);
      return (
        <QuestionView
          question={samplePublicQuestion('notebook', 3)}
          value={value}
          disabled={disabled}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
          onToggleFlag={() => undefined}
          renderNotebook={slot}
          codeEngine="plain"
        />
      );
    }
    const { rerender } = render(<Harness />);
    expect(screen.getByText('3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /标记本题/ })).toBeInTheDocument();
    expect(screen.getByText(/定义函数/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '笔记本单元格' })).toBeNull();
    const last = slot.mock.calls.at(-1)?.[0] as QuestionViewNotebookSlotProps;
    expect(last.question.question_id).toBe(samplePublicQuestion('notebook').question_id);
    expect(last.value).toBeNull();
    expect(last.disabled).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'live notebook of 3 cells, empty' }));
    expect(onChange).toHaveBeenCalledWith(answer);
    expect(slot.mock.calls.at(-1)?.[0].value).toBe(answer);
    expect(screen.getByRole('button', { name: 'live notebook of 3 cells, saved' })).toBeEnabled();

    rerender(<Harness disabled />);
    expect(slot.mock.calls.at(-1)?.[0].disabled).toBe(true);
    expect(screen.getByRole('button', { name: /live notebook/ })).toBeDisabled();
  });

  it('in a result shows the student’s notebook and the hidden tests’ outcomes, never the slot', async () => {
    const slot = jest.fn(() => <p>live</p>);
    const result = sampleGradedQuestion('notebook', {
      response: answer,
      awarded: 6,
      correct: false,
      tests: [
        { name: '样例价格', passed: true, points: 6, message: '' },
        { name: '单调上涨', passed: false, points: 4, message: 'AssertionError' },
      ],
    });
    const { container } = render(<QuestionView result={result} renderNotebook={slot} codeEngine="plain" />);
    expect(slot).not.toHaveBeenCalled();
    const mine = screen.getByRole('list', { name: '你的笔记本' });
    expect(within(mine).getAllByRole('listitem')).toHaveLength(4);
    expect(mine).toHaveTextContent('return 0.1364');
    const table = screen.getByRole('table', { name: '测试结果' });
    expect(within(table).getByText('样例价格').closest('tr')).toHaveTextContent('✓ 通过');
    expect(within(table).getByText('单调上涨').closest('tr')).toHaveTextContent('✗ 未通过 — AssertionError');
    expect(screen.getByText(/得分 6 \/ 10/)).toBeInTheDocument();
    expect(screen.queryByText('提交后将在全新内核中运行你的代码与 2 个隐藏测试评分')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('in a result without an answer says so and shows the starting cells', () => {
    render(<QuestionView result={sampleGradedQuestion('notebook', { tests: null })} codeEngine="plain" />);
    expect(screen.getByText('未修改笔记本，以下为初始单元格')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '你的笔记本' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('尚未评测')).toBeInTheDocument();
  });

  it('in a result of a question with per-student data shows the seed and parameters the student had', () => {
    const { rerender } = render(<QuestionView result={sampleGradedQuestion('notebook', { response: answer, data: { seed: 123456, params: { n: 250, rate: 0.05 } } })} codeEngine="plain" />);
    expect(screen.getByText('该考生的数据：种子 123456 · 参数 n = 250, rate = 0.05')).toBeInTheDocument();
    rerender(<QuestionView result={sampleGradedQuestion('notebook', { response: answer, data: { seed: 7, params: {} } })} codeEngine="plain" />);
    expect(screen.getByText('该考生的数据：种子 7')).toBeInTheDocument();
    rerender(<QuestionView result={sampleGradedQuestion('notebook', { response: answer, data: null })} codeEngine="plain" />);
    expect(screen.queryByText(/该考生的数据/)).toBeNull();
  });
});
