import type { ClassInfo } from '@finedu/domain';
import { readAllPages } from '../../../hooks/readAllPages';
import { useQuery } from '../../../hooks/useQuery';
import { useServices } from '../../../services/ServicesContext';

/** Every class of the caller's college (pages of 100 until all are read), for filters and candidate pickers. */
export function useCollegeClasses() {
  const { classes } = useServices();
  return useQuery((signal) => readAllPages<ClassInfo>((page) => classes.list({ page, page_size: 100 }, { signal, silent: true })), [classes]);
}
