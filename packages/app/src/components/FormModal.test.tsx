import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { FormField, TextInput } from '@finedu/ui';
import { useFormSave } from '../forms/useFormSave';
import { LocaleProvider } from '../i18n/LocaleContext';
import { FormModal } from './FormModal';

// The app's test setup has no axe matcher (only the ui package's does).
expect.extend(toHaveNoViolations);

interface ClassFormProps {
  save: (name: string) => Promise<void>;
  onSaved: () => void;
  onClose: () => void;
}

function ClassForm({ save, onSaved, onClose }: ClassFormProps) {
  const [name, setName] = useState('');
  const form = useFormSave();
  const submit = () => {
    if (name.trim() === '') return form.reject({ name: '请输入班级名称' });
    return form.send(async () => {
      await save(name);
      onSaved();
    });
  };
  return (
    <FormModal formId="class-form" title="新建班级" onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure} afterForm={<p>预览</p>}>
      <FormField label="班级名称" required error={form.errors.name}>
        <TextInput name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
    </FormModal>
  );
}

const renderForm = (save: ClassFormProps['save'] = jest.fn().mockResolvedValue(undefined)) => {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  const view = render(
    <LocaleProvider initialLocale="zh-CN">
      <ClassForm save={save} onSaved={onSaved} onClose={onClose} />
    </LocaleProvider>,
  );
  return { ...view, save, onSaved, onClose };
};

describe('FormModal with useFormSave', () => {
  it('shows field errors and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    const { save } = renderForm();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入班级名称')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the checked form and hands over to the caller', async () => {
    const user = userEvent.setup();
    const { save, onSaved } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /班级名称/ }), '金融 2301');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith('金融 2301');
  });

  it("shows the server's refusal above the buttons and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderForm(jest.fn().mockRejectedValue(new Error('班级名称已存在')));
    const box = screen.getByRole('textbox', { name: /班级名称/ });
    await user.type(box, '金融 2301');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const dialog = screen.getByRole('dialog', { name: '新建班级' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('班级名称已存在');
    expect(box).toHaveValue('金融 2301');
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeEnabled();
  });

  it('closes on cancel and shows what comes after the form', async () => {
    const user = userEvent.setup();
    const { onClose } = renderForm();
    expect(screen.getByText('预览')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { baseElement } = renderForm();
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
