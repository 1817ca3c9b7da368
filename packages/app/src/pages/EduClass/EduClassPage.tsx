import { useState, type FormEvent } from 'react';
import type { ClassInfo } from '@finedu/domain';
import { Button, Card, ConfirmDialog, DataTable, PageHeader, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { Actions, FilterBar } from '../../components/FilterBar';
import { formatDateTime } from '../../components/format';
import { useViewState } from '../../components/tableState';
import { useDataTableLabels, usePagination } from '../../components/usePagination';
import { usePagedList } from '../../hooks/usePagedList';
import { useQuery } from '../../hooks/useQuery';
import { readAllPages } from '../../hooks/readAllPages';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { ClassFormModal } from './ClassFormModal';
import { ClassMembersModal } from './ClassMembersModal';

/** EduClass (/edu/class): classes with search and paging; create, edit, delete (confirmed), members, head teacher. */
export default function EduClassPage() {
  const t = useT();
  const toast = useToast();
  const services = useServices();
  const list = usePagedList<{ keyword?: string }, ClassInfo>((query, signal) => services.classes.list(query, { signal, silent: true }), {});
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<ClassInfo | null | undefined>(undefined);
  const [members, setMembers] = useState<ClassInfo | null>(null);
  const [deleting, setDeleting] = useState<ClassInfo | null>(null);
  const teachers = useQuery((signal) => readAllPages((page) => services.users.list({ role: 'edu_teacher', status: 1, page, page_size: 100 }, { signal, silent: true })), [services]);
  const students = useQuery((signal) => readAllPages((page) => services.users.list({ role: 'edu_student', page, page_size: 100 }, { signal, silent: true })), [services]);
  const view = useViewState(list.query, list.filters.keyword ? { emptyTitle: t('classes.noMatch') } : { emptyTitle: t('classes.emptyTitle'), emptyDescription: t('classes.emptyDescription') }, (data) => data.list.length === 0);
  const pagination = usePagination(list);
  const tableLabels = useDataTableLabels();

  const search = (event: FormEvent) => {
    event.preventDefault();
    list.setFilters({ keyword: keyword.trim() || undefined });
  };

  const columns: DataTableColumn<ClassInfo>[] = [
    { key: 'name', title: t('classes.field.name'), render: (row) => row.name },
    { key: 'grade', title: t('classes.field.grade'), render: (row) => row.grade || t('common.none') },
    { key: 'teacher', title: t('classes.field.teacher'), render: (row) => row.teacher_name ?? t('classes.noTeacher') },
    { key: 'member_count', title: t('classes.field.members'), align: 'right', render: (row) => row.member_count },
    { key: 'created_at', title: t('users.field.created_at'), render: (row) => formatDateTime(row.created_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'right',
      render: (row) => (
        <Actions>
          <Button size="small" variant="link" onClick={() => setMembers(row)}>
            {t('classes.members')}
          </Button>
          <Button size="small" variant="link" onClick={() => setEditing(row)}>
            {t('common.edit')}
          </Button>
          <Button size="small" variant="link" onClick={() => setDeleting(row)}>
            {t('common.delete')}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('classes.title')}
        description={t('classes.description')}
        extra={
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('classes.create')}
          </Button>
        }
      />
      <Card>
        <FilterBar role="search" onSubmit={search}>
          <TextInput type="search" aria-label={t('common.search')} placeholder={t('classes.searchPlaceholder')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <Button type="submit">{t('common.search')}</Button>
        </FilterBar>
        <DataTable<ClassInfo> aria-label={t('classes.title')} columns={columns} rows={list.query.data?.list ?? []} rowKey={(row) => String(row.id)} pagination={pagination} labels={tableLabels} state={view.state} stateMessages={view.stateMessages} />
      </Card>
      {editing !== undefined && (
        <ClassFormModal
          klass={editing}
          teachers={teachers.data ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            toast.success(t(editing ? 'classes.updated' : 'classes.created'));
            setEditing(undefined);
            list.query.reload();
          }}
        />
      )}
      {members && (
        <ClassMembersModal
          klass={members}
          students={students.data ?? []}
          onClose={() => setMembers(null)}
          onSaved={() => {
            toast.success(t('classes.membersSaved'));
            setMembers(null);
            list.query.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        variant="danger"
        title={t('classes.deleteTitle')}
        description={deleting ? t('classes.deleteText', { name: deleting.name }) : undefined}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) {
            await services.classes.remove(deleting.id);
            toast.success(t('classes.deleted'));
            list.query.reload();
          }
          setDeleting(null);
        }}
      />
    </>
  );
}
