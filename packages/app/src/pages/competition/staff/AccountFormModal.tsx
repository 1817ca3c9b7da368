import { useState, type ReactNode } from 'react';
import { CompetitionAccountCreate, type CompetitionGroup } from '@finedu/domain';
import { FormField, PasswordInput, Select, TextInput } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useFormSave } from '../../../forms/useFormSave';
import { blankToNull, validateWith } from '../../../forms/validate';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

const FIELDS = ['username', 'name', 'password', 'group_id', 'phone', 'email', 'department'] as const;
type Field = (typeof FIELDS)[number];

/** Create a competition account (a participant who is not a college user), registered and accepted in a group. */
export function AccountFormModal({ competitionId, groups, onClose, onSaved }: { competitionId: number; groups: readonly CompetitionGroup[]; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { competition } = useServices();
  const form = useFormSave();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', name: '', password: '', group_id: groups.length === 1 ? String(groups[0]?.id) : '', phone: '', email: '', department: '' });
  const label = (field: string) => t(`competition.account.${(FIELDS as readonly string[]).includes(field) ? (field as Field) : 'name'}`);
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = () => {
    const body = blankToNull({ ...values, group_id: values.group_id === '' ? undefined : Number(values.group_id) }, ['phone', 'email', 'department']);
    const checked = validateWith(CompetitionAccountCreate, body, label, t);
    if (!checked.ok) return form.reject(values.group_id === '' ? { ...checked.errors, group_id: t('validation.select', { field: label('group_id') }) } : checked.errors);
    return form.send(async () => {
      await competition.createAccount(competitionId, checked.data, { silent: true });
      onSaved();
    });
  };

  const field = (name: Field, input: ReactNode, required = false) => (
    <FormField label={label(name)} labelSuffix={t('common.fieldSuffix')} required={required} error={form.errors[name]}>
      {input}
    </FormField>
  );

  return (
    <FormModal formId="competition-account-form" title={t('competition.user.createAccount')} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      {field('username', <TextInput name="username" autoComplete="off" value={values.username} onChange={set('username')} />, true)}
      {field('name', <TextInput name="name" value={values.name} onChange={set('name')} />, true)}
      {field('password', <PasswordInput name="password" autoComplete="new-password" value={values.password} onChange={set('password')} />, true)}
      {field('group_id', <Select name="group_id" placeholder={t('common.selectPlaceholder')} value={values.group_id} onChange={set('group_id')} options={groups.map((group) => ({ value: String(group.id), label: group.name }))} />, true)}
      {field('department', <TextInput name="department" value={values.department} onChange={set('department')} />)}
      {field('phone', <TextInput name="phone" value={values.phone} onChange={set('phone')} />)}
      {field('email', <TextInput name="email" value={values.email} onChange={set('email')} />)}
    </FormModal>
  );
}
