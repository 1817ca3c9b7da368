import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { TextInput } from '../TextInput';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels its control, with the full-width colon shown but not part of the name', async () => {
    const { container } = render(
      <FormField label="姓名">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: '姓名' });
    expect(input.id).toBeTruthy();
    expect(screen.getByText('：')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('takes another suffix for en-US', () => {
    render(
      <FormField label="Name" labelSuffix=":">
        <TextInput />
      </FormField>,
    );
    expect(screen.getByText(':')).toBeInTheDocument();
    expect(screen.queryByText('：')).not.toBeInTheDocument();
  });

  it('marks the control required and describes it with help', () => {
    render(
      <FormField label="手机号" required help="用于接收验证码">
        <TextInput type="tel" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: '手机号' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('用于接收验证码');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error under the field, marks the control invalid and describes it with the error', async () => {
    const { container } = render(
      <FormField label="邮箱" error="邮箱格式不正确" help="学校邮箱">
        <TextInput type="email" defaultValue="abc" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: '邮箱' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('邮箱格式不正确 学校邮箱');
    // never lose what was typed on an error
    expect(input).toHaveValue('abc');
    expect(await axe(container)).toHaveNoViolations();
  });
});
