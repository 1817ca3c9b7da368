import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Edition, Textbook } from '@finedu/domain';
import { Button, Card, ConfirmDialog, DataTable, PageHeader, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { Actions } from '../../../components/FilterBar';
import { useViewState } from '../../../components/tableState';
import { useDataTableLabels, usePagination } from '../../../components/usePagination';
import { usePagedList } from '../../../hooks/usePagedList';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { readAllPages } from '../../../hooks/readAllPages';
import { COURSE_LIST_MAX_PAGES } from '../CourseTeacher/useCollegePeople';
import { EditionFormModal } from './EditionFormModal';
import { TextbookFormModal } from './TextbookFormModal';
import { CourseFilterBar } from '../shared/CourseFilterBar';

const Editions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li { margin-top: var(--ui-space-1); }
  small { color: var(--ui-color-text-secondary); }
`;

type Deleting = { kind: 'textbook'; item: Textbook } | { kind: 'edition'; item: Edition };

/** Edition (/admin/edition, sys_admin): the materials library — textbooks, their editions, and edition chapters linked to platform courses. */
export default function EditionPage() {
  const t = useT();
  const toast = useToast();
  const { courses } = useServices();
  const list = usePagedList<{ keyword?: string }, Textbook>((query, signal) => courses.textbooks(query, { signal, silent: true }), {});
  const platformCourses = useQuery((signal) => readAllPages((page) => courses.list({ page, page_size: 100 }, { signal, silent: true }), COURSE_LIST_MAX_PAGES), []);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Textbook | null | undefined>(undefined);
  const [editionOf, setEditionOf] = useState<{ textbookId: number; edition: Edition | null } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const view = useViewState(
    list.query,
    list.filters.keyword ? { emptyTitle: t('edition.noMatch') } : { emptyTitle: t('edition.emptyTitle'), emptyDescription: t('edition.emptyDescription') },
    (data) => data.list.length === 0,
  );
  const pagination = usePagination(list);
  const tableLabels = useDataTableLabels();
  const courseOptions = (platformCourses.data ?? []).filter((course) => course.edu_id === null).map((course) => ({ id: course.id, title: course.title }));

  const columns: DataTableColumn<Textbook>[] = [
    { key: 'title', title: t('edition.field.title'), render: (row) => row.title },
    { key: 'authors', title: t('edition.field.authors'), render: (row) => row.authors.join('、') || '—' },
    { key: 'publisher', title: t('edition.field.publisher'), render: (row) => row.publisher || '—' },
    { key: 'isbn', title: t('edition.field.isbn'), render: (row) => row.isbn || '—' },
    {
      key: 'editions',
      title: t('edition.editions'),
      render: (row) =>
        row.editions.length === 0 ? (
          '—'
        ) : (
          <Editions>
            {row.editions.map((edition) => (
              <li key={edition.id}>
                <Button size="small" variant="link" onClick={() => setEditionOf({ textbookId: row.id, edition })}>
                  {edition.name}
                  {edition.year ? `（${edition.year}）` : ''}
                </Button>
                <small>{t('edition.linkedChapters', { linked: edition.chapters.filter((chapter) => chapter.course_id !== null).length, total: edition.chapters.length })}</small>
                <Button size="small" variant="link" aria-label={t('edition.deleteEditionOf', { name: edition.name })} onClick={() => setDeleting({ kind: 'edition', item: edition })}>
                  ×
                </Button>
              </li>
            ))}
          </Editions>
        ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'right',
      render: (row) => (
        <Actions>
          <Button size="small" variant="link" onClick={() => setEditionOf({ textbookId: row.id, edition: null })}>
            {t('edition.createEdition')}
          </Button>
          <Button size="small" variant="link" onClick={() => setEditing(row)}>
            {t('common.edit')}
          </Button>
          <Button size="small" variant="link" onClick={() => setDeleting({ kind: 'textbook', item: row })}>
            {t('common.delete')}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('edition.title')}
        description={t('edition.description')}
        extra={
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('edition.createTextbook')}
          </Button>
        }
      />
      <Card>
        <CourseFilterBar
          role="search"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            list.setFilters({ keyword: keyword.trim() || undefined });
          }}
        >
          <TextInput type="search" aria-label={t('common.search')} placeholder={t('edition.searchPlaceholder')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <Button type="submit">{t('common.search')}</Button>
        </CourseFilterBar>
        <DataTable<Textbook> aria-label={t('edition.title')} columns={columns} rows={list.query.data?.list ?? []} rowKey="id" pagination={pagination} labels={tableLabels} state={view.state} stateMessages={view.stateMessages} />
      </Card>
      {editing !== undefined && (
        <TextbookFormModal
          textbook={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            toast.success(t('edition.saved'));
            setEditing(undefined);
            list.query.reload();
          }}
        />
      )}
      {editionOf && (
        <EditionFormModal
          textbookId={editionOf.textbookId}
          edition={editionOf.edition}
          courses={courseOptions}
          onClose={() => setEditionOf(null)}
          onSaved={() => {
            toast.success(t('edition.saved'));
            setEditionOf(null);
            list.query.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        variant="danger"
        title={t('edition.deleteTitle')}
        description={deleting ? t('edition.deleteText', { title: deleting.kind === 'textbook' ? deleting.item.title : deleting.item.name }) : undefined}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) {
            try {
              if (deleting.kind === 'textbook') await courses.removeTextbook(deleting.item.id, { silent: true });
              else await courses.removeEdition(deleting.item.id, { silent: true });
              toast.success(t('edition.deleted'));
              list.query.reload();
            } catch (error) {
              toast.error(errorText(error, t('common.loadFailed')));
            }
          }
          setDeleting(null);
        }}
      />
    </>
  );
}
