import { useState, type FormEvent } from 'react';
import { PasswordResetRequest, type User } from '@finedu/domain';
import { Button, FormAlert, FormField, Modal, PasswordInput } from '@finedu/ui';
import { validateWith, type FieldErrors } from '../../forms/validate';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { errorText } from '../Login/useSignIn';

/** Set a new password for a user (their sessions end). */
export function ResetPasswordModal({ user, onClose, onDone }: { user: User; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const { users } = useServices();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const checked = validateWith(PasswordResetRequest, { password }, () => t('users.newPassword'), t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await users.resetPassword(user.id, checked.data, { silent: true });
      onDone();
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
      setSaving(false);
    }
  };

  const formId = 'reset-password-form';
  return (
    <Modal
      open
      onClose={onClose}
      closeLabel={t('common.close')}
      title={t('users.resetTitle', { name: user.name || user.username })}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {t('users.resetPassword')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('users.newPassword')} labelSuffix={t('common.fieldSuffix')} required error={errors.password}>
          <PasswordInput name="password" autoComplete="new-password" showLabel={t('login.showPassword')} hideLabel={t('login.hidePassword')} value={password} onChange={(event) => setPassword(event.target.value)} />
        </FormField>
        <FormAlert>{failure}</FormAlert>
      </form>
    </Modal>
  );
}
