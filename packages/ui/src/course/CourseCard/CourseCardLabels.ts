/** Every visible string of the CourseCard; the app passes translated ones. */
export interface CourseCardLabels {
  /** Before the teachers' names. */
  teachers: string;
  /** When the course has no teacher yet. */
  noTeachers: string;
  /** Accessible name of the progress bar. */
  progress: string;
  /** Status badge of a draft course. */
  draft: string;
  /** Status badge of a published course. */
  published: string;
  /** Shown on the placeholder when there is no cover image. */
  noCover: string;
}

export const DEFAULT_COURSE_CARD_LABELS: CourseCardLabels = {
  teachers: '授课教师：',
  noTeachers: '暂未安排教师',
  progress: '学习进度',
  draft: '草稿',
  published: '已发布',
  noCover: '暂无封面',
};
