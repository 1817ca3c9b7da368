import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { FormField } from '../FormField';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('takes multi-line text and is wired to its field', async () => {
    const { container } = render(
      <FormField label="备注" error="不能超过 200 字">
        <Textarea />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: '备注' });
    await userEvent.type(textarea, '第一行{enter}第二行');
    expect(textarea).toHaveValue('第一行\n第二行');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAttribute('rows', '4');
    expect(await axe(container)).toHaveNoViolations();
  });
});
