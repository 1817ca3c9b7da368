import { useState } from 'react';
import { Link } from 'react-router-dom';
import { routePath, type College, type CollegeWithCounts } from '@finedu/domain';
import { Button, DataTableActions, ListPage, Select, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../components/actionIcons';
import { EnabledStatus } from '../../components/EnabledStatus';
import { useT } from '../../i18n/useT';
import { collegeTerm } from './collegeTerms';
import { useListPage } from '../../list/useListPage';
import { useServices } from '../../services/ServicesContext';
import { AttentionPanel } from '../dashboard/AttentionPanel';
import { CollegeFormModal } from './CollegeFormModal';

interface Filters {
  keyword?: string;
  status?: 0 | 1;
}

/** Edu (/admin/edu): the system admin's landing page — the platform's counts, then colleges with search and paging; create, edit, enable/disable. */
export default function EduPage() {
  const t = useT();
  const toast = useToast();
  const { colleges } = useServices();
  // Not silent: the transport reports a refusal, and the dialog stays open.
  const page = useListPage<Filters, CollegeWithCounts, College>({
    load: (query, signal) => colleges.list(query, { signal, silent: true }),
    empty: { emptyTitle: t('edu.emptyTitle'), emptyDescription: t('edu.emptyDescription') },
    noMatch: { emptyTitle: t('edu.noMatch'), emptyDescription: t('edu.noMatchDescription') },
    confirm: { run: (college) => colleges.setStatus(college.id, 0), doneMessage: t('edu.disabled'), failure: 'transport', title: t('edu.disableTitle'), description: (college) => t('edu.disableText', { title: college.title }), confirmLabel: t('common.disable') },
    saved: { created: t('edu.created'), updated: t('edu.updated') },
  });
  const [status, setStatus] = useState('');

  const enable = async (college: CollegeWithCounts) => {
    await colleges.setStatus(college.id, 1);
    toast.success(t('edu.enabled'));
    page.reload();
  };

  const columns: DataTableColumn<CollegeWithCounts>[] = [
    { key: 'title', title: t('edu.field.title'), ellipsis: 240, tooltip: (row) => row.title, render: (row) => <Link to={routePath('EduDetail', { id: row.id })}>{row.title}</Link> },
    { key: 'number', title: t('edu.field.number'), nowrap: true, render: (row) => row.number || t('common.none') },
    { key: 'area', title: t('edu.field.area'), nowrap: true, render: (row) => row.area || t('common.none') },
    { key: 'level', title: t('edu.field.level'), nowrap: true, render: (row) => collegeTerm(t, 'level', row.level) || t('common.none') },
    { key: 'users', title: t('edu.users'), kind: 'number', render: (row) => `${row.user_count} / ${row.count}` },
    { key: 'classes', title: t('edu.classes'), kind: 'number', render: (row) => row.class_count },
    { key: 'status', title: t('edu.field.status'), kind: 'status', render: (row) => <EnabledStatus status={row.status} /> },
  ];

  return (
    <ListPage<CollegeWithCounts>
      {...page.props}
      title={t('edu.title')}
      summary={<AttentionPanel />}
      description={t('edu.description')}
      actions={<Button icon={actionIcon('create')} variant="primary" onClick={() => page.form.open(null)}>{t('edu.create')}</Button>}
      search={{
        placeholder: t('edu.searchPlaceholder'),
        onSearch: (keyword) => page.setFilters({ keyword, status: status === '' ? undefined : status === '1' ? 1 : 0 }),
        filters: (
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
              row.status === 1 ? { key: 'disable', label: t('common.disable'), tone: 'danger', onClick: () => page.ask(row) } : { key: 'enable', label: t('common.enable'), onClick: () => void enable(row) },
            ]}
          />
        ),
      }}
    >
      {page.form.value !== undefined && <CollegeFormModal college={page.form.value} onClose={page.form.close} onSaved={page.form.saved} />}
    </ListPage>
  );
}
