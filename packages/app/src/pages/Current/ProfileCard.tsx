import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ProfileUpdate, type CurrentUser } from '@finedu/domain';
import { Button, Card, FormAlert, FormField, TextInput, useToast } from '@finedu/ui';
import { blankToNull, validateWith, type FieldErrors } from '../../forms/validate';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { errorText } from '../Login/useSignIn';

const FIELDS = [
  ['name', 'current.name'],
  ['phone', 'current.phone'],
  ['email', 'current.email'],
  ['id_number', 'current.idNumber'],
  ['department', 'current.department'],
  ['specialty', 'current.specialty'],
  ['teach', 'current.teach'],
] as const satisfies readonly (readonly [string, MessageId])[];

type FieldName = (typeof FIELDS)[number][0];
type Values = Record<FieldName, string>;

const ReadOnly = styled.dl`
  display: grid;
  grid-template-columns: var(--ui-layout-form-label-width) 1fr;
  gap: var(--ui-space-2) var(--ui-space-3);
  margin: 0 0 var(--ui-space-4);
  dt {
    color: var(--ui-color-text-secondary);
    text-align: right;
  }
  dd {
    margin: 0;
  }
`;

const valuesOf = (user: CurrentUser): Values => ({
  name: user.name ?? '',
  phone: user.phone ?? '',
  email: user.email ?? '',
  id_number: user.id_number ?? '',
  department: user.department ?? '',
  specialty: user.specialty ?? '',
  teach: user.teach ?? '',
});

/** Profile edit (POST /api/admin/current): never role or college, which are shown read-only. */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const t = useT();
  const toast = useToast();
  const { auth, session } = useServices();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const labelOf = (field: string) => t(FIELDS.find(([name]) => name === field)?.[1] ?? 'current.name');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const checked = validateWith(ProfileUpdate, blankToNull({ ...values, name: values.name }, ['phone', 'email', 'id_number', 'department', 'specialty', 'teach']), labelOf, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await auth.updateProfile(checked.data, { silent: true });
      await session.refresh();
      toast.success(t('current.profileSaved'));
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('current.profile')}>
      <ReadOnly>
        <dt>{t('current.username')}</dt>
        <dd>{user.username}</dd>
        <dt>{t('current.role')}</dt>
        <dd>{t(`role.${user.role}`)}</dd>
        {user.edu && (
          <>
            <dt>{t('current.college')}</dt>
            <dd>{user.edu.title}</dd>
          </>
        )}
      </ReadOnly>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('current.profile')}>
        {FIELDS.map(([name, label]) => (
          <FormField key={name} label={t(label)} labelSuffix={t('common.fieldSuffix')} required={name === 'name'} error={errors[name]}>
            <TextInput
              name={name}
              type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
              value={values[name]}
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
            />
          </FormField>
        ))}
        <FormAlert>{failure}</FormAlert>
        <Button type="submit" variant="primary" loading={saving}>
          {saving ? t('common.saving') : t('common.save')}
        </Button>
      </form>
    </Card>
  );
}
