import { useState } from 'react';
import styled from 'styled-components';
import type { Edition, Textbook } from '@finedu/domain';
import { Button, Card, PageHeader, useToast, type DataTableColumn } from '@finedu/ui';
import { Actions } from '../../../components/FilterBar';
import { KeywordSearch } from '../../../components/KeywordSearch';
import { ListTable } from '../../../components/ListTable';
import { RowConfirmDialog } from '../../../components/RowConfirmDialog';
import { useRowConfirm } from '../../../components/useRowConfirm';
import { usePagedList } from '../../../hooks/usePagedList';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
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
  const [editing, setEditing] = useState<Textbook | null | undefined>(undefined);
  const [editionOf, setEditionOf] = useState<{ textbookId: number; edition: Edition | null } | null>(null);
  const deleting = useRowConfirm<Deleting>({
    run: (target) => (target.kind === 'textbook' ? courses.removeTextbook(target.item.id, { silent: true }) : courses.removeEdition(target.item.id, { silent: true })),
    doneMessage: t('edition.deleted'),
    onDone: list.query.reload,
  });
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
                <Button size="small" variant="link" aria-label={t('edition.deleteEditionOf', { name: edition.name })} onClick={() => deleting.ask({ kind: 'edition', item: edition })}>
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
          <Button size="small" variant="link" onClick={() => deleting.ask({ kind: 'textbook', item: row })}>
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
        <KeywordSearch bar={CourseFilterBar} placeholder={t('edition.searchPlaceholder')} onSearch={(keyword) => list.setFilters({ keyword })} />
        <ListTable<Textbook>
          aria-label={t('edition.title')}
          columns={columns}
          rowKey="id"
          list={list}
          empty={list.filters.keyword ? { emptyTitle: t('edition.noMatch') } : { emptyTitle: t('edition.emptyTitle'), emptyDescription: t('edition.emptyDescription') }}
        />
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
      <RowConfirmDialog confirm={deleting} title={t('edition.deleteTitle')} description={(target) => t('edition.deleteText', { title: target.kind === 'textbook' ? target.item.title : target.item.name })} />
    </>
  );
}
