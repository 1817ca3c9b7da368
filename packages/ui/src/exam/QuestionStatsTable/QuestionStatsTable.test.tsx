import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { QuestionStatsTable, type QuestionStat } from './QuestionStatsTable';

const stat = (patch: Partial<QuestionStat>): QuestionStat => ({
  question_id: 1,
  order: 1,
  type: 'single',
  stem: '按 CAPM 计算期望收益率',
  score: 2,
  mean_awarded: 1.5,
  score_rate: 0.75,
  correct_rate: 0.75,
  difficulty: 0.75,
  discrimination: 0.45,
  ...patch,
});

const rows = [
  stat({}),
  stat({ question_id: 2, order: 2, type: 'multiple', discrimination: 0.12, difficulty: 0.92, score_rate: 0.92, correct_rate: 0.9 }),
  stat({ question_id: 3, order: 3, type: 'short', discrimination: -0.1, difficulty: 0.2, score_rate: 0.2, correct_rate: null }),
  stat({ question_id: 4, order: 4, type: 'program', mean_awarded: null, score_rate: null, correct_rate: null, difficulty: null, discrimination: null }),
];

describe('QuestionStatsTable', () => {
  it('shows rates as percentages and marks poor and negative discrimination in words, not colour alone', async () => {
    const { container } = render(<QuestionStatsTable questions={rows} />);
    const table = screen.getByRole('table', { name: '逐题分析' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(4);
    expect(body[0]).toHaveTextContent('75.00%');
    expect(body[0]).not.toHaveTextContent('区分度偏低');
    expect(within(body[1]!).getByText('区分度偏低').parentElement).toHaveAttribute('data-level', 'poor');
    expect(body[1]).toHaveTextContent('偏易');
    expect(within(body[2]!).getByText('负区分，请核对答案').parentElement).toHaveAttribute('data-level', 'negative');
    expect(body[2]).toHaveTextContent('偏难');
    expect(body[3]).toHaveTextContent('编程题');
    expect(within(body[3]!).getAllByText('—')).toHaveLength(5);
    expect(screen.getByText(/低于 0.20 视为区分度偏低/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the score rate of every type and the correct rate beside it only where it applies', () => {
    render(
      <QuestionStatsTable
        questions={[
          stat({ type: 'short', score: 10, mean_awarded: 8, score_rate: 0.8, correct_rate: null, difficulty: 0.8 }),
          stat({ question_id: 2, order: 2, type: 'single', score: 2, mean_awarded: 1.6, score_rate: 0.8, correct_rate: 0.6, difficulty: 0.8 }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: '逐题分析' });
    const header = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header.indexOf('正确率')).toBe(header.indexOf('得分率') + 1);
    const [short, single] = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    const at = (name: string) => header.indexOf(name);
    // Mean 8 of 10 on a marked question: 80.00 %, equal to its facility 0.80; no correct rate.
    expect([short![at('得分率')], short![at('正确率')], short![at('难度系数')]]).toEqual(['80.00%', '—', '0.80']);
    expect([single![at('得分率')], single![at('正确率')]]).toEqual(['80.00%', '60.00%']);
  });

  it('uses the threshold given and says when there is nothing to analyse', () => {
    const { rerender } = render(<QuestionStatsTable questions={rows} poorDiscrimination={0.5} />);
    expect(screen.getAllByText('区分度偏低')).toHaveLength(2);
    rerender(<QuestionStatsTable questions={[]} />);
    expect(screen.getByText('暂无可分析的作答')).toBeInTheDocument();
  });
});
