import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { NOTEBOOK_TOKEN_LIMITS, notebookServerUrl, type CreatedNotebookToken, type NotebookToken } from '@finedu/domain';
import { Button, Card, ConfirmDialog, DataTable, FormAlert, FormField, Select, StatusBadge, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../components/format';
import { useViewState } from '../../components/tableState';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useDataTableLabels } from '../../list/useListLabels';
import { useServices } from '../../services/ServicesContext';
import { errorText } from '../Login/useSignIn';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(7em, auto) auto;
  gap: var(--ui-space-3);
  align-items: end;
  padding: var(--ui-space-4);
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr) auto;
    > button {
      grid-column: 1 / -1;
      justify-self: start;
    }
  }
`;

const Secret = styled.section`
  margin: 0 var(--ui-space-4) var(--ui-space-4);
  padding: var(--ui-space-3) var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-muted, transparent);
`;

const Code = styled.code`
  display: block;
  margin: var(--ui-space-2) 0;
  padding: var(--ui-space-2);
  font-family: var(--ui-font-mono, monospace);
  word-break: break-all;
  user-select: all;
`;

const Help = styled.div`
  padding: 0 var(--ui-space-4) var(--ui-space-4);
  color: var(--ui-color-text-secondary);
  h4 {
    margin: var(--ui-space-3) 0 var(--ui-space-1);
    color: var(--ui-color-text);
  }
  ol {
    margin: 0;
    padding-left: var(--ui-space-5);
  }
  code {
    overflow-wrap: anywhere;
  }
`;

/** The gateway's URL with the token, for JupyterLab and VS Code: this page's origin (the gateway is served beside it). */
const serverUrl = (secret: string): string => notebookServerUrl(window.location.origin, secret);

/**
 * Personal notebook tokens (issue 35): create, name and revoke the tokens that let JupyterLab or VS Code run code in
 * the student's own notebook home and kernels, with the URL to paste. A token is shown once, at creation.
 */
export function NotebookTokensCard() {
  const t = useT();
  const toast = useToast();
  const { notebookTokens } = useServices();
  const query = useQuery((signal) => notebookTokens.list({ signal, silent: true }), [notebookTokens]);
  const rows = query.data?.list ?? [];
  const view = useViewState(query, { emptyTitle: t('current.nbTokens.empty'), emptyDescription: t('current.nbTokens.emptyHint') }, (data) => data.list.length === 0);
  const tableLabels = useDataTableLabels();
  const [name, setName] = useState('');
  const [days, setDays] = useState(String(NOTEBOOK_TOKEN_LIMITS.defaultExpiryDays));
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedNotebookToken | null>(null);
  const [revoking, setRevoking] = useState<NotebookToken | null>(null);
  const live = rows.filter((row) => row.live).length;
  const full = live >= NOTEBOOK_TOKEN_LIMITS.maxLive;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (name.trim() === '') {
      setFailure(t('current.nbTokens.nameRequired'));
      return;
    }
    setSaving(true);
    try {
      const made = await notebookTokens.create({ name: name.trim(), expires_in_days: Number(days) }, { silent: true });
      setCreated(made);
      setName('');
      query.reload();
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    try {
      await notebookTokens.revoke(revoking.id, { silent: true });
      toast.success(t('current.nbTokens.revoked', { name: revoking.name }));
      if (created?.token.id === revoking.id) setCreated(null);
      query.reload();
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    } finally {
      setRevoking(null);
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('current.nbTokens.copied'));
    } catch {
      toast.error(t('current.nbTokens.copyFailed'));
    }
  };

  const status = (row: NotebookToken) =>
    row.revoked_at !== null ? (
      <StatusBadge tone="neutral">{t('current.nbTokens.statusRevoked')}</StatusBadge>
    ) : row.live ? (
      <StatusBadge tone="success">{t('current.nbTokens.statusLive')}</StatusBadge>
    ) : (
      <StatusBadge tone="warning">{t('current.nbTokens.statusExpired')}</StatusBadge>
    );

  const columns: DataTableColumn<NotebookToken>[] = [
    { key: 'name', title: t('current.nbTokens.name'), ellipsis: 200, render: (row) => `${row.name} (fnb_${row.hint}…)` },
    { key: 'status', title: t('current.nbTokens.status'), nowrap: true, render: status },
    { key: 'expires_at', title: t('current.nbTokens.expires'), kind: 'time', render: (row) => formatDateTime(row.expires_at) },
    { key: 'last_used_at', title: t('current.nbTokens.lastUsed'), kind: 'time', render: (row) => (row.last_used_at ? formatDateTime(row.last_used_at) : t('current.nbTokens.never')) },
    {
      key: 'actions',
      title: t('current.nbTokens.actions'),
      nowrap: true,
      render: (row) =>
        row.revoked_at === null ? (
          <Button size="small" variant="danger" onClick={() => setRevoking(row)} aria-label={t('current.nbTokens.revokeNamed', { name: row.name })}>
            {t('current.nbTokens.revoke')}
          </Button>
        ) : null,
    },
  ];

  // Before a token exists, the URL's shape with a visible stand-in (not percent-encoded) where the token goes.
  const exampleUrl = created ? serverUrl(created.secret) : `${serverUrl('')}fnb_…`;
  return (
    <Card title={t('current.nbTokens.title')} padding="none">
      <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t('current.nbTokens.create')}>
        <FormField layout="vertical" label={t('current.nbTokens.name')} labelSuffix={t('common.fieldSuffix')} required>
          <TextInput name="token-name" maxLength={NOTEBOOK_TOKEN_LIMITS.nameMax} placeholder={t('current.nbTokens.namePlaceholder')} value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField layout="vertical" label={t('current.nbTokens.expiry')} labelSuffix={t('common.fieldSuffix')}>
          <Select
            name="token-expiry"
            value={days}
            onChange={(event) => setDays(event.target.value)}
            options={NOTEBOOK_TOKEN_LIMITS.expiryDays.map((d) => ({ value: String(d), label: t('current.nbTokens.days', { days: d }) }))}
          />
        </FormField>
        <Button type="submit" variant="primary" loading={saving} disabled={full}>
          {t('current.nbTokens.create')}
        </Button>
      </Form>
      <FormAlert>{failure || (full ? t('current.nbTokens.full', { max: NOTEBOOK_TOKEN_LIMITS.maxLive }) : '')}</FormAlert>
      {created && (
        <Secret aria-label={t('current.nbTokens.createdTitle')}>
          <strong>{t('current.nbTokens.createdTitle')}</strong>
          <p>{t('current.nbTokens.showOnce')}</p>
          <Code data-testid="notebook-server-url">{serverUrl(created.secret)}</Code>
          <Button size="small" onClick={() => void copy(serverUrl(created.secret))}>
            {t('current.nbTokens.copyUrl')}
          </Button>{' '}
          <Button size="small" variant="link" onClick={() => setCreated(null)}>
            {t('current.nbTokens.done')}
          </Button>
        </Secret>
      )}
      <DataTable<NotebookToken>
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        aria-label={t('current.nbTokens.title')}
        labels={tableLabels}
        state={view.state}
        stateMessages={view.stateMessages}
      />
      <Help>
        <h4>{t('current.nbTokens.vscodeTitle')}</h4>
        <ol>
          <li>{t('current.nbTokens.vscode1')}</li>
          <li>{t('current.nbTokens.vscode2')}</li>
          <li>{t('current.nbTokens.vscode3')}</li>
        </ol>
        <h4>{t('current.nbTokens.jupyterLabTitle')}</h4>
        <ol>
          <li>{t('current.nbTokens.jupyterLab1')}</li>
          <li>
            {t('current.nbTokens.jupyterLab2')} <code>{`ServerConnection.makeSettings({ baseUrl: '${window.location.origin}/notebook/', token })`}</code>
          </li>
        </ol>
        <p>
          {t('current.nbTokens.urlIs')} <code>{exampleUrl}</code>
        </p>
        <p>{t('current.nbTokens.scope')}</p>
      </Help>
      <ConfirmDialog
        open={revoking !== null}
        title={t('current.nbTokens.revokeTitle')}
        description={t('current.nbTokens.revokeDescription', { name: revoking?.name ?? '' })}
        variant="danger"
        confirmLabel={t('current.nbTokens.revoke')}
        cancelLabel={t('common.cancel')}
        onConfirm={revoke}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}
