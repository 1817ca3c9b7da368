import { useState } from 'react';
import { type CourseListQuery, type CourseSummary } from '@finedu/domain';
import { Button, Card, PageHeader, StateView, useToast, type DataTableColumn } from '@finedu/ui';
import { Actions } from '../../../components/FilterBar';
import { formatDateTime } from '../../../components/format';
import { KeywordSearch } from '../../../components/KeywordSearch';
import { ListTable } from '../../../components/ListTable';
import { RowConfirmDialog } from '../../../components/RowConfirmDialog';
import { useViewState } from '../../../components/tableState';
import { useRowConfirm } from '../../../components/useRowConfirm';
import { usePagedList } from '../../../hooks/usePagedList';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
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
  const [editing, setEditing] = useState<CourseSummary | null | undefined>(undefined);
  const [granting, setGranting] = useState<CourseSummary | null>(null);
  const deleting = useRowConfirm<CourseSummary>({ run: (row) => courses.remove(row.id, { silent: true }), doneMessage: t('course.deleted'), onDone: list.query.reload });
  const [chaptersOf, setChaptersOf] = useState<number | null>(null);

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
        title={t('adminCourse.title')}
        description={t('adminCourse.description')}
        extra={
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('course.create')}
          </Button>
        }
      />
      <Card>
        <KeywordSearch bar={CourseFilterBar} placeholder={t('course.searchPlaceholder')} onSearch={(keyword) => list.setFilters({ keyword })} />
        <ListTable<CourseSummary>
          aria-label={t('adminCourse.title')}
          columns={columns}
          rowKey="id"
          list={list}
          empty={list.filters.keyword ? { emptyTitle: t('course.noMatch') } : { emptyTitle: t('adminCourse.emptyTitle'), emptyDescription: t('adminCourse.emptyDescription') }}
        />
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
      <RowConfirmDialog confirm={deleting} title={t('course.deleteTitle')} description={(row) => t('course.deleteText', { title: row.title })} />
    </>
  );
}
