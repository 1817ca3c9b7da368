import { useState } from 'react';
import { UserCreate, UserUpdate, type ClassInfo, type College, type Role, type User } from '@finedu/domain';
import { FormField, PasswordInput, Select, TextInput } from '@finedu/ui';
import { FormModal } from '../../components/FormModal';
import { useFormSave } from '../../forms/useFormSave';
import { blankToNull, validateWith, type FieldErrors } from '../../forms/validate';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';

const OPTIONAL = ['phone', 'email', 'id_number', 'department', 'specialty', 'teach'] as const;

interface Values {
  username: string;
  name: string;
  password: string;
  role: string;
  edu_id: string;
  class_id: string;
  phone: string;
  email: string;
  id_number: string;
  department: string;
  specialty: string;
  teach: string;
}

const valuesOf = (user: User | null, defaults: Partial<Values>): Values => ({
  username: user?.username ?? '',
  name: user?.name ?? '',
  password: '',
  role: user?.role ?? defaults.role ?? '',
  edu_id: user?.edu_id ? String(user.edu_id) : (defaults.edu_id ?? ''),
  class_id: user?.class_id ? String(user.class_id) : '',
  phone: user?.phone ?? '',
  email: user?.email ?? '',
  id_number: user?.id_number ?? '',
  department: user?.department ?? '',
  specialty: user?.specialty ?? '',
  teach: user?.teach ?? '',
});

const optionalNumber = (value: string): number | null => (value === '' ? null : Number(value));

export interface UserFormModalProps {
  user: User | null;
  /** Roles the caller may grant. */
  roles: readonly Role[];
  /** Colleges to choose from (sys_admin); omitted for edu_admin, whose users stay in its college. */
  colleges?: readonly College[];
  /** Classes of the college (students only). */
  classes: readonly ClassInfo[];
  defaultEduId?: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit a user (never the college of an existing user). */
export function UserFormModal({ user, roles, colleges, classes, defaultEduId, onClose, onSaved }: UserFormModalProps) {
  const t = useT();
  const { users } = useServices();
  const [values, setValues] = useState<Values>(() => valuesOf(user, { role: roles.length === 1 ? roles[0] : '', edu_id: defaultEduId ? String(defaultEduId) : '' }));
  const form = useFormSave();
  const { errors } = form;
  const label = (field: string) => t(`users.field.${field === 'edu_id' ? 'college' : field === 'class_id' ? 'class' : field}` as MessageId);
  const set = (key: keyof Values, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const isCollegeRole = values.role.startsWith('edu');
  const showClass = values.role === 'edu_student' && classes.length > 0;

  const submit = () => {
    const optional: Record<string, unknown> = blankToNull(Object.fromEntries(OPTIONAL.map((k) => [k, values[k]])), OPTIONAL);
    const common = { name: values.name, role: values.role === '' ? undefined : values.role, class_id: showClass ? optionalNumber(values.class_id) : null, ...optional };
    const checked = user
      ? validateWith(UserUpdate, common, label, t)
      : validateWith(
          UserCreate,
          { ...common, username: values.username, password: values.password, ...(colleges ? { edu_id: isCollegeRole ? optionalNumber(values.edu_id) : null } : {}) },
          label,
          t,
        );
    const next: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (!user && colleges && isCollegeRole && values.edu_id === '') next.edu_id = t('validation.select', { field: label('edu_id') });
    if (!checked.ok || Object.keys(next).length > 0) return form.reject(next);
    return form.send(async () => {
      if (user) await users.update(user.id, checked.data as UserUpdate, { silent: true });
      else await users.create(checked.data as UserCreate, { silent: true });
      onSaved();
    });
  };

  const text = (field: keyof Values, options: { required?: boolean; type?: 'text' | 'email' | 'tel'; disabled?: boolean } = {}) => (
    <FormField label={label(field)} labelSuffix={t('common.fieldSuffix')} required={options.required} error={errors[field]}>
      <TextInput name={field} type={options.type ?? 'text'} disabled={options.disabled} value={values[field]} onChange={(event) => set(field, event.target.value)} />
    </FormField>
  );

  return (
    <FormModal formId="user-form" title={t(user ? 'users.editTitle' : 'users.createTitle')} size="large" onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      {text('username', { required: true, disabled: user !== null })}
      {text('name', { required: true })}
      {!user && (
        <FormField label={label('password')} labelSuffix={t('common.fieldSuffix')} required error={errors.password}>
          <PasswordInput name="password" autoComplete="new-password" showLabel={t('login.showPassword')} hideLabel={t('login.hidePassword')} value={values.password} onChange={(event) => set('password', event.target.value)} />
        </FormField>
      )}
      <FormField label={label('role')} labelSuffix={t('common.fieldSuffix')} required error={errors.role}>
        <Select name="role" value={values.role} placeholder={t('common.selectPlaceholder')} onChange={(event) => set('role', event.target.value)} options={roles.map((role) => ({ value: role, label: t(`role.${role}`) }))} />
      </FormField>
      {colleges && !user && isCollegeRole && (
        <FormField label={label('edu_id')} labelSuffix={t('common.fieldSuffix')} required error={errors.edu_id}>
          <Select name="edu_id" value={values.edu_id} placeholder={t('common.selectPlaceholder')} onChange={(event) => set('edu_id', event.target.value)} options={colleges.map((c) => ({ value: String(c.id), label: c.title }))} />
        </FormField>
      )}
      {showClass && (
        <FormField label={label('class_id')} labelSuffix={t('common.fieldSuffix')} error={errors.class_id}>
          <Select name="class_id" value={values.class_id} onChange={(event) => set('class_id', event.target.value)} options={[{ value: '', label: t('users.noClass') }, ...classes.map((c) => ({ value: String(c.id), label: c.name }))]} />
        </FormField>
      )}
      {text('phone', { type: 'tel' })}
      {text('email', { type: 'email' })}
      {text('id_number')}
      {text('department')}
      {text('specialty')}
      {values.role !== 'edu_student' && text('teach')}
    </FormModal>
  );
}
