import { useState } from 'react';
import { CaseStatus, type CaseListQuery, type CaseSummary } from '@finedu/domain';
import { Button, Card, PageHeader, Select, useToast, type DataTableColumn } from '@finedu/ui';
import { Actions } from '../../../components/FilterBar';
import { formatDateTime } from '../../../components/format';
import { KeywordSearch } from '../../../components/KeywordSearch';
import { ListTable } from '../../../components/ListTable';
import { RowConfirmDialog } from '../../../components/RowConfirmDialog';
import { useRowConfirm } from '../../../components/useRowConfirm';
import { usePagedList } from '../../../hooks/usePagedList';
import { useQuery } from '../../../hooks/useQuery';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { CaseFormModal } from './CaseFormModal';
import { CaseTypesModal } from './CaseTypesModal';

type Filters = Pick<CaseListQuery, 'type' | 'keyword' | 'status'>;

/** Bigdata (/admin/case, sys_teacher + sys_admin): cases with filters and paging; create, edit, copy, delete; case types. */
export default function BigdataPage() {
  const t = useT();
  const toast = useToast();
  const { cases } = useServices();
  const list = usePagedList<Filters, CaseSummary>((query, signal) => cases.list(query, { signal, silent: true }), {});
  const types = useQuery((signal) => cases.listTypes({ signal, silent: true }), []);
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<CaseSummary | null | undefined>(undefined);
  // Not silent: the transport toasts a refusal and the dialog stays open.
  const deleting = useRowConfirm<CaseSummary>({ run: (row) => cases.remove(row.id), doneMessage: t('cases.deleted'), onDone: list.query.reload, failure: 'transport' });
  const [typesOpen, setTypesOpen] = useState(false);
  const filtered = Boolean(list.filters.keyword || list.filters.type || list.filters.status);
  const empty = filtered ? { emptyTitle: t('cases.noMatch') } : { emptyTitle: t('cases.emptyTitle'), emptyDescription: t('cases.emptyDescription') };

  const search = (keyword: string | undefined) => list.setFilters({ keyword, type: type ? Number(type) : undefined, status: status ? (status as CaseStatus) : undefined });

  const copy = async (row: CaseSummary) => {
    await cases.copy(row.id);
    toast.success(t('cases.copied', { title: row.title }));
    list.query.reload();
  };

  const columns: DataTableColumn<CaseSummary>[] = [
    { key: 'title', title: t('cases.field.title'), render: (row) => row.title },
    { key: 'type_name', title: t('cases.field.type'), render: (row) => row.type_name },
    { key: 'difficulty', title: t('cases.field.difficulty'), align: 'right', render: (row) => row.difficulty },
    { key: 'status', title: t('cases.field.status'), render: (row) => t(`cases.status.${row.status}` as MessageId) },
    { key: 'dataset_count', title: t('cases.field.datasets'), align: 'right', render: (row) => row.dataset_count },
    { key: 'points', title: t('cases.field.points'), align: 'right', render: (row) => `${row.test_points} + ${row.rubric_points}` },
    { key: 'updated_at', title: t('cases.field.updated_at'), render: (row) => formatDateTime(row.updated_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'right',
      render: (row) => (
        <Actions>
          <Button size="small" variant="link" onClick={() => setEditing(row)}>
            {t('common.edit')}
          </Button>
          <Button size="small" variant="link" onClick={() => void copy(row)}>
            {t('cases.copy')}
          </Button>
          <Button size="small" variant="link" onClick={() => deleting.ask(row)}>
            {t('common.delete')}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('cases.title')}
        description={t('cases.description')}
        extra={
          <Actions>
            <Button onClick={() => setTypesOpen(true)}>{t('cases.types')}</Button>
            <Button variant="primary" onClick={() => setEditing(null)}>
              {t('cases.create')}
            </Button>
          </Actions>
        }
      />
      <Card>
        <KeywordSearch
          onSearch={search}
          placeholder={t('cases.searchPlaceholder')}
          filtersAt="start"
          filters={
            <>
              <Select aria-label={t('cases.field.type')} value={type} placeholder={t('cases.allTypes')} options={(types.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))} onChange={(event) => setType(event.target.value)} />
              <Select aria-label={t('cases.field.status')} value={status} placeholder={t('cases.allStatus')} options={CaseStatus.options.map((value) => ({ value, label: t(`cases.status.${value}` as MessageId) }))} onChange={(event) => setStatus(event.target.value)} />
            </>
          }
        />
        <ListTable<CaseSummary> aria-label={t('cases.title')} columns={columns} list={list} rowKey="id" empty={empty} />
      </Card>
      {editing !== undefined && (
        <CaseFormModal
          caseId={editing?.id ?? null}
          types={types.data ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            toast.success(t(editing ? 'cases.updated' : 'cases.created'));
            setEditing(undefined);
            list.query.reload();
          }}
        />
      )}
      {typesOpen && (
        <CaseTypesModal
          onClose={() => {
            setTypesOpen(false);
            types.reload();
          }}
        />
      )}
      <RowConfirmDialog confirm={deleting} title={t('cases.deleteTitle')} description={(row) => t('cases.deleteText', { title: row.title })} />
    </>
  );
}
