import { useState } from 'react';
import { routePath, type Article, type ArticleListQuery, type ArticleSummary } from '@finedu/domain';
import { Button, Card, PageHeader, Select, useToast, type DataTableColumn } from '@finedu/ui';
import { useHref } from 'react-router-dom';
import { Actions } from '../../../components/FilterBar';
import { formatDateTime } from '../../../components/format';
import { KeywordSearch } from '../../../components/KeywordSearch';
import { ListTable } from '../../../components/ListTable';
import { RowConfirmDialog } from '../../../components/RowConfirmDialog';
import { useRowConfirm } from '../../../components/useRowConfirm';
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
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<Article | null | undefined>(undefined);
  const deleting = useRowConfirm<ArticleSummary>({ run: (row) => courses.removeArticle(row.id, { silent: true }), doneMessage: t('article.deleted'), onDone: list.query.reload });
  const filtered = Boolean(list.filters.keyword || list.filters.status);

  const search = (keyword: string | undefined) => {
    list.setFilters({ keyword, status: status === 'draft' || status === 'published' ? status : undefined });
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
        title={t('article.title')}
        description={t('article.description')}
        extra={
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('article.create')}
          </Button>
        }
      />
      <Card>
        <KeywordSearch
          bar={CourseFilterBar}
          placeholder={t('article.searchPlaceholder')}
          onSearch={search}
          filtersAt="start"
          filters={
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
          }
        />
        <ListTable<ArticleSummary>
          aria-label={t('article.title')}
          columns={columns}
          rowKey="id"
          list={list}
          empty={filtered ? { emptyTitle: t('article.noMatch') } : { emptyTitle: t('article.emptyTitle'), emptyDescription: t('article.emptyDescription'), emptyAction: <Button onClick={() => setEditing(null)}>{t('article.create')}</Button> }}
        />
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
      <RowConfirmDialog confirm={deleting} title={t('article.deleteTitle')} description={(row) => t('article.deleteText', { title: row.title })} />
    </>
  );
}
