import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { FormField } from '../FormField';
import { Select } from './Select';

const roles = [
  { value: 'edu_teacher', label: '教师' },
  { value: 'edu_student', label: '学生' },
  { value: 'edu_admin', label: '管理员', disabled: true },
];

describe('Select', () => {
  it('offers the options after a placeholder and reports the choice', async () => {
    const onChange = jest.fn();
    const { container } = render(
      <FormField label="角色" required>
        <Select options={roles} placeholder="请选择" defaultValue="" onChange={(event) => onChange(event.target.value)} />
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: '角色' });
    expect(select).toBeRequired();
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('option', { name: '管理员' })).toBeDisabled();
    await userEvent.selectOptions(select, 'edu_student');
    expect(onChange).toHaveBeenCalledWith('edu_student');
    expect(await axe(container)).toHaveNoViolations();
  });
});
