import { useState, type FormEvent } from 'react';
import { routePath, type Article, type ArticleListQuery, type ArticleSummary } from '@finedu/domain';
import { Button, Card, ConfirmDialog, DataTable, PageHeader, Select, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { useHref } from 'react-router-dom';
import { Actions } from '../../../components/FilterBar';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useDataTableLabels, usePagination } from '../../../components/usePagination';
import { usePagedList } from '../../../hooks/usePagedList';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { ArticleFormModal } from './ArticleFormModal';
import { CourseFilterBar } from '../shared/CourseFilterBar';

type Filters = Pick<ArticleListQuery, 'keyword' | 'status'>;

/** Articles (/admin/articles, sys_admin): news with filters; write, edit, preview, publish, unpublish, delete. */
export default function ArticlesPage() {
  const t = useT();
  const toast = useToast();
  const { courses } = useServices();
  const base = useHref('/').replace(/\/$/, '');
  const list = usePagedList<Filters, ArticleSummary>((query, signal) => courses.articles(query, { signal, silent: true }), {});
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<Article | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ArticleSummary | null>(null);
  const filtered = Boolean(list.filters.keyword || list.filters.status);
  const view = useViewState(
    list.query,
    filtered ? { emptyTitle: t('article.noMatch') } : { emptyTitle: t('article.emptyTitle'), emptyDescription: t('article.emptyDescription'), emptyAction: <Button onClick={() => setEditing(null)}>{t('article.create')}</Button> },
    (data) => data.list.length === 0,
  );
  const pagination = usePagination(list);
  const tableLabels = useDataTableLabels();

  const search = (event: FormEvent) => {
    event.preventDefault();
    list.setFilters({ keyword: keyword.trim() || undefined, status: status === 'draft' || status === 'published' ? status : undefined });
  };

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
      list.query.reload();
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
  };

  const edit = async (row: ArticleSummary) => {
    try {
      setEditing(await courses.article(row.id, { silent: true }));
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
  };

  const columns: DataTableColumn<ArticleSummary>[] = [
    { key: 'title', title: t('article.field.title'), render: (row) => (row.pinned ? `【${t('article.pinned')}】${row.title}` : row.title) },
    { key: 'status', title: t('article.field.status'), render: (row) => t(row.status === 'published' ? 'article.status.published' : 'article.status.draft') },
    { key: 'publish_at', title: t('article.field.publish_at'), render: (row) => formatDateTime(row.publish_at) },
    { key: 'author_name', title: t('article.field.author'), render: (row) => row.author_name || '—' },
    { key: 'updated_at', title: t('article.field.updated'), render: (row) => formatDateTime(row.updated_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'right',
      render: (row) => (
        <Actions>
          <Button size="small" variant="link" onClick={() => void edit(row)}>
            {t('common.edit')}
          </Button>
          <a href={`${base}${routePath('AdPreview', { id: row.id })}`} target="_blank" rel="noopener noreferrer">
            {t('article.preview')}
          </a>
          {row.status === 'published' ? (
            <Button size="small" variant="link" onClick={() => void run(() => courses.unpublishArticle(row.id, { silent: true }), t('article.unpublished'))}>
              {t('article.unpublish')}
            </Button>
          ) : (
            <Button size="small" variant="link" aria-label={t('article.publishOf', { title: row.title })} onClick={() => void run(() => courses.publishArticle(row.id, {}, { silent: true }), t('article.publishedToast'))}>
              {t('article.publish')}
            </Button>
          )}
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
        title={t('article.title')}
        description={t('article.description')}
        extra={
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('article.create')}
          </Button>
        }
      />
      <Card>
        <CourseFilterBar role="search" onSubmit={search}>
          <Select
            aria-label={t('article.field.status')}
            value={status}
            placeholder={t('article.allStatus')}
            options={[
              { value: 'draft', label: t('article.status.draft') },
              { value: 'published', label: t('article.status.published') },
            ]}
            onChange={(event) => setStatus(event.target.value)}
          />
          <TextInput type="search" aria-label={t('common.search')} placeholder={t('article.searchPlaceholder')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <Button type="submit">{t('common.search')}</Button>
        </CourseFilterBar>
        <DataTable<ArticleSummary> aria-label={t('article.title')} columns={columns} rows={list.query.data?.list ?? []} rowKey="id" pagination={pagination} labels={tableLabels} state={view.state} stateMessages={view.stateMessages} />
      </Card>
      {editing !== undefined && (
        <ArticleFormModal
          article={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            toast.success(t(editing ? 'article.updated' : 'article.created'));
            setEditing(undefined);
            list.query.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        variant="danger"
        title={t('article.deleteTitle')}
        description={deleting ? t('article.deleteText', { title: deleting.title }) : undefined}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await run(() => courses.removeArticle(deleting.id, { silent: true }), t('article.deleted'));
          setDeleting(null);
        }}
      />
    </>
  );
}
