import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/useT';
import { errorText } from '../pages/Login/useSignIn';
import type { FieldErrors } from './validate';

export interface FormSave {
  /** Field errors, shown under their fields. */
  errors: FieldErrors;
  /** The server's refusal, shown above the buttons. */
  failure: string;
  /** The request is on its way (the save button spins). */
  saving: boolean;
  /** The form's submit handler: clears the last refusal, then runs `submit` (which checks, then rejects or sends). */
  handleSubmit: (submit: () => unknown) => (event: FormEvent) => void;
  /** Field errors found before sending: nothing is sent. */
  reject: (errors: FieldErrors) => void;
  /** Sends the checked form; a refusal shows the server's message and the form keeps what was typed. */
  send: (request: () => Promise<void>) => Promise<void>;
}

/** The save cycle of a form modal: check, send, show the refusal. After success the caller closes the modal. */
export function useFormSave(): FormSave {
  const t = useT();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  return {
    errors,
    failure,
    saving,
    handleSubmit: (submit) => (event) => {
      event.preventDefault();
      setFailure('');
      void submit();
    },
    reject: setErrors,
    send: async (request) => {
      setErrors({});
      setSaving(true);
      try {
        await request();
      } catch (error) {
        setFailure(errorText(error, t('common.loadFailed')));
        setSaving(false);
      }
    },
  };
}
