import { useState } from 'react';
import { CaseStatus, type CaseListQuery, type CaseSummary } from '@finedu/domain';
import { Button, DataTableActions, ListPage, Select, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { formatDateTime } from '../../../components/format';
import { useQuery } from '../../../hooks/useQuery';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useServices } from '../../../services/ServicesContext';
import { CaseFormModal } from './CaseFormModal';
import { CaseTypesModal } from './CaseTypesModal';

type Filters = Pick<CaseListQuery, 'type' | 'keyword' | 'status'>;

/** Bigdata (/admin/case, sys_teacher + sys_admin): cases with filters and paging; create, edit, copy, delete; case types. */
export default function BigdataPage() {
  const t = useT();
  const toast = useToast();
  const { cases } = useServices();
  const page = useListPage<Filters, CaseSummary>({
    load: (query, signal) => cases.list(query, { signal, silent: true }),
    empty: { emptyTitle: t('cases.emptyTitle'), emptyDescription: t('cases.emptyDescription') },
    noMatch: { emptyTitle: t('cases.noMatch') },
    // Not silent: the transport toasts a refusal and the dialog stays open.
    confirm: { run: (row) => cases.remove(row.id), doneMessage: t('cases.deleted'), failure: 'transport', title: t('cases.deleteTitle'), description: (row) => t('cases.deleteText', { title: row.title }) },
    saved: { created: t('cases.created'), updated: t('cases.updated') },
  });
  const types = useQuery((signal) => cases.listTypes({ signal, silent: true }), []);
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [typesOpen, setTypesOpen] = useState(false);

  const copy = async (row: CaseSummary) => {
    await cases.copy(row.id);
    toast.success(t('cases.copied', { title: row.title }));
    page.reload();
  };

  const columns: DataTableColumn<CaseSummary>[] = [
    { key: 'title', title: t('cases.field.title'), ellipsis: 280, render: (row) => row.title },
    { key: 'type_name', title: t('cases.field.type'), nowrap: true, render: (row) => row.type_name },
    { key: 'difficulty', title: t('cases.field.difficulty'), kind: 'number', render: (row) => row.difficulty },
    { key: 'status', title: t('cases.field.status'), kind: 'status', render: (row) => t(`cases.status.${row.status}` as MessageId) },
    { key: 'dataset_count', title: t('cases.field.datasets'), kind: 'number', render: (row) => row.dataset_count },
    { key: 'points', title: t('cases.field.points'), kind: 'number', render: (row) => `${row.test_points} + ${row.rubric_points}` },
    { key: 'updated_at', title: t('cases.field.updated_at'), kind: 'time', render: (row) => formatDateTime(row.updated_at) },
  ];

  return (
    <ListPage<CaseSummary>
      {...page.props}
      title={t('cases.title')}
      description={t('cases.description')}
      actions={
        <>
          <Button icon={actionIcon('categories')} onClick={() => setTypesOpen(true)}>{t('cases.types')}</Button>
          <Button icon={actionIcon('create')} variant="primary" onClick={() => page.form.open(null)}>
            {t('cases.create')}
          </Button>
        </>
      }
      search={{
        placeholder: t('cases.searchPlaceholder'),
        onSearch: (keyword) => page.setFilters({ keyword, type: type ? Number(type) : undefined, status: status ? (status as CaseStatus) : undefined }),
        filtersAt: 'start',
        filters: (
          <>
            <Select aria-label={t('cases.field.type')} value={type} placeholder={t('cases.allTypes')} options={(types.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))} onChange={(event) => setType(event.target.value)} />
            <Select aria-label={t('cases.field.status')} value={status} placeholder={t('cases.allStatus')} options={CaseStatus.options.map((value) => ({ value, label: t(`cases.status.${value}` as MessageId) }))} onChange={(event) => setStatus(event.target.value)} />
          </>
        ),
      }}
      table={{
        ...page.table,
        columns,
        rowActions: (row) => (
          <DataTableActions
            moreLabel={t('table.moreOf', { name: row.title })}
            actions={[
              { key: 'edit', label: t('common.edit'), onClick: () => page.form.open(row) },
              { key: 'copy', label: t('cases.copy'), onClick: () => void copy(row) },
              { key: 'delete', label: t('common.delete'), tone: 'danger', onClick: () => page.ask(row) },
            ]}
          />
        ),
      }}
    >
      {page.form.value !== undefined && <CaseFormModal caseId={page.form.value?.id ?? null} types={types.data ?? []} onClose={page.form.close} onSaved={page.form.saved} />}
      {typesOpen && (
        <CaseTypesModal
          onClose={() => {
            setTypesOpen(false);
            types.reload();
          }}
        />
      )}
    </ListPage>
  );
}
