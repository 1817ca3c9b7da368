import { useState } from 'react';
import { type CourseListQuery, type CourseSummary } from '@finedu/domain';
import { Button, DataTableActions, ListPage, PageHeader, StateView, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useListPage } from '../../../list/useListPage';
import { useServices } from '../../../services/ServicesContext';
import { ChaptersTab } from '../CourseDetail/ChaptersTab';
import { CourseFormModal } from '../CourseTeacher/CourseFormModal';
import { GrantsModal } from './GrantsModal';

/** The chapters of one platform course, edited in place (the admin area has no course route of its own). */
function PlatformChapters({ courseId, onBack }: { courseId: number; onBack: () => void }) {
  const t = useT();
  const { courses } = useServices();
  const course = useQuery((signal) => courses.get(courseId, { signal, silent: true }), [courseId]);
  const view = useViewState(course, {}, () => false);
  return (
    <>
      <PageHeader title={course.data?.title ?? t('course.detailTitle')} description={t('adminCourse.chaptersOf')} extra={<Button icon={actionIcon('back')} onClick={onBack}>{t('course.backToList')}</Button>} />
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
  const page = useListPage<Pick<CourseListQuery, 'keyword'>, CourseSummary>({
    load: (query, signal) => courses.list(query, { signal, silent: true }),
    empty: { emptyTitle: t('adminCourse.emptyTitle'), emptyDescription: t('adminCourse.emptyDescription') },
    noMatch: { emptyTitle: t('course.noMatch') },
    confirm: { run: (row) => courses.remove(row.id, { silent: true }), doneMessage: t('course.deleted'), title: t('course.deleteTitle'), description: (row) => t('course.deleteText', { title: row.title }) },
    saved: { created: t('course.created'), updated: t('course.updated') },
  });
  const [granting, setGranting] = useState<CourseSummary | null>(null);
  const [chaptersOf, setChaptersOf] = useState<number | null>(null);

  if (chaptersOf !== null) return <PlatformChapters courseId={chaptersOf} onBack={() => setChaptersOf(null)} />;

  const columns: DataTableColumn<CourseSummary>[] = [
    { key: 'title', title: t('course.field.title'), ellipsis: 320, render: (row) => row.title },
    { key: 'status', title: t('course.field.status'), kind: 'status', render: (row) => t(row.status === 'published' ? 'course.status.published' : 'course.status.draft') },
    { key: 'chapter_count', title: t('course.field.chapters'), kind: 'number', render: (row) => row.chapter_count },
    { key: 'edu_ids', title: t('adminCourse.grantedCount'), kind: 'number', render: (row) => row.edu_ids.length },
    { key: 'sort', title: t('course.field.sort'), kind: 'number', render: (row) => row.sort },
    { key: 'updated_at', title: t('course.field.updated'), kind: 'time', render: (row) => formatDateTime(row.updated_at) },
  ];

  return (
    <ListPage<CourseSummary>
      {...page.props}
      title={t('adminCourse.title')}
      description={t('adminCourse.description')}
      actions={<Button icon={actionIcon('create')} variant="primary" onClick={() => page.form.open(null)}>{t('course.create')}</Button>}
      search={{ placeholder: t('course.searchPlaceholder'), onSearch: (keyword) => page.setFilters({ keyword }) }}
      table={{
        ...page.table,
        columns,
        rowActions: (row) => (
          <DataTableActions
            moreLabel={t('table.moreOf', { name: row.title })}
            actions={[
              { key: 'chapters', label: t('course.openChapters'), onClick: () => setChaptersOf(row.id) },
              { key: 'edit', label: t('common.edit'), onClick: () => page.form.open(row) },
              { key: 'grants', label: t('adminCourse.grants'), onClick: () => setGranting(row) },
              { key: 'delete', label: t('common.delete'), tone: 'danger', onClick: () => page.ask(row) },
            ]}
          />
        ),
      }}
    >
      {page.form.value !== undefined && <CourseFormModal course={page.form.value} platform onClose={page.form.close} onSaved={page.form.saved} />}
      {granting && (
        <GrantsModal
          course={granting}
          onClose={() => setGranting(null)}
          onSaved={() => {
            toast.success(t('adminCourse.grantsSaved'));
            setGranting(null);
            page.reload();
          }}
        />
      )}
    </ListPage>
  );
}
