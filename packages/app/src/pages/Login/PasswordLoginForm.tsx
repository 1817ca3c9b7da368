import { useState, type FormEvent } from 'react';
import { Button, FormAlert, FormField, PasswordInput, TextInput } from '@finedu/ui';
import { useT } from '../../i18n/useT';
import type { FieldErrors } from '../../forms/validate';
import { errorText } from './useSignIn';
import type { LoginRequest } from '@finedu/domain';

export interface PasswordLoginFormProps {
  onSubmit: (request: LoginRequest) => Promise<void>;
  labelSuffix: string;
}

/** Username (or phone) + password. */
export function PasswordLoginForm({ onSubmit, labelSuffix }: PasswordLoginFormProps) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (username.trim() === '') next.username = t('validation.required', { field: t('login.username') });
    if (password === '') next.password = t('validation.required', { field: t('login.password') });
    setErrors(next);
    setFailure('');
    if (Object.keys(next).length > 0) return;
    setSending(true);
    try {
      await onSubmit({ username: username.trim(), password });
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.tabPassword')}>
      <FormField label={t('login.username')} labelSuffix={labelSuffix} layout="vertical" required error={errors.username}>
        <TextInput
          name="username"
          autoComplete="username"
          size="large"
          placeholder={t('login.usernamePlaceholder')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </FormField>
      <FormField label={t('login.password')} labelSuffix={labelSuffix} layout="vertical" required error={errors.password}>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          size="large"
          placeholder={t('login.passwordPlaceholder')}
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" variant="primary" size="large" block loading={sending}>
        {sending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
