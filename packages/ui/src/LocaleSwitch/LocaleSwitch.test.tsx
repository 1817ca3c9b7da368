import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { LocaleSwitch } from './LocaleSwitch';

describe('LocaleSwitch', () => {
  it('shows the current locale pressed and reports a change', async () => {
    const onChange = jest.fn();
    const { container } = render(<LocaleSwitch value="zh-CN" onChange={onChange} />);
    expect(screen.getByRole('group', { name: '界面语言' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onChange).toHaveBeenCalledWith('en-US');
    expect(await axe(container)).toHaveNoViolations();
  });
});
