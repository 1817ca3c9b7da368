import type { ClassInfo, User } from '@finedu/domain';
import { readAllPages } from '../../../hooks/readAllPages';
import { useQuery } from '../../../hooks/useQuery';
import { useServices } from '../../../services/ServicesContext';

/** Course pages read at most this many pages of 100 rows from a list call. */
export const COURSE_LIST_MAX_PAGES = 50;

/**
 * The college's teachers and classes for the course form. A teacher may not be allowed to list users:
 * then the list is empty and the form says so (the server still checks every id).
 */
export function useCollegePeople(enabled: boolean) {
  const { users, classes, courses } = useServices();
  const teachers = useQuery<{ id: number; name: string; username: string }[]>(
    async (signal) => {
      if (!enabled) return [];
      // The course call serves every college staff member; older servers only let admins list users.
      try {
        return await courses.teachers({ signal, silent: true });
      } catch {
        return readAllPages<User>((page) => users.list({ role: 'edu_teacher', page, page_size: 100 }, { signal, silent: true }), COURSE_LIST_MAX_PAGES);
      }
    },
    [enabled],
  );
  const classList = useQuery<ClassInfo[]>(
    (signal) => (enabled ? readAllPages((page) => classes.list({ page, page_size: 100 }, { signal, silent: true }), COURSE_LIST_MAX_PAGES) : Promise.resolve([])),
    [enabled],
  );
  return {
    teachers: (teachers.data ?? []).map((teacher) => ({ id: teacher.id, label: teacher.name ? `${teacher.name} (${teacher.username})` : teacher.username })),
    classes: (classList.data ?? []).map((klass) => ({ id: klass.id, label: klass.name })),
  };
}
