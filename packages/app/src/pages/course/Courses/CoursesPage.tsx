import styled from 'styled-components';
import { routePath, type MyCourse } from '@finedu/domain';
import { Button, CourseCard, PageHeader, StateView } from '@finedu/ui';
import { useHref, useNavigate } from 'react-router-dom';
import { actionIcon, emptyIcon } from '../../../components/actionIcons';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useCurrentUser, useServices } from '../../../services/ServicesContext';
import { AttentionPanel } from '../../dashboard/AttentionPanel';
import { progressPercent } from '../shared/chapters';
import { useCourseCardLabels } from '../shared/useCourseLabels';
import { NewsPanel } from './NewsPanel';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: var(--ui-space-5);
  align-items: start;
  @media (max-width: 1100px) { grid-template-columns: minmax(0, 1fr); }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: var(--ui-space-4);
`;

/** Where a course card leads: the reading view for students, the course editor for staff. */
export const courseHref = (course: Pick<MyCourse, 'id'>, student: boolean): string =>
  student ? routePath('StudyChapter', { id: course.id }) : routePath('CourseDetail', { id: course.id });

/** Courses (/edu/course): the landing page of students and teachers — what needs them, my courses with progress, and the news. */
export default function CoursesPage() {
  const t = useT();
  const navigate = useNavigate();
  const { courses } = useServices();
  const user = useCurrentUser();
  const student = user?.role === 'edu_student';
  // Students and teachers land here (issue 18): what needs them comes first. A college admin lands on EduUser.
  const attention = student || user?.role === 'edu_teacher';
  const canManage = user?.allow_routes.includes('CourseTeacher') ?? false;
  const labels = useCourseCardLabels();
  const base = useHref('/').replace(/\/$/, '');
  const mine = useQuery((signal) => courses.my({ signal, silent: true }), []);
  const view = useViewState(
    mine,
    student
      ? { emptyIcon: emptyIcon('courses'), emptyTitle: t('courses.emptyStudent'), emptyDescription: t('courses.emptyStudentHint') }
      : {
          emptyIcon: emptyIcon('courses'),
          emptyTitle: t('courses.emptyStaff'),
          emptyDescription: t('courses.emptyStaffHint'),
          emptyAction: canManage ? <Button onClick={() => void navigate(routePath('CourseTeacher'))}>{t('courses.manage')}</Button> : undefined,
        },
  );
  return (
    <>
      <PageHeader
        title={t('courses.title')}
        description={student ? t('courses.descriptionStudent') : t('courses.descriptionStaff')}
        extra={canManage ? <Button icon={actionIcon('settings')} onClick={() => void navigate(routePath('CourseTeacher'))}>{t('courses.manage')}</Button> : undefined}
      />
      {attention && <AttentionPanel />}
      <Layout>
        <StateView state={view.state} {...view.stateMessages}>
          <Grid aria-label={t('courses.title')}>
            {(mine.data ?? []).map((course) => {
              const href = courseHref(course, student);
              return (
                <li key={course.id}>
                  <CourseCard
                    title={course.title}
                    href={`${base}${href}`}
                    onNavigate={() => void navigate(href)}
                    cover={course.cover || null}
                    teachers={course.teachers.map((teacher) => teacher.name)}
                    progress={student ? progressPercent(course.progress) : undefined}
                    status={student ? undefined : course.status}
                    meta={
                      student && course.progress
                        ? t('courses.readOf', { read: course.progress.read, total: course.progress.total })
                        : t('courses.chapterCount', { count: course.chapter_count })
                    }
                    labels={labels}
                  />
                </li>
              );
            })}
          </Grid>
        </StateView>
        <NewsPanel />
      </Layout>
    </>
  );
}
