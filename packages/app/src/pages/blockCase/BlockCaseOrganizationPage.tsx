import { useState } from 'react';
import styled from 'styled-components';
import { BLOCK_ORGANIZATION_TYPES, BlockOrganizationCreate, formatYuan, type BlockCaseDetail, type BlockOrganizationRecord, type BlockOrganizationType } from '@finedu/domain';
import { Button, Card, Checkbox, ConfirmDialog, DataTable, DataTableActions, FormField, Select, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../components/actionIcons';
import { FormModal } from '../../components/FormModal';
import { useFormSave } from '../../forms/useFormSave';
import { validateWith } from '../../forms/validate';
import { errorText } from '../Login/useSignIn';
import { useDataTableLabels } from '../../list/useListLabels';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { CaseFrame } from './CaseFrame';
import { fenOf, yuanText } from './blockCaseShared';

const Mono = styled.code`
  font-family: var(--ui-font-mono, monospace);
  font-size: 12px;
`;

/** BlockCaseOrganization (/admin/block_case/organization?case=id): a case's organizations (nodes) and their keys. */
export default function BlockCaseOrganizationPage() {
  const t = useT();
  const [form, setForm] = useState<BlockOrganizationRecord | null | undefined>(undefined);
  return (
    <CaseFrame
      title={t('blockCase.org.title')}
      extra={(detail) => (
        <Button icon={actionIcon('create')} variant="primary" disabled={detail.status === 'published'} onClick={() => setForm(null)}>
          {t('blockCase.org.create')}
        </Button>
      )}
      >
      {(detail, reload) => <Organizations detail={detail} reload={reload} form={form} setForm={setForm} />}
    </CaseFrame>
  );
}

function Organizations({ detail, reload, form, setForm }: { detail: BlockCaseDetail; reload: () => void; form: BlockOrganizationRecord | null | undefined; setForm: (value: BlockOrganizationRecord | null | undefined) => void }) {
  const t = useT();
  const toast = useToast();
  const { blockCases } = useServices();
  const labels = useDataTableLabels();
  const [asked, setAsked] = useState<BlockOrganizationRecord | null>(null);
  const [rekey, setRekey] = useState<BlockOrganizationRecord | null>(null);
  const frozen = detail.status === 'published';

  const regenerate = async () => {
    if (!rekey) return;
    try {
      await blockCases.regenerateKey(detail.id, rekey.id, { silent: true });
      toast.success(t('blockCase.org.regenerated', { name: rekey.name }));
      reload();
    } catch (reason) {
      toast.error(errorText(reason, t('common.loadFailed')));
    } finally {
      setRekey(null);
    }
  };

  const remove = async () => {
    if (!asked) return;
    try {
      await blockCases.removeOrganization(detail.id, asked.id, { silent: true });
      toast.success(t('blockCase.org.deleted'));
      reload();
    } catch (reason) {
      toast.error(errorText(reason, t('common.loadFailed')));
    } finally {
      setAsked(null);
    }
  };

  const columns: DataTableColumn<BlockOrganizationRecord>[] = [
    { key: 'name', title: t('blockCase.org.name'), ellipsis: 200, render: (row) => row.name },
    { key: 'key', title: t('blockCase.org.key'), nowrap: true, render: (row) => <Mono>{row.key}</Mono> },
    { key: 'type', title: t('blockCase.org.type'), nowrap: true, render: (row) => t(`blockCase.orgType.${row.type}` as MessageId) },
    { key: 'validator', title: t('blockCase.org.validator'), kind: 'status', render: (row) => t(row.validator ? 'blockCase.org.validatorYes' : 'blockCase.org.validatorNo') },
    { key: 'balance', title: t('blockCase.org.balance'), kind: 'number', render: (row) => formatYuan(row.balance) },
    { key: 'credit', title: t('blockCase.org.credit'), kind: 'number', render: (row) => formatYuan(row.credit) },
    { key: 'public_key', title: t('blockCase.org.publicKey'), nowrap: true, render: (row) => <Mono title={row.public_key}>{row.public_key ? `${row.public_key.slice(0, 10)}…${row.public_key.slice(-6)}` : '—'}</Mono> },
  ];

  return (
    <Card padding="none">
      <DataTable<BlockOrganizationRecord>
        aria-label={t('blockCase.org.title')}
        columns={columns}
        rows={detail.organizations}
        rowKey={(row) => String(row.id)}
        labels={labels}
        state={detail.organizations.length === 0 ? 'empty' : 'ready'}
        stateMessages={{ emptyTitle: t('blockCase.org.empty'), emptyDescription: frozen ? undefined : t('blockCase.org.emptyDescription') }}
        rowActions={
          frozen
            ? undefined
            : (row) => (
                <DataTableActions
                  moreLabel={t('table.moreOf', { name: row.name })}
                  actions={[
                    { key: 'edit', label: t('common.edit'), onClick: () => setForm(row) },
                    { key: 'rekey', label: t('blockCase.org.regenerate'), onClick: () => setRekey(row) },
                    { key: 'delete', label: t('common.delete'), tone: 'danger', onClick: () => setAsked(row) },
                  ]}
                />
              )
        }
      />
      {form !== undefined && (
        <OrganizationFormModal
          caseId={detail.id}
          organization={form}
          onClose={() => setForm(undefined)}
          onSaved={() => {
            toast.success(t(form === null ? 'blockCase.org.created' : 'blockCase.org.updated'));
            setForm(undefined);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={rekey !== null}
        title={t('blockCase.org.regenerateTitle')}
        description={rekey ? t('blockCase.org.regenerateText', { name: rekey.name }) : undefined}
        confirmLabel={t('blockCase.org.regenerate')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onCancel={() => setRekey(null)}
        onConfirm={() => void regenerate()}
      />
      <ConfirmDialog
        open={asked !== null}
        variant="danger"
        title={t('blockCase.org.deleteTitle')}
        description={asked ? t('blockCase.org.deleteText', { name: asked.name }) : undefined}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onCancel={() => setAsked(null)}
        onConfirm={() => void remove()}
      />
    </Card>
  );
}

interface OrgValues {
  key: string;
  name: string;
  type: BlockOrganizationType;
  validator: boolean;
  balance: string;
  credit: string;
}

function OrganizationFormModal({ caseId, organization, onClose, onSaved }: { caseId: number; organization: BlockOrganizationRecord | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { blockCases } = useServices();
  const [values, setValues] = useState<OrgValues>({
    key: organization?.key ?? '',
    name: organization?.name ?? '',
    type: organization?.type ?? 'core_enterprise',
    validator: organization?.validator ?? false,
    balance: yuanText(organization?.balance ?? 0),
    credit: yuanText(organization?.credit ?? 0),
  });
  const form = useFormSave();
  const { errors } = form;
  const label = (field: string) => t(`blockCase.org.${field}` as MessageId);
  const set = <K extends keyof OrgValues>(key: K, value: OrgValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const balance = fenOf(values.balance);
    const credit = fenOf(values.credit);
    const body = { key: values.key, name: values.name, type: values.type, validator: values.validator, balance: balance ?? Number.NaN, credit: credit ?? Number.NaN };
    const checked = validateWith(BlockOrganizationCreate, body, label, t);
    if (!checked.ok) return form.reject(checked.errors);
    return form.send(async () => {
      if (organization === null) await blockCases.createOrganization(caseId, checked.data, { silent: true });
      else await blockCases.updateOrganization(caseId, organization.id, checked.data, { silent: true });
      onSaved();
    });
  };

  return (
    <FormModal formId="block-org-form" title={t(organization === null ? 'blockCase.org.create' : 'blockCase.org.edit')} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FormField label={label('name')} labelSuffix={t('common.fieldSuffix')} required error={errors.name}>
        <TextInput name="name" maxLength={100} value={values.name} onChange={(event) => set('name', event.target.value)} />
      </FormField>
      <FormField label={label('key')} labelSuffix={t('common.fieldSuffix')} required help={t('blockCase.org.keyHelp')} error={errors.key}>
        <TextInput name="key" maxLength={64} value={values.key} onChange={(event) => set('key', event.target.value)} />
      </FormField>
      <FormField label={label('type')} labelSuffix={t('common.fieldSuffix')} required error={errors.type}>
        <Select name="type" value={values.type} options={BLOCK_ORGANIZATION_TYPES.map((value) => ({ value, label: t(`blockCase.orgType.${value}` as MessageId) }))} onChange={(event) => set('type', event.target.value as BlockOrganizationType)} />
      </FormField>
      <FormField label={label('balance')} labelSuffix={t('common.fieldSuffix')} error={errors.balance}>
        <TextInput name="balance" inputMode="decimal" value={values.balance} onChange={(event) => set('balance', event.target.value)} />
      </FormField>
      <FormField label={label('credit')} labelSuffix={t('common.fieldSuffix')} error={errors.credit}>
        <TextInput name="credit" inputMode="decimal" value={values.credit} onChange={(event) => set('credit', event.target.value)} />
      </FormField>
      <Checkbox checked={values.validator} onChange={(event) => set('validator', event.target.checked)}>
        {label('validator')}
      </Checkbox>
    </FormModal>
  );
}
