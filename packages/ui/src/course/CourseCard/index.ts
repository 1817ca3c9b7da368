export { CourseCard } from './CourseCard';
export type { CourseCardProps, CourseCardStatusValue } from './CourseCard';
export type { CourseCardLabels } from './CourseCardLabels';
