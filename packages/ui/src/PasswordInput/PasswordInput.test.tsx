import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { FormField } from '../FormField';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed', async () => {
    const { container } = render(
      <FormField label="密码">
        <PasswordInput />
      </FormField>,
    );
    const input = screen.getByLabelText('密码', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 's3cret');
    const toggle = screen.getByRole('button', { name: '显示' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret');
    expect(screen.getByRole('button', { name: '隐藏' })).toHaveAttribute('aria-pressed', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });
});
