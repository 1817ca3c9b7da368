import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROLES, type ClassInfo, type College, type Role, type User } from '@finedu/domain';
import { Button, Card, PageHeader, Select, useToast, type DataTableColumn } from '@finedu/ui';
import { Actions } from '../../components/FilterBar';
import { KeywordSearch } from '../../components/KeywordSearch';
import { ListTable } from '../../components/ListTable';
import { RowConfirmDialog } from '../../components/RowConfirmDialog';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../components/format';
import { saveBlob } from '../../components/saveBlob';
import { useRowConfirm } from '../../components/useRowConfirm';
import { usePagedList } from '../../hooks/usePagedList';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { ImportUsersModal } from './ImportUsersModal';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserFormModal } from './UserFormModal';

interface Filters {
  keyword?: string;
  role?: Role;
  status?: 0 | 1;
  edu_id?: number;
}

export interface UsersViewProps {
  /** `admin`: every college, with a college filter (sys_admin). `edu`: the caller's college (edu_admin). */
  scope: 'admin' | 'edu';
}

const EDU_ROLES: readonly Role[] = ['edu_teacher', 'edu_student'];
const stamp = () => new Date().toISOString().slice(0, 10);

/** Users: search, filter by role/status (and college), paging; create, edit, disable/enable, reset password; import/export. */
export function UsersView({ scope }: UsersViewProps) {
  const t = useT();
  const toast = useToast();
  const services = useServices();
  const [params] = useSearchParams();
  const initialEdu = Number(params.get('edu_id')) || undefined;
  const list = usePagedList<Filters, User>((query, signal) => services.users.list(query, { signal, silent: true }), { edu_id: scope === 'admin' ? initialEdu : undefined });
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [eduId, setEduId] = useState(initialEdu ? String(initialEdu) : '');
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const [resetting, setResetting] = useState<User | null>(null);
  const [importing, setImporting] = useState(false);

  const colleges = useQuery<College[]>((signal) => (scope === 'admin' ? services.colleges.list({ page_size: 100 }, { signal, silent: true }).then((page) => page.list) : Promise.resolve([])), [scope]);
  const classes = useQuery<ClassInfo[]>((signal) => (scope === 'edu' ? services.classes.list({ page_size: 100 }, { signal, silent: true }).then((page) => page.list) : Promise.resolve([])), [scope]);
  const collegeTitle = new Map((colleges.data ?? []).map((college) => [college.id, college.title]));
  const roleOptions = scope === 'admin' ? ROLES : EDU_ROLES;

  const filtered = Boolean(list.filters.keyword || list.filters.role || list.filters.status !== undefined || list.filters.edu_id);

  const search = (keyword: string | undefined) => {
    list.setFilters({
      keyword,
      role: (role || undefined) as Role | undefined,
      status: status === '' ? undefined : status === '1' ? 1 : 0,
      edu_id: scope === 'admin' && eduId ? Number(eduId) : undefined,
    });
  };

  const setUserStatus = async (user: User, next: 0 | 1) => {
    await services.users.setStatus(user.id, next);
    toast.success(t(next === 1 ? 'users.enabled' : 'users.disabled'));
    list.query.reload();
  };
  const disabling = useRowConfirm<User>({ run: (user) => setUserStatus(user, 0), failure: 'transport' });

  const downloadTemplate = async () => {
    saveBlob(await services.users.importTemplate(), `${t('users.importTitle')}.xlsx`);
  };
  const exportUsers = async () => {
    saveBlob(await services.users.export(list.filters), `${t('users.adminTitle')}-${stamp()}.xlsx`);
  };

  const columns: DataTableColumn<User>[] = [
    { key: 'username', title: t('users.field.username'), render: (row) => row.username },
    { key: 'name', title: t('users.field.name'), render: (row) => row.name },
    { key: 'role', title: t('users.field.role'), render: (row) => t(`role.${row.role}`) },
    ...(scope === 'admin' ? [{ key: 'college', title: t('users.field.college'), render: (row: User) => (row.edu_id ? (collegeTitle.get(row.edu_id) ?? `#${row.edu_id}`) : t('common.none')) }] : []),
    { key: 'phone', title: t('users.field.phone'), render: (row) => row.phone || t('common.none') },
    { key: 'status', title: t('users.field.status'), render: (row) => <StatusBadge status={row.status} /> },
    { key: 'created_at', title: t('users.field.created_at'), render: (row) => formatDateTime(row.created_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'right',
      render: (row) => (
        <Actions>
          <Button size="small" variant="link" onClick={() => setEditing(row)}>
            {t('common.edit')}
          </Button>
          <Button size="small" variant="link" onClick={() => setResetting(row)}>
            {t('users.resetPassword')}
          </Button>
          {row.status === 1 ? (
            <Button size="small" variant="link" disabled={row.id === services.session.user?.id} onClick={() => disabling.ask(row)}>
              {t('common.disable')}
            </Button>
          ) : (
            <Button size="small" variant="link" onClick={() => void setUserStatus(row, 1)}>
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
        title={t(scope === 'admin' ? 'users.adminTitle' : 'users.eduTitle')}
        description={t(scope === 'admin' ? 'users.adminDescription' : 'users.eduDescription')}
        extra={
          <Actions>
            {scope === 'edu' && (
              <>
                <Button onClick={() => void downloadTemplate()}>{t('users.template')}</Button>
                <Button onClick={() => setImporting(true)}>{t('users.import')}</Button>
              </>
            )}
            <Button onClick={() => void exportUsers()}>{t('users.export')}</Button>
            <Button variant="primary" onClick={() => setEditing(null)}>
              {t('users.create')}
            </Button>
          </Actions>
        }
      />
      <Card>
        <KeywordSearch
          placeholder={t('users.searchPlaceholder')}
          onSearch={search}
          filters={
            <>
              {scope === 'admin' && (
                <Select
                  aria-label={t('users.filterCollege')}
                  value={eduId}
                  onChange={(event) => setEduId(event.target.value)}
                  options={[{ value: '', label: t('users.allColleges') }, ...(colleges.data ?? []).map((c) => ({ value: String(c.id), label: c.title }))]}
                />
              )}
              <Select
                aria-label={t('users.filterRole')}
                value={role}
                onChange={(event) => setRole(event.target.value)}
                options={[{ value: '', label: `${t('users.filterRole')}: ${t('common.all')}` }, ...roleOptions.map((r) => ({ value: r, label: t(`role.${r}`) }))]}
              />
              <Select
                aria-label={t('users.filterStatus')}
                value={status}
                onChange={(event) => setStatus(event.target.value)}
                options={[
                  { value: '', label: `${t('users.filterStatus')}: ${t('common.all')}` },
                  { value: '1', label: t('status.1') },
                  { value: '0', label: t('status.0') },
                ]}
              />
            </>
          }
        />
        <ListTable<User>
          aria-label={t('users.adminTitle')}
          columns={columns}
          rowKey={(row) => String(row.id)}
          list={list}
          empty={filtered ? { emptyTitle: t('users.noMatch'), emptyDescription: t('users.noMatchDescription') } : { emptyTitle: t('users.emptyTitle'), emptyDescription: t('users.emptyDescription') }}
        />
      </Card>
      {editing !== undefined && (
        <UserFormModal
          user={editing}
          roles={roleOptions}
          colleges={scope === 'admin' ? (colleges.data ?? []) : undefined}
          classes={classes.data ?? []}
          defaultEduId={list.filters.edu_id}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            toast.success(t(editing ? 'users.updated' : 'users.created'));
            setEditing(undefined);
            list.query.reload();
          }}
        />
      )}
      {resetting && (
        <ResetPasswordModal
          user={resetting}
          onClose={() => setResetting(null)}
          onDone={() => {
            toast.success(t('users.resetDone'));
            setResetting(null);
          }}
        />
      )}
      {importing && (
        <ImportUsersModal
          onClose={() => setImporting(false)}
          onDownloadTemplate={() => void downloadTemplate()}
          onImported={(created) => {
            toast.success(t('users.importDone', { count: created }));
            setImporting(false);
            list.query.reload();
          }}
        />
      )}
      <RowConfirmDialog confirm={disabling} title={t('users.disableTitle')} description={(user) => t('users.disableText', { name: user.name || user.username })} confirmLabel={t('common.disable')} />
    </>
  );
}
