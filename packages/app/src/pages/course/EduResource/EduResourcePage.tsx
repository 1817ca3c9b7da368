import { useState } from 'react';
import { ResourceType, type Resource, type ResourceListQuery } from '@finedu/domain';
import { Button, DataTableActions, formatFileSize, ListPage, Select, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { formatDateTime } from '../../../components/format';
import { useQuery } from '../../../hooks/useQuery';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useCurrentUser, useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { CategoryPanel } from './CategoryPanel';
import { ResourceFormModal } from './ResourceFormModal';
import { ResourcePreviewModal } from './ResourcePreviewModal';

type Filters = Pick<ResourceListQuery, 'keyword' | 'type' | 'category_id' | 'source'>;

const isResourceType = (value: string): value is ResourceType => (ResourceType.options as readonly string[]).includes(value);

/** EduResource (/edu/resource): the college's teaching resources and granted platform ones: categories, search, type filter, upload, preview, download. */
export default function EduResourcePage() {
  const t = useT();
  const toast = useToast();
  const { courses } = useServices();
  const user = useCurrentUser();
  const staff = user?.role === 'edu_admin' || user?.role === 'edu_teacher' || user?.role === 'sys_admin';
  const categories = useQuery((signal) => courses.categories({ signal, silent: true }), []);
  const page = useListPage<Filters, Resource>({
    load: (query, signal) => courses.resources(query, { signal, silent: true }),
    empty: { emptyTitle: t('resource.emptyTitle'), emptyDescription: t(staff ? 'resource.emptyHintStaff' : 'resource.emptyHintStudent'), emptyAction: staff ? <Button onClick={() => page.form.open(null)}>{t('resource.upload')}</Button> : undefined },
    noMatch: { emptyTitle: t('resource.noMatch') },
    confirm: { run: (row) => courses.removeResource(row.id, { silent: true }), doneMessage: t('resource.deleted'), title: t('resource.deleteTitle'), description: (row) => t('resource.deleteText', { title: row.title }) },
    saved: { created: t('resource.created'), updated: t('resource.updated') },
    // The category counts change with the resources.
    onChanged: categories.reload,
  });
  const [type, setType] = useState('');
  const [source, setSource] = useState('');
  const [previewing, setPreviewing] = useState<Resource | null>(null);

  const search = (keyword: string | undefined) => {
    page.setFilters({
      ...page.filters,
      keyword,
      type: isResourceType(type) ? type : undefined,
      source: source === 'own' || source === 'granted' ? source : undefined,
    });
  };

  const download = async (row: Resource) => {
    try {
      const answer = await courses.resourceDownload(row.id, { silent: true });
      const link = document.createElement('a');
      link.href = answer.url;
      link.download = answer.filename;
      link.rel = 'noopener';
      link.target = '_blank';
      link.click();
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
  };

  const columns: DataTableColumn<Resource>[] = [
    { key: 'title', title: t('resource.field.title'), ellipsis: 240, render: (row) => row.title },
    { key: 'type', title: t('resource.field.type'), render: (row) => t(`resource.type.${row.type}` as MessageId) },
    { key: 'category', title: t('resource.field.category'), render: (row) => row.category_name || '—' },
    { key: 'size', title: t('resource.field.size'), kind: 'number', render: (row) => formatFileSize(row.size) },
    { key: 'source', title: t('resource.field.source'), render: (row) => t(row.granted ? 'resource.source.granted' : 'resource.source.own') },
    { key: 'created_by', title: t('resource.field.uploader'), render: (row) => row.created_by_name || '—' },
    { key: 'updated_at', title: t('resource.field.updated'), kind: 'time', render: (row) => formatDateTime(row.updated_at) },
  ];

  return (
    <ListPage<Resource>
      {...page.props}
      title={t('resource.title')}
      description={t('resource.description')}
      actions={
        staff ? (
          <Button icon={actionIcon('upload')} variant="primary" onClick={() => page.form.open(null)}>
            {t('resource.upload')}
          </Button>
        ) : undefined
      }
      aside={
        <CategoryPanel
          categories={categories.data ?? []}
          selected={page.filters.category_id === undefined ? undefined : Number(page.filters.category_id)}
          onSelect={(id) => page.setFilters({ ...page.filters, category_id: id })}
          manage={staff}
          onChanged={categories.reload}
        />
      }
      search={{
        placeholder: t('resource.searchPlaceholder'),
        onSearch: search,
        filtersAt: 'start',
        filters: (
          <>
            <Select aria-label={t('resource.field.type')} value={type} placeholder={t('resource.allTypes')} options={ResourceType.options.map((value) => ({ value, label: t(`resource.type.${value}` as MessageId) }))} onChange={(event) => setType(event.target.value)} />
            <Select
              aria-label={t('resource.field.source')}
              value={source}
              placeholder={t('resource.allSources')}
              options={[
                { value: 'own', label: t('resource.source.own') },
                { value: 'granted', label: t('resource.source.granted') },
              ]}
              onChange={(event) => setSource(event.target.value)}
            />
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
              { key: 'preview', label: t('resource.preview'), ariaLabel: t('resource.previewOf', { title: row.title }), onClick: () => setPreviewing(row) },
              { key: 'download', label: t('resource.download'), ariaLabel: t('resource.downloadOf', { title: row.title }), onClick: () => void download(row) },
              row.editable && { key: 'edit', label: t('common.edit'), onClick: () => page.form.open(row) },
              row.editable && { key: 'delete', label: t('common.delete'), tone: 'danger', onClick: () => page.ask(row) },
            ]}
          />
        ),
      }}
    >
      {page.form.value !== undefined && <ResourceFormModal resource={page.form.value} categories={categories.data ?? []} onClose={page.form.close} onSaved={page.form.saved} />}
      {previewing && <ResourcePreviewModal resource={previewing} onClose={() => setPreviewing(null)} />}
    </ListPage>
  );
}
