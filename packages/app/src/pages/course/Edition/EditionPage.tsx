import { useState } from 'react';
import styled from 'styled-components';
import type { Edition, Textbook } from '@finedu/domain';
import { Button, DataTableActions, ListPage, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { readAllPages } from '../../../hooks/readAllPages';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useServices } from '../../../services/ServicesContext';
import { COURSE_LIST_MAX_PAGES } from '../CourseTeacher/useCollegePeople';
import { EditionFormModal } from './EditionFormModal';
import { TextbookFormModal } from './TextbookFormModal';

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
  const page = useListPage<{ keyword?: string }, Textbook, Textbook, Deleting>({
    load: (query, signal) => courses.textbooks(query, { signal, silent: true }),
    empty: { emptyTitle: t('edition.emptyTitle'), emptyDescription: t('edition.emptyDescription') },
    noMatch: { emptyTitle: t('edition.noMatch') },
    confirm: {
      run: (target) => (target.kind === 'textbook' ? courses.removeTextbook(target.item.id, { silent: true }) : courses.removeEdition(target.item.id, { silent: true })),
      doneMessage: t('edition.deleted'),
      title: t('edition.deleteTitle'),
      description: (target) => t('edition.deleteText', { title: target.kind === 'textbook' ? target.item.title : target.item.name }),
    },
    saved: { created: t('edition.saved'), updated: t('edition.saved') },
  });
  const platformCourses = useQuery((signal) => readAllPages((n) => courses.list({ page: n, page_size: 100 }, { signal, silent: true }), COURSE_LIST_MAX_PAGES), []);
  const [editionOf, setEditionOf] = useState<{ textbookId: number; edition: Edition | null } | null>(null);
  const courseOptions = (platformCourses.data ?? []).filter((course) => course.edu_id === null).map((course) => ({ id: course.id, title: course.title }));

  const columns: DataTableColumn<Textbook>[] = [
    { key: 'title', title: t('edition.field.title'), ellipsis: 240, render: (row) => row.title },
    { key: 'authors', title: t('edition.field.authors'), ellipsis: 160, render: (row) => row.authors.join('、') || '—' },
    { key: 'publisher', title: t('edition.field.publisher'), ellipsis: 160, render: (row) => row.publisher || '—' },
    { key: 'isbn', title: t('edition.field.isbn'), nowrap: true, render: (row) => row.isbn || '—' },
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
                <Button size="small" variant="link" aria-label={t('edition.deleteEditionOf', { name: edition.name })} onClick={() => page.ask({ kind: 'edition', item: edition })}>
                  ×
                </Button>
              </li>
            ))}
          </Editions>
        ),
    },
  ];

  return (
    <ListPage<Textbook>
      {...page.props}
      title={t('edition.title')}
      description={t('edition.description')}
      actions={<Button icon={actionIcon('create')} variant="primary" onClick={() => page.form.open(null)}>{t('edition.createTextbook')}</Button>}
      search={{ placeholder: t('edition.searchPlaceholder'), onSearch: (keyword) => page.setFilters({ keyword }) }}
      table={{
        ...page.table,
        columns,
        rowActions: (row) => (
          <DataTableActions
            moreLabel={t('table.moreOf', { name: row.title })}
            actions={[
              { key: 'create-edition', label: t('edition.createEdition'), onClick: () => setEditionOf({ textbookId: row.id, edition: null }) },
              { key: 'edit', label: t('common.edit'), onClick: () => page.form.open(row) },
              { key: 'delete', label: t('common.delete'), tone: 'danger', onClick: () => page.ask({ kind: 'textbook', item: row }) },
            ]}
          />
        ),
      }}
    >
      {page.form.value !== undefined && <TextbookFormModal textbook={page.form.value} onClose={page.form.close} onSaved={page.form.saved} />}
      {editionOf && (
        <EditionFormModal
          textbookId={editionOf.textbookId}
          edition={editionOf.edition}
          courses={courseOptions}
          onClose={() => setEditionOf(null)}
          onSaved={() => {
            toast.success(t('edition.saved'));
            setEditionOf(null);
            page.reload();
          }}
        />
      )}
    </ListPage>
  );
}
