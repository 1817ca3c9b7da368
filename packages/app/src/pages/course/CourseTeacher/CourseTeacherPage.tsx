import { useState } from 'react';
import { routePath, type CourseListQuery, type CourseSummary } from '@finedu/domain';
import { Button, DataTableActions, ListPage, Select, useToast, type DataTableColumn } from '@finedu/ui';
import { useNavigate } from 'react-router-dom';
import { actionIcon } from '../../../components/actionIcons';
import { formatDateTime } from '../../../components/format';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useServices } from '../../../services/ServicesContext';
import { CourseFormModal } from './CourseFormModal';

type Filters = Pick<CourseListQuery, 'keyword' | 'status' | 'source'>;

/** CourseTeacher (/edu/course/teacher): the college's courses and granted platform courses; create, edit, assign, delete. */
export default function CourseTeacherPage() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { courses } = useServices();
  const page = useListPage<Filters, CourseSummary>({
    load: (query, signal) => courses.list(query, { signal, silent: true }),
    empty: { emptyTitle: t('course.emptyTitle'), emptyDescription: t('course.emptyDescription'), emptyAction: <Button onClick={() => page.form.open(null)}>{t('course.create')}</Button> },
    noMatch: { emptyTitle: t('course.noMatch') },
    confirm: { run: (row) => courses.remove(row.id, { silent: true }), doneMessage: t('course.deleted'), title: t('course.deleteTitle'), description: (row) => t('course.deleteText', { title: row.title }) },
  });
  const [status, setStatus] = useState('');
  const [source, setSource] = useState('');

  const search = (keyword: string | undefined) => {
    page.setFilters({
      keyword,
      status: status === 'draft' || status === 'published' ? status : undefined,
      source: source === 'own' || source === 'granted' ? source : undefined,
    });
  };

  const columns: DataTableColumn<CourseSummary>[] = [
    { key: 'title', title: t('course.field.title'), ellipsis: 240, render: (row) => row.title },
    { key: 'source', title: t('course.field.source'), render: (row) => t(row.granted ? 'course.source.granted' : 'course.source.own') },
    { key: 'status', title: t('course.field.status'), kind: 'status', render: (row) => t(row.status === 'published' ? 'course.status.published' : 'course.status.draft') },
    { key: 'teachers', title: t('course.field.teachers'), ellipsis: 160, render: (row) => row.teachers.map((teacher) => teacher.name).join('、') || '—' },
    { key: 'classes', title: t('course.field.classes'), ellipsis: 200, render: (row) => row.classes.map((klass) => klass.name).join('、') || '—' },
    { key: 'chapter_count', title: t('course.field.chapters'), kind: 'number', render: (row) => row.chapter_count },
    { key: 'sort', title: t('course.field.sort'), kind: 'number', render: (row) => row.sort },
    { key: 'updated_at', title: t('course.field.updated'), kind: 'time', render: (row) => formatDateTime(row.updated_at) },
  ];

  return (
    <ListPage<CourseSummary>
      {...page.props}
      title={t('course.manageTitle')}
      description={t('course.manageDescription')}
      actions={<Button icon={actionIcon('create')} variant="primary" onClick={() => page.form.open(null)}>{t('course.create')}</Button>}
      search={{
        placeholder: t('course.searchPlaceholder'),
        onSearch: search,
        filtersAt: 'start',
        filters: (
          <>
            <Select
              aria-label={t('course.field.source')}
              value={source}
              placeholder={t('course.allSources')}
              options={[
                { value: 'own', label: t('course.source.own') },
                { value: 'granted', label: t('course.source.granted') },
              ]}
              onChange={(event) => setSource(event.target.value)}
            />
            <Select
              aria-label={t('course.field.status')}
              value={status}
              placeholder={t('course.allStatus')}
              options={[
                { value: 'draft', label: t('course.status.draft') },
                { value: 'published', label: t('course.status.published') },
              ]}
              onChange={(event) => setStatus(event.target.value)}
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
              { key: 'chapters', label: t('course.openChapters'), onClick: () => void navigate(routePath('CourseDetail', { id: row.id })) },
              { key: 'edit', label: row.editable ? t('common.edit') : t('course.assign'), onClick: () => page.form.open(row) },
              row.editable && { key: 'delete', label: t('common.delete'), tone: 'danger', onClick: () => page.ask(row) },
            ]}
          />
        ),
      }}
    >
      {page.form.value !== undefined && (
        <CourseFormModal
          course={page.form.value}
          onClose={page.form.close}
          onSaved={(saved) => {
            const created = page.form.value === null;
            toast.success(t(created ? 'course.created' : 'course.updated'));
            page.form.close();
            // A new course opens on its chapters, where the teacher goes next.
            if (created) void navigate(routePath('CourseDetail', { id: saved.id }));
            else page.reload();
          }}
        />
      )}
    </ListPage>
  );
}
