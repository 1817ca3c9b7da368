import { useState } from 'react';
import { Link } from 'react-router-dom';
import { routePath, type College, type CollegeWithCounts } from '@finedu/domain';
import { Button, Card, PageHeader, Select, useToast, type DataTableColumn } from '@finedu/ui';
import { Actions } from '../../components/FilterBar';
import { KeywordSearch } from '../../components/KeywordSearch';
import { ListTable } from '../../components/ListTable';
import { RowConfirmDialog } from '../../components/RowConfirmDialog';
import { StatusBadge } from '../../components/StatusBadge';
import { useRowConfirm } from '../../components/useRowConfirm';
import { usePagedList } from '../../hooks/usePagedList';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { CollegeFormModal } from './CollegeFormModal';

interface Filters {
  keyword?: string;
  status?: 0 | 1;
}

/** Edu (/admin/edu): colleges with search and paging; create, edit, enable/disable. */
export default function EduPage() {
  const t = useT();
  const toast = useToast();
  const { colleges } = useServices();
  const list = usePagedList<Filters, CollegeWithCounts>((query, signal) => colleges.list(query, { signal, silent: true }), {});
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<College | null | undefined>(undefined);
  const filtered = Boolean(list.filters.keyword || list.filters.status !== undefined);

  const search = (keyword: string | undefined) => {
    list.setFilters({ keyword, status: status === '' ? undefined : status === '1' ? 1 : 0 });
  };

  const setCollegeStatus = async (college: CollegeWithCounts, next: 0 | 1) => {
    await colleges.setStatus(college.id, next);
    toast.success(t(next === 1 ? 'edu.enabled' : 'edu.disabled'));
    list.query.reload();
  };
  const disabling = useRowConfirm<CollegeWithCounts>({ run: (college) => setCollegeStatus(college, 0), failure: 'transport' });

  const columns: DataTableColumn<CollegeWithCounts>[] = [
    { key: 'title', title: t('edu.field.title'), render: (row) => <Link to={routePath('EduDetail', { id: row.id })}>{row.title}</Link> },
    { key: 'number', title: t('edu.field.number'), render: (row) => row.number || t('common.none') },
    { key: 'area', title: t('edu.field.area'), render: (row) => row.area || t('common.none') },
    { key: 'level', title: t('edu.field.level'), render: (row) => row.level || t('common.none') },
    { key: 'users', title: t('edu.users'), align: 'right', render: (row) => `${row.user_count} / ${row.count}` },
    { key: 'classes', title: t('edu.classes'), align: 'right', render: (row) => row.class_count },
    { key: 'status', title: t('edu.field.status'), render: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'right',
      render: (row) => (
        <Actions>
          <Button size="small" variant="link" onClick={() => setEditing(row)}>
            {t('common.edit')}
          </Button>
          {row.status === 1 ? (
            <Button size="small" variant="link" onClick={() => disabling.ask(row)}>
              {t('common.disable')}
            </Button>
          ) : (
            <Button size="small" variant="link" onClick={() => void setCollegeStatus(row, 1)}>
              {t('common.enable')}
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('edu.title')}
        description={t('edu.description')}
        extra={
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('edu.create')}
          </Button>
        }
      />
      <Card>
        <KeywordSearch
          placeholder={t('edu.searchPlaceholder')}
          onSearch={search}
          filters={
            <Select
              aria-label={t('edu.field.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              options={[
                { value: '', label: `${t('edu.field.status')}: ${t('common.all')}` },
                { value: '1', label: t('status.1') },
                { value: '0', label: t('status.0') },
              ]}
            />
          }
        />
        <ListTable<CollegeWithCounts>
          aria-label={t('edu.title')}
          columns={columns}
          rowKey={(row) => String(row.id)}
          list={list}
          empty={filtered ? { emptyTitle: t('edu.noMatch'), emptyDescription: t('edu.noMatchDescription') } : { emptyTitle: t('edu.emptyTitle'), emptyDescription: t('edu.emptyDescription') }}
        />
      </Card>
      {editing !== undefined && (
        <CollegeFormModal
          college={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            toast.success(t(editing ? 'edu.updated' : 'edu.created'));
            setEditing(undefined);
            list.query.reload();
          }}
        />
      )}
      <RowConfirmDialog confirm={disabling} title={t('edu.disableTitle')} description={(college) => t('edu.disableText', { title: college.title })} confirmLabel={t('common.disable')} />
    </>
  );
}
