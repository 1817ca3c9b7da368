import { useState } from 'react';
import type { Paged } from '@finedu/domain';
import { useQuery } from './useQuery';

export const PAGE_SIZES = [10, 20, 50] as const;

export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * A server-paged list with filters: changing a filter goes back to page 1; the previous rows stay
 * on screen while the next page loads.
 */
export function usePagedList<F extends object, T>(load: (query: F & { page: number; page_size: number }, signal: AbortSignal) => Promise<Paged<T>>, initialFilters: F) {
  const [filters, setFiltersState] = useState<F>(initialFilters);
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: 20 });
  const query = useQuery((signal) => load({ ...filters, page: paging.page, page_size: paging.pageSize }, signal), [JSON.stringify(filters), paging.page, paging.pageSize]);
  const setFilters = (next: F) => {
    setFiltersState(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };
  return { query, filters, setFilters, paging, setPaging };
}
