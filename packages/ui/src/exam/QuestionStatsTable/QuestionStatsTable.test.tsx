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
  correct_rate: 0.75,
  difficulty: 0.75,
  discrimination: 0.45,
  ...patch,
});

const rows = [
  stat({}),
  stat({ question_id: 2, order: 2, type: 'multiple', discrimination: 0.12, difficulty: 0.92, correct_rate: 0.9 }),
  stat({ question_id: 3, order: 3, type: 'short', discrimination: -0.1, difficulty: 0.2, correct_rate: 0.05 }),
  stat({ question_id: 4, order: 4, type: 'program', mean_awarded: null, correct_rate: null, difficulty: null, discrimination: null }),
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
    expect(within(body[3]!).getAllByText('—')).toHaveLength(4);
    expect(screen.getByText(/低于 0.20 视为区分度偏低/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('uses the threshold given and says when there is nothing to analyse', () => {
    const { rerender } = render(<QuestionStatsTable questions={rows} poorDiscrimination={0.5} />);
    expect(screen.getAllByText('区分度偏低')).toHaveLength(2);
    rerender(<QuestionStatsTable questions={[]} />);
    expect(screen.getByText('暂无可分析的作答')).toBeInTheDocument();
  });
});
