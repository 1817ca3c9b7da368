import { useState } from 'react';
import type { ClassInfo } from '@finedu/domain';
import { Button, DataTableActions, ListPage, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../components/actionIcons';
import { formatDateTime } from '../../components/format';
import { readAllPages } from '../../hooks/readAllPages';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useListPage } from '../../list/useListPage';
import { useServices } from '../../services/ServicesContext';
import { ClassFormModal } from './ClassFormModal';
import { ClassMembersModal } from './ClassMembersModal';

/** EduClass (/edu/class): classes with search and paging; create, edit, delete (confirmed), members, head teacher. */
export default function EduClassPage() {
  const t = useT();
  const toast = useToast();
  const services = useServices();
  const page = useListPage<{ keyword?: string }, ClassInfo>({
    load: (query, signal) => services.classes.list(query, { signal, silent: true }),
    empty: { emptyTitle: t('classes.emptyTitle'), emptyDescription: t('classes.emptyDescription') },
    noMatch: { emptyTitle: t('classes.noMatch') },
    // Not silent: the transport reports a refusal, and the dialog stays open.
    confirm: { run: (row) => services.classes.remove(row.id), doneMessage: t('classes.deleted'), failure: 'transport', title: t('classes.deleteTitle'), description: (row) => t('classes.deleteText', { name: row.name }) },
    saved: { created: t('classes.created'), updated: t('classes.updated') },
  });
  const [members, setMembers] = useState<ClassInfo | null>(null);
  const teachers = useQuery((signal) => readAllPages((n) => services.users.list({ role: 'edu_teacher', status: 1, page: n, page_size: 100 }, { signal, silent: true })), [services]);
  const students = useQuery((signal) => readAllPages((n) => services.users.list({ role: 'edu_student', page: n, page_size: 100 }, { signal, silent: true })), [services]);

  const columns: DataTableColumn<ClassInfo>[] = [
    { key: 'name', title: t('classes.field.name'), ellipsis: 240, render: (row) => row.name },
    { key: 'grade', title: t('classes.field.grade'), nowrap: true, render: (row) => row.grade || t('common.none') },
    { key: 'teacher', title: t('classes.field.teacher'), ellipsis: 160, render: (row) => row.teacher_name ?? t('classes.noTeacher') },
    { key: 'member_count', title: t('classes.field.members'), kind: 'number', render: (row) => row.member_count },
    { key: 'created_at', title: t('users.field.created_at'), kind: 'time', render: (row) => formatDateTime(row.created_at) },
  ];

  return (
    <ListPage<ClassInfo>
      {...page.props}
      title={t('classes.title')}
      description={t('classes.description')}
      actions={<Button icon={actionIcon('create')} variant="primary" onClick={() => page.form.open(null)}>{t('classes.create')}</Button>}
      search={{ placeholder: t('classes.searchPlaceholder'), onSearch: (keyword) => page.setFilters({ keyword }) }}
      table={{
        ...page.table,
        columns,
        rowActions: (row) => (
          <DataTableActions
            moreLabel={t('table.moreOf', { name: row.name })}
            actions={[
              { key: 'members', label: t('classes.members'), onClick: () => setMembers(row) },
              { key: 'edit', label: t('common.edit'), onClick: () => page.form.open(row) },
              { key: 'delete', label: t('common.delete'), tone: 'danger', onClick: () => page.ask(row) },
            ]}
          />
        ),
      }}
    >
      {page.form.value !== undefined && <ClassFormModal klass={page.form.value} teachers={teachers.data ?? []} onClose={page.form.close} onSaved={page.form.saved} />}
      {members && (
        <ClassMembersModal
          klass={members}
          students={students.data ?? []}
          onClose={() => setMembers(null)}
          onSaved={() => {
            toast.success(t('classes.membersSaved'));
            setMembers(null);
            page.reload();
          }}
        />
      )}
    </ListPage>
  );
}
