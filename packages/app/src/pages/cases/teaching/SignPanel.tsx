import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SignSession } from '@finedu/domain';
import { Button, Card, DataTable, FilterBar, FormField, Select, StateView, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useDataTableLabels } from '../../../list/useListLabels';
import { toQueryError, useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';

const Who = styled.span`
  color: var(--ui-color-text-secondary);
`;

/** Class sign-in for this case: open one for a class (it closes by itself after the minutes given) and see who signed. */
export function SignPanel({ caseId }: { caseId: number }) {
  const t = useT();
  const toast = useToast();
  const { classroom, classes } = useServices();
  const tableLabels = useDataTableLabels();
  const signs = useQuery((signal) => classroom.signs({ case_id: caseId }, { signal, silent: true }), [caseId]);
  const myClasses = useQuery((signal) => classes.list({ page: 1, page_size: 100 }, { signal, silent: true }), []);
  const view = useViewState(signs, { emptyTitle: t('teaching.noSign'), emptyDescription: t('teaching.noSignHint') });
  const [classId, setClassId] = useState('');
  const [minutes, setMinutes] = useState('10');
  const [busy, setBusy] = useState(false);

  const open = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await classroom.sign({ action: 'open', case_id: caseId, class_id: Number(classId), minutes: Math.min(600, Math.max(1, Number(minutes) || 10)) }, { silent: true });
      toast.success(t('teaching.signOpened'));
      signs.reload();
    } catch (reason) {
      toast.error(toQueryError(reason).message);
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<SignSession>[] = [
    { key: 'class_name', title: t('teaching.class'), ellipsis: 160, render: (row) => row.class_name },
    { key: 'opened_at', title: t('teaching.openedAt'), kind: 'time', render: (row) => formatDateTime(row.opened_at) },
    { key: 'closes_at', title: t('teaching.closesAt'), kind: 'time', render: (row) => formatDateTime(row.closes_at) },
    { key: 'open', title: t('teaching.signState'), kind: 'status', render: (row) => (row.open ? t('teaching.signOpen') : t('teaching.signClosed')) },
    { key: 'count', title: t('teaching.signedCount'), kind: 'number', render: (row) => `${row.records.length} / ${row.class_size}` },
    { key: 'records', title: t('teaching.signedWho'), render: (row) => <Who>{row.records.map((record) => record.name).join('、') || t('common.none')}</Who> },
  ];

  return (
    <Card title={t('teaching.sign')}>
      <FilterBar aria-label={t('teaching.openSign')} onSubmit={open}>
        <FormField labelSuffix={t('common.fieldSuffix')} label={t('teaching.class')}>
          <Select value={classId} placeholder={t('common.selectPlaceholder')} options={(myClasses.data?.list ?? []).map((klass) => ({ value: String(klass.id), label: klass.name }))} onChange={(event) => setClassId(event.target.value)} />
        </FormField>
        <FormField labelSuffix={t('common.fieldSuffix')} label={t('teaching.minutes')}>
          <TextInput type="number" min={1} max={600} value={minutes} onChange={(event) => setMinutes(event.target.value)} />
        </FormField>
        <Button type="submit" variant="primary" disabled={busy || classId === ''}>
          {t('teaching.openSign')}
        </Button>
      </FilterBar>
      <StateView state={view.state} {...view.stateMessages}>
        <DataTable<SignSession> aria-label={t('teaching.sign')} columns={columns} rows={signs.data ?? []} rowKey="id" labels={tableLabels} state="ready" />
      </StateView>
    </Card>
  );
}
