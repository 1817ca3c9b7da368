import { useMemo } from 'react';
import type { DataTableLabels, DataTablePaging } from '@finedu/ui';
import type { Paging } from '../hooks/usePagedList';
import { PAGE_SIZES } from '../hooks/usePagedList';
import { useT } from '../i18n/useT';

interface PagedListLike {
  paging: Paging;
  setPaging: (paging: Paging) => void;
  query: { data?: { total: number } | undefined };
}

/** DataTable paging (10/20/50 per page, total count). */
export function usePagination(list: PagedListLike): DataTablePaging {
  return {
    page: list.paging.page,
    pageSize: list.paging.pageSize,
    total: list.query.data?.total ?? 0,
    pageSizeOptions: PAGE_SIZES,
    onPageChange: (page, pageSize) => list.setPaging({ page, pageSize }),
  };
}

/** Every DataTable string in the user's language. */
export function useDataTableLabels(): DataTableLabels {
  const t = useT();
  return useMemo(
    () => ({
      actions: t('common.actions'),
      selectAll: t('table.selectAll'),
      selectRow: (row: number) => t('table.selectRow', { row }),
      selected: (count: number) => t('table.selected', { count }),
      clearSelection: t('table.clearSelection'),
      total: (total: number) => t('common.total', { total }),
      pageSize: (size: number) => t('table.pageSize', { size }),
      pageSizeLabel: t('common.pageSizeLabel'),
      pagination: t('table.pagination'),
      previousPage: t('common.prevPage'),
      nextPage: t('common.nextPage'),
      page: (page: number) => t('common.pageLabel', { page }),
      loading: t('common.loading'),
    }),
    [t],
  );
}
