import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROLES, type ClassInfo, type College, type Role, type User } from '@finedu/domain';
import { Button, DataTableActions, ListPage, Select, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../components/actionIcons';
import { EnabledStatus } from '../../components/EnabledStatus';
import { formatDateTime } from '../../components/format';
import { saveBlob } from '../../components/saveBlob';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useListPage } from '../../list/useListPage';
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
  /** Shown between the header and the list (the college admin's attention panel on their landing page). */
  summary?: ReactNode;
}

const EDU_ROLES: readonly Role[] = ['edu_teacher', 'edu_student'];
const stamp = () => new Date().toISOString().slice(0, 10);

/** Users: search, filter by role/status (and college), paging; create, edit, disable/enable, reset password; import/export. */
export function UsersView({ scope, summary }: UsersViewProps) {
  const t = useT();
  const toast = useToast();
  const services = useServices();
  const [params] = useSearchParams();
  const initialEdu = Number(params.get('edu_id')) || undefined;
  // Not silent: the transport reports a refusal, and the dialog stays open.
  const page = useListPage<Filters, User>({
    load: (query, signal) => services.users.list(query, { signal, silent: true }),
    initialFilters: { edu_id: scope === 'admin' ? initialEdu : undefined },
    empty: { emptyTitle: t('users.emptyTitle'), emptyDescription: t('users.emptyDescription') },
    noMatch: { emptyTitle: t('users.noMatch'), emptyDescription: t('users.noMatchDescription') },
    confirm: { run: (user) => services.users.setStatus(user.id, 0), doneMessage: t('users.disabled'), failure: 'transport', title: t('users.disableTitle'), description: (user) => t('users.disableText', { name: user.name || user.username }), confirmLabel: t('common.disable') },
    saved: { created: t('users.created'), updated: t('users.updated') },
  });
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [eduId, setEduId] = useState(initialEdu ? String(initialEdu) : '');
  const [resetting, setResetting] = useState<User | null>(null);
  const [importing, setImporting] = useState(false);

  const colleges = useQuery<College[]>((signal) => (scope === 'admin' ? services.colleges.list({ page_size: 100 }, { signal, silent: true }).then((answer) => answer.list) : Promise.resolve([])), [scope]);
  const classes = useQuery<ClassInfo[]>((signal) => (scope === 'edu' ? services.classes.list({ page_size: 100 }, { signal, silent: true }).then((answer) => answer.list) : Promise.resolve([])), [scope]);
  const collegeTitle = new Map((colleges.data ?? []).map((college) => [college.id, college.title]));
  const roleOptions = scope === 'admin' ? ROLES : EDU_ROLES;

  const search = (keyword: string | undefined) => {
    page.setFilters({
      keyword,
      role: (role || undefined) as Role | undefined,
      status: status === '' ? undefined : status === '1' ? 1 : 0,
      edu_id: scope === 'admin' && eduId ? Number(eduId) : undefined,
    });
  };

  const enable = async (user: User) => {
    await services.users.setStatus(user.id, 1);
    toast.success(t('users.enabled'));
    page.changed();
  };

  const downloadTemplate = async () => {
    saveBlob(await services.users.importTemplate(), `${t('users.importTitle')}.xlsx`);
  };
  const exportUsers = async () => {
    saveBlob(await services.users.export(page.filters), `${t('users.adminTitle')}-${stamp()}.xlsx`);
  };

  const columns: DataTableColumn<User>[] = [
    { key: 'username', title: t('users.field.username'), ellipsis: 160, render: (row) => row.username },
    { key: 'name', title: t('users.field.name'), ellipsis: 160, render: (row) => row.name },
    { key: 'role', title: t('users.field.role'), nowrap: true, render: (row) => t(`role.${row.role}`) },
    ...(scope === 'admin' ? [{ key: 'college', title: t('users.field.college'), ellipsis: 200, render: (row: User) => (row.edu_id ? (collegeTitle.get(row.edu_id) ?? `#${row.edu_id}`) : t('common.none')) }] : []),
    { key: 'phone', title: t('users.field.phone'), nowrap: true, render: (row) => row.phone || t('common.none') },
    { key: 'status', title: t('users.field.status'), kind: 'status', render: (row) => <EnabledStatus status={row.status} /> },
    { key: 'created_at', title: t('users.field.created_at'), kind: 'time', render: (row) => formatDateTime(row.created_at) },
  ];

  return (
    <ListPage<User>
      {...page.props}
      summary={summary}
      title={t(scope === 'admin' ? 'users.adminTitle' : 'users.eduTitle')}
      description={t(scope === 'admin' ? 'users.adminDescription' : 'users.eduDescription')}
      actions={
        <>
          {scope === 'edu' && (
            <>
              <Button icon={actionIcon('download')} onClick={() => void downloadTemplate()}>{t('users.template')}</Button>
              <Button icon={actionIcon('import')} onClick={() => setImporting(true)}>{t('users.import')}</Button>
            </>
          )}
          <Button icon={actionIcon('export')} onClick={() => void exportUsers()}>{t('users.export')}</Button>
          <Button icon={actionIcon('create')} variant="primary" onClick={() => page.form.open(null)}>
            {t('users.create')}
          </Button>
        </>
      }
      search={{
        placeholder: t('users.searchPlaceholder'),
        onSearch: search,
        filters: (
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
        ),
      }}
      table={{
        ...page.table,
        'aria-label': t('users.adminTitle'),
        columns,
        rowActions: (row) => (
          <DataTableActions
            moreLabel={t('table.moreOf', { name: row.name || row.username })}
            actions={[
              { key: 'edit', label: t('common.edit'), onClick: () => page.form.open(row) },
              { key: 'reset', label: t('users.resetPassword'), onClick: () => setResetting(row) },
              row.status === 1
                ? { key: 'disable', label: t('common.disable'), tone: 'danger', disabled: row.id === services.session.user?.id, onClick: () => page.ask(row) }
                : { key: 'enable', label: t('common.enable'), onClick: () => void enable(row) },
            ]}
          />
        ),
      }}
    >
      {page.form.value !== undefined && (
        <UserFormModal
          user={page.form.value}
          roles={roleOptions}
          colleges={scope === 'admin' ? (colleges.data ?? []) : undefined}
          classes={classes.data ?? []}
          defaultEduId={page.filters.edu_id}
          onClose={page.form.close}
          onSaved={page.form.saved}
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
            page.changed();
          }}
        />
      )}
    </ListPage>
  );
}
