import type { PageComponent } from './page';
import { EXAM_BANK_PAGES } from './pages.examBank';
import { EXAM_STAFF_PAGES } from './pages.examStaff';
import { EXAM_STUDENT_PAGES } from './pages.examStudent';

/** Pages of the exam engine (issue 4), by route name. */
export const EXAM_PAGES: Partial<Record<string, PageComponent>> = { ...EXAM_BANK_PAGES, ...EXAM_STAFF_PAGES, ...EXAM_STUDENT_PAGES };
