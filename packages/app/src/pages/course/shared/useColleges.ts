import { useQuery } from '../../../hooks/useQuery';
import { useServices } from '../../../services/ServicesContext';
import { readAllPages } from '../../../hooks/readAllPages';
import { COURSE_LIST_MAX_PAGES } from '../CourseTeacher/useCollegePeople';

/** Every college (sys_admin), for grant pickers. */
export function useColleges() {
  const { colleges } = useServices();
  return useQuery((signal) => readAllPages((page) => colleges.list({ page, page_size: 100 }, { signal, silent: true }), COURSE_LIST_MAX_PAGES), []);
}
