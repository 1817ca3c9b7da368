import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PHONE_PATTERN, routePath, type SelfTestCheck, type SelfTestReport } from '@finedu/domain';
import { Button, Card, DataTable, EmptyState, FormField, PageHeader, StatusBadge, TextInput, type DataTableColumn, type StatusBadgeTone } from '@finedu/ui';
import { formatDateTime } from '../../components/format';
import { useT } from '../../i18n/useT';
import { useDataTableLabels } from '../../list/useListLabels';
import { errorText } from '../Login/useSignIn';
import { useCurrentUser, useServices } from '../../services/ServicesContext';

const TONE: Record<SelfTestCheck['status'], StatusBadgeTone> = { ok: 'success', warn: 'warning', fail: 'danger', skipped: 'neutral' };

/**
 * Test (/admin/test): the platform self-test. A system admin runs every subsystem for real and sees each result
 * with its time; a visitor gets the page alone with the way to sign in (the route is free), others are told who may.
 */
export default function SelfTestPage() {
  const t = useT();
  const user = useCurrentUser();
  const { operations } = useServices();
  const labels = useDataTableLabels();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState('');
  const [report, setReport] = useState<SelfTestReport | null>(null);

  if (user === null || user.role !== 'sys_admin') {
    return (
      <Narrow>
        <Card title={t('selfTest.title')}>
          <EmptyState
            title={user === null ? t('selfTest.signInTitle') : t('guard.deniedTitle')}
            description={t('selfTest.onlyAdmins')}
            action={user === null ? <Link to={routePath('Login')}>{t('selfTest.signIn')}</Link> : undefined}
          />
        </Card>
      </Narrow>
    );
  }

  const run = async () => {
    const sms = phone.trim();
    if (sms !== '' && !PHONE_PATTERN.test(sms)) {
      setPhoneError(t('selfTest.phoneInvalid'));
      return;
    }
    setPhoneError('');
    setFailure('');
    setRunning(true);
    try {
      setReport(await operations.selfTest(sms === '' ? {} : { sms_phone: sms }, { silent: true }));
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
    } finally {
      setRunning(false);
    }
  };

  const columns: DataTableColumn<SelfTestCheck>[] = [
    { key: 'key', title: t('selfTest.check'), nowrap: true, render: (row) => t(`selfTest.check.${row.key}`) },
    { key: 'status', title: t('selfTest.status'), kind: 'status', render: (row) => <StatusBadge tone={TONE[row.status]}>{t(`selfTest.status.${row.status}`)}</StatusBadge> },
    { key: 'duration', title: t('selfTest.duration'), kind: 'number', render: (row) => `${row.duration_ms} ms` },
    { key: 'detail', title: t('selfTest.detail') },
  ];

  return (
    <Page>
      <PageHeader title={t('selfTest.title')} description={t('selfTest.description')} />
      <Card>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <FormField label={t('selfTest.phone')} help={t('selfTest.phoneHint')} error={phoneError || undefined} layout="vertical">
            <TextInput type="tel" inputMode="numeric" value={phone} onChange={(event) => setPhone(event.target.value)} />
          </FormField>
          <Button type="submit" variant="primary" loading={running}>
            {running ? t('selfTest.running') : t('selfTest.run')}
          </Button>
        </Form>
      </Card>
      <Card title={t('selfTest.results')} aria-busy={running}>
        {failure !== '' ? (
          <EmptyState tone="danger" title={t('selfTest.failed')} description={failure} action={<Button onClick={() => void run()}>{t('common.retry')}</Button>} />
        ) : report === null ? (
          <EmptyState title={t('selfTest.notRun')} description={t('selfTest.notRunHint')} />
        ) : (
          <>
            <DataTable aria-label={t('selfTest.results')} columns={columns} rows={report.checks} rowKey="key" scroll="contained" labels={labels} />
            <When>{t('selfTest.ranAt', { time: formatDateTime(report.finished_at) })}</When>
          </>
        )}
      </Card>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
`;

const Narrow = styled.div`
  width: min(480px, 100%);
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--ui-space-3);
  & > :first-child {
    flex: 1 1 240px;
    max-width: 360px;
  }
`;

const When = styled.p`
  margin: var(--ui-space-2) 0 0;
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;
