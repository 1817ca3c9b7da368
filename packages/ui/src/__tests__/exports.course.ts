/** Runtime names src/course/index.ts exports (the exports test checks them). */
export const COURSE_EXPORTS: string[] = ['ArticleView', 'ChapterTree', 'CourseCard', 'ProgressBar', 'ResourcePreview'];
