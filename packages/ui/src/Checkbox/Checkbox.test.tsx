import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is labelled by its text and toggles', async () => {
    const onChange = jest.fn();
    const { container } = render(<Checkbox onChange={(event) => onChange(event.target.checked)}>记住我</Checkbox>);
    const box = screen.getByRole('checkbox', { name: '记住我' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the mixed state', () => {
    render(<Checkbox aria-label="全选" indeterminate />);
    expect(screen.getByRole('checkbox', { name: '全选' })).toBePartiallyChecked();
  });
});
