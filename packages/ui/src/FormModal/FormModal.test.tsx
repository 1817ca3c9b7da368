import { useState, type FormEvent } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';
import { FormModal, type FormModalProps } from './FormModal';

function ClassForm(props: Partial<FormModalProps> & { onSave: (name: string) => void }) {
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(name);
  };
  return (
    <FormModal formId="class-form" title="新建班级" onClose={jest.fn()} onSubmit={submit} afterForm={<p>预览</p>} {...props}>
      <FormField label="班级名称" required>
        <TextInput name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
    </FormModal>
  );
}

describe('FormModal', () => {
  it('submits the form from the footer save button', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<ClassForm onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: /班级名称/ }), '金融 2301');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith('金融 2301');
    expect(screen.getByText('预览')).toBeInTheDocument();
  });

  it("shows the server's refusal inside the dialog and a busy save button while saving", () => {
    render(<ClassForm onSave={jest.fn()} failure="班级名称已存在" saving />);
    const dialog = screen.getByRole('dialog', { name: '新建班级' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('班级名称已存在');
    expect(within(dialog).getByRole('button', { name: /保存中/ })).toBeDisabled();
  });

  it('closes on cancel, with the labels it is given', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<ClassForm onSave={jest.fn()} onClose={onClose} labels={{ cancel: 'Cancel', save: 'Save', close: 'Close' }} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { baseElement } = render(<ClassForm onSave={jest.fn()} failure="班级名称已存在" />);
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
