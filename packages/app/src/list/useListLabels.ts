import { useMemo } from 'react';
import type { DataTableLabels, FormModalLabels, KeywordSearchLabels, ListTableLabels } from '@finedu/ui';
import { useT } from '../i18n/useT';

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
      more: t('table.more'),
    }),
    [t],
  );
}

/** A ListTable's strings: the table's, and its error and denied headings (platform operators grant access). */
export function useListTableLabels(): ListTableLabels {
  const t = useT();
  const table = useDataTableLabels();
  return useMemo(
    () => ({
      ...table,
      emptyTitle: t('common.empty'),
      errorTitle: t('common.loadFailed'),
      retry: t('common.retry'),
      deniedTitle: t('guard.deniedTitle'),
      deniedContact: t('guard.deniedContactSys'),
    }),
    [t, table],
  );
}

/** The keyword search's name and button. */
export function useSearchLabels(): KeywordSearchLabels {
  const t = useT();
  return useMemo(() => ({ search: t('common.search'), searchButton: t('common.search') }), [t]);
}

/** A form modal's buttons. */
export function useFormModalLabels(): FormModalLabels {
  const t = useT();
  return useMemo(() => ({ cancel: t('common.cancel'), save: t('common.save'), saving: t('common.saving'), close: t('common.close') }), [t]);
}
