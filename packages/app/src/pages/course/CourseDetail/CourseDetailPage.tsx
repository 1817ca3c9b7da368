import { useState } from 'react';
import { routePath } from '@finedu/domain';
import { Button, PageHeader, StateView, Tabs } from '@finedu/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { actionIcon } from '../../../components/actionIcons';
import { Actions } from '../../../components/Actions';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { CourseFormModal } from '../CourseTeacher/CourseFormModal';
import { parseId } from '../shared/chapters';
import { ChaptersTab } from './ChaptersTab';
import { ProgressTab } from './ProgressTab';

/** CourseDetail (/edu/course/:id): the chapter tree editor (add, reorder, edit content and links) and the students' progress. */
export default function CourseDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const { courses } = useServices();
  const params = useParams();
  const courseId = parseId(params.id);
  const course = useQuery((signal) => (courseId === null ? Promise.reject(new Error(t('study.badId'))) : courses.get(courseId, { signal, silent: true })), [courseId]);
  const [editing, setEditing] = useState(false);
  const view = useViewState(course, {}, () => false);
  const data = course.data;
  return (
    <>
      <PageHeader
        title={data?.title ?? t('course.detailTitle')}
        description={data ? `${t(data.status === 'published' ? 'course.status.published' : 'course.status.draft')} · ${t(data.granted ? 'course.source.granted' : 'course.source.own')}` : undefined}
        extra={
          <Actions>
            <Button icon={actionIcon('back')} onClick={() => void navigate(routePath('CourseTeacher'))}>{t('course.backToList')}</Button>
            {data && <Button icon={actionIcon('preview')} onClick={() => void navigate(routePath('StudyChapter', { id: data.id }))}>{t('course.previewAsStudent')}</Button>}
            {data && (
              <Button icon={actionIcon('edit')} variant="primary" onClick={() => setEditing(true)}>
                {data.editable ? t('course.editBasics') : t('course.assign')}
              </Button>
            )}
          </Actions>
        }
      />
      <StateView state={view.state} {...view.stateMessages}>
        {data && (
          <Tabs
            aria-label={data.title}
            items={[
              { key: 'chapters', label: t('course.tab.chapters'), content: <ChaptersTab key={data.id} course={data} onChanged={course.reload} /> },
              { key: 'progress', label: t('course.tab.progress'), content: <ProgressTab course={data} /> },
            ]}
          />
        )}
      </StateView>
      {editing && data && (
        <CourseFormModal
          course={data}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            course.reload();
          }}
        />
      )}
    </>
  );
}
