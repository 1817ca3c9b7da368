import { useState } from 'react';
import { routePath, type Article, type ArticleListQuery, type ArticleSummary } from '@finedu/domain';
import { Button, DataTableActions, ListPage, Select, useToast, type DataTableColumn } from '@finedu/ui';
import { useHref } from 'react-router-dom';
import { actionIcon } from '../../../components/actionIcons';
import { formatDateTime } from '../../../components/format';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { ArticleFormModal } from './ArticleFormModal';

type Filters = Pick<ArticleListQuery, 'keyword' | 'status'>;

/** Articles (/admin/articles, sys_admin): news with filters; write, edit, preview, publish, unpublish, delete. */
export default function ArticlesPage() {
  const t = useT();
  const toast = useToast();
  const { courses } = useServices();
  const base = useHref('/').replace(/\/$/, '');
  const page = useListPage<Filters, ArticleSummary, Article>({
    load: (query, signal) => courses.articles(query, { signal, silent: true }),
    empty: { emptyTitle: t('article.emptyTitle'), emptyDescription: t('article.emptyDescription'), emptyAction: <Button onClick={() => page.form.open(null)}>{t('article.create')}</Button> },
    noMatch: { emptyTitle: t('article.noMatch') },
    confirm: { run: (row) => courses.removeArticle(row.id, { silent: true }), doneMessage: t('article.deleted'), title: t('article.deleteTitle'), description: (row) => t('article.deleteText', { title: row.title }) },
    saved: { created: t('article.created'), updated: t('article.updated') },
  });
  const [status, setStatus] = useState('');

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
      page.reload();
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
  };

  // The list has summaries: the form needs the whole article.
  const edit = async (row: ArticleSummary) => {
    try {
      page.form.open(await courses.article(row.id, { silent: true }));
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
  };

  const columns: DataTableColumn<ArticleSummary>[] = [
    { key: 'title', title: t('article.field.title'), ellipsis: 320, render: (row) => (row.pinned ? `【${t('article.pinned')}】${row.title}` : row.title) },
    { key: 'status', title: t('article.field.status'), kind: 'status', render: (row) => t(row.status === 'published' ? 'article.status.published' : 'article.status.draft') },
    { key: 'publish_at', title: t('article.field.publish_at'), kind: 'time', render: (row) => formatDateTime(row.publish_at) },
    { key: 'author_name', title: t('article.field.author'), render: (row) => row.author_name || '—' },
    { key: 'updated_at', title: t('article.field.updated'), kind: 'time', render: (row) => formatDateTime(row.updated_at) },
  ];

  return (
    <ListPage<ArticleSummary>
      {...page.props}
      title={t('article.title')}
      description={t('article.description')}
      actions={<Button icon={actionIcon('create')} variant="primary" onClick={() => page.form.open(null)}>{t('article.create')}</Button>}
      search={{
        placeholder: t('article.searchPlaceholder'),
        onSearch: (keyword) => page.setFilters({ keyword, status: status === 'draft' || status === 'published' ? status : undefined }),
        filtersAt: 'start',
        filters: (
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
        ),
      }}
      table={{
        ...page.table,
        columns,
        rowActions: (row) => {
          const preview = `${base}${routePath('AdPreview', { id: row.id })}`;
          return (
            <DataTableActions
              moreLabel={t('table.moreOf', { name: row.title })}
              actions={[
                { key: 'edit', label: t('common.edit'), onClick: () => void edit(row) },
                row.status === 'published'
                  ? { key: 'unpublish', label: t('article.unpublish'), onClick: () => void run(() => courses.unpublishArticle(row.id, { silent: true }), t('article.unpublished')) }
                  : { key: 'publish', label: t('article.publish'), ariaLabel: t('article.publishOf', { title: row.title }), onClick: () => void run(() => courses.publishArticle(row.id, {}, { silent: true }), t('article.publishedToast')) },
                {
                  key: 'preview',
                  label: t('article.preview'),
                  href: preview,
                  // The preview opens in a new tab, as the public page would.
                  onClick: (event) => {
                    event.preventDefault();
                    window.open(preview, '_blank', 'noopener,noreferrer');
                  },
                },
                { key: 'delete', label: t('common.delete'), tone: 'danger', onClick: () => page.ask(row) },
              ]}
            />
          );
        },
      }}
    >
      {page.form.value !== undefined && <ArticleFormModal article={page.form.value} onClose={page.form.close} onSaved={page.form.saved} />}
    </ListPage>
  );
}
