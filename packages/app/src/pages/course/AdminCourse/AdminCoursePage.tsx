import { useState, type FormEvent } from 'react';
import { type CourseListQuery, type CourseSummary } from '@finedu/domain';
import { Button, Card, ConfirmDialog, DataTable, PageHeader, StateView, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { Actions } from '../../../components/FilterBar';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useDataTableLabels, usePagination } from '../../../components/usePagination';
import { usePagedList } from '../../../hooks/usePagedList';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { ChaptersTab } from '../CourseDetail/ChaptersTab';
import { CourseFormModal } from '../CourseTeacher/CourseFormModal';
import { GrantsModal } from './GrantsModal';
import { CourseFilterBar } from '../shared/CourseFilterBar';

/** The chapters of one platform course, edited in place (the admin area has no course route of its own). */
function PlatformChapters({ courseId, onBack }: { courseId: number; onBack: () => void }) {
  const t = useT();
  const { courses } = useServices();
  const course = useQuery((signal) => courses.get(courseId, { signal, silent: true }), [courseId]);
  const view = useViewState(course, {}, () => false);
  return (
    <>
      <PageHeader title={course.data?.title ?? t('course.detailTitle')} description={t('adminCourse.chaptersOf')} extra={<Button onClick={onBack}>{t('course.backToList')}</Button>} />
      <StateView state={view.state} {...view.stateMessages}>
        {course.data && <ChaptersTab course={course.data} onChanged={course.reload} />}
      </StateView>
    </>
  );
}

/** AdminCourse (/admin/course, sys_admin): platform courses, their chapters, and which colleges they are granted to. */
export default function AdminCoursePage() {
  const t = useT();
  const toast = useToast();
  const { courses } = useServices();
  const list = usePagedList<Pick<CourseListQuery, 'keyword'>, CourseSummary>((query, signal) => courses.list(query, { signal, silent: true }), {});
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<CourseSummary | null | undefined>(undefined);
  const [granting, setGranting] = useState<CourseSummary | null>(null);
  const [deleting, setDeleting] = useState<CourseSummary | null>(null);
  const [chaptersOf, setChaptersOf] = useState<number | null>(null);
  const view = useViewState(
    list.query,
    list.filters.keyword ? { emptyTitle: t('course.noMatch') } : { emptyTitle: t('adminCourse.emptyTitle'), emptyDescription: t('adminCourse.emptyDescription') },
    (data) => data.list.length === 0,
  );
  const pagination = usePagination(list);
  const tableLabels = useDataTableLabels();

  if (chaptersOf !== null) return <PlatformChapters courseId={chaptersOf} onBack={() => setChaptersOf(null)} />;

  const columns: DataTableColumn<CourseSummary>[] = [
    { key: 'title', title: t('course.field.title'), render: (row) => row.title },
    { key: 'status', title: t('course.field.status'), render: (row) => t(row.status === 'published' ? 'course.status.published' : 'course.status.draft') },
    { key: 'chapter_count', title: t('course.field.chapters'), align: 'right', render: (row) => row.chapter_count },
    { key: 'edu_ids', title: t('adminCourse.grantedCount'), align: 'right', render: (row) => row.edu_ids.length },
    { key: 'sort', title: t('course.field.sort'), align: 'right', render: (row) => row.sort },
    { key: 'updated_at', title: t('course.field.updated'), render: (row) => formatDateTime(row.updated_at) },
    {
      key: 'actions',
      title: t('common.actions'),
      align: 'right',
      render: (row) => (
        <Actions>
          <Button size="small" variant="link" onClick={() => setChaptersOf(row.id)}>
            {t('course.openChapters', { title: row.title })}
          </Button>
          <Button size="small" variant="link" onClick={() => setEditing(row)}>
            {t('common.edit')}
          </Button>
          <Button size="small" variant="link" onClick={() => setGranting(row)}>
            {t('adminCourse.grants')}
          </Button>
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
        title={t('adminCourse.title')}
        description={t('adminCourse.description')}
        extra={
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('course.create')}
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
          <TextInput type="search" aria-label={t('common.search')} placeholder={t('course.searchPlaceholder')} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <Button type="submit">{t('common.search')}</Button>
        </CourseFilterBar>
        <DataTable<CourseSummary> aria-label={t('adminCourse.title')} columns={columns} rows={list.query.data?.list ?? []} rowKey="id" pagination={pagination} labels={tableLabels} state={view.state} stateMessages={view.stateMessages} />
      </Card>
      {editing !== undefined && (
        <CourseFormModal
          course={editing}
          platform
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            toast.success(t(editing ? 'course.updated' : 'course.created'));
            setEditing(undefined);
            list.query.reload();
          }}
        />
      )}
      {granting && (
        <GrantsModal
          course={granting}
          onClose={() => setGranting(null)}
          onSaved={() => {
            toast.success(t('adminCourse.grantsSaved'));
            setGranting(null);
            list.query.reload();
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
