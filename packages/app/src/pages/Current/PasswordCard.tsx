import { useState, type FormEvent } from 'react';
import { PasswordUpdateRequest } from '@finedu/domain';
import { Button, Card, FormAlert, FormField, PasswordInput, useToast } from '@finedu/ui';
import { validateWith, type FieldErrors } from '../../forms/validate';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { errorText } from '../Login/useSignIn';

/** Password change (POST /api/admin/password/update); the server revokes the other sessions. */
export function PasswordCard() {
  const t = useT();
  const toast = useToast();
  const { auth } = useServices();
  const [values, setValues] = useState({ old_password: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const labels: Record<string, string> = { old_password: t('current.oldPassword'), password: t('current.newPassword'), confirm: t('current.confirmPassword') };
  const toggles = { showLabel: t('login.showPassword'), hideLabel: t('login.hidePassword') };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const checked = validateWith(PasswordUpdateRequest, { old_password: values.old_password, password: values.password }, (f) => labels[f] ?? f, t);
    const next: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (values.confirm !== values.password) next.confirm = t('current.passwordMismatch');
    setErrors(next);
    if (!checked.ok || next.confirm) return;
    setSaving(true);
    try {
      await auth.updatePassword(checked.data, { silent: true });
      setValues({ old_password: '', password: '', confirm: '' });
      toast.success(t('current.passwordChanged'));
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof typeof values, autoComplete: string) => (
    <FormField label={labels[name]} labelSuffix={t('common.fieldSuffix')} required error={errors[name]}>
      <PasswordInput
        name={name}
        autoComplete={autoComplete}
        {...toggles}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    </FormField>
  );

  return (
    <Card title={t('current.password')}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('current.password')}>
        {field('old_password', 'current-password')}
        {field('password', 'new-password')}
        {field('confirm', 'new-password')}
        <FormAlert>{failure}</FormAlert>
        <Button type="submit" variant="primary" loading={saving}>
          {t('current.changePassword')}
        </Button>
      </form>
    </Card>
  );
}
