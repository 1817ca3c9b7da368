import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { GradebookTable } from './GradebookTable';
import { emptyBook, overriddenBook, partialBook, weightedBook } from './GradebookTable.fixtures';

describe('GradebookTable', () => {
  it('shows each item, category percent, total and letter; missing work as 缺 and unmarked work as 待批阅, never 0', async () => {
    const { container } = render(<GradebookTable book={partialBook} />);
    const table = screen.getByRole('table', { name: '课程成绩册' });
    expect(within(table).getByRole('columnheader', { name: '资产定价案例（满分 100，平时）' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '期末 60%' })).toBeInTheDocument();
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('94.40');
    expect(first).toHaveTextContent('优秀');
    expect(within(second!).getByText('待批阅')).toBeInTheDocument();
    expect(within(second!).getAllByText('缺')).toHaveLength(1);
    expect(within(third!).getAllByText('缺')).toHaveLength(4);
    expect(third).not.toHaveTextContent(/\b0\.00\b/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks overrides with the original score and opens a cell for the teacher', async () => {
    const onEdit = jest.fn();
    render(<GradebookTable book={overriddenBook} onEdit={onEdit} />);
    expect(screen.getAllByText('已改')).toHaveLength(2);
    expect(screen.getByText('原分 40')).toBeInTheDocument();
    expect(screen.getByText('原分 0.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /修改 李四 的「期末考试」$/ }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ user_id: 12 }), 'exam:5');
  });

  it('is read-only without onEdit, says when it was exported, and when there are no students', () => {
    const { rerender } = render(<GradebookTable book={weightedBook} exportedAs="总评.xlsx" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('已导出 总评.xlsx');
    expect(screen.getByText('0（逾期）')).toBeInTheDocument();
    rerender(<GradebookTable book={emptyBook} />);
    expect(screen.getByText('本课程还没有学生')).toBeInTheDocument();
  });
});
