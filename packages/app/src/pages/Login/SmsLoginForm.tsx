import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PHONE_PATTERN, type LoginRequest } from '@finedu/domain';
import { Button, FormAlert, FormField, TextInput } from '@finedu/ui';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import type { FieldErrors } from '../../forms/validate';
import { useCountdown } from './useCountdown';
import { errorText } from './useSignIn';

const CODE_PATTERN = /^\d{6}$/;
/** Used when the server does not say how long to wait before resending. */
const DEFAULT_RESEND_SECONDS = 60;

const CodeRow = styled.div`
  display: flex;
  gap: var(--ui-space-2);
  & > :first-child {
    flex: 1;
  }
`;

const Notice = styled.p`
  margin: 0 0 var(--ui-space-3);
  color: var(--ui-color-success);
`;

export interface SmsLoginFormProps {
  onSubmit: (request: LoginRequest) => Promise<void>;
  labelSuffix: string;
}

/** Phone + 6-digit code, with a send-code button that counts down before a resend. */
export function SmsLoginForm({ onSubmit, labelSuffix }: SmsLoginFormProps) {
  const t = useT();
  const { auth } = useServices();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);
  const [sendingCode, setSendingCode] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();

  const phoneError = (): string | undefined => (PHONE_PATTERN.test(phone.trim()) ? undefined : t('validation.phone'));

  const sendCode = async () => {
    const problem = phoneError();
    setErrors((current) => ({ ...current, phone: problem }));
    setFailure('');
    if (problem) return;
    setSendingCode(true);
    try {
      const answer = await auth.sendSms({ phone: phone.trim() }, { silent: true });
      setNotice(t('login.codeSent'));
      startCountdown(answer.resend_in > 0 ? answer.resend_in : DEFAULT_RESEND_SECONDS);
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
    } finally {
      setSendingCode(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    const problem = phoneError();
    if (problem) next.phone = problem;
    if (!CODE_PATTERN.test(code.trim())) next.code = t('login.codeInvalid');
    setErrors(next);
    setFailure('');
    if (Object.keys(next).length > 0) return;
    setSending(true);
    try {
      await onSubmit({ phone: phone.trim(), code: code.trim() });
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.tabSms')}>
      <FormField label={t('login.phone')} labelSuffix={labelSuffix} layout="vertical" required error={errors.phone}>
        <TextInput
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          size="large"
          maxLength={11}
          placeholder={t('login.phonePlaceholder')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </FormField>
      <FormField label={t('login.code')} labelSuffix={labelSuffix} layout="vertical" required error={errors.code}>
        <CodeRow>
          <TextInput
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            size="large"
            maxLength={6}
            placeholder={t('login.codePlaceholder')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button size="large" onClick={() => void sendCode()} loading={sendingCode} disabled={secondsLeft > 0}>
            {sendingCode ? t('login.sendingCode') : secondsLeft > 0 ? t('login.resendIn', { seconds: secondsLeft }) : t('login.sendCode')}
          </Button>
        </CodeRow>
      </FormField>
      {notice && <Notice role="status">{notice}</Notice>}
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" variant="primary" size="large" block loading={sending}>
        {sending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
