import { useState } from 'react';
import styled from 'styled-components';
import { ResourceType, type Resource, type ResourceListQuery } from '@finedu/domain';
import { Button, Card, PageHeader, Select, formatFileSize, useToast, type DataTableColumn } from '@finedu/ui';
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
import { useCurrentUser, useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { CategoryPanel } from './CategoryPanel';
import { ResourceFormModal } from './ResourceFormModal';
import { ResourcePreviewModal } from './ResourcePreviewModal';
import { CourseFilterBar } from '../shared/CourseFilterBar';

type Filters = Pick<ResourceListQuery, 'keyword' | 'type' | 'category_id' | 'source'>;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: var(--ui-space-4);
  align-items: start;
  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;

const isResourceType = (value: string): value is ResourceType => (ResourceType.options as readonly string[]).includes(value);

/** EduResource (/edu/resource): the college's teaching resources and granted platform ones: categories, search, type filter, upload, preview, download. */
export default function EduResourcePage() {
  const t = useT();
  const toast = useToast();
  const { courses } = useServices();
  const user = useCurrentUser();
  const staff = user?.role === 'edu_admin' || user?.role === 'edu_teacher' || user?.role === 'sys_admin';
  const list = usePagedList<Filters, Resource>((query, signal) => courses.resources(query, { signal, silent: true }), {});
  const categories = useQuery((signal) => courses.categories({ signal, silent: true }), []);
  const [type, setType] = useState('');
  const [source, setSource] = useState('');
  const [editing, setEditing] = useState<Resource | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<Resource | null>(null);
  const deleting = useRowConfirm<Resource>({
    run: (row) => courses.removeResource(row.id, { silent: true }),
    doneMessage: t('resource.deleted'),
    onDone: () => {
      list.query.reload();
      categories.reload();
    },
  });
  const filtered = Boolean(list.filters.keyword || list.filters.type || list.filters.category_id || list.filters.source);

  const search = (keyword: string | undefined) => {
    list.setFilters({
      ...list.filters,
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
    { key: 'title', title: t('resource.field.title'), render: (row) => row.title },
    { key: 'type', title: t('resource.field.type'), render: (row) => t(`resource.type.${row.type}` as MessageId) },
    { key: 'category', title: t('resource.field.category'), render: (row) => row.category_name || '—' },
    { key: 'size', title: t('resource.field.size'), align: 'right', render: (row) => formatFileSize(row.size) },
    { key: 'source', title: t('resource.field.source'), render: (row) => t(row.granted ? 'resource.source.granted' : 'resource.source.own') },
    { key: 'created_by', title: t('resource.field.uploader'), render: (row) => row.created_by_name || '—' },
    { key: 'updated_at', title: t('resource.field.updated'), render: (row) => formatDateTime(row.updated_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'right',
      render: (row) => (
        <Actions>
          <Button size="small" variant="link" aria-label={t('resource.previewOf', { title: row.title })} onClick={() => setPreviewing(row)}>
            {t('resource.preview')}
          </Button>
          <Button size="small" variant="link" aria-label={t('resource.downloadOf', { title: row.title })} onClick={() => void download(row)}>
            {t('resource.download')}
          </Button>
          {row.editable && (
            <>
              <Button size="small" variant="link" onClick={() => setEditing(row)}>
                {t('common.edit')}
              </Button>
              <Button size="small" variant="link" onClick={() => deleting.ask(row)}>
                {t('common.delete')}
              </Button>
            </>
          )}
        </Actions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('resource.title')}
        description={t('resource.description')}
        extra={
          staff ? (
            <Button variant="primary" onClick={() => setEditing(null)}>
              {t('resource.upload')}
            </Button>
          ) : undefined
        }
      />
      <Layout>
        <CategoryPanel
          categories={categories.data ?? []}
          selected={list.filters.category_id === undefined ? undefined : Number(list.filters.category_id)}
          onSelect={(id) => list.setFilters({ ...list.filters, category_id: id })}
          manage={staff}
          onChanged={categories.reload}
        />
        <Card>
          <KeywordSearch
            bar={CourseFilterBar}
            placeholder={t('resource.searchPlaceholder')}
            onSearch={search}
            filtersAt="start"
            filters={
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
            }
          />
          <ListTable<Resource>
            aria-label={t('resource.title')}
            columns={columns}
            rowKey="id"
            list={list}
            empty={
              filtered
                ? { emptyTitle: t('resource.noMatch') }
                : { emptyTitle: t('resource.emptyTitle'), emptyDescription: t(staff ? 'resource.emptyHintStaff' : 'resource.emptyHintStudent'), emptyAction: staff ? <Button onClick={() => setEditing(null)}>{t('resource.upload')}</Button> : undefined }
            }
          />
        </Card>
      </Layout>
      {editing !== undefined && (
        <ResourceFormModal
          resource={editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            toast.success(t(editing ? 'resource.updated' : 'resource.created'));
            setEditing(undefined);
            list.query.reload();
            categories.reload();
          }}
        />
      )}
      {previewing && <ResourcePreviewModal resource={previewing} onClose={() => setPreviewing(null)} />}
      <RowConfirmDialog confirm={deleting} title={t('resource.deleteTitle')} description={(row) => t('resource.deleteText', { title: row.title })} />
    </>
  );
}
