import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createRef } from 'react';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('accepts typing and forwards its ref', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    const { container } = render(<TextInput ref={ref} aria-label="用户名" onChange={onChange} placeholder="请输入用户名" />);
    const input = screen.getByRole('textbox', { name: '用户名' });
    await userEvent.type(input, 'teacher01');
    expect(input).toHaveValue('teacher01');
    expect(onChange).toHaveBeenCalled();
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('data-size', 'medium');
    expect(await axe(container)).toHaveNoViolations();
  });
});
