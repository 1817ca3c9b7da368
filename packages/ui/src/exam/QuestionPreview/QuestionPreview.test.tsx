import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { sampleQuestion } from '../fixtures/examFixtures';
import { QuestionPreview } from './QuestionPreview';

const keyPanel = () => screen.getByRole('region', { name: '答案与解析' });

describe('QuestionPreview', () => {
  it('shows the student view read-only, the key by letter, the analysis and the meta data', async () => {
    const { container } = render(<QuestionPreview question={sampleQuestion('single')} codeEngine="plain" />);
    screen.getAllByRole('radio').forEach((radio) => expect(radio).toBeDisabled());
    expect(within(keyPanel()).getByText('正确答案').nextElementSibling).toHaveTextContent('B');
    expect(keyPanel()).toHaveTextContent('解析');
    const meta = screen.getByText('题型').closest('dl') as HTMLElement;
    expect(meta).toHaveTextContent('题型单选题');
    expect(meta).toHaveTextContent('知识点CAPM、资本资产定价');
    expect(meta).toHaveTextContent('难度★★☆☆☆（2）');
    expect(meta).toHaveTextContent('分类投资学');
    expect(meta).toHaveTextContent('更新时间2026-03-02 08:00');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows hidden tests and the partial-credit rule to staff', () => {
    const { rerender } = render(<QuestionPreview question={sampleQuestion('program')} codeEngine="plain" />);
    expect(within(keyPanel()).getByText('上涨序列（5 分）')).toBeInTheDocument();
    expect(within(keyPanel()).getAllByRole('textbox', { hidden: true })[0]).toHaveValue('assert abs(annual_return([1, 1.01]) - (1.01 ** 252 - 1)) < 1e-6');
    rerender(<QuestionPreview question={sampleQuestion('multiple')} codeEngine="plain" />);
    expect(keyPanel()).toHaveTextContent('正确答案A、C');
    expect(keyPanel()).toHaveTextContent('少选得一半分');
  });

  it('shows a notebook question’s starting cells and its hidden tests with their code', () => {
    render(<QuestionPreview question={sampleQuestion('notebook')} codeEngine="plain" />);
    expect(within(screen.getByRole('list', { name: '笔记本单元格' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(keyPanel()).getByText('样例价格（6 分）')).toBeInTheDocument();
    expect(within(keyPanel()).getByText('单调上涨（4 分）')).toBeInTheDocument();
    const codes = within(keyPanel()).getAllByRole('textbox', { hidden: true });
    expect(codes.map((code) => (code as HTMLTextAreaElement).value)).toEqual(['assert abs(max_drawdown(prices) - (1 - 0.95 / 1.10)) < 1e-9', 'assert max_drawdown([1, 2, 3]) == 0']);
    expect(screen.getByText('题型').closest('dl')).toHaveTextContent('题型笔记本题');
  });

  it('keys every case sub-question with its own analysis', () => {
    render(<QuestionPreview question={sampleQuestion('case')} hideMeta codeEngine="plain" />);
    expect(keyPanel()).toHaveTextContent('第 1 小题正确答案B');
    expect(keyPanel()).toHaveTextContent('ROE = 净利润 / 股东权益');
    expect(keyPanel()).toHaveTextContent('参考答案ROE = 净利率 × 总资产周转率 × 权益乘数。');
    expect(screen.queryByText('题型')).toBeNull();
  });
});
