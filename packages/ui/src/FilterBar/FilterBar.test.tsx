import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Button } from '../Button';
import { Select } from '../Select';
import { FilterBar } from './FilterBar';

describe('FilterBar', () => {
  it('is a form that submits its filters together', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = render(
      <FilterBar role="search" aria-label="筛选" onSubmit={onSubmit}>
        <Select aria-label="状态" options={[{ value: '1', label: '启用' }]} />
        <Button type="submit">查询</Button>
      </FilterBar>,
    );
    expect(screen.getByRole('search', { name: '筛选' })).toContainElement(screen.getByRole('combobox', { name: '状态' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });
});
