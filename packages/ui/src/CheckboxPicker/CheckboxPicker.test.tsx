import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { CheckboxPicker, filterPickerOptions, type CheckboxPickerOption } from './CheckboxPicker';

const students: CheckboxPickerOption[] = [
  { id: 1, label: '李明', details: ['s2301001', '2023010101'] },
  { id: 2, label: '王芳', details: ['s2301002', '2023010102'] },
  { id: 3, label: '张伟', details: ['s2302001', null] },
  { id: 4, label: 'Li Lei', details: ['s2302002', '2023020102'] },
];

function Controlled({ initial = [], onChange }: { initial?: number[]; onChange?: (ids: number[]) => void }) {
  const [selected, setSelected] = useState(new Set(initial));
  return (
    <CheckboxPicker
      aria-label="学生"
      options={students}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange?.([...next].sort());
      }}
    />
  );
}

describe('CheckboxPicker', () => {
  it('filters by label and details, ignoring case and spaces', () => {
    expect(filterPickerOptions(students, '').map((o) => o.id)).toEqual([1, 2, 3, 4]);
    expect(filterPickerOptions(students, '王').map((o) => o.id)).toEqual([2]);
    expect(filterPickerOptions(students, 'S2302').map((o) => o.id)).toEqual([3, 4]);
    expect(filterPickerOptions(students, '20230101').map((o) => o.id)).toEqual([1, 2]);
    expect(filterPickerOptions(students, 'lilei').map((o) => o.id)).toEqual([4]);
    expect(filterPickerOptions(students, '赵')).toEqual([]);
  });

  it('ticks one, searches, selects all the search shows and counts the whole selection', async () => {
    const onChange = jest.fn();
    const { container } = render(<Controlled initial={[1]} onChange={onChange} />);
    expect(screen.getByText('已选 1 / 4')).toBeInTheDocument();
    const list = screen.getByRole('group', { name: '学生' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(4);

    await userEvent.type(screen.getByRole('searchbox', { name: '搜索' }), 's2302');
    expect(within(list).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['张伟 s2302001', 'Li Lei s2302002 · 2023020102']);
    await userEvent.click(screen.getByRole('checkbox', { name: '全选搜索结果（2）' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3, 4]);
    expect(screen.getByText('已选 3 / 4')).toBeInTheDocument();

    // Everything shown is ticked: the same box now clears what the search shows, and keeps the rest.
    expect(screen.getByRole('checkbox', { name: '全选搜索结果（2）' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '全选搜索结果（2）' }));
    expect(onChange).toHaveBeenLastCalledWith([1]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when nothing matches, and "select all" then does nothing', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索' }), '赵');
    expect(screen.getByRole('status')).toHaveTextContent('没有匹配的项');
    expect(screen.queryByRole('group', { name: '学生' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: '全选搜索结果（0）' })).toBeDisabled();
  });

  it('marks "select all" partly ticked when some of the shown are ticked, and takes its labels', () => {
    render(
      <CheckboxPicker
        aria-label="Students"
        options={students}
        selected={new Set([2])}
        onChange={jest.fn()}
        labels={{ search: 'Search', selectAll: 'Select all', count: (selected, total) => `${selected} of ${total} selected` }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    expect(screen.getByText('1 of 4 selected')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });
});
