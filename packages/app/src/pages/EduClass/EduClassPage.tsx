import { useState } from 'react';
import type { ClassInfo } from '@finedu/domain';
import { Button, Card, PageHeader, useToast, type DataTableColumn } from '@finedu/ui';
import { Actions } from '../../components/FilterBar';
import { formatDateTime } from '../../components/format';
import { KeywordSearch } from '../../components/KeywordSearch';
import { ListTable } from '../../components/ListTable';
import { RowConfirmDialog } from '../../components/RowConfirmDialog';
import { useRowConfirm } from '../../components/useRowConfirm';
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
  const [editing, setEditing] = useState<ClassInfo | null | undefined>(undefined);
  const [members, setMembers] = useState<ClassInfo | null>(null);
  // Not silent: the transport reports a refusal, and the dialog stays open.
  const deleting = useRowConfirm<ClassInfo>({ run: (row) => services.classes.remove(row.id), doneMessage: t('classes.deleted'), onDone: list.query.reload, failure: 'transport' });
  const teachers = useQuery((signal) => readAllPages((page) => services.users.list({ role: 'edu_teacher', status: 1, page, page_size: 100 }, { signal, silent: true })), [services]);
  const students = useQuery((signal) => readAllPages((page) => services.users.list({ role: 'edu_student', page, page_size: 100 }, { signal, silent: true })), [services]);

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
        title={t('classes.title')}
        description={t('classes.description')}
        extra={
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('classes.create')}
          </Button>
        }
      />
      <Card>
        <KeywordSearch placeholder={t('classes.searchPlaceholder')} onSearch={(keyword) => list.setFilters({ keyword })} />
        <ListTable<ClassInfo>
          aria-label={t('classes.title')}
          columns={columns}
          rowKey={(row) => String(row.id)}
          list={list}
          empty={list.filters.keyword ? { emptyTitle: t('classes.noMatch') } : { emptyTitle: t('classes.emptyTitle'), emptyDescription: t('classes.emptyDescription') }}
        />
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
      <RowConfirmDialog confirm={deleting} title={t('classes.deleteTitle')} description={(row) => t('classes.deleteText', { name: row.name })} />
    </>
  );
}
