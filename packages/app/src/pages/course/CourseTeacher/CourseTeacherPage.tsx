import { useState, type FormEvent } from 'react';
import { routePath, type CourseListQuery, type CourseSummary } from '@finedu/domain';
import { Button, Card, ConfirmDialog, DataTable, PageHeader, Select, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { useNavigate } from 'react-router-dom';
import { Actions } from '../../../components/FilterBar';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useDataTableLabels, usePagination } from '../../../components/usePagination';
import { usePagedList } from '../../../hooks/usePagedList';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
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
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState('');
  const [source, setSource] = useState('');
  const [editing, setEditing] = useState<CourseSummary | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CourseSummary | null>(null);
  const filtered = Boolean(list.filters.keyword || list.filters.status || list.filters.source);
  const view = useViewState(
    list.query,
    filtered
      ? { emptyTitle: t('course.noMatch') }
      : { emptyTitle: t('course.emptyTitle'), emptyDescription: t('course.emptyDescription'), emptyAction: <Button onClick={() => setEditing(null)}>{t('course.create')}</Button> },
    (data) => data.list.length === 0,
  );
  const pagination = usePagination(list);
  const tableLabels = useDataTableLabels();

  const search = (event: FormEvent) => {
    event.preventDefault();
    list.setFilters({
      keyword: keyword.trim() || undefined,
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
            <Button size="small" variant="link" onClick={() => setDeleting(row)}>
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
        <CourseFilterBar role="search" onSubmit={search}>
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
          <TextInput type="search" aria-label={t('common.search')} placeholder={t('course.searchPlaceholder')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <Button type="submit">{t('common.search')}</Button>
        </CourseFilterBar>
        <DataTable<CourseSummary> aria-label={t('course.manageTitle')} columns={columns} rows={list.query.data?.list ?? []} rowKey="id" pagination={pagination} labels={tableLabels} state={view.state} stateMessages={view.stateMessages} />
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
      <ConfirmDialog
        open={deleting !== null}
        variant="danger"
        title={t('course.deleteTitle')}
        description={deleting ? t('course.deleteText', { title: deleting.title }) : undefined}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) {
            try {
              await courses.remove(deleting.id, { silent: true });
              toast.success(t('course.deleted'));
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
