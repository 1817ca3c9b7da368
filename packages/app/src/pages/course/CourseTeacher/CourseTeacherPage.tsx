import { useState } from 'react';
import { routePath, type CourseListQuery, type CourseSummary } from '@finedu/domain';
import { Button, Card, PageHeader, Select, useToast, type DataTableColumn } from '@finedu/ui';
import { useNavigate } from 'react-router-dom';
import { Actions } from '../../../components/FilterBar';
import { formatDateTime } from '../../../components/format';
import { KeywordSearch } from '../../../components/KeywordSearch';
import { ListTable } from '../../../components/ListTable';
import { RowConfirmDialog } from '../../../components/RowConfirmDialog';
import { useRowConfirm } from '../../../components/useRowConfirm';
import { usePagedList } from '../../../hooks/usePagedList';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { CourseFormModal } from './CourseFormModal';
import { CourseFilterBar } from '../shared/CourseFilterBar';

type Filters = Pick<CourseListQuery, 'keyword' | 'status' | 'source'>;

/** CourseTeacher (/edu/course/teacher): the college's courses and granted platform courses; create, edit, assign, delete. */
export default function CourseTeacherPage() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { courses } = useServices();
  const list = usePagedList<Filters, CourseSummary>((query, signal) => courses.list(query, { signal, silent: true }), {});
  const [status, setStatus] = useState('');
  const [source, setSource] = useState('');
  const [editing, setEditing] = useState<CourseSummary | null | undefined>(undefined);
  const deleting = useRowConfirm<CourseSummary>({ run: (row) => courses.remove(row.id, { silent: true }), doneMessage: t('course.deleted'), onDone: list.query.reload });
  const filtered = Boolean(list.filters.keyword || list.filters.status || list.filters.source);

  const search = (keyword: string | undefined) => {
    list.setFilters({
      keyword,
      status: status === 'draft' || status === 'published' ? status : undefined,
      source: source === 'own' || source === 'granted' ? source : undefined,
    });
  };

  const columns: DataTableColumn<CourseSummary>[] = [
    { key: 'title', title: t('course.field.title'), render: (row) => row.title },
    { key: 'source', title: t('course.field.source'), render: (row) => t(row.granted ? 'course.source.granted' : 'course.source.own') },
    { key: 'status', title: t('course.field.status'), render: (row) => t(row.status === 'published' ? 'course.status.published' : 'course.status.draft') },
    { key: 'teachers', title: t('course.field.teachers'), render: (row) => row.teachers.map((teacher) => teacher.name).join('、') || '—' },
    { key: 'classes', title: t('course.field.classes'), render: (row) => row.classes.map((klass) => klass.name).join('、') || '—' },
    { key: 'chapter_count', title: t('course.field.chapters'), align: 'right', render: (row) => row.chapter_count },
    { key: 'sort', title: t('course.field.sort'), align: 'right', render: (row) => row.sort },
    { key: 'updated_at', title: t('course.field.updated'), render: (row) => formatDateTime(row.updated_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'right',
      render: (row) => (
        <Actions>
          <Button size="small" variant="link" onClick={() => void navigate(routePath('CourseDetail', { id: row.id }))}>
            {t('course.openChapters', { title: row.title })}
          </Button>
          <Button size="small" variant="link" onClick={() => setEditing(row)}>
            {row.editable ? t('common.edit') : t('course.assign')}
          </Button>
          {row.editable && (
            <Button size="small" variant="link" onClick={() => deleting.ask(row)}>
              {t('common.delete')}
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('course.manageTitle')}
        description={t('course.manageDescription')}
        extra={
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('course.create')}
          </Button>
        }
      />
      <Card>
        <KeywordSearch
          bar={CourseFilterBar}
          placeholder={t('course.searchPlaceholder')}
          onSearch={search}
          filtersAt="start"
          filters={
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
          }
        />
        <ListTable<CourseSummary>
          aria-label={t('course.manageTitle')}
          columns={columns}
          rowKey="id"
          list={list}
          empty={
            filtered
              ? { emptyTitle: t('course.noMatch') }
              : { emptyTitle: t('course.emptyTitle'), emptyDescription: t('course.emptyDescription'), emptyAction: <Button onClick={() => setEditing(null)}>{t('course.create')}</Button> }
          }
        />
      </Card>
      {editing !== undefined && (
        <CourseFormModal
          course={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            toast.success(t(editing ? 'course.updated' : 'course.created'));
            setEditing(undefined);
            if (editing === null) void navigate(routePath('CourseDetail', { id: saved.id }));
            else list.query.reload();
          }}
        />
      )}
      <RowConfirmDialog confirm={deleting} title={t('course.deleteTitle')} description={(row) => t('course.deleteText', { title: row.title })} />
    </>
  );
}
