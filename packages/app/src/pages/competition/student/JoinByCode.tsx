import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, TextInput, useToast } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--ui-space-3);
  > :first-child {
    flex: 1 1 220px;
  }
`;

/** Join by an invite code: a team's (registers into its group and team) or a group's. */
export function JoinByCode({ onJoined }: { onJoined: () => void }) {
  const t = useT();
  const toast = useToast();
  const { competition } = useServices();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!/^[A-Za-z0-9]{4,16}$/.test(value)) {
      setError(t('competition.join.format'));
      return;
    }
    setError('');
    setSending(true);
    try {
      const joined = await competition.joinByCode(value, { silent: true });
      toast.success(t('competition.join.done', { group: joined.group_name, team: joined.team_name ?? '—' }));
      setCode('');
      onJoined();
    } catch (caught) {
      setError(errorText(caught, t('common.loadFailed')));
    } finally {
      setSending(false);
    }
  };
  return (
    <Form aria-label={t('competition.join.title')} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={t('competition.join.code')} labelSuffix={t('common.fieldSuffix')} error={error} help={t('competition.join.help')}>
        <TextInput name="code" autoComplete="off" value={code} onChange={(event) => setCode(event.target.value)} />
      </FormField>
      <Button type="submit" variant="primary" loading={sending}>
        {t('competition.join.submit')}
      </Button>
    </Form>
  );
}
