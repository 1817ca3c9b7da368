import { loadBlockCaseMessages, loadCourseMessages, loadDashboardMessages } from '../i18n/featureMessages';
import { coursePage, page, type PageComponent } from './page';

/** Pages of the course feature, by route name (ROUTES in @finedu/domain). */
export const COURSE_PAGES: Partial<Record<string, PageComponent>> = {
  // The landing page of students and teachers: the attention panel's messages load with it (issue 18).
  Courses: page(() => import('../pages/course/Courses/CoursesPage'), loadCourseMessages, loadDashboardMessages),
  CourseTeacher: coursePage(() => import('../pages/course/CourseTeacher/CourseTeacherPage')),
  CourseDetail: coursePage(() => import('../pages/course/CourseDetail/CourseDetailPage')),
  // The chapter's blockchain lab cards name scenarios and consensus with the block case catalog's words.
  StudyChapter: page(() => import('../pages/course/StudyChapter/StudyChapterPage'), loadCourseMessages, loadBlockCaseMessages),
  EduResource: coursePage(() => import('../pages/course/EduResource/EduResourcePage')),
  DataCenter: coursePage(() => import('../pages/course/DataCenter/DataCenterPage')),
  AdminCourse: coursePage(() => import('../pages/course/AdminCourse/AdminCoursePage')),
  ResourceStore: coursePage(() => import('../pages/course/ResourceStore/ResourceStorePage')),
  Edition: coursePage(() => import('../pages/course/Edition/EditionPage')),
  Articles: coursePage(() => import('../pages/course/Articles/ArticlesPage')),
  AdPreview: coursePage(() => import('../pages/course/AdPreview/AdPreviewPage')),
};
